/** Original contributions: citation records, patents, adoption letters, usage and licence records. */
import { dateOf, letterhead, refNo, signature, someone, type Gen } from '../gen';
import { formal, full, pron } from '../people';
import { between, money, monthName, num, pick, usDate } from '../types';

/** A Google Scholar-like profile: 'Cited by', h-index, i10-index; the trap is the list of paper titles. */
export const citationProfile: Gen = (x, o) => {
  const since = Math.round(x.citations * 0.82);
  const rows = x.field.papers.map((p, i) => `${p.title}\n${[x.name, ...x.coauthors].join(', ')}\n${p.venue} ${p.volume ? p.volume + ', ' : ''}${p.year}\tCited by ${Math.round(x.citations / (2 + i * 1.7))}\t${p.year}`);
  return [
    x.name,
    `${x.title}, ${x.org}`,
    `Verified email at ${x.org.toLowerCase().replace(/[^a-z]+/g, '')}.com - Homepage`,
    `${x.field.discipline}`,
    '',
    'Cited by\tVIEW ALL',
    `\tAll\tSince 2019`,
    `Citations\t${num(x.citations)}\t${num(since)}`,
    `h-index\t${x.hIndex}\t${Math.max(1, x.hIndex - 4)}`,
    `i10-index\t${x.i10}\t${Math.max(1, x.i10 - 3)}`,
    '',
    'TITLE\tCITED BY\tYEAR',
    ...(o.trap ? rows : rows.slice(0, 1)),
    '',
    'Co-authors: ' + x.coauthors.join(', '),
  ];
};

/** A Web of Science-style citation report, with a Highly Cited Paper flag. */
export const citationReport: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2023, 2024);
  const p = x.field.papers[0]!;
  const pubs = between(o.r, 18, 45);
  return [
    'Citation Report',
    `Author: ${x.last}, ${x.first[0]}. (${x.org})`,
    `Report date: ${usDate(y, m, d)}    Source: Core Collection`,
    '',
    `Publications: ${pubs}`,
    `Sum of times cited: ${num(x.citations)}    Without self-citations: ${num(Math.round(x.citations * 0.93))}`,
    `Citing articles: ${num(Math.round(x.citations * 0.88))}`,
    `Average citations per item: ${(x.citations / pubs).toFixed(1)}`,
    `h-index: ${x.hIndex}`,
    '',
    `Highly Cited Paper: "${p.title}" (${p.venue}, ${p.year}) has received enough citations to place it in the top 1% of its academic field based on a highly cited threshold for the field and publication year.`,
    o.trap ? `The paper was reported in ${x.field.outlets[0]!.name} and received the ${x.field.prizes[0]!.name}.` : 'Citation counts are updated weekly.',
  ];
};

const PATENT_TOPIC: Record<string, string> = {
  ml: 'sparse expert routing in neural networks', data: 'vectorized query execution on compressed data', bio: 'off-target profiling of prime editors', finance: 'estimating yield-curve factors',
  robotics: 'grasp planning from few demonstrations', materials: 'fluorinated electrolyte additives for lithium metal cells', neuro: 'decoding memory replay from neural recordings', climate: 'downscaling extreme precipitation forecasts', security: 'fuzzing baseband firmware',
};

/** A US patent's front page: number, dates, inventors, assignee, abstract, claims. */
export const patentFront: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2021, 2024);
  const number = o.ref ?? `${between(o.r, 10, 11)},${between(o.r, 100, 999)},${between(o.r, 100, 999)}`;
  const topic = PATENT_TOPIC[x.field.key] ?? 'processing measurement data';
  const title = `Systems and methods for ${topic}`;
  const inventors = [x.name, ...x.coauthors.slice(0, o.trap ? 2 : 1)];
  return [
    'United States Patent',
    `${x.last} et al.`,
    `(10) Patent No.: US ${number} B2`,
    `(45) Date of Patent: ${monthName(m).slice(0, 3)}. ${d}, ${y}`,
    `(54) ${title.toUpperCase()}`,
    `(71) Applicant: ${x.org}, ${x.orgCity}`,
    `(72) Inventors: ${inventors.join('; ')}`,
    `(73) Assignee: ${x.org}`,
    `(21) Appl. No.: ${between(o.r, 16, 17)}/${between(o.r, 100, 999)},${between(o.r, 100, 999)}`,
    `(22) Filed: ${monthName(between(o.r, 1, 12)).slice(0, 3)}. ${between(o.r, 1, 28)}, ${y - 2}`,
    '(57) ABSTRACT',
    `Disclosed are systems and methods for ${topic}. In one embodiment, measurements are partitioned into segments and each segment is processed by a unit selected according to a learned score, which reduces cost while preserving accuracy.${o.trap ? ' Related publications by the inventors appear in the peer-reviewed journals cited on the following pages.' : ''}`,
    '20 Claims, 7 Drawing Sheets',
    'What is claimed is:',
    '1. A method comprising: receiving, by one or more processors, an input; partitioning the input into a plurality of segments; and selecting, for each segment, a processing unit based on a learned score.',
    '2. The method of claim 1, wherein the learned score is computed by a neural network.',
  ];
};

