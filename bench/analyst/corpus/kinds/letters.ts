/** Recommendation letters, CVs, and documents that prove no criterion (diploma, passport, receipts). */
import { dateOf, letterhead, signature, someone, type Gen } from '../gen';
import { formal, full, pron } from '../people';
import { between, euDate, money, pick, usDate } from '../types';

const UNIS: Array<[string, string]> = [['Massachusetts Institute of Technology', 'Cambridge, Massachusetts'], ['Stanford University', 'Stanford, California'], ['University of Cambridge', 'Cambridge, United Kingdom'], ['ETH Zurich', 'Zurich, Switzerland'], ['University of Toronto', 'Toronto, Ontario'], ['Columbia University', 'New York, New York']];
const ARTS_ORGS: Array<[string, string]> = [['Lincoln Center for the Performing Arts', 'New York, New York'], ['Royal College of Art', 'London, United Kingdom'], ['Stockholm Concert Hall', 'Stockholm, Sweden'], ['Berlin Film Academy', 'Berlin, Germany']];
const NATIVE: Record<string, string> = { priya: 'Tamil', tomas: 'Spanish', amara: 'Igbo', meera: 'Tamil', kenji: 'Japanese', ivan: 'Russian', hana: 'Korean', nadia: 'Bengali', olumide: 'Yoruba', rafael: 'Portuguese', sofia: 'Swedish', jun: 'Korean', mateo: 'Spanish', chloe: 'French', yara: 'Arabic', diego: 'Portuguese', lena: 'German' };

/** An expert's letter in support of the petition; the trap praises awards, judging or pay. */
export const recommendation: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2023, 2024);
  const writer = o.by ?? someone(o.r);
  const artist = Boolean(x.field.arts);
  const [uni, city] = pick(o.r, artist ? ARTS_ORGS : UNIS);
  const role = artist ? 'Artistic Director' : 'Professor';
  const p = pron(x);
  const coauthor = x.coauthors.includes(writer);
  const lines = [
    ...letterhead(uni, city, o.r),
    usDate(y, m, d),
    '',
    'U.S. Citizenship and Immigration Services',
    '',
    'Dear Officer:',
    '',
    artist
      ? `I am writing to recommend ${full(x)} in the strongest terms for classification as an individual of extraordinary ability. I am the Artistic Director of ${uni}, where I have programmed ${between(o.r, 200, 900)} performances and exhibitions over ${between(o.r, 12, 30)} years.`
      : `I am writing to recommend ${full(x)} in the strongest terms for classification as an individual of extraordinary ability. I am a Professor of ${x.field.discipline.replace(/\b\w/g, (c) => c.toUpperCase())} at ${uni}, where I have taught for ${between(o.r, 12, 30)} years, and I have published more than ${between(o.r, 80, 250)} papers in the field.`,
    coauthor
      ? `I have known ${formal(x)} since ${x.startYear - 2}, when we began the collaboration that led to our joint papers.`
      : `I have never worked with ${formal(x)}; I know ${p.pos} work through ${artist ? `${p.pos} performances and recordings, as everyone in our world does` : `${p.pos} publications and talks, as every researcher in this area does`}.`,
    `In my opinion, ${p.pos} work on ${x.field.work.name || (x.field.arts?.works[0] ?? x.field.discipline)} is among the most important contributions to ${x.field.discipline} of the past decade. ${x.field.work.reach ? `It is now ${x.field.work.reach}, which is extraordinary for a method this young.` : ''}`.trim(),
  ];
  if (o.trap) {
    const prize = x.field.prizes[0]!;
    lines.push([
      `The field has already recognised this: ${p.sub} received the ${prize.name} from the ${prize.body}, an honour given to very few.`,
      `${p.Sub} is also trusted to judge others' work: ${p.sub} reviews for ${x.field.journal || 'leading venues'} and served on the jury of the ${x.field.jury.event}.`,
      `${p.Pos} employer evidently agrees; ${p.sub} leads a major team at ${x.org} and is paid far above what researchers at ${p.pos} career stage earn.`,
    ][o.n % 3]!);
  }
  lines.push(`For these reasons I strongly support ${p.pos} petition without reservation. I would be glad to answer any questions.`, '', ...signature(writer, role, uni));
  return lines;
};

