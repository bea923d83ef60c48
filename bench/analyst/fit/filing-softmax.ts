/**
 * Fits the filer's weights (decision 082): multinomial logistic regression over the classes each example's visa
 * offers (the rest are masked out), by full-batch gradient descent from zero with an L2 penalty — no dependency,
 * the same weights on every run, as fit/softmax.ts fits the kinds. Shared per-class features carry one weight each
 * (lightly penalised); per-class weights are corrections the penalty pulls to zero where the data says little.
 */
import { FILING_CLASSES, type FilingClass, type FilingFeatures } from '../../../server/modules/analyst/local/filing-features';
import type { FilingModel } from '../../../server/modules/analyst/local/filing-model';

export type FilingExample = { read: FilingFeatures; target: FilingClass; weight: number };
export type FilingFitOptions = {
  l2: number;
  epochs: number;
  rate: number;
  threshold: number;
  /** A feature is read only if at least this many examples have it (decision 088: the learned vocabulary's floor). */
  minDocs?: number;
  /** After fitting, keep only this many features, those with the largest weight for any class. */
  maxFeatures?: number;
  /** Which documents the model may refile (filing-model.ts). */
  scope?: FilingModel['scope'];
};
/** Chosen by leave-one-set-out on the tuned sets (decision 082): 0.95 was best at every L2 and length tried. */
export const DEFAULT_FILING_FIT: FilingFitOptions = { l2: 0.001, epochs: 600, rate: 0.5, threshold: 0.95 };

/** Feature names in at least `minDocs` examples, sorted. */
function frequentNames(examples: readonly FilingExample[], minDocs: number): string[] {
  const docs = new Map<string, number>();
  for (const e of examples) for (const name of Object.keys(e.read.features)) docs.set(name, (docs.get(name) ?? 0) + 1);
  return [...docs].filter(([, n]) => n >= minDocs).map(([name]) => name).sort();
}

export function fitFiling(examples: readonly FilingExample[], opts: FilingFitOptions = DEFAULT_FILING_FIT): FilingModel {
  const classes = FILING_CLASSES;
  const C = classes.length;
  const names = frequentNames(examples, opts.minDocs ?? 1);
  const sharedNames = [...new Set(examples.flatMap((e) => Object.keys(e.read.perClass)))].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const rows = examples.map((e) => ({
    x: Object.entries(e.read.features).flatMap(([n, v]) => (index.has(n) ? [[index.get(n)!, v] as const] : [])),
    // Per shared feature, its value for each class.
    shared: sharedNames.map((n) => classes.map((cls) => e.read.perClass[n]?.[cls] ?? 0)),
    allowed: classes.map((cls) => e.read.allowed.includes(cls)),
    y: classes.indexOf(e.target),
    weight: e.weight,
  }));
  const W = names.map(() => new Float64Array(C));
  const b = new Float64Array(C);
  const theta = new Float64Array(sharedNames.length);
  const n = rows.reduce((sum, r) => sum + r.weight, 0);
  const s = new Float64Array(C);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    const gW = names.map(() => new Float64Array(C));
    const gb = new Float64Array(C);
    const gTheta = new Float64Array(sharedNames.length);
    for (const row of rows) {
      let max = -Infinity;
      for (let c = 0; c < C; c++) {
        if (!row.allowed[c]) continue;
        let v = b[c]!;
        for (let k = 0; k < theta.length; k++) v += theta[k]! * row.shared[k]![c]!;
        s[c] = v;
      }
      for (const [f, v] of row.x) for (let c = 0; c < C; c++) if (row.allowed[c]) s[c]! += W[f]![c]! * v;
      for (let c = 0; c < C; c++) if (row.allowed[c] && s[c]! > max) max = s[c]!;
      let z = 0;
      for (let c = 0; c < C; c++) z += row.allowed[c] ? (s[c] = Math.exp(s[c]! - max)) : 0;
      for (let c = 0; c < C; c++) {
        if (!row.allowed[c]) continue;
        const err = row.weight * (s[c]! / z - (c === row.y ? 1 : 0));
        gb[c]! += err;
        for (let k = 0; k < theta.length; k++) gTheta[k]! += err * row.shared[k]![c]!;
        for (const [f, v] of row.x) gW[f]![c]! += err * v;
      }
    }
    for (let c = 0; c < C; c++) b[c]! -= opts.rate * (gb[c]! / n + opts.l2 * b[c]!);
    for (let k = 0; k < theta.length; k++) theta[k]! -= opts.rate * (gTheta[k]! / n + 0.1 * opts.l2 * theta[k]!);
    for (let f = 0; f < names.length; f++) for (let c = 0; c < C; c++) W[f]![c]! -= opts.rate * (gW[f]![c]! / n + opts.l2 * W[f]![c]!);
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const largest = (f: number) => Math.max(...[...W[f]!].map(Math.abs));
  let kept = names.map((_, f) => f).filter((f) => W[f]!.some((v) => round(v) !== 0));
  if (opts.maxFeatures !== undefined && kept.length > opts.maxFeatures) {
    kept = kept.sort((f, g) => largest(g) - largest(f) || f - g).slice(0, opts.maxFeatures).sort((f, g) => f - g);
  }
  return {
    classes,
    bias: [...b].map(round),
    shared: Object.fromEntries(sharedNames.map((name, k) => [name, round(theta[k]!)])),
    weights: Object.fromEntries(kept.map((f) => [names[f]!, [...W[f]!].map(round)])),
    threshold: opts.threshold,
    ...(opts.scope ? { scope: opts.scope } : {}),
  };
}