/** A letter from an organisation that adopted the applicant's work, stating how widely it is used. */
export const adoptionLetter: Gen = (x, o) => {
  const w = x.field.work;
  const [y, m, d] = dateOf(o, 2022, 2024);
  const writer = o.by ?? someone(o.r);
  const lines = [
    ...letterhead(w.adopter, pick(o.r, ['Seattle, Washington', 'Chicago, Illinois', 'Denver, Colorado', 'Santiago, Chile']), o.r),
    '',
    usDate(y, m, d),
    '',
    'To Whom It May Concern:',
    '',
    `I am the ${w.adopterRole} of ${w.adopter}. This letter confirms that ${w.adopter} has adopted ${w.name}, ${w.what} created by ${full(x)}, and describes how it is used.`,
    `We evaluated ${w.name} against three alternatives in ${y - 1}. It was the only option that met our accuracy and cost targets, and it replaced a system we had built in-house over four years. Today ${w.name} is ${w.reach}; inside ${w.adopter} alone it is used by ${between(o.r, 40, 900)} staff at ${between(o.r, 3, 14)} sites.`,
    `The change cut our processing costs by ${between(o.r, 18, 55)} percent. ${w.name} has been widely adopted across the industry and is now the de facto standard for this task.`,
  ];
  if (o.trap) lines.push(`I understand ${formal(x)} led the team that designed it; our engineers have also cited ${pron(x).pos} published papers in our own technical reports.`);
  lines.push('Neither I nor our company has any financial relationship with the author.', '', ...signature(writer, w.adopterRole, w.adopter));
  return lines;
};

/** Package and repository statistics: downloads are a usage figure here, not sales. */
export const usageStats: Gen = (x, o) => {
  const w = x.field.work;
  const [y, m, d] = dateOf(o, 2023, 2024);
  return [
    `${w.name} — Usage Report`,
    `Prepared ${usDate(y, m, d)} from public package-registry and repository data`,
    '',
    `Project: ${w.name} (${w.what}). Original author and maintainer: ${x.name}.`,
    `Monthly downloads (package registry): ${num(between(o.r, 900, 2600) * 1000)}`,
    `Total downloads since first release in ${x.startYear}: ${num(between(o.r, 20, 90))} million`,
    `Repository stars: ${num(between(o.r, 9000, 26000))}    Forks: ${num(between(o.r, 800, 3000))}`,
    `Dependent repositories ("used by"): ${num(between(o.r, 38000, 46000))}`,
    `Notable dependents: ${pick(o.r, ['three of the five largest cloud providers', 'national research laboratories and major banks', 'hospital networks and universities'])}.`,
    o.trap ? `Downloads rose ${between(o.r, 2, 6)}x after the project was featured in ${x.field.outlets[0]!.name}.` : '',
    'Figures are taken from the registry\'s public statistics endpoint on the report date.',
  ].filter(Boolean);
};

/** A licence agreement for the applicant's invention (the trap: royalties and fees). */
export const licenceAgreement: Gen = (x, o) => {
  const w = x.field.work;
  const [y, m, d] = dateOf(o, 2021, 2024);
  return [
    'EXCLUSIVE PATENT LICENSE AGREEMENT',
    `This Agreement is entered into on ${usDate(y, m, d)} between ${x.org} ("Licensor") and ${w.adopter} ("Licensee").`,
    `1. Background. Licensor owns the patent rights to ${w.name}, ${w.what} invented by ${full(x)} (the "Invention").`,
    `2. Grant. Licensor grants Licensee an exclusive, worldwide license to make, use and sell products embodying the Invention in the field of ${x.field.discipline}.`,
    o.trap ? `3. Consideration. Licensee shall pay an upfront fee of ${money(between(o.r, 5, 40) * 100000)} and running royalties of ${between(o.r, 2, 6)} percent of net sales.` : '3. Consideration. The financial terms are set out in Schedule B (redacted).',
    `4. Term. This Agreement remains in force until the expiry of the last licensed patent (${refNo(o.r, 'Ref')}).`,
    '',
    `Licensor: ${x.org}  By: ${x.boss.name}, ${x.boss.title}`,
    `Licensee: ${w.adopter}  By: ${someone(o.r)}, ${w.adopterRole}`,
  ];
};

export const patentPhoto: Gen = (x, o) => [
  'UNITED STATES PATENT',
  `PATENT NO.: US ${o.ref ?? between(o.r, 10, 11) + ',' + between(o.r, 100, 999) + ',' + between(o.r, 100, 999)} B2`,
  `INVENTORS: ${x.name}`,
  `ASSIGNEE: ${x.org}`,
  'ABSTRACT',
  'A SYSTEM ROUTES EACH SEGMENT TO A UNIT',
  'SELECTED BY A LEARNED SCORE.',
];
