/**
 * The fitted filer in use (decision 082): given the hand filing, a fitted model may file the document elsewhere
 * when it is sure enough. The default is null, the hand filing alone: fitted on the tuned sets it filed no more
 * documents right where it was not tuned (decision 082); bench/analyst/run.ts --filing-model FILE swaps one in.
 */
import type { VisaType } from '../../../../src/contract/visa-types';
import { categoryOfClass, filingFeatures, type FilingReadingInput } from './filing-features';
import { readFiling, type FilingModel } from './filing-model';

let model: FilingModel | null = null;

/** Which filer decides: a fitted model, or null for the hand filing alone. */
export function useFilingModel(next: FilingModel | null): void {
  model = next;
}

type Filing = { category: string; reason: string | null };

/** The model's category where it is at least its threshold sure, else the hand filing. */
export function fittedCategory(m: FilingModel, visaType: VisaType, read: ReturnType<typeof filingFeatures>, hand: string): string {
  const { cls, probability } = readFiling(m, read);
  return probability >= m.threshold ? (categoryOfClass(visaType, cls) ?? hand) : hand;
}

/** The filing after the model in use, if any, has read the document. */
export function refileByModel(input: FilingReadingInput): Filing {
  if (!model) return input.hand;
  const category = fittedCategory(model, input.visaType, filingFeatures(input), input.hand.category);
  if (category === input.hand.category) return input.hand;
  return { category, reason: category === 'other' ? 'Filed as Other: read as a whole, it is most like the documents that prove no criterion.' : null };
}
