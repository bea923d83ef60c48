/** Papers by the applicant: full papers, journal first pages, preprints, chapters, trade essays. */
import { someone, type Gen, type Opt } from '../gen';
import type { Person } from '../people';
import { between, monthName, pick } from '../types';

const paperOf = (x: Person, n: number) => x.field.papers[n % x.field.papers.length]!;

function authorLines(x: Person): string[] {
  const [a, b] = x.coauthors;
  return [
    `${x.name}¹, ${a ?? 'J. Smith'}¹, ${b ?? 'K. Lee'}²`,
    `¹${x.org}, ${x.orgCity}   ²${x.university}`,
    `Correspondence: ${x.first.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}.${x.last.toLowerCase()}@${x.org.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
  ];
}

function references(x: Person, r: Opt['r']): string[] {
  const refs: string[] = ['References'];
  for (let i = 1; i <= 6; i++) {
    const au = someone(r).split(' ');
    refs.push(`[${i}] ${au[1]}, ${au[0]![0]}., ${pick(r, LAST_INITIALS)}, et al. ${pick(r, REF_TITLES)}. ${pick(r, [x.field.journal || 'Nature', 'Science', 'Proceedings of the National Academy of Sciences'])}, ${between(r, 2008, 2021)}.`);
  }
  return refs;
}
const LAST_INITIALS = ['Brown, T.', 'Vaswani, A.', 'Zhang, Y.', 'Kim, S.', 'Müller, K.', 'Rossi, P.'];
const REF_TITLES = ['A scalable approach to the general problem', 'On the limits of current methods', 'Benchmarks and baselines revisited', 'Learning representations from few examples', 'Robust estimation under distribution shift', 'A survey of recent advances'];

/** What the paper does, in an abstract's voice; the trap mentions an award, adoption or compensation data. */
function abstract(x: Person, o: Opt): string {
  const d = x.field.discipline;
  return `Methods in ${d} often fail when data are scarce or conditions change. We propose an approach that is simple to implement and evaluate it on ${between(o.r, 3, 9)} datasets, where it improves on the strongest baseline by ${between(o.r, 8, 41)} percent at lower cost. We release our code and data.`;
}

const ARXIV: Record<string, string> = { ml: 'cs.LG', data: 'cs.DB', bio: 'q-bio.GN', finance: 'q-fin.ST', robotics: 'cs.RO', materials: 'cond-mat.mtrl-sci', neuro: 'q-bio.NC', climate: 'physics.ao-ph', security: 'cs.CR' };

function trapParagraph(x: Person, o: Opt): string {
  switch (o.n % 3) {
    case 0: return `Acknowledgements. An earlier version of this work received the Best Paper Award at the ${pick(o.r, ['NeurIPS Workshop on Efficient Systems', 'ICLR Workshop on Practical Methods', 'Gordon Research Conference poster session'])}. We thank the anonymous reviewers and the program committee for their comments.`;
    case 1: return x.field.work.name ? `Our method has since been adopted in ${x.field.work.name}, which is ${x.field.work.reach}; we discuss lessons from that deployment in Section 6.` : 'We thank the reviewers for their comments.';
    default: return `Data. We use annual salary and bonus data for ${between(o.r, 1200, 4800)} executives, drawn from proxy statements; median total compensation in the sample is $4.1 million per year.`;
  }
}

/** A full paper: title, authors and affiliations, Abstract, sections, References with et al. */
export const fullPaper: Gen = (x, o) => {
  const p = paperOf(x, o.n);
  return [
    p.title,
    ...authorLines(x),
    '',
    'Abstract',
    abstract(x, o),
    'Keywords: ' + x.field.discipline + ', ' + pick(o.r, ['generalisation', 'efficiency', 'robustness', 'measurement']) + ', ' + pick(o.r, ['benchmarks', 'field data', 'reproducibility']),
    '',
    '1 Introduction',
    `Progress in ${x.field.discipline} has been limited by methods that do not scale. Prior work [1, 2] addressed parts of the problem; Smith et al. [3] showed that the remaining gap is large.`,
    'Our contributions are threefold: a formulation of the problem, an efficient algorithm, and an evaluation on public data.',
    '2 Related Work',
    'Early approaches relied on hand-built features [4]. More recent work learns them from data [5, 6], at considerable cost.',
    '3 Method',
    'We describe the model in three steps. First, inputs are partitioned; second, each part is processed independently; third, results are combined with learned weights.',
    '4 Experiments',
    `Table 1 reports results. Our method is best on ${between(o.r, 3, 6)} of ${between(o.r, 6, 9)} tasks.`,
    '5 Conclusion',
    'We presented a simple method that works. Future work will extend it to new settings.',
    ...(o.trap ? [trapParagraph(x, o)] : []),
    '',
    ...references(x, o.r),
    '',
    `${p.venue}, ${p.year}.`,
  ];
};

/** A journal article's first page: running header, DOI, received/accepted dates, abstract. */
export const journalFirstPage: Gen = (x, o) => {
  const p = paperOf(x, o.n + 1);
  const doi = `10.${between(o.r, 1000, 1200)}/${p.venue.split(' ').map((w) => w[0]).join('').toLowerCase()}.${p.year}.${between(o.r, 10000, 99999)}`;
  return [
    `${p.venue}${p.volume ? `, Vol. ${p.volume}` : ''}${p.pages ? `, pp. ${p.pages}` : ''} (${p.year})`,
    `https://doi.org/${doi}`,
    'RESEARCH ARTICLE',
    p.title,
    ...authorLines(x),
    `Received ${between(o.r, 1, 28)} ${monthName(between(o.r, 1, 6))} ${p.year - 1}; Accepted ${between(o.r, 1, 28)} ${monthName(between(o.r, 7, 12))} ${p.year - 1}; Published online ${between(o.r, 1, 28)} ${monthName(between(o.r, 1, 4))} ${p.year}`,
    '',
    'ABSTRACT',
    abstract(x, o),
    ...(o.trap ? [trapParagraph(x, o)] : []),
    '',
    'INTRODUCTION',
    `The question of how to make ${x.field.discipline} methods reliable outside the laboratory has a long history (Brown et al., 2015; Kim and Rossi, 2019).`,
    `© ${p.year} The Authors. Published under a CC BY 4.0 licence.`,
  ];
};

