import type { Deps } from '../deps';
import { QUEUES } from './boss';
import { registerEvidenceAnalysisWorker } from './evidence-analysis';
import { registerStatementGenerationWorker } from './statement-generation';

/** Registers one handler per queue. */
export async function registerWorkers(deps: Deps) {
  const boss = deps.boss;
  if (!boss) return;
  await boss.work(QUEUES.health, async () => ({ ok: true }));
  await registerEvidenceAnalysisWorker(deps);
  await registerStatementGenerationWorker(deps);
}
