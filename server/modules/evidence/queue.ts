import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss, type SendOptions } from 'pg-boss';
import type { Deps } from '../../platform/deps';
import { QUEUES } from '../../platform/queue/names';

/** What an analysis job carries: the row, and its petition so a petition's jobs can be found. */
export type EvidenceJobData = { evidenceId: string; petitionId: string };

/** Anything with drizzle's `execute`: the app's db or a transaction. */
export type Executor = { execute(query: unknown): Promise<unknown> };

export function bossOf(deps: Deps): PgBoss {
  if (!deps.boss) throw new Error('The job queue is not running');
  return deps.boss;
}

/**
 * Queues analysis inside the caller's transaction (pg-boss writes through it), so the row and
 * its job commit together. On PGlite this is also what avoids a deadlock: the transaction holds
 * the only connection, and pg-boss's own connection would wait for it forever.
 */
export async function queueAnalysis(deps: Deps, tx: Executor, data: EvidenceJobData): Promise<void> {
  await sendThrough(deps, tx, QUEUES.evidenceAnalysis, data);
}

/** Sends a job through `tx` (see queueAnalysis); null when the queue's policy dropped it as a duplicate. */
export async function sendThrough(deps: Deps, tx: Executor, queue: string, data: object, options: SendOptions = {}): Promise<string | null> {
  const boss = bossOf(deps);
  // The adapter's types want drizzle's exact result shapes; any drizzle executor has them.
  const db = fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
  return boss.send(queue, data, { ...options, db });
}

/** Cancels the queued (created or retry) analysis jobs matching `data`; returns how many. */
export async function cancelQueuedAnalysis(deps: Deps, data: Partial<EvidenceJobData>): Promise<number> {
  const boss = bossOf(deps);
  const jobs = await boss.findJobs<EvidenceJobData>(QUEUES.evidenceAnalysis, { data, queued: true, limit: 100_000 });
  if (jobs.length === 0) return 0;
  await boss.cancel(
    QUEUES.evidenceAnalysis,
    jobs.map((j) => j.id),
  );
  return jobs.length;
}
