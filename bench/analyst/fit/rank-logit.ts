/**
 * A conditional logit over each document's candidates, the learned issuer's (decision 094) and title's (decision 096):
 * the candidates' scores are a weighted sum of their features, a softmax over one document's candidates gives each its
 * probability, and the fit raises the probability of the candidates the label accepts, with an L2 penalty. Plain
 * full-batch gradient descent, as softmax.ts: no dependency, the same weights on every run.
 */

/** One document: its candidates' features, which of them the label accepts (at least one), and how much it counts. */
export type RankExample = { candidates: Array<Record<string, number>>; right: boolean[]; weight: number };
export type RankFitOptions = { l2: number; epochs: number; rate: number };
export const DEFAULT_RANK_FIT: RankFitOptions = { l2: 0.003, epochs: 400, rate: 0.5 };

export function fitRanker(examples: readonly RankExample[], opts: RankFitOptions = DEFAULT_RANK_FIT): Record<string, number> {
  const names = [...new Set(examples.flatMap((e) => e.candidates.flatMap((c) => Object.keys(c))))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const docs = examples
    .filter((e) => e.right.some(Boolean))
    .map((e) => ({ x: e.candidates.map((c) => Object.entries(c).map(([n, v]) => [index.get(n)!, v] as const)), right: e.right, weight: e.weight }));
  const W = new Float64Array(names.length);
  const n = docs.reduce((sum, d) => sum + d.weight, 0);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const g = new Float64Array(names.length);
    for (const { x, right, weight } of docs) {
      const s = x.map((fs) => fs.reduce((sum, [f, v]) => sum + W[f]! * v, 0));
      const max = Math.max(...s);
      const e = s.map((v) => Math.exp(v - max));
      const z = e.reduce((a, b) => a + b, 0);
      const zRight = e.reduce((a, v, i) => a + (right[i] ? v : 0), 0);
      // d(-log Σ_right p)/d s_i = p_i − [right_i] · e_i / Σ_right e.
      x.forEach((fs, i) => {
        const err = weight * (e[i]! / z - (right[i] ? e[i]! / zRight : 0));
        for (const [f, v] of fs) g[f]! += err * v;
      });
    }
    for (let f = 0; f < names.length; f++) W[f]! -= opts.rate * (g[f]! / n + opts.l2 * W[f]!);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return Object.fromEntries(names.map((name, f) => [name, round(W[f]!)]).filter(([, w]) => w !== 0));
}
