/**
 * What the fitted kind model and the fitted filer (decisions 080, 082) read alike: features weighed into each class's
 * score, and the best class with its softmax probability.
 */
import type { Features } from './features';

/** Adds each feature's value times its weight for each class; a feature with no weights weighs nothing. */
export function addWeighted(scores: number[], weights: Readonly<Record<string, readonly number[]>>, features: Features): void {
  for (const [name, value] of Object.entries(features)) {
    const row = weights[name];
    if (row) for (let c = 0; c < scores.length; c++) scores[c]! += row[c]! * value;
  }
}

/** The highest-scoring class and its probability; a class scored -Infinity (not allowed) counts for nothing. */
export function mostProbable(scores: readonly number[]): { best: number; probability: number } {
  let best = 0;
  for (let c = 1; c < scores.length; c++) if (scores[c]! > scores[best]!) best = c;
  const total = scores.reduce((sum, s) => sum + Math.exp(s - scores[best]!), 0);
  return { best, probability: 1 / total };
}
