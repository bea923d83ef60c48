/**
 * A fitted filer (decision 082): a multinomial logistic regression over filing-features.ts, choosing among the
 * classes the petition's visa offers. Per-class features (the hand filing's choice, the vocabulary's hit) weigh
 * the same for every class, so what the data says of one criterion carries to the others; every other feature
 * has a weight per class. Its weights are data, fitted by bench/analyst/fit-filing.ts on the tuned sets.
 */
import { addWeighted, mostProbable } from '../kinds/linear-scores';
import { FILING_CLASSES, type FilingClass, type FilingFeatures } from './filing-features';

export type FilingModel = {
  classes: readonly FilingClass[];
  bias: readonly number[];
  /** One weight per per-class feature, shared by every class. */
  shared: Readonly<Record<string, number>>;
  /** Per feature name, one weight per class; a feature the model does not know weighs nothing. */
  weights: Readonly<Record<string, readonly number[]>>;
  /** The model overrides the hand filing only when its choice is at least this probable. */
  threshold: number;
  /**
   * Which documents it may refile: every one, or only those the hand filing filed by the criteria vocabulary alone
   * (no kind or reading decided them, and their facts did not refile them: decision 088). Absent means every one.
   */
  scope?: 'all' | 'vocabulary';
};

/** Each allowed class's score; classes the visa does not offer are -Infinity. */
export function filingScores(model: FilingModel, read: FilingFeatures): number[] {
  const allowed = new Set(read.allowed);
  const scores = model.classes.map((cls, c) => (allowed.has(cls) ? model.bias[c]! : -Infinity));
  model.classes.forEach((cls, c) => {
    if (!allowed.has(cls)) return;
    for (const [name, values] of Object.entries(read.perClass)) scores[c]! += (model.shared[name] ?? 0) * (values[cls] ?? 0);
  });
  addWeighted(scores, model.weights, read.features);
  return scores;
}

type FilingReading = { cls: FilingClass; probability: number };

/** The most probable class and its probability. */
export function readFiling(model: FilingModel, read: FilingFeatures): FilingReading {
  const { best, probability } = mostProbable(filingScores(model, read));
  return { cls: model.classes[best] ?? FILING_CLASSES[FILING_CLASSES.length - 1]!, probability };
}
