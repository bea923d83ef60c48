/** One message out through SMTP (nodemailer), loaded only when a message is sent. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends through `smtpUrl`; rejects with the server's or the network's reason. Ten seconds at most per step. */
export async function sendMail(smtpUrl: string, from: string, message: MailMessage): Promise<void> {
  const nodemailer = await import('nodemailer');
  const url = new URL(smtpUrl);
  url.searchParams.set('connectionTimeout', '10000');
  url.searchParams.set('greetingTimeout', '10000');
  url.searchParams.set('socketTimeout', '10000');
  const transport = nodemailer.createTransport(url.toString());
  try {
    await transport.sendMail({ from, ...message });
  } finally {
    transport.close();
  }
}
