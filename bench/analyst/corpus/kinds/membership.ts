/** Membership and fellowship: election letters, certificates, bylaws, academy announcements. */
import { an, dateOf, letterhead, signature, someone, type Gen } from '../gen';
import { formal, full } from '../people';
import { between, euDate, usDate } from '../types';

/** An election letter ('elected a Fellow'); the trap names a prize or the committee's judging. */
export const electionLetter: Gen = (x, o) => {
  const s = x.field.society;
  const y = o.date?.[0] ?? x.fellowYear;
  const [, m, d] = dateOf(o);
  const lines = [
    ...letterhead(s.name, 'Washington, DC', o.r),
    '',
    usDate(y, m, d),
    '',
    `Dear ${formal(x)},`,
    '',
    `I am pleased to inform you that the Board has elected you ${an(s.grade)} ${s.grade} of the ${s.name}, effective ${usDate(y, m, d)}.`,
    s.rule,
    `Each year the honour goes to ${s.share}. Your election recognises your contributions to ${x.field.discipline}.`,
  ];
  if (o.trap) {
    const prize = x.field.prizes[0]!;
    lines.push(`In reaching its decision, the committee noted your ${prize.name} from the ${prize.body} and your service as a reviewer and jury member in the field.`);
  }
  lines.push('Your certificate will be presented at the annual meeting. Please accept my warmest congratulations.', '', ...signature(someone(o.r), 'President', s.name));
  return lines;
};

/** A membership certificate. */
export const membershipCertificate: Gen = (x, o) => {
  const s = x.field.society;
  const y = o.date?.[0] ?? x.fellowYear;
  return [
    s.name.toUpperCase(),
    'This is to certify that',
    full(x),
    `having been duly elected, was admitted as ${an(s.grade)} ${s.grade} of the ${s.name}`,
    `on ${euDate(y, between(o.r, 1, 12), between(o.r, 1, 28))}`,
    o.trap ? `in recognition of outstanding achievement, including the ${x.field.prizes[0]!.name}.` : 'in recognition of outstanding achievement in the field.',
    '',
    `${someone(o.r)}, President        ${someone(o.r)}, Secretary`,
    `Member no. ${between(o.r, 10000, 99999)}`,
  ];
};

/** The bylaws' admission article plus the registrar's confirmation. */
export const bylawsExcerpt: Gen = (x, o) => {
  const s = x.field.society;
  const y = o.date?.[0] ?? x.fellowYear;
  return [
    `${s.name} — Bylaws (as amended ${between(o.r, 2010, 2018)})`,
    'ARTICLE III. MEMBERSHIP',
    `Section 1. Grades. The ${s.name} has the grades of Member, Senior Member and ${s.grade.replace(/ \(.*\)/, '')}.`,
    `Section 2. Admission. ${s.rule} Admission requires nomination by two existing members of the grade and a written statement of the candidate's achievements.`,
    'Section 3. Review. Nominations are reviewed by the Membership Committee, composed of recognised experts appointed by the Board, whose decision is final. Payment of dues alone does not confer membership of any elected grade.',
    o.trap ? 'Section 4. Committee service. Members of elected grades may be asked to judge the Society\'s annual awards and to serve on its review panels.' : 'Section 4. Resignation. A member may resign by written notice to the Secretary.',
    '',
    'CONFIRMATION',
    `The Registrar confirms that ${full(x)} was admitted to the grade of ${s.grade} on ${euDate(y, between(o.r, 1, 12), between(o.r, 1, 28))} under Article III above.`,
    `${someone(o.r)}, Registrar`,
  ];
};

/** An academy announces newly elected members (reads like press, is a membership notice). */
export const academyAnnouncement: Gen = (x, o) => {
  const s = x.field.society;
  const y = o.date?.[0] ?? x.fellowYear;
  const [, m, d] = dateOf(o);
  return [
    `${s.name}`,
    `News | ${usDate(y, m, d)}`,
    `${s.name} elects ${between(o.r, 18, 60)} new ${s.grade.replace(/ \(.*\)/, '')}s`,
    '',
    `The ${s.name} today announced the election of new ${s.grade.replace(/ \(.*\)/, '').toLowerCase()}s in recognition of their distinguished achievements. Election is one of the highest honours in ${x.field.discipline}; ${s.share} are chosen.`,
    `Among those elected is ${full(x)}, ${x.title} at ${x.org}, ${o.trap ? `whose work was featured in national newspapers this year and` : 'who'} was cited for contributions to ${x.field.discipline}.`,
    `"This class reflects the breadth of excellence in our field," said ${someone(o.r)}, the President. New members will be inducted at the annual meeting.`,
    `The complete list of newly elected members follows.`,
  ];
};

/** An email confirming elevation to a senior grade. */
export const gradeElevation: Gen = (x, o) => {
  const s = x.field.society;
  const y = o.date?.[0] ?? x.fellowYear;
  const [, m, d] = dateOf(o);
  return [
    `Subject: Congratulations on your elevation to ${s.grade}`,
    `From: Member Grade Elevations <elevations@${s.name.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}.org>`,
    `Date: ${usDate(y, m, d)}`,
    '',
    `Dear ${x.first},`,
    '',
    `Congratulations! The Admission and Advancement Review Panel has approved your application for elevation to the grade of ${s.grade} of the ${s.name}.`,
    `${s.rule} Only ${s.share} hold this grade.`,
    o.trap ? `Your referees pointed to your leadership of the ${x.org} team and your published work as evidence of significant performance.` : `Your new grade will appear in the member directory within two weeks.`,
    '',
    'Member Grade Elevations',
    s.name,
  ];
};

const grade = (g: string) => g.replace(/ \(.*\)/, '').replace(/^Elected /, '');

export const membershipPhoto: Gen = (x, o) => {
  const s = x.field.society;
  return [s.name.replace(/[()]/g, ''), 'CERTIFICATE OF MEMBERSHIP', 'THIS IS TO CERTIFY THAT', full(x), `HAS BEEN ELECTED ${an(grade(s.grade))} ${grade(s.grade)}`, `ELECTED ${o.date?.[0] ?? x.fellowYear}`, 'PRESIDENT', ''].filter(Boolean);
};
