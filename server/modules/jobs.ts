import type { Deps } from '../platform/deps';
import { QUEUES } from '../platform/queue/names';
import type { JobLog } from '../platform/queue/job-errors';
import { registerEvidenceAnalysisWorker } from './evidence/job';
import { registerStatementGenerationWorker } from './statements/job';
import { registerPacketWorker } from './packet/job';
import { registerVectorStoreWorkers } from './evidence/vector-store/job';

/** Registers one handler per queue; failures are reported to `log` without user data. */
export async function registerWorkers(deps: Deps, log: JobLog) {
  const boss = deps.boss;
  if (!boss) return;
  await boss.work(QUEUES.health, async () => ({ ok: true }));
  await registerEvidenceAnalysisWorker(deps, log);
  await registerStatementGenerationWorker(deps, log);
  await registerPacketWorker(deps, log);
  await registerVectorStoreWorkers(deps, log);
}
