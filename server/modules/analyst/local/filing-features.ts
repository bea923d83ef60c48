/**
 * What a fitted filer reads of a document (decision 082): the analyst's own readings (the recognised kind and
 * how clearly it won, the fact sheet's subject, role and figures, the hand filing's choice, the criteria
 * vocabulary's hits) and decision 080's form features. Its target is visa-independent: the kind of proof
 * (src/contract/criteria.ts `PROOFS`, the CV and the letters among them) or 'other', mapped back to the
 * criterion of the petition's visa that asks for it.
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import { fixedCategoryFor } from '../../../../src/contract/categories';
import { criteriaFor, criterionForProof, proofOf, PROOFS, type Proof } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa-types';
import { kindFeatures, type Features } from '../kinds/features';
import { scoreKinds } from '../kinds/recognise';
import type { Classification } from './classify';
import { stems, STOPWORDS } from './text';
import { countTerms, ownerMatches, visaVocab } from './vocab';

export const FILING_CLASSES = [...PROOFS, 'other'] as const;
export type FilingClass = (typeof FILING_CLASSES)[number];

/** The class a category of any visa stands for: its criterion's proof, the CV, the letters, or 'other'. */
export function classOf(category: string): FilingClass {
  if (category === 'cv') return 'cv';
  if (category === 'recommendation_letter') return 'recommendation_letters';
  return proofOf(category) ?? 'other';
}

/** The category a class means under a visa (what its picker offers); undefined when the visa has none for it. */
export function categoryOfClass(visaType: VisaType, cls: FilingClass): string | undefined {
  if (cls === 'other') return 'other';
  const criterion = criterionForProof(visaType, cls as Proof);
  if (criterion) return criterion.id;
  if (cls === 'cv') return fixedCategoryFor(visaType, 'cv');
  if (cls === 'recommendation_letters') return fixedCategoryFor(visaType, 'recommendation_letter');
  return undefined;
}

/** Features that speak for one class each (the hand filing's choice, the vocabulary's hit), weighed once for all classes. */
type PerClass = Record<string, Partial<Record<FilingClass, number>>>;
export type FilingFeatures = {
  perClass: PerClass;
  features: Features;
  allowed: FilingClass[];
  /** The hand filing rested on the criteria vocabulary alone: no kind or reading decided it, and its facts did not refile it. */
  byVocabulary: boolean;
};

/** How much of a document its words are read from: the opening carries what it is. */
const LEXICAL_CHARS = 12_000;

/**
 * A learned vocabulary's features (decision 088): the document's word stems and pairs of neighbouring stems
 * (stopwords, single letters and numbers left out), and its file name's stems, each present or not. Which of
 * them weigh anything is the fitted model's to say: a term it never saw weighs nothing.
 */
export function lexicalFeatures(fileName: string, text: string): Features {
  const content = (t: string) => stems(t).filter((w) => w.length > 2 && !STOPWORDS.has(w) && !/\d/.test(w));
  const out: Features = {};
  const terms = content(text.length > LEXICAL_CHARS ? text.slice(0, LEXICAL_CHARS) : text);
  terms.forEach((w, i) => {
    out[`w: ${w}`] = 1;
    if (i > 0) out[`b: ${terms[i - 1]} ${w}`] = 1;
  });
  for (const w of content(fileName.replace(/\.[a-z0-9]{1,5}$/i, ''))) out[`f: ${w}`] = 1;
  return out;
}

/** Whether the hand filing rested on the criteria vocabulary alone: no kind or reading chose it, and its facts did not refile it. */
export const filedByVocabulary = (classified: Classification, hand: { reason: string | null }): boolean => classified.byVocabulary && !hand.reason;

export type FilingReadingInput = {
  visaType: VisaType;
  fileName: string;
  text: string;
  applicantName?: string;
  classified: Classification;
  sheet: FactSheet;
  /** The hand filer's category and whether its facts set the document aside. */
  hand: { category: string; reason: string | null };
};

export function filingFeatures(input: FilingReadingInput): FilingFeatures {
  const { visaType, classified, sheet, hand } = input;
  const allowed = FILING_CLASSES.filter((cls) => categoryOfClass(visaType, cls) !== undefined);
  const vocab = visaVocab(visaType);
  const body = input.text.length > 200_000 ? input.text.slice(0, 200_000) : input.text;
  const matches = ownerMatches(vocab, countTerms(vocab, stems(body)));
  const criteria = criteriaFor(visaType);
  const vocabHits: Partial<Record<FilingClass, number>> = {};
  for (const m of matches) if (m.signal > 0) vocabHits[classOf(m.id)] = m.signal;
  const best = matches.reduce((a, b) => (b.signal > a.signal ? b : a), matches[0] ?? { id: '', signal: 0 });
  const perClass: PerClass = {
    hand: { [classOf(hand.category)]: 1 },
    'kind files': { [classOf(classified.category)]: 1 },
    vocab: vocabHits,
    ...(best.signal > 0 && criteria.some((c) => c.id === best.id) ? { 'vocab best': { [classOf(best.id)]: 1 } } : {}),
  };

  const [first, second] = scoreKinds(input.fileName, body, input.applicantName);
  const subject = sheet.subject;
  // Without the applicant's name no one is known to be her: whose the document is, and her part in it, are unknown.
  const knowsApplicant = Boolean(input.applicantName?.trim());
  const whose: Features = !knowsApplicant
    ? { 'no applicant named': 1 }
    : {
        [subject ? (subject.isApplicant ? 'subject: the applicant' : 'subject: someone else') : 'subject: none']: 1,
        [`role: ${sheet.applicantRole}`]: 1,
      };
  const features: Features = {
    ...kindFeatures(input.fileName, body, input.applicantName),
    [`kind: ${classified.kind}`]: 1,
    [`sheet kind: ${sheet.kind}`]: 1,
    [`hand: ${classOf(hand.category)}`]: 1,
    ...whose,
    ...(subject ? { [`relation: ${subject.relation}`]: 1 } : {}),
    ...Object.fromEntries(sheet.figures.map((f) => [`figure: ${f.kind}`, 1])),
    'kind: score': Math.min(first?.score ?? 0, 15) / 10,
    'kind: margin': Math.min((first?.score ?? 0) - (second?.score ?? 0), 10) / 5,
    ...(hand.reason ? { 'hand: set aside by its facts': 1 } : {}),
    ...(classified.byVocabulary ? { 'filed by vocabulary': 1 } : {}),
    ...lexicalFeatures(input.fileName, body),
  };
  return { perClass, features, allowed, byVocabulary: filedByVocabulary(classified, hand) };
}
