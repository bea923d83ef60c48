/**
 * Guarantees: one petition per visa from that visa's corpus documents (as the analyst
 * categorised them), then every criterion statement, final merits and three letters, each
 * checked with the server's guarantees module (quotes verbatim, instructions never pasted, no
 * tool talk in filing text, facts from cited exhibits, exhibit references exist).
 */
import { criteriaFor } from '../../src/contract/criteria';
import { FINAL_MERITS, type CriteriaReport } from '../../src/contract/criteria-report';
import type { VisaType } from '../../src/contract/visa';
import type { Analyst, EvidenceForAnalysis, Recommender } from '../../server/platform/analyst/analyst';
import type { Classified } from './classify';
import type { BenchVisa } from './corpus/index';
import { oneLine, table } from './print';

export const RULES = ['quote', 'instruction', 'tool-talk', 'fact', 'exhibit-ref', 'quotation', 'pin-cite'] as const;
type Failure = { rule: (typeof RULES)[number]; detail: string };
type DraftContext = { exhibits: Array<{ evidenceNumber: number; text: string }>; instructions?: string; filing: boolean; allowed?: string[]; pinCites?: boolean };
type CheckDraft = (text: string, ctx: DraftContext) => Failure[] | Promise<Failure[]>;
type TrustedSources = (visa: VisaType, people: string[]) => string[];
export type Guarantees = { checkDraft: CheckDraft; trustedSources: TrustedSources };

/** Imports a server module that may not exist yet; the specifier is a variable so TypeScript does not resolve it. */
async function optional<T>(specifier: string): Promise<Partial<T>> {
  try {
    return (await import(specifier)) as Partial<T>;
  } catch {
    return {};
  }
}

/**
 * The guarantees module was written in parallel with this bench; load it only if it is there, so
 * the bench runs (and compiles) either way. The trusted sources (the applicant's and recommender's
 * names, the catalogue's legal text) are what the statement job passes as `allowed`; without that
 * module the bench allows the people's own details only.
 */
export async function loadGuarantees(): Promise<Guarantees | null> {
  const { checkDraft } = await optional<{ checkDraft: CheckDraft }>('../../server/modules/analyst/guarantees.ts');
  if (typeof checkDraft !== 'function') return null;
  const { trustedSources } = await optional<{ trustedSources: TrustedSources }>('../../server/modules/analyst/framework.ts');
  return { checkDraft, trustedSources: typeof trustedSources === 'function' ? trustedSources : (_visa, people) => people };
}

/** The instructions a user might give; each criterion is drafted with one of them and without. */
export const INSTRUCTIONS = [
  'Lead with Exhibit 4.',
  'Do not use Exhibit 7.',
  'Emphasise the jury.',
  'Shorter.',
  'Between us, my manager thinks the salary letter undersells me and I worry the officer will notice I only started reviewing last year, so make it sound seasoned without saying anything untrue.',
];

/** A petition as the server hands it to the analyst: numbered exhibits with the analyst's categories. */
export function petitionOf(results: Classified[]): EvidenceForAnalysis[] {
  return exhibitsOf(results.map((r) => ({ fileName: r.doc.fileName, analysis: r.analysis, text: r.text })));
}

/** Analysed documents, numbered in order, as the server hands them to the analyst. */
export function exhibitsOf(analysed: Array<{ fileName: string; analysis: Classified['analysis']; text: string }>): EvidenceForAnalysis[] {
  return analysed.map((r, i) => ({
    evidenceNumber: i + 1,
    fileName: r.fileName,
    category: r.analysis.category,
    aiTags: r.analysis.tags,
    aiDescription: r.analysis.description,
    userNotes: null,
    kind: r.analysis.kind ?? null,
    text: r.text,
    factSheet: r.analysis.factSheet ?? null,
  }));
}

/** Recommenders per visa: a co-author from a paper's author line, an independent expert, the employer. */
/** Who a petition is for and who writes its letters. */
export type LetterCast = { applicant: string; achievements: string[]; people: Recommender[] };

