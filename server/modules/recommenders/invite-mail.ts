import type { MailMessage } from '../../platform/mail/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation: who asks, why, what happens with the answers, and the link; a plain text and an HTML part. */
export function inviteMessage(opts: { to: string; recommenderName: string; applicantName: string; link: string; expiresAt: Date }): MailMessage {
  const applicant = opts.applicantName || 'An applicant';
  const until = opts.expiresAt.toISOString().slice(0, 10);
  const lines = [
    `Dear ${opts.recommenderName},`,
    '',
    `${applicant} is preparing a visa petition and asks whether you would write a recommendation letter in your own words.`,
    'The link below opens a short questionnaire. You can answer in your own words, upload a letter of your own, or have your answers arranged into a letter that uses only your sentences. You review it and sign it there; you can also decline.',
    `What you write and sign goes to ${applicant} as your signed letter for the petition. Nothing is sent anywhere else.`,
    '',
    opts.link,
    '',
    `The link is private to you and works until ${until}.`,
  ];
  const html = [
    `<p>Dear ${escapeHtml(opts.recommenderName)},</p>`,
    `<p>${escapeHtml(applicant)} is preparing a visa petition and asks whether you would write a recommendation letter in your own words.</p>`,
    `<p>${escapeHtml(lines[3]!)}</p>`,
    `<p>${escapeHtml(lines[4]!)}</p>`,
    `<p><a href="${escapeHtml(opts.link)}">Open your questionnaire</a></p>`,
    `<p>The link is private to you and works until ${until}.</p>`,
  ].join('\n');
  return { to: opts.to, subject: `${applicant} asks for your recommendation letter`, text: lines.join('\n'), html };
}
