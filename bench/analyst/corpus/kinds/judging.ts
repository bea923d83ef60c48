/** Judging: review invitations and records, programme committees, juries, grant panels, examiners. */
import { CITIES, dateOf, letterhead, refNo, signature, someone, type Gen, type Opt } from '../gen';
import { formal, full, type Person } from '../people';
import { between, monthName, num, pick, usDate } from '../types';

/** A plausible manuscript title in the applicant's field. */
function manuscript(x: Person, o: Opt): string {
  const d = x.field.discipline.replace(/\b\w/g, (c) => c.toUpperCase());
  return pick(o.r, [`A Benchmark for Reproducible ${d}`, `Robust ${d} Under Distribution Shift`, `Rethinking Evaluation in ${d}`, `Scalable ${d} at Low Cost: A Field Study`, `Uncertainty Estimates for ${d}`]);
}

/** The year in an event's name ('... 2023'), so appointments are dated before the event. */
const eventYear = (event: string) => Number(/(20\d\d)/.exec(event)?.[1] ?? 0) || undefined;

/** An emailed invitation to review; the trap is the journal's name (a scholarly-article word). */
export const reviewInvitation: Gen = (x, o) => {
  const [y, m, d] = dateOf(o);
  const journal = x.field.journal || 'Journal of Applied Research';
  const editor = o.by ?? x.field.editor ?? someone(o.r);
  const id = o.ref ?? refNo(o.r, journal.split(' ').filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join(''), y);
  return [
    `From: ${editor} <editorial-office@${journal.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 16)}.org>`,
    `To: ${x.name}`,
    `Date: ${usDate(y, m, d)}`,
    `Subject: Invitation to review manuscript ${id} for ${journal}`,
    '',
    `Dear ${formal(x)},`,
    '',
    `I would like to invite you to review the manuscript entitled "${manuscript(x, o)}" (Manuscript ID: ${id}), which has been submitted to ${journal}. Given your expertise in ${x.field.discipline}, we invite you to review it and believe you are well placed to assess its contribution.`,
    'The abstract appears at the end of this message. If you accept, we ask that you submit your review within 21 days. Please use the links below to accept or decline this invitation.',
    o.trap ? `${journal} publishes about ${between(o.r, 8, 20)} percent of submitted papers, and reviews are handled by a small pool of expert referees selected by the editors.` : 'If you are unable to review, we would be grateful for suggestions of alternative reviewers.',
    '',
    'Agree to review: https://mc.manuscriptcentral.example/accept',
    'Decline to review: https://mc.manuscriptcentral.example/decline',
    '',
    'Sincerely,',
    editor,
    `Associate Editor, ${journal}`,
  ];
};

