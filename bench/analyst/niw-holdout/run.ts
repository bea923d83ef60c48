/**
 * The NIW never-tuned set (issue 36, "Measured"): run as holdout4 is (`../holdout4/run.ts`), with the visa
 * 'EB-2 NIW'. On a build without that visa type it says so and measures nothing.
 * Usage: npx tsx bench/analyst/niw-holdout/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { NIW_VISA } from './doc';
import { buildNiwHoldout, hasNiw } from './plan';

export async function runNiwHoldout(analyst: Analyst): Promise<void> {
  const docs = buildNiwHoldout();
  if (!hasNiw) {
    console.log(`niw-holdout: ${docs.length} documents written, none measured: this build has no '${NIW_VISA}' visa type (issue 36).`);
    return;
  }
  await runSet('niw-holdout', analyst, docs, [NIW_VISA]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runNiwHoldout(createLocalAnalyst());
