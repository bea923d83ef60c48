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

/** Every candidate's features as flat typed arrays (candidate c's run is start[c] to start[c + 1]): the epochs loop over numbers, not objects. */
type Packed = { feature: Int32Array; value: Float64Array; start: Int32Array; docStart: Int32Array; right: Uint8Array; weight: Float64Array };

function pack(examples: readonly RankExample[], index: Map<string, number>): Packed {
  const docs = examples.filter((e) => e.right.some(Boolean));
  const candidates = docs.flatMap((e) => e.candidates);
  const entries = candidates.reduce((n, c) => n + Object.keys(c).length, 0);
  const p: Packed = { feature: new Int32Array(entries), value: new Float64Array(entries), start: new Int32Array(candidates.length + 1), docStart: new Int32Array(docs.length + 1), right: new Uint8Array(candidates.length), weight: new Float64Array(docs.length) };
  let c = 0;
  let k = 0;
  docs.forEach((e, d) => {
    p.docStart[d] = c;
    p.weight[d] = e.weight;
    e.candidates.forEach((features, i) => {
      p.start[c] = k;
      p.right[c] = e.right[i] ? 1 : 0;
      for (const [name, v] of Object.entries(features)) {
        p.feature[k] = index.get(name)!;
        p.value[k++] = v;
      }
      c++;
    });
  });
  p.start[c] = k;
  p.docStart[docs.length] = c;
  return p;
}

export function fitRanker(examples: readonly RankExample[], opts: RankFitOptions = DEFAULT_RANK_FIT): Record<string, number> {
  const names = [...new Set(examples.flatMap((e) => e.candidates.flatMap((c) => Object.keys(c))))].sort();
  const p = pack(examples, new Map(names.map((n, i) => [n, i])));
  const W = new Float64Array(names.length);
  const n = p.weight.reduce((sum, w) => sum + w, 0);
  const docs = p.weight.length;
  const s = new Float64Array(p.right.length);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const g = new Float64Array(names.length);
    for (let d = 0; d < docs; d++) {
      const from = p.docStart[d]!;
      const to = p.docStart[d + 1]!;
      let max = -Infinity;
      for (let c = from; c < to; c++) {
        let sum = 0;
        for (let k = p.start[c]!; k < p.start[c + 1]!; k++) sum += W[p.feature[k]!]! * p.value[k]!;
        s[c] = sum;
        if (sum > max) max = sum;
      }
      let z = 0;
      let zRight = 0;
      for (let c = from; c < to; c++) {
        const e = Math.exp(s[c]! - max);
        s[c] = e;
        z += e;
        if (p.right[c]) zRight += e;
      }
      // d(-log Σ_right p)/d s_i = p_i − [right_i] · e_i / Σ_right e.
      for (let c = from; c < to; c++) {
        const err = p.weight[d]! * (s[c]! / z - (p.right[c] ? s[c]! / zRight : 0));
        for (let k = p.start[c]!; k < p.start[c + 1]!; k++) g[p.feature[k]!]! += err * p.value[k]!;
      }
    }
    for (let f = 0; f < names.length; f++) W[f]! -= opts.rate * (g[f]! / n + opts.l2 * W[f]!);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return Object.fromEntries(names.map((name, f) => [name, round(W[f]!)]).filter(([, w]) => w !== 0));
}
