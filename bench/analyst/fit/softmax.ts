/**
 * Multinomial logistic regression with an L2 penalty, fitted by plain full-batch gradient descent: no
 * dependency, and the same weights on every run (decision 080). It starts from what the specs declare
 * (each kind's own cues counted, `specPrior`, scaled by one fitted factor) and learns per-kind corrections
 * from every feature; the penalty pulls the corrections to zero, so where the data says little the specs'
 * reading stands. A kind with no example in the data keeps no correction: the fit cannot speak for it.
 */
import type { Features } from '../../../server/modules/analyst/kinds/features';
import { specPrior, type KindModel } from '../../../server/modules/analyst/kinds/kind-model';
import type { DocumentKind } from '../../../src/contract/categories';

/** weight: how much the example counts (the judgement cases, the hardest, count more). */
export type Example = { features: Features; kind: DocumentKind; weight: number };
export type FitOptions = { l2: number; epochs: number; rate: number };
export const DEFAULT_FIT: FitOptions = { l2: 0.0003, epochs: 2000, rate: 0.5 };

export function fitSoftmax(examples: readonly Example[], classes: readonly DocumentKind[], opts: FitOptions = DEFAULT_FIT): KindModel {
  const names = [...new Set(examples.flatMap((e) => Object.keys(e.features)))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => ({ x: Object.entries(e.features).map(([n, v]) => [index.get(n)!, v] as const), prior: specPrior(classes, e.features), y: classes.indexOf(e.kind), weight: e.weight }));
  const C = classes.length;
  const seen = classes.map((_, c) => rows.some((r) => r.y === c));
  const W = names.map(() => new Float64Array(C));
  const b = new Float64Array(C);
  let scale = 1;
  const n = rows.reduce((sum, r) => sum + r.weight, 0);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const gW = names.map(() => new Float64Array(C));
    const gb = new Float64Array(C);
    let gScale = 0;
    for (const { x, prior, y, weight } of rows) {
      const s = Float64Array.from(b, (v, c) => v + scale * prior[c]!);
      for (const [f, v] of x) for (let c = 0; c < C; c++) s[c]! += W[f]![c]! * v;
      const max = Math.max(...s);
      let z = 0;
      for (let c = 0; c < C; c++) z += (s[c] = Math.exp(s[c]! - max));
      for (let c = 0; c < C; c++) {
        const err = weight * (s[c]! / z - (c === y ? 1 : 0));
        gScale += err * prior[c]!;
        if (!seen[c]) continue;
        gb[c]! += err;
        for (const [f, v] of x) gW[f]![c]! += err * v;
      }
    }
    scale -= (opts.rate * 0.1 * gScale) / n;
    for (let c = 0; c < C; c++) if (seen[c]) b[c]! -= opts.rate * (gb[c]! / n + opts.l2 * b[c]!);
    for (let f = 0; f < names.length; f++) for (let c = 0; c < C; c++) if (seen[c]) W[f]![c]! -= opts.rate * (gW[f]![c]! / n + opts.l2 * W[f]![c]!);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    classes,
    bias: [...b].map(round),
    priorScale: round(scale),
    weights: Object.fromEntries(names.map((name, f) => [name, [...W[f]!].map(round)])),
  };
}
