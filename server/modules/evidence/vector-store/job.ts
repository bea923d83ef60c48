import type { Deps } from '../../../platform/deps';
import { QUEUES } from '../../../platform/queue/names';
import { pollEvery } from '../../../platform/queue/polling';
import { reportingFailures, type JobLog } from '../../../platform/queue/job-errors';
import type { VectorReleaseData, VectorSyncData } from './queue';
import { releaseProviderFiles } from './release';
import { syncPetitionStore } from './sync';

/** The vector store's workers: a petition's uploads, and deleting provider files (docs/decisions/037). */
export async function registerVectorStoreWorkers(deps: Deps, log: JobLog) {
  const boss = deps.boss;
  // Without a provider (set at start) nothing is synced, and a file to delete waits for one: no worker polls for nothing.
  if (!boss || !deps.vectorStores.configured) return;
  await boss.work<VectorSyncData>(
    QUEUES.vectorStoreSync,
    { localConcurrency: 2, ...pollEvery(0.5) },
    reportingFailures(log, QUEUES.vectorStoreSync, async (jobs) => {
      for (const job of jobs) await syncPetitionStore(deps, job.data.petitionId, log);
    }),
  );
  await boss.work<VectorReleaseData>(
    QUEUES.vectorStoreRelease,
    { pollingIntervalSeconds: 1 },
    reportingFailures(log, QUEUES.vectorStoreRelease, async (jobs) => {
      for (const job of jobs) await releaseProviderFiles(deps, job.data, log);
    }),
  );
}
