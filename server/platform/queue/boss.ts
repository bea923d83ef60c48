import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client';
import { safeError } from '../http/log-safe';
import { QUEUES } from './names';

/**
 * Every queue and its options, in creation order (a dead-letter queue before the queue using it). `notify`: a job sent
 * to the queue wakes its workers at once through LISTEN/NOTIFY (the NOTIFY is part of the sending transaction, so it
 * arrives on commit), instead of after their next poll; the polls stay as the floor (docs/decisions/086).
 */
const QUEUE_OPTIONS: [string, Parameters<PgBoss['createQueue']>[1]][] = [
  [QUEUES.health, {}],
  [QUEUES.evidenceAnalysisDead, {}],
  [QUEUES.statementGenerationDead, {}],
  [
    QUEUES.evidenceAnalysis,
    {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // A worker that dies mid-job stops heartbeating; the monitor then retries it.
      heartbeatSeconds: 15,
      expireInSeconds: 600,
      deadLetter: QUEUES.evidenceAnalysisDead,
      notify: true,
    },
  ],
  [
    QUEUES.statementGeneration,
    { retryLimit: 2, retryDelay: 2, retryBackoff: true, heartbeatSeconds: 15, expireInSeconds: 300, deadLetter: QUEUES.statementGenerationDead, notify: true },
  ],
  // No retries: a failed build says why on its row, and the user rebuilds (decision 027).
  [QUEUES.packetBuild, { retryLimit: 0, heartbeatSeconds: 15, expireInSeconds: 900, notify: true }],
  // One petition's uploads at a time, and at most one more waiting: a job sent while one waits
  // is dropped, as the waiting one will see the same rows (docs/decisions/037).
  [QUEUES.vectorStoreSync, { policy: 'stately', retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 15, expireInSeconds: 1800, notify: true }],
  // Deleting files at the provider: retried for a while, then given up (logged).
  [QUEUES.vectorStoreRelease, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 }],
];

/**
 * pg-boss on the app's own database: the PGlite adapter embedded, a pool on PostgreSQL. `superviseSeconds`
 * (JOBS_SUPERVISE_SECONDS) is how often one instance looks for jobs whose worker died; PGlite has one process.
 */
export async function startBoss(database: Database, superviseSeconds: number): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false, useListenNotify: true })
      : // Every 10 s by default (not pg-boss's 60) one instance looks for jobs whose worker stopped heartbeating
        // (15 s), so a job on an instance that died is retried elsewhere within about half a minute
        // (decision 038). Only one instance runs each pass: the cost does not grow with N.
        new PgBoss({
          connectionString: connectionStringOf(database),
          schedule: false,
          // One more connection per instance, held for LISTEN.
          useListenNotify: true,
          max: 4,
          // Both: a pass fails lapsed heartbeats only when its monitor claim is due too.
          superviseIntervalSeconds: superviseSeconds,
          monitorIntervalSeconds: superviseSeconds,
        });
  boss.on('error', (err) => console.error('[jobs]', safeError(err).message));
  await boss.start();
  // createQueue leaves an existing queue as it is (ON CONFLICT DO NOTHING), so a restart asks
  // once which exist and creates only the missing ones: one query instead of seven locked calls.
  const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
  for (const [name, options] of QUEUE_OPTIONS) {
    const queue = existing.get(name);
    if (!queue) await boss.createQueue(name, options);
    // A deployment whose queues predate `notify` opts them in once.
    else if (options?.notify && !queue.notify) await boss.updateQueue(name, { notify: true });
  }
  return boss;
}

function connectionStringOf(database: Database): string {
  const opts = database.pool?.options as { connectionString?: string } | undefined;
  if (!opts?.connectionString) throw new Error('PostgreSQL pool has no connection string');
  return opts.connectionString;
}

/** Round-trips one job through the health queue: proves the queue works on this database. */
export async function checkJobsHealth(boss: PgBoss, timeoutMs = 10_000): Promise<boolean> {
  const id = await boss.send(QUEUES.health, { at: Date.now() });
  if (!id) return false;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [job] = await boss.fetch(QUEUES.health);
    if (job) {
      await boss.complete(QUEUES.health, job.id);
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
