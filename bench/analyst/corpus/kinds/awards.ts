/** Award certificates, award notices, winners' announcements and results lists. */
import { dateOf, letterhead, refNo, signature, someone, type Gen } from '../gen';
import { formal, full, pron } from '../people';
import { between, euDate, money, num, usDate } from '../types';

const prizeOf = (x: Parameters<Gen>[0], n: number) => x.field.prizes[n % x.field.prizes.length]!;

/** A certificate; the trap names the paper (or work) it honours. */
export const awardCertificate: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y, m, d] = dateOf(o);
  const honoured = o.trap ? x.field.papers[o.n % Math.max(1, x.field.papers.length)] : undefined;
  const chair = someone(o.r);
  return [
    prize.body.toUpperCase(),
    'CERTIFICATE OF AWARD',
    'This certificate is awarded to',
    full(x),
    `${x.org}`,
    honoured
      ? `${prize.name} ${y}, for the paper "${honoured.title}", published in ${honoured.venue}, which the Awards Committee judged the most significant contribution among ${between(o.r, 2400, 9800)} accepted papers.`
      : `${prize.name} ${y}, ${prize.reason}.`,
    `Presented on ${usDate(y, m, d)}.`,
    '',
    `${chair}, Chair, Awards Committee`,
    `${someone(o.r)}, President`,
    `Certificate no. ${refNo(o.r, 'AW', y)}`,
  ];
};

/** A notice letter; the trap talks about the selection committee and the jury's process, or the cash. */
export const awardNotice: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y, m, d] = dateOf(o);
  const nominations = between(o.r, 90, 640);
  const chair = someone(o.r);
  const lines = [
    ...letterhead(prize.body, 'Washington, DC', o.r),
    '',
    usDate(y, m, d),
    '',
    full(x),
    x.org,
    x.orgCity,
    '',
    `Dear ${formal(x)},`,
    '',
    `On behalf of the ${prize.body}, I am delighted to inform you that you have been selected as the recipient of the ${y} ${prize.name}, ${prize.reason}.`,
    `The ${prize.name} is given each year to recognise excellence in ${x.field.discipline}. This year the committee considered ${num(nominations)} nominations from ${between(o.r, 12, 48)} countries${o.r() < 0.5 ? ', and you are the sole recipient' : `, and you are one of ${between(o.r, 2, 4)} recipients`}.`,
  ];
  if (o.trap) {
    lines.push(
      `The selection committee, a panel of ${between(o.r, 7, 12)} distinguished members of the field who judged the nominations in two rounds of review, singled out the originality of your work and its influence on others.`,
      prize.cash ? `The award carries a cash prize of ${money(prize.cash)}, which will be paid at the ceremony.` : 'The award will be presented with a medal and a citation read at the ceremony.',
    );
  }
  lines.push(
    `The award will be presented at the annual meeting on ${usDate(y, Math.min(12, m + 2), 10)}. We will be in touch about travel arrangements.`,
    '',
    'Congratulations on this well-deserved honour.',
    '',
    ...signature(chair, 'Chair, Awards Committee', prize.body),
  );
  return lines;
};

/** The awarding body's own announcement: it looks like press (release, dateline, media contact) but names the winners. */
export const winnersRelease: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y, m, d] = dateOf(o);
  const others = [someone(o.r), someone(o.r), someone(o.r)];
  return [
    'FOR IMMEDIATE RELEASE',
    `${prize.body} announces the ${y} ${prize.name} recipients`,
    `WASHINGTON, ${usDate(y, m, d)} — The ${prize.body} today announced the recipients of the ${y} ${prize.name}, which honours excellence in ${x.field.discipline}.`,
    `This year's recipients are ${full(x)} of ${x.org}; ${others[0]} of the University of Toronto; and ${others[1]} of ETH Zurich. ${formal(x)} is recognised ${prize.reason}.`,
    `"The recipients were chosen from an exceptionally strong field," said ${others[2]}, chair of the prize committee. "Their work has changed how the field approaches its hardest problems."`,
    `The prizes will be presented at a ceremony on ${usDate(y, Math.min(12, m + 1), 15)}. Past recipients include two Nobel laureates.`,
    '',
    `About the ${prize.body}: founded in ${between(o.r, 1921, 1988)}, it represents ${num(between(o.r, 8, 60) * 1000)} professionals worldwide.`,
    'Media contact: press@' + prize.body.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 18) + '.org',
    '###',
  ];
};

/** A medal or honorary award 'hereby conferred' by a council. */
export const medalConferred: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y, m, d] = dateOf(o);
  return [
    prize.body,
    `The ${prize.name}`,
    '',
    `The Council of the ${prize.body}, at its meeting of ${euDate(y, m, d)}, has hereby conferred upon`,
    full(x),
    `the ${prize.name} for ${y}, ${prize.reason}, in recognition of work of exceptional merit and influence in ${x.field.discipline}.`,
    o.trap ? `The Council acted on the recommendation of the Prize Jury, whose members reviewed ${between(o.r, 40, 300)} nominations.` : `${pron(x).Sub} joins a distinguished list of past honorees.`,
    '',
    `Given under the seal of the Council, ${euDate(y, m, d)}.`,
    `${someone(o.r)}, Secretary to the Council`,
  ];
};

/** Official results of a competition with the applicant placed first. */
export const competitionResults: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y, m, d] = dateOf(o);
  const rows = [someone(o.r), someone(o.r), someone(o.r)];
  return [
    `${prize.body} — ${y}`,
    'OFFICIAL RESULTS',
    `Announced ${usDate(y, m, d)}`,
    '',
    `${prize.name}`,
    `Winner: ${full(x)} (${x.orgCity.split(',').pop()!.trim()}) — ${prize.reason.replace(/^for /, '')}`,
    `Second place: ${rows[0]}`,
    `Third place: ${rows[1]}`,
    `Honourable mention: ${rows[2]}`,
    '',
    `Entries received: ${num(between(o.r, 120, 900))}. The winner receives ${prize.cash ? money(prize.cash) + ' and ' : ''}a trophy.`,
    o.trap ? `Results certified by the jury: ${someone(o.r)} (president), ${someone(o.r)}, ${someone(o.r)}.` : 'The full jury report is published on the competition website.',
  ];
};

/** A phone photo of a plaque or certificate: short, upper case, the OCR font's characters only. */
export const awardPhoto: Gen = (x, o) => {
  const prize = prizeOf(x, o.n);
  const [y] = dateOf(o);
  return [
    prize.body.replace(/[^A-Za-z0-9 ,.()&'-]/g, ''),
    prize.name,
    'IS AWARDED TO',
    full(x),
    `${y}`,
    'IN RECOGNITION OF EXCELLENCE',
    'AWARDS COMMITTEE',
  ];
};
