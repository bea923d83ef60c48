/**
 * The second held-out categorisation figure, the honest one: the same report as the main bench
 * (bench/analyst/classify.ts) on documents nobody tunes the classifier on.
 * Usage: npx tsx bench/analyst/run.ts --holdout2   (or npx tsx bench/analyst/holdout2/run.ts)
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { terminateOcr } from '../../../server/platform/extract/index';
import { classifyAll, extractAll, reportClassification } from '../classify';
import { pct } from '../print';
import { buildHoldout2 } from './plan';

export async function runHoldout2(analyst: Analyst): Promise<void> {
  const started = Date.now();
  try {
    const docs = buildHoldout2();
    const formats = ['pdf', 'docx', 'photo', 'txt'].map((f) => `${f} ${docs.filter((d) => d.format === f).length}`).join(', ');
    console.log(`Second held-out set: ${docs.length} documents (EB-1A ${docs.filter((d) => d.visa === 'EB-1A').length}, O-1A ${docs.filter((d) => d.visa === 'O-1A').length}); ${formats}; ${docs.filter((d) => d.distractor).length} with a distractor.`);
    const results = await classifyAll(analyst, await extractAll(docs));
    const cat = reportClassification(results);
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`holdout2 categories ${pct(cat.right, cat.total)} (${cat.right}/${cat.total}), kinds ${pct(cat.kinds, cat.total)}`);
  } catch (err) {
    console.error('bench/analyst holdout2 failed:', err);
  } finally {
    await terminateOcr();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout2(createLocalAnalyst());
