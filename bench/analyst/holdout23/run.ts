/**
 * The twenty-third set (issue 32, "Measured"), every visa type including EB-2 NIW: run and reported as holdout4 is
 * (`../holdout4/run.ts`). Written as a never-tuned set; tuned on since decision 125 (README.md, "Tuned on").
 * Usage: npx tsx bench/analyst/holdout23/run.ts
 */
import { pathToFileURL } from 'node:url';
import type { Analyst } from '../../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../../server/modules/analyst/local/index';
import { runSet } from '../holdout4/run';
import { buildHoldout23, HOLDOUT23_VISAS } from './plan';

export async function runHoldout23(analyst: Analyst): Promise<void> {
  await runSet('holdout23', analyst, buildHoldout23(), HOLDOUT23_VISAS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHoldout23(createLocalAnalyst());
