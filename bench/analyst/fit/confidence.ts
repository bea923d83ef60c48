/**
 * How well a ranker's probability of its own answer tells a wrong answer from a right one (decision 113): for each
 * threshold, how many wrong answers and how many right ones fall below it, so 'Please check' can flag the field there.
 * Read on folds that never fitted on the set, so the probabilities are as confident as on a document never seen.
 */
import { pct, table } from '../print';

/** One answer: the ranker's probability of it (null: no candidate to rank) and whether the label accepts it. */
export type Judged = { probability: number | null; right: boolean };

export const THRESHOLDS = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

export function confidenceTable(rows: ReadonlyArray<[string, readonly Judged[]]>, thresholds = THRESHOLDS): string {
  const cell = (items: readonly Judged[], t: number, right: boolean) => {
    const of = items.filter((i) => i.right === right);
    const below = of.filter((i) => i.probability !== null && i.probability < t).length;
    return `${below}/${of.length} ${pct(below, of.length)}`;
  };
  const body = rows.map(([name, items]) => [name, ...thresholds.flatMap((t) => [cell(items, t, false), cell(items, t, true)])]);
  return table(['', ...thresholds.flatMap((t) => [`wrong < ${t}`, `right < ${t}`])], body);
}
