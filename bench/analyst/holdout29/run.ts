/**
 * The twenty-ninth never-tuned set (issue 32, "Measured"), every visa type including EB-2 NIW: run and reported as
 * holdout4 is (`../holdout4/run.ts`). Reported apart from the tuned sets; see README.md (do not tune on it).
 * Usage: npx tsx bench/analyst/holdout29/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { buildHoldout29, HOLDOUT29_VISAS } from './plan';

export async function runHoldout29(analyst: Analyst): Promise<void> {
  await runSet('holdout29', analyst, buildHoldout29(), HOLDOUT29_VISAS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout29(createLocalAnalyst());
