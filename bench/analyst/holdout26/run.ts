/**
 * The twenty-sixth never-tuned set (issue 32, "Measured"), every visa type including EB-2 NIW: run and reported as
 * holdout4 is (`../holdout4/run.ts`). Reported apart from the tuned sets; see README.md (do not tune on it).
 * Usage: npx tsx bench/analyst/holdout26/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { buildHoldout26, HOLDOUT26_VISAS } from './plan';

export async function runHoldout26(analyst: Analyst): Promise<void> {
  await runSet('holdout26', analyst, buildHoldout26(), HOLDOUT26_VISAS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout26(createLocalAnalyst());
