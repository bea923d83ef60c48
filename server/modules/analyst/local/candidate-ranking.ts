/**
 * What the learned issuer (decision 094) and the learned title (decision 096) share: a conditional logit's
 * probabilities over one document's candidates, and the blend that keeps the hand rules' answer unless the model
 * prefers another by a margin (or fills an empty answer).
 */
export type Described<C> = { candidate: C; features: Record<string, number> };
export type Ranked<C> = Described<C> & { probability: number };
export type BlendPolicy = {
  /** How much more likely than the hand's answer another must be to replace it (1 or more: never). */
  margin: number;
  /** How likely a candidate must be to stand where the hand rules found nothing (1 or more: never). */
  fill: number;
};

const score = (weights: Record<string, number>, features: Record<string, number>) => Object.entries(features).reduce((sum, [name, v]) => sum + (weights[name] ?? 0) * v, 0);

/** The candidates with their probabilities under the weights, most likely first (ties: the earlier candidate). */
export function rankCandidates<C>(weights: Record<string, number>, described: ReadonlyArray<Described<C>>): Array<Ranked<C>> {
  const scores = described.map((d) => score(weights, d.features));
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const z = exp.reduce((a, b) => a + b, 0);
  return described.map((d, i) => ({ ...d, probability: exp[i]! / z })).sort((a, b) => b.probability - a.probability);
}

/** The candidate that replaces the hand's answer, if any: the first, where the hand found nothing or by the margin. */
export function overruleHand<C extends { sources: Set<string> }>(policy: BlendPolicy, ranked: ReadonlyArray<Ranked<C>>, handFound: boolean): Ranked<C> | null {
  const top = ranked[0];
  if (!top || top.candidate.sources.has('hand')) return null;
  if (!handFound) return top.probability >= policy.fill ? top : null;
  const handP = ranked.find((r) => r.candidate.sources.has('hand'))?.probability ?? 0;
  return top.probability - handP >= policy.margin ? top : null;
}
