/**
 * What every intent of the chat reads: all of the petition's exhibits (not
 * only what full-text search found), the report, and one sentence cache.
 */
import { categoryLabel, DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../../../src/contract/categories';
import { FILED_OTHER_BY_USER } from '../../../../../src/contract/set-aside';
import type { CriteriaReport } from '../../../../../src/contract/criteria-report';
import type { VisaType } from '../../../../../src/contract/visa';
import type { AnswerQuestionInput } from '../../../../platform/analyst/analyst';
import { kindNoun } from '../../kinds';
import { contentStems, listText, safeName } from '../text';
import { READ_CHARS, SentenceBook } from './sentences';

/** setAside: why the exhibit proves nothing for the applicant (decision 062), or null; it is never offered as hers. */
export type Doc = { n: number; fileName: string; category: string | null; kind: string | null; tags: string[]; description: string | null; text: string; setAside: string | null };

export type Ctx = {
  visa: VisaType;
  question: string;
  docs: Doc[];
  byNumber: Map<number, Doc>;
  /** Exhibits full-text search found for the question, best first. */
  searched: number[];
  report: CriteriaReport | null;
  evidenceCount: number;
  book: SentenceBook;
};

/** An intent's answer: markdown lines, the exhibits it cites and anything else it drew on. */
export type Reply = { lines: string[]; cited: number[]; sources?: string[] };

export function contextOf(input: AnswerQuestionInput): Ctx {
  const docs: Doc[] = input.exhibits.map((e) => ({
    n: e.evidenceNumber,
    fileName: e.fileName,
    category: e.category,
    kind: e.kind,
    tags: e.aiTags,
    description: e.aiDescription,
    text: e.text.slice(0, READ_CHARS),
    setAside: e.setAside ?? null,
  }));
  const byNumber = new Map(docs.map((d) => [d.n, d]));
  // A numbered row still being analysed is known only through its search passage.
  for (const p of input.passages) {
    if (byNumber.has(p.evidenceNumber)) continue;
    const doc = { n: p.evidenceNumber, fileName: p.fileName, category: null, kind: null, tags: [], description: null, text: p.text, setAside: null };
    docs.push(doc);
    byNumber.set(doc.n, doc);
  }
  docs.sort((a, b) => a.n - b.n);
  return {
    visa: input.visaType,
    question: input.question.trim(),
    docs,
    byNumber,
    searched: input.passages.map((p) => p.evidenceNumber),
    report: input.report,
    evidenceCount: input.evidenceCount,
    book: new SentenceBook(),
  };
}

/** How the visa reads in a sentence ('UK Global Talent', not its id). */
export const visaLabel = (visa: VisaType) => (visa === 'UK_GLOBAL_TALENT' ? 'UK Global Talent' : visa);

export const catalogue = (visa: VisaType) => `the ${visaLabel(visa)} criteria catalogue`;

export const exhibitName = (d: Doc) => `Exhibit ${d.n} (${safeName(d.fileName)})`;

/** 'an award certificate or notice', or undefined when the kind says nothing. */
/** 'an award certificate or notice'; nothing for an unknown or unrecognised kind. */
export function kindPhrase(kind: string | null): string | undefined {
  return kind && kind !== 'other' && kind in DOCUMENT_KIND_LABELS ? kindNoun(kind as DocumentKind) : undefined;
}

export const categoryOf = (ctx: Ctx, d: Doc) => (d.category ? categoryLabel(ctx.visa, d.category) : '');

/** Why a set-aside exhibit is not hers, as a clause: 'you filed it as Other.', 'the award went to Prof. Lin; …'. */
export function setAsideWords(reason: string): string {
  if (reason === FILED_OTHER_BY_USER) return 'you filed it as Other.';
  return reason.replace(/^Filed as Other:\s*/, '');
}

/** '1–4', '1–3 and 5': how the petition's exhibit numbers read in a sentence. */
export function numberRanges(nums: number[]): string {
  const sorted = [...new Set(nums)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? `${sorted[i]}\u2013${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return listText(runs);
}

// Words that frame a question rather than say what it is about; the fact types ('when', 'how
// much') are asked for by type, not matched as words.
const FRAME = new Set(
  contentStems(
    'what which when where who whom whose how did do does my me evidence exhibit exhibits document documents file files show shows say says said mention mentions tell find about regarding petition uploaded give list any there year years date much many number amount name summarise summarize summary describe please provide provides',
  ),
);

/** The question's content words (stemmed), without the words that only frame it. */
export function questionTerms(question: string): string[] {
  return [...new Set(contentStems(question).filter((t) => !FRAME.has(t)))];
}
