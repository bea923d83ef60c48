/**
 * The learned filing corrector (decisions 111 and 117): a softmax over the classes of proof that reads the category the
 * analyst filed, its hand filing and facts (kind, whose, role, relation) and decision 080's form features, never the
 * words, and refiles only where it prefers another class by a margin of probability. It was fitted
 * (bench/analyst/fit-readings.ts --write-corrector) on the tuned sets as read today and on each set as the hand rules
 * read it before it was tuned on (fit/readings/), so it has seen where a reading of unseen forms goes wrong. A
 * criterion it chooses is judged by the facts as the analyst judges any (fileByFacts).
 */
import type { VisaType } from '../../../../src/contract/visa-types';
import { categoryOfClass, classOf, filingFeatures, type FilingClass, type FilingFeatures, type FilingReadingInput } from './filing-features';
import { fileByFacts } from './filing';
import { filingScores, type FilingModel } from './filing-model';
import { mostProbable } from '../kinds/linear-scores';
import fitted from './filing-corrector.json';

/** A corrector: its weights, and how much more probable its class must be than the one filed (decision 117: 0.4). */
export type CorrectorModel = FilingModel & { margin: number };

/** The corrector in use (decision 117). */
export const LEARNED_CORRECTOR = fitted as unknown as CorrectorModel;

let corrector: CorrectorModel | null = LEARNED_CORRECTOR;

/** Which corrector refiles: the fitted one, or null for none (the bench fits a new one without it). */
export function useFilingCorrector(next: CorrectorModel | null): void {
  corrector = next;
}

/** The learned vocabulary's word features (decision 088): left out, as decision 088 found words do not help over every document. */
const LEXICAL = /^(?:w|b|f): /;
const WHOSE = /^(?:subject: |no applicant named)/;

/**
 * The corrector's reading: filing-features.ts's, without words, with the filed category as a per-class feature and
 * as features crossed with whose the document is and its fact kind (what a hand rule files wrongly is a pairing).
 */
export function correctorFeatures(read: Pick<FilingFeatures, 'perClass' | 'features' | 'allowed' | 'byVocabulary'>, filed: string): FilingFeatures {
  const cls = classOf(filed);
  const features: Record<string, number> = {};
  for (const [name, value] of Object.entries(read.features)) if (!LEXICAL.test(name)) features[name] = value;
  features[`filed: ${cls}`] = 1;
  for (const name of Object.keys(features)) {
    if (WHOSE.test(name) || name.startsWith('role: ') || name.startsWith('sheet kind: ')) features[`filed ${cls} × ${name}`] = 1;
  }
  return { perClass: { ...read.perClass, filed: { [cls]: 1 } }, features, allowed: read.allowed, byVocabulary: read.byVocabulary };
}

/**
 * The category after the corrector: the filed one unless the model's best class beats the filed class's probability by
 * at least `margin`; a criterion it chooses goes where the facts send it (`byFacts`: the class's category they refuse).
 */
export function correctedCategory(model: FilingModel, visaType: VisaType, read: FilingFeatures, filed: string, margin: number, byFacts: Partial<Record<FilingClass, string>> = {}): string {
  const scores = filingScores(model, read);
  const { best, probability } = mostProbable(scores);
  const cls = model.classes[best]!;
  const filedAt = model.classes.indexOf(classOf(filed));
  // The filed class's probability, from the best one's: p(filed) = p(best) · e^(score(filed) − score(best)).
  const filedP = filedAt >= 0 ? probability * Math.exp(scores[filedAt]! - scores[best]!) : 0;
  if (cls === classOf(filed) || probability - filedP < margin) return filed;
  const category = categoryOfClass(visaType, cls);
  if (!category) return filed;
  return category === 'other' ? category : (byFacts[cls] ?? category);
}

type Filing = { category: string; reason: string | null };

/**
 * The filing after the corrector in use: `filed` (the hand filing after any fitted filer) unless the corrector is sure
 * enough of another class. A criterion it chooses is filed as the facts allow; Other is given a reason.
 */
export function correctFiling(input: FilingReadingInput, filed: Filing): Filing {
  if (!corrector) return filed;
  const category = correctedCategory(corrector, input.visaType, correctorFeatures(filingFeatures(input), filed.category), filed.category, corrector.margin);
  if (category === filed.category) return filed;
  if (category === 'other') return { category, reason: 'Filed as Other: documents read like this one (their kind, whose they are, the criterion first chosen) most often prove no criterion.' };
  return fileByFacts(input.sheet, category, Boolean(input.applicantName?.trim()), input.visaType, input.text);
}
