/**
 * The fitted filer in use (decision 082): given the hand filing, a fitted model may file the document elsewhere
 * when it is sure enough. The default (decision 088) is a learned vocabulary, filing-vocabulary.json: fitted on
 * the tuned sets (bench/analyst/fit-filing.ts --write; refitted through holdout21 by decision 111, through holdout22 by decision 124) on the documents the
 * hand filing files by the criteria vocabulary alone, and used only on those. bench/analyst/run.ts --filing-model FILE swaps another in.
 */
import type { VisaType } from '../../../../src/contract/visa-types';
import { categoryOfClass, filedByVocabulary, filingFeatures, type FilingReadingInput } from './filing-features';
import { fileByFacts } from './filing';
import { readFiling, type FilingModel } from './filing-model';
import learnedVocabulary from './filing-vocabulary.json';

/** The learned vocabulary (decision 088): what the hand filing's criteria vocabulary alone would decide, it decides. */
export const LEARNED_VOCABULARY = learnedVocabulary as FilingModel;

let model: FilingModel | null = LEARNED_VOCABULARY;

/** Which filer decides: a fitted model, or null for the hand filing alone. */
export function useFilingModel(next: FilingModel | null): void {
  model = next;
}

type Filing = { category: string; reason: string | null };

/** The model's category where it is at least its threshold sure (and the document is in its scope), else the hand filing. */
export function fittedCategory(m: FilingModel, visaType: VisaType, read: ReturnType<typeof filingFeatures>, hand: string): string {
  if (m.scope === 'vocabulary' && !read.byVocabulary) return hand;
  const { cls, probability } = readFiling(m, read);
  return probability >= m.threshold ? (categoryOfClass(visaType, cls) ?? hand) : hand;
}

/**
 * The filing after the model in use, if any, has read the document. A document outside the model's scope is not
 * read for it at all. The facts judge the model's choice of a criterion as they judge the kind's: a document about
 * someone else is not the applicant's evidence, whatever its words are most like.
 */
export function refileByModel(input: FilingReadingInput): Filing {
  if (!model || (model.scope === 'vocabulary' && !filedByVocabulary(input.classified, input.hand))) return input.hand;
  const category = fittedCategory(model, input.visaType, filingFeatures(input), input.hand.category);
  if (category === input.hand.category) return input.hand;
  if (category === 'other') return { category, reason: 'Filed as Other: read as a whole, it is most like the documents that prove no criterion.' };
  return fileByFacts(input.sheet, category, Boolean(input.applicantName?.trim()), input.visaType, input.text);
}
