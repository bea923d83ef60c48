/**
 * A gated use of the fitted kinds (decision 124). Decision 111 found the fitted kind in place of the hand's on every
 * document trades errors (32 right, 22 wrong on holdout14–21 before tuning). Here the fitted kind's filing (the dump's
 * kindModel) replaces the hand's only where the fitted model is sure (probability at least `probability`) and the hand
 * weights barely chose their kind (the filing features' 'kind: margin', the lead of the hand's kind over the next, at
 * most `margin`). The gate is chosen on the other sets, never the one it files.
 */
import type { FilingReading } from './filing-reading';

export type KindGate = { probability: number; margin: number };

/** The category with the gate: the fitted kind's where both conditions hold, else the one filed. */
export function gatedKindCategory(r: Pick<FilingReading, 'category' | 'kindModel' | 'features'>, fittedProbability: number | undefined, gate: KindGate): string {
  if (!r.kindModel || fittedProbability === undefined) return r.category;
  const handMargin = r.features['kind: margin'] ?? 0;
  return fittedProbability >= gate.probability && handMargin <= gate.margin ? r.kindModel.category : r.category;
}

/**
 * The gate best on `score` over a grid (the larger total; on a tie the stricter gate: higher probability, then lower
 * margin), for choosing it on the other sets.
 */
export function bestGate(probabilities: readonly number[], margins: readonly number[], score: (g: KindGate) => number): KindGate {
  let best: KindGate | null = null;
  let bestScore = -Infinity;
  for (const probability of [...probabilities].sort((a, b) => b - a)) {
    for (const margin of [...margins].sort((a, b) => a - b)) {
      const s = score({ probability, margin });
      if (s > bestScore) [best, bestScore] = [{ probability, margin }, s];
    }
  }
  if (!best) throw new Error('an empty grid');
  return best;
}