/** The journal's thank-you after a completed review, with the reviewer's tally. */
export const reviewCompleted: Gen = (x, o) => {
  const [y, m, d] = dateOf(o);
  const journal = x.field.journal || 'Journal of Applied Research';
  const id = refNo(o.r, 'MS', y);
  return [
    journal,
    `${usDate(y, m, d)}`,
    '',
    `Dear ${formal(x)},`,
    '',
    `Thank you for completing your review of manuscript ${id}, "${manuscript(x, o)}". Your report has been forwarded to the handling editor and will be shared with the authors anonymously.`,
    `Our records show that you have completed ${between(o.r, 4, 22)} reviews for ${journal} since ${between(o.r, 2017, 2021)}. The editors value the care you bring to each report.`,
    o.trap ? `The paper you reviewed was later accepted and will appear in the ${monthName(Math.min(12, m + 3))} issue; the authors thanked the reviewers in the acknowledgements.` : '',
    '',
    'With best regards,',
    someone(o.r),
    `Editor-in-Chief, ${journal}`,
  ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
};

/** An appointment to a conference programme committee; the trap is a best-paper committee seat. */
export const programCommittee: Gen = (x, o) => {
  const year = eventYear(x.field.conference);
  const [y, m, d] = dateOf(o, (year ?? 2022) - 1, (year ?? 2024) - 1);
  const conf = x.field.conference || `International Symposium on ${x.field.discipline} ${y + 1}`;
  const chairs = [someone(o.r), someone(o.r)];
  return [
    conf,
    `Program Chairs: ${chairs.join(' and ')}`,
    usDate(y, m, d),
    '',
    `Dear ${formal(x)},`,
    '',
    `On behalf of the Program Chairs, we are pleased to invite you to serve as ${pick(o.r, ['a member of the Program Committee', 'an Area Chair'])} for ${conf}.`,
    `Committee members are chosen for their standing in the field. The conference received ${num(between(o.r, 1800, 12000))} submissions last year; each committee member reviews ${between(o.r, 5, 9)} papers and takes part in the discussion that decides acceptance.`,
    o.trap ? `In addition, we invite you to join the Best Paper Award Committee, which selects the conference's Outstanding Paper Awards from the top-rated submissions.` : 'The reviewing period runs for six weeks; detailed instructions will follow.',
    'Please confirm your participation through the conference management system by the end of the month.',
    '',
    ...signature(chairs[0]!, 'Program Chair', conf),
  ];
};

/** Appointment to a competition or festival jury; the trap is the prize the jury awards. */
export const juryAppointment: Gen = (x, o) => {
  const j = x.field.jury;
  const year = eventYear(j.event);
  const [y, m, d] = dateOf(o, (year ?? 2022) - 1, (year ?? 2024) - 1);
  return [
    ...letterhead(j.body.startsWith('the ') ? j.event.replace(/ 20\d\d$/, '') : j.body, pick(o.r, CITIES), o.r),
    '',
    usDate(y, m, d),
    `Re: Appointment to the jury of the ${j.event}`,
    '',
    `Dear ${formal(x)},`,
    '',
    `We are honoured to confirm your appointment as a member of the jury of the ${j.event}. The jury of ${between(o.r, 5, 9)} members will evaluate the ${num(j.entries)} entries and deliberate in person over three days.`,
    o.trap ? `The jury will award the ${j.prize}, the competition's highest honour, and may give up to two special mentions. Past jurors include laureates of the ${x.field.prizes[0]!.name}.` : 'Jurors are selected for their achievements and independence; your name will be published with the results.',
    'We will cover travel and accommodation. A jury handbook and the evaluation criteria are enclosed.',
    '',
    ...signature(someone(o.r), 'Director', j.body),
  ];
};

/** Service on a grant review panel. */
export const grantPanel: Gen = (x, o) => {
  const [y, m] = dateOf(o);
  const agency = pick(o.r, ['National Science Foundation', 'National Institutes of Health, Center for Scientific Review', 'European Research Council', 'Department of Energy, Office of Science']);
  return [
    agency,
    `Panel: ${x.field.discipline.replace(/\b\w/g, (c) => c.toUpperCase())} Review Panel, ${monthName(m)} ${y}`,
    '',
    `Dear ${formal(x)},`,
    '',
    `Thank you for serving as a reviewer on the ${monthName(m)} ${y} review panel. You evaluated ${between(o.r, 6, 14)} proposals and participated in the panel discussion that produced the funding recommendations.`,
    `Panelists are selected for their expertise and their record of independent research. This letter may be used to document your service.`,
    o.trap ? `The panel recommended ${between(o.r, 3, 6)} proposals for awards totalling $${between(o.r, 2, 9)}.${between(o.r, 1, 9)} million.` : '',
    '',
    'Sincerely,',
    someone(o.r),
    'Program Director',
  ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
};

/** A peer-review record exported from a reviewer-recognition service. */
export const reviewerRecord: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2023, 2024);
  const journals = [x.field.journal || 'Journal of Applied Research', pick(o.r, ['Nature Communications', 'Scientific Reports', 'PLOS ONE', 'Patterns']), pick(o.r, ['IEEE Access', 'eLife', 'Cell Systems'])];
  const counts = journals.map(() => between(o.r, 2, 14));
  return [
    'Peer Review Record',
    `${x.name} · ${x.org}`,
    `Generated ${usDate(y, m, d)}`,
    '',
    `Verified reviews: ${counts.reduce((a, b) => a + b, 0)}`,
    `Verified editor records: ${o.trap ? between(o.r, 1, 3) : 0}`,
    '',
    'Reviews by journal',
    ...journals.map((j, i) => `${j} — ${counts[i]} reviews`),
    '',
    'Each review listed here was verified with the journal by the review-recognition service.',
  ];
};

/** Appointment as external examiner of a doctoral thesis. */
export const thesisExaminer: Gen = (x, o) => {
  const [y, m, d] = dateOf(o);
  const uni = pick(o.r, ['University of Edinburgh', 'KU Leuven', 'University of Melbourne', 'McGill University']);
  return [
    ...letterhead(`${uni} Graduate School`, pick(o.r, ['Edinburgh', 'Leuven', 'Melbourne', 'Montreal']), o.r),
    usDate(y, m, d),
    '',
    `Dear ${formal(x)},`,
    '',
    `I am writing to confirm your appointment as External Examiner for the doctoral thesis of ${someone(o.r)}, "${manuscript(x, o)}".`,
    `External examiners are appointed by the Senate for their international standing; you will assess whether the thesis makes an original contribution to knowledge and examine the candidate at the oral defence on ${usDate(y, Math.min(12, m + 2), 14)}.`,
    'An honorarium and travel costs will be paid in accordance with University policy.',
    '',
    ...signature(someone(o.r), 'Dean of Graduate Studies', uni),
  ];
};

export const judgingPhoto: Gen = (x, o) => {
  const j = x.field.jury;
  const y = eventYear(j.event) ?? dateOf(o)[0];
  return [j.event, 'JURY MEMBER', full(x), `${j.body}`, `OFFICIAL JUROR ${y}`, 'EVALUATION OF ENTRIES - JURY ROOM B'];
};
