/**
 * A binary logistic regression over named features with an L2 penalty (decision 099), fitted by plain full-batch
 * gradient descent from zero, as softmax.ts and issuer-logit.ts: no dependency, the same weights on every run.
 */

/** One example: its features by name, whether it is a positive, and how much it counts. */
export type BinaryExample = { features: Record<string, number>; positive: boolean; weight: number };
export type BinaryFitOptions = { l2: number; epochs: number; rate: number };
export const DEFAULT_BINARY_FIT: BinaryFitOptions = { l2: 0.003, epochs: 600, rate: 0.5 };

export function fitBinary(examples: readonly BinaryExample[], opts: BinaryFitOptions = DEFAULT_BINARY_FIT): Record<string, number> {
  const names = [...new Set(examples.flatMap((e) => Object.keys(e.features)))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => ({ x: Object.entries(e.features).map(([n, v]) => [index.get(n)!, v] as const), y: e.positive ? 1 : 0, weight: e.weight }));
  const W = new Float64Array(names.length);
  const n = rows.reduce((sum, r) => sum + r.weight, 0);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const g = new Float64Array(names.length);
    for (const { x, y, weight } of rows) {
      const s = x.reduce((sum, [f, v]) => sum + W[f]! * v, 0);
      const err = weight * (1 / (1 + Math.exp(-s)) - y);
      for (const [f, v] of x) g[f]! += err * v;
    }
    for (let f = 0; f < names.length; f++) W[f]! -= opts.rate * (g[f]! / n + opts.l2 * W[f]!);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return Object.fromEntries(names.map((name, f) => [name, round(W[f]!)]).filter(([, w]) => w !== 0));
}
