/**
 * Sets whose pre-tuning readings are kept in fit/readings/ but which are not (yet) in the tuned table of tuned-sets.ts
 * (decision 124: holdout23 left the never-tuned sets while another branch was tuning on it; decision 128: holdout24 likewise; holdout25 was one from b25e6e1 until decision 133 put it in the tuned table). The fits need their labels
 * and today's text to score and fit on those readings; this reads them from the set's plan, as tuned-sets.ts reads a
 * tuned set, and caches them beside the tuned cache. A set already in the tuned table is taken from it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extract, fourth, type TunedDoc } from './tuned-sets';

/** The sets read before their tuning that the tuned table may lack. */
export const READING_ONLY_SETS = ['holdout24'];

/** `docs` with every reading-only set it lacks appended (extracted, or read back from `${cache}.readings.json`). */
export async function withReadingSets(docs: readonly TunedDoc[], cache?: string): Promise<TunedDoc[]> {
  const missing = READING_ONLY_SETS.filter((set) => !docs.some((d) => d.set === set));
  if (missing.length === 0) return [...docs];
  const file = cache ? `${cache}.readings.json` : undefined;
  const saved = file ? await readFile(file, 'utf8').catch(() => null) : null;
  const cached = saved ? (JSON.parse(saved) as TunedDoc[]) : [];
  const out = cached.filter((d) => missing.includes(d.set));
  for (const set of missing.filter((s) => !out.some((d) => d.set === s))) {
    const plan = (await import(`../${set}/plan`)) as Record<string, () => Parameters<typeof fourth>[1]>;
    const build = plan[`buildHoldout${set.replace('holdout', '')}`];
    if (!build) throw new Error(`no plan for ${set}`);
    for (const s of fourth(set, build())) out.push(await extract(s));
  }
  if (file && out.length > cached.length) await writeFile(file, JSON.stringify(out));
  return [...docs, ...out];
}
