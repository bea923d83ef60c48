/**
 * A fitted filer (decision 082): a multinomial logistic regression over filing-features.ts, choosing among the
 * classes the petition's visa offers. Per-class features (the hand filing's choice, the vocabulary's hit) weigh
 * the same for every class, so what the data says of one criterion carries to the others; every other feature
 * has a weight per class. Its weights are data, fitted by bench/analyst/fit-filing.ts on the tuned sets.
 */
import type { Features } from '../kinds/features';
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

function addWeighted(scores: number[], weights: FilingModel['weights'], features: Features): void {
  for (const [name, value] of Object.entries(features)) {
    const row = weights[name];
    if (row) for (let c = 0; c < scores.length; c++) scores[c]! += row[c]! * value;
  }
}

export type FilingReading = { cls: FilingClass; probability: number };

/** The most probable class and its probability. */
export function readFiling(model: FilingModel, read: FilingFeatures): FilingReading {
  const scores = filingScores(model, read);
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c]! > scores[best]!) best = c;
  const total = scores.reduce((sum, s) => sum + (s === -Infinity ? 0 : Math.exp(s - scores[best]!)), 0);
  return { cls: model.classes[best] ?? FILING_CLASSES[FILING_CLASSES.length - 1]!, probability: 1 / total };
}
