/**
 * The fifth set (issue 32, "Measured"), every visa type including EB-2 NIW: run and reported as holdout4 is
 * (`../holdout4/run.ts`). Tuned on since 2026-11-29 (README.md); holdout6 is the never-tuned set now.
 * Usage: npx tsx bench/analyst/holdout5/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { buildHoldout5, HOLDOUT5_VISAS } from './plan';

export async function runHoldout5(analyst: Analyst): Promise<void> {
  await runSet('holdout5', analyst, buildHoldout5(), HOLDOUT5_VISAS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout5(createLocalAnalyst());
