import type { Job, JobWithMetadata, PgBoss, WorkOptions } from 'pg-boss';

/**
 * Waking this process's workers when a job becomes theirs to take, so that their poll can be long (polling.ts,
 * docs/decisions/138). NOTIFY announces a job sent to start now; these cover what it does not announce: a worker's
 * next job once it has ended one (a backlog, a user's next job under groupConcurrency, a stately queue's waiting
 * job), a retry once its delay is over, a dead letter, a job sent to start later. A wake is pg-boss's own
 * `notifyWorker`: the worker skips its wait and fetches; if nothing is there, it waits its poll again.
 */

/** A wake this long after a job's start time, so the database sees it as due. */
const DUE_MARGIN_MS = 25;
/** And a second one later, should this machine's clock run ahead of the database's. */
const CLOCK_GUARD_MS = 1_000;
/** How long to wait for pg-boss to record a failed job's next state before leaving it to the poll. */
const SETTLE_LIMIT_MS = 10_000;

/** Wakes every worker of `queue` in this process: each fetches now instead of at its next poll. */
export function wakeWorkers(boss: PgBoss, queue: string): void {
  for (const worker of boss.getWipData()) if (worker.name === queue) boss.notifyWorker(worker.id);
}

/** Wakes the queue's workers here when `due` (a job's start time) has come. The timers never keep the process alive. */
export function wakeWhenDue(boss: PgBoss, queue: string, due: Date): void {
  const wait = Math.max(0, due.getTime() - Date.now());
  for (const extra of [DUE_MARGIN_MS, CLOCK_GUARD_MS]) setTimeout(() => wakeWorkers(boss, queue), wait + extra).unref();
}

/**
 * After jobs failed (a handler threw, or a start-up sweep failed an orphan): once pg-boss has recorded each one's
 * next state, a retry wakes the queue's workers when its delay is over, and a job that failed for good wakes its
 * dead-letter queue's worker now. Best effort: whatever it misses, the idle poll finds.
 */
export async function wakeAfterFailure(boss: PgBoss, queue: string, ids: string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const job = await settledState(boss, queue, id);
      if (!job) return;
      if (job.state === 'retry') wakeWhenDue(boss, queue, job.startAfter);
      else if (job.state === 'failed' && job.deadLetter) wakeWorkers(boss, job.deadLetter);
    }),
  ).catch(() => {});
}

/** The job once it is no longer active (pg-boss writes a failure just after the handler throws); null if it never is. */
async function settledState(boss: PgBoss, queue: string, id: string): Promise<JobWithMetadata<unknown> | null> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 500)) {
    const job = await boss.getJobById<unknown>(queue, id);
    if (!job || job.state !== 'active') return job;
    if (Date.now() + pause > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pause).unref());
  }
}

type Options = Omit<WorkOptions, 'localConcurrency' | 'batchSize' | 'perJobResults' | 'transactional'> & {
  /** How many workers this process runs on the queue (pg-boss's localConcurrency). */
  workers?: number;
};

/**
 * pg-boss's `work`, one job at a time per worker, with the wakes above: a worker that has just ended a job looks for
 * the next at once (pg-boss would wait its poll), and a failed job's retry or dead letter wakes a worker when due.
 * Each worker is its own `work` call, so its handler knows the worker to wake.
 */
export async function workWaking<T>(
  boss: PgBoss,
  queue: string,
  options: Options & { includeMetadata: true },
  handler: (jobs: JobWithMetadata<T>[]) => Promise<unknown>,
): Promise<void>;
export async function workWaking<T>(boss: PgBoss, queue: string, options: Options, handler: (jobs: Job<T>[]) => Promise<unknown>): Promise<void>;
export async function workWaking<T>(
  boss: PgBoss,
  queue: string,
  { workers = 1, ...options }: Options,
  handler: (jobs: JobWithMetadata<T>[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < workers; i += 1) {
    const self: { id?: string } = {};
    self.id = await boss.work<T>(queue, options, async (jobs) => {
      try {
        return await handler(jobs as JobWithMetadata<T>[]);
      } catch (err) {
        void wakeAfterFailure(
          boss,
          queue,
          jobs.map((j) => j.id),
        );
        throw err;
      } finally {
        // Before pg-boss records the end; the worker fetches after it has (a job it ends before `work` returned
        // its id wakes the queue's workers instead).
        if (self.id) boss.notifyWorker(self.id);
        else wakeWorkers(boss, queue);
      }
    });
  }
}
