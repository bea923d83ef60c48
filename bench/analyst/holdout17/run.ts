/**
 * The seventeenth set (issue 32, "Measured"), every visa type including EB-2 NIW: run and reported as holdout4 is
 * (`../holdout4/run.ts`). Written blind; tuning material since 2026-11-30 (branch tune17, decision 093; README.md).
 * Usage: npx tsx bench/analyst/holdout17/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { buildHoldout17, HOLDOUT17_VISAS } from './plan';

export async function runHoldout17(analyst: Analyst): Promise<void> {
  await runSet('holdout17', analyst, buildHoldout17(), HOLDOUT17_VISAS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout17(createLocalAnalyst());