/** An arXiv preprint's first page. */
export const preprint: Gen = (x, o) => {
  const p = paperOf(x, o.n + 2);
  const id = `${String(p.year).slice(2)}${String(between(o.r, 1, 12)).padStart(2, '0')}.${between(o.r, 10000, 19999)}`;
  return [
    `arXiv:${id}v${between(o.r, 1, 3)} [${ARXIV[x.field.key] ?? 'cs.LG'}] ${between(o.r, 1, 28)} ${monthName(between(o.r, 1, 12)).slice(0, 3)} ${p.year}`,
    p.title,
    ...authorLines(x),
    '',
    'Abstract',
    abstract(x, o),
    ...(o.trap ? [trapParagraph(x, o)] : []),
    '1. Introduction',
    'We begin with a motivating example and then state the problem formally.',
    'References',
    `[1] ${someone(o.r)} et al. Foundations revisited. arXiv preprint, 2021.`,
  ];
};

/** A chapter in an edited book. */
export const bookChapter: Gen = (x, o) => {
  const p = paperOf(x, o.n);
  const editors = `${someone(o.r)} and ${someone(o.r)}`;
  return [
    `Chapter ${between(o.r, 3, 14)}`,
    `${p.title.replace(/:.*/, '')}: Methods and Practice`,
    `${x.name}`,
    `In: ${editors} (eds.), Handbook of ${x.field.discipline.replace(/\b\w/g, (c) => c.toUpperCase())}, 2nd edition. Springer, Cham, ${p.year}. pp. ${between(o.r, 101, 300)}-${between(o.r, 301, 340)}.`,
    '',
    `${between(o.r, 1, 9)}.1 Introduction`,
    `This chapter surveys methods for ${x.field.discipline} and presents the author's own approach, first described in ${p.venue} (${p.year}).`,
    ...(o.trap ? [trapParagraph(x, o)] : []),
    `${between(o.r, 1, 9)}.2 Background`,
    'Three lines of work inform the methods described here (Brown et al., 2015; Rossi, 2018; Kim et al., 2020).',
    'References',
    `Brown, T., et al. (2015). ${pick(o.r, REF_TITLES)}.`,
  ];
};

/**
 * An essay written BY the applicant in a major trade magazine: the by-line names the applicant,
 * so it is authorship (scholarly articles), not press about them — the trap is the by-line itself.
 */
export const tradeEssay: Gen = (x, o) => {
  const out = x.field.outlets.find((a) => a.kind !== 'newspaper') ?? x.field.outlets[0]!;
  const p = x.field.papers[0];
  const y = p?.year ?? 2022;
  return [
    `${out.name} · Essay · ${monthName(between(o.r, 1, 12))} ${y}`,
    p?.title ?? `What ${x.field.discipline} owes to the ordinary`,
    `By ${x.name}`,
    `${x.name} is ${x.title.toLowerCase()} at ${x.org}. This essay is adapted from a lecture given at ${x.university}.`,
    '',
    `For a decade, our field has argued about the wrong question. In this essay I set out what my practice has taught me about ${x.field.discipline}, and why the evidence points elsewhere.`,
    `First, consider the buildings and projects that are most admired. Few were the most expensive; most were the most carefully observed. My own research on ${pick(o.r, ['thermal performance', 'public use', 'materials'])} shows this across ${between(o.r, 12, 40)} case studies.`,
    `Second, the standard design guidance is out of date: it was written for a climate we no longer have.`,
    'I conclude with five principles for practitioners, set out in the table below, and a short bibliography.',
    'Further reading: Rossi, A. (1966); Frampton, K. et al. (2007).',
  ];
};

export const paperPhoto: Gen = (x, o) => {
  const p = paperOf(x, o.n);
  return [p.title.slice(0, 48), `${x.name}, ${x.coauthors[0] ?? ''}`, x.org, 'ABSTRACT', 'WE PROPOSE A METHOD AND EVALUATE IT', `ON SIX BENCHMARKS. ${p.venue.slice(0, 30)} ${p.year}`, '1 INTRODUCTION'];
};