/** A CV with the usual headings; the trap lists awards and publications (it is still a CV). */
export const curriculumVitae: Gen = (x, o) => {
  const prize = x.field.prizes;
  const lines = [
    x.name.toUpperCase(),
    `${x.title}, ${x.org} · ${x.orgCity} · ${x.first.toLowerCase()}@${x.last.toLowerCase()}.net`,
    '',
    'EDUCATION',
    `${x.dr ? 'Ph.D.' : x.field.arts ? 'M.F.A.' : 'M.Sc.'}, ${x.university}, ${x.startYear - between(o.r, 2, 6)}`,
    `${x.field.arts ? 'B.A.' : 'B.Sc.'}, ${pick(o.r, ['Lund University', 'University of Melbourne', 'McGill University', 'University of Edinburgh'])}, ${x.startYear - between(o.r, 7, 10)}`,
    '',
    'EXPERIENCE',
    `${x.startYear}–present  ${x.title}, ${x.org}`,
    `${x.startYear - 3}–${x.startYear}  ${x.field.arts ? pick(o.r, ['Associate', 'Assistant Director', 'Resident Artist']) : pick(o.r, ['Research Scientist', 'Postdoctoral Fellow', 'Project Lead'])}, ${x.field.arts ? pick(o.r, ['Studio Orbis', 'Teatro Real', 'Nordic Film Lab']) : pick(o.r, ['Google Research', 'Max Planck Institute', 'Bridgewater Associates'])}`,
  ];
  if (o.trap) {
    lines.push('', 'AWARDS AND HONORS', ...prize.map((p, i) => `${x.startYear + 2 + i}  ${p.name}, ${p.body}`), `${x.fellowYear}  ${x.field.society.grade}, ${x.field.society.name}`);
    if (x.field.papers.length > 0) lines.push('', 'PUBLICATIONS', ...x.field.papers.map((p, i) => `${i + 1}. ${[x.name, ...x.coauthors].join(', ')}. ${p.title}. ${p.venue}, ${p.year}.`));
    else if (x.field.arts) lines.push('', 'SELECTED WORKS AND EXHIBITIONS', ...x.field.arts.works.map((w, i) => `${2023 - i}  ${w} — ${x.field.arts!.venues[i % x.field.arts!.venues.length]}`));
  } else {
    lines.push('', 'SKILLS', `${x.field.discipline}; project leadership; public speaking`);
  }
  lines.push('', 'PROFESSIONAL SERVICE', x.field.journal ? `Reviewer, ${x.field.journal}` : `Jury member, ${x.field.jury.event}`, '', 'LANGUAGES', `English (fluent); ${NATIVE[x.key] ?? 'Spanish'} (native)`);
  return lines;
};

/** A doctoral diploma: 'hereby conferred', seals and signatures, but a degree is not an award. */
export const diploma: Gen = (x, o) => {
  const y = x.startYear - between(o.r, 1, 4);
  return [
    x.university.toUpperCase(),
    'The Trustees of the University, on the recommendation of the Faculty,',
    'have conferred upon',
    full(x).replace(/^Dr\. /, ''),
    'the degree of',
    x.dr ? 'DOCTOR OF PHILOSOPHY' : 'MASTER OF FINE ARTS',
    `with all the rights, privileges and honours thereto appertaining. In witness whereof this diploma is hereby conferred, sealed and signed on ${euDate(y, between(o.r, 5, 6), between(o.r, 1, 28))}.`,
    `${someone(o.r)}, President        ${someone(o.r)}, Registrar`,
  ];
};

/** A passport biographical page. */
export const passportPage: Gen = (x, o) => {
  const y = between(o.r, 2018, 2023);
  const code = pick(o.r, ['IND', 'CHL', 'SWE', 'KOR', 'NGA', 'ESP']);
  return [
    'PASSPORT',
    `Type P   Code ${code}   Passport No. ${pick(o.r, ['Z', 'K', 'P'])}${between(o.r, 1000000, 9999999)}`,
    `Surname: ${x.last.toUpperCase()}`,
    `Given names: ${x.first.toUpperCase()}`,
    `Date of birth: ${euDate(between(o.r, 1980, 1993), between(o.r, 1, 12), between(o.r, 1, 28))}`,
    `Sex: ${x.she ? 'F' : 'M'}`,
    `Date of issue: ${euDate(y, between(o.r, 1, 12), between(o.r, 1, 28))}    Date of expiry: ${euDate(y + 10, between(o.r, 1, 12), between(o.r, 1, 28))}`,
    `P<${code}${x.last.toUpperCase()}<<${x.first.toUpperCase()}<<<<<<<<<<<<<<<<`,
  ];
};

/** A conference registration receipt: the applicant paid to attend, which proves nothing. */
export const registrationReceipt: Gen = (x, o) => {
  const [y, m, d] = dateOf(o);
  const conf = x.field.conference || `${x.field.jury.event}`;
  return [
    `${conf} — Registration Receipt`,
    `Receipt no. ${between(o.r, 100000, 999999)}    Date: ${usDate(y, m, d)}`,
    `Attendee: ${x.name}, ${x.org}`,
    '',
    `Full conference registration (non-member)\t${money(between(o.r, 6, 12) * 100)}`,
    `Workshop day\t${money(between(o.r, 1, 3) * 100)}`,
    o.trap ? `Awards banquet ticket (Best Paper Award ceremony)\t${money(120)}` : `Conference dinner\t${money(95)}`,
    `Total paid (Visa ending ${between(o.r, 1000, 9999)})\t${money(between(o.r, 9, 15) * 100)}`,
    '',
    'Thank you for registering. Please bring this receipt and photo ID to the registration desk.',
  ];
};

/** An online course completion certificate: a certificate, not a prize. */
export const courseCertificate: Gen = (x, o) => {
  const [y, m, d] = dateOf(o);
  return [
    'CERTIFICATE OF COMPLETION',
    'This is to certify that',
    x.name,
    `has successfully completed the online course "${pick(o.r, ['Leadership for Technical Managers', 'Negotiation Fundamentals', 'Project Management Essentials'])}" (${between(o.r, 6, 20)} hours)`,
    `on ${usDate(y, m, d)}.`,
    `Verify at learn.example.org/verify/${between(o.r, 100000, 999999)}`,
    `${someone(o.r)}, Program Director`,
  ];
};