const RECOMMENDERS: Record<BenchVisa, LetterCast> = {
  'EB-1A': {
    applicant: 'Priya Raman',
    achievements: ['Led the team that built the retrieval engine serving 12 million users', 'Outstanding Paper Award at NeurIPS 2022', 'SparseRoute is used by more than 40,000 projects'],
    people: [
      { name: 'Laura Benítez', title: 'Professor', organization: 'Carnegie Mellon University', relationship: 'Independent expert' },
      { name: 'Thomas Albright', title: 'Professor of Machine Learning', organization: 'University of Cambridge', relationship: 'Independent expert' },
      { name: 'Hannah Lindqvist', title: 'Chief Technology Officer', organization: 'Halcyon AI', relationship: 'Supervisor' },
    ],
  },
  'O-1A': {
    applicant: 'Tomás Herrera',
    achievements: ['OpenTerm is licensed to 14 central banks', 'Best Paper Prize of the Western Finance Forum', 'Leads systematic research at Meridian Ridge Capital'],
    people: [
      { name: 'Anika Sørensen', title: 'Senior Researcher', organization: 'Meridian Ridge Capital', relationship: 'Independent expert' },
      { name: 'Gustavo Ferraz', title: 'Professor of Finance', organization: 'London School of Economics', relationship: 'Independent expert' },
      { name: 'Catherine Oduya', title: 'Chief Investment Officer', organization: 'Meridian Ridge Capital', relationship: 'Supervisor' },
    ],
  },
  'O-1B': {
    applicant: 'Elena Marchetti',
    achievements: ['Sang the title role in Tosca at Kingsgate Opera House', 'Young Singer of the Year at the International Opera Awards', 'Principal Soprano of Kingsgate Opera House'],
    people: [
      { name: 'Marco Bellini', title: 'Music Director', organization: 'Teatro Nuovo', relationship: 'Independent expert' },
      { name: 'Helen Strand', title: 'Professor of Voice', organization: 'Royal Northern College of Music', relationship: 'Independent expert' },
      { name: 'Sir Richard Hale', title: 'Director of Opera', organization: 'Kingsgate Opera House', relationship: 'Supervisor' },
    ],
  },
  UK_GLOBAL_TALENT: {
    applicant: 'Aisha Bello',
    achievements: ['Designed the reconciliation engine that settles every Ledgerline payment', 'Keynote speaker at a London technology summit', 'Named inventor on a patent for payment reconciliation'],
    people: [
      { name: 'Tom Reilly', title: 'Principal Engineer', organization: 'Ledgerline', relationship: 'Independent expert' },
      { name: 'Sarah Klein', title: 'Professor of Computer Science', organization: 'Imperial College London', relationship: 'Independent expert' },
      { name: 'James Whitcombe', title: 'Chief Technology Officer', organization: 'Ledgerline', relationship: 'Supervisor' },
    ],
  },
};

export type Checked = { draft: string; words: number; failures: Failure[] };

/**
 * Drafts are checked as the analyst wrote them, before the server's own enforcement mends or
 * refuses them: the goal is an analyst that breaks no guarantee, not one that is caught.
 */
export async function runGuarantees(analyst: Analyst, g: Guarantees, visa: VisaType, evidence: EvidenceForAnalysis[], cast?: LetterCast): Promise<Checked[]> {
  const exhibits = evidence.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text }));
  const { report } = await analyst.buildCriteriaReport({ visaType: visa, evidence });
  const checked: Checked[] = [];
  const cfg = cast ?? RECOMMENDERS[visa as BenchVisa];
  // Statements carry a page with every quotation (decision 061), as the statement job checks them.
  const check = async (draft: string, text: string, people: string[], instructions?: string, pinCites = false) => {
    checked.push({ draft, words: text.split(/\s+/).filter(Boolean).length, failures: await g.checkDraft(text, { exhibits, instructions, filing: true, allowed: g.trustedSources(visa, people), pinCites }) });
  };
  const targets = [...criteriaFor(visa).map((c) => ({ id: c.id, title: c.title })), { id: FINAL_MERITS, title: 'Final Merits' }];
  for (const [i, t] of targets.entries()) {
    const runs: Array<string | undefined> = t.id === FINAL_MERITS ? [undefined, ...INSTRUCTIONS] : [undefined, INSTRUCTIONS[i % INSTRUCTIONS.length]];
    for (const instructions of runs) {
      const d = await analyst.draftStatement({ visaType: visa, criteriaId: t.id, criteriaTitle: t.title, instructions, applicantName: cfg.applicant, evidence, report: report as CriteriaReport });
      await check(`${visa} ${t.title}${instructions ? ` ["${oneLine(instructions, 30)}"]` : ''}`, d.content, [cfg.applicant], instructions, true);
    }
  }
  for (const recommender of cfg.people) {
    const { content: letter } = await analyst.draftLetter({ visaType: visa, applicantName: cfg.applicant, recommender, keyAchievements: cfg.achievements, evidence });
    await check(`${visa} letter ${recommender.name} (${recommender.relationship})`, letter, [cfg.applicant, recommender.name, recommender.title, recommender.organization, recommender.relationship, ...cfg.achievements]);
  }
  return checked;
}

/** Prints counts per rule and the first failures; returns the total. */
export function reportGuarantees(checked: Checked[]): number {
  const all = checked.flatMap((c) => c.failures.map((f) => ({ ...f, draft: c.draft })));
  const words = Math.round(checked.reduce((a, c) => a + c.words, 0) / Math.max(1, checked.length));
  console.log(`Drafts checked: ${checked.length} (statements with and without instructions, final merits, letters; ${words} words on average); drafts with a failure: ${checked.filter((c) => c.failures.length > 0).length}`);
  console.log(table(['rule', 'failures'], RULES.map((r) => [r, String(all.filter((f) => f.rule === r).length)])));
  const shown = RULES.flatMap((r) => all.filter((f) => f.rule === r).slice(0, 3));
  if (shown.length > 0) {
    console.log('\nFirst failures (up to 3 per rule):');
    for (const f of shown) console.log(`- [${f.rule}] ${f.draft}: ${oneLine(f.detail, 200)}`);
  }
  return all.length;
}
