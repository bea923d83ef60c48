import { sql } from 'drizzle-orm';
import { fromDrizzle, type GroupConcurrencyConfig, type PgBoss, type SendOptions } from 'pg-boss';
import type { Deps } from '../../platform/deps';
import { QUEUES } from '../../platform/queue/names';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';

/** What an analysis job carries: the row, and its petition so a petition's jobs can be found. */
export type EvidenceJobData = { evidenceId: string; petitionId: string };

/** Anything with drizzle's `execute`: the app's db or a transaction. */
export type Executor = { execute(query: unknown): Promise<unknown> };

export function bossOf(deps: Deps): PgBoss {
  if (!deps.boss) throw new Error('The job queue is not running');
  return deps.boss;
}

/**
 * How many analyses of one user run at once, across every instance (docs/decisions/054). A document
 * that may need OCR (an image, a PDF that may be a scan) holds a reader for seconds to a minute, and
 * an instance has two readers: one user gets at most one of those at a time, so the other is free for
 * everyone else. Other documents take a reader for milliseconds; three of them at once leave one of
 * the four job workers of an instance to another user. The limit counts all of the user's running
 * jobs, so a document that needs a reader starts only when nothing else of that user runs.
 */
export const PER_USER_ANALYSES: GroupConcurrencyConfig = { default: 3, tiers: { reader: 1 } };

const needsReader = (mime: string | null) => !mime || mime === 'application/pdf' || mime.startsWith('image/');

/**
 * Queues analysis inside the caller's transaction (pg-boss writes through it), so the row and
 * its job commit together. On PGlite this is also what avoids a deadlock: the transaction holds
 * the only connection, and pg-boss's own connection would wait for it forever. The job is in its
 * owner's group, so the workers take turns between users (PER_USER_ANALYSES).
 */
export async function queueAnalysis(deps: Deps, tx: Executor, data: EvidenceJobData): Promise<void> {
  const result = await tx.execute(sql`
    SELECT ${profiles.userId} AS "userId", ${evidenceDocuments.mimeType} AS "mimeType"
    FROM ${evidenceDocuments}
    JOIN ${petitions} ON ${petitions.id} = ${evidenceDocuments.petitionId}
    JOIN ${profiles} ON ${profiles.id} = ${petitions.profileId}
    WHERE ${evidenceDocuments.id} = ${data.evidenceId}`);
  // node-postgres and PGlite both answer { rows }.
  const owner = (result as { rows: { userId: string; mimeType: string | null }[] }).rows[0];
  const group = owner ? { id: owner.userId, ...(needsReader(owner.mimeType) ? { tier: 'reader' } : {}) } : undefined;
  await sendThrough(deps, tx, QUEUES.evidenceAnalysis, data, group ? { group } : {});
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
