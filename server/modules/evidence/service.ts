import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';
import { evidenceColumns, type EvidenceRow } from './dto';
import { bossOf, cancelQueuedAnalysis, queueAnalysis, type EvidenceJobData } from './queue';
import { publishEvidenceStatus } from './status';
import { QUEUES } from '../../platform/queue/names';
import { queueVectorRelease } from './vector-store/queue';
import { withdrawPacketHoldingDeleted } from '../packet/withdraw';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** architecture.md §screens: by evidenceNumber ascending, unnumbered rows last. */
export const EVIDENCE_LIST_ORDER = [sql`${evidenceDocuments.evidenceNumber} asc nulls last`, asc(evidenceDocuments.createdAt), asc(evidenceDocuments.id)];

export async function listEvidence(db: Db, petitionId: string): Promise<EvidenceRow[]> {
  return db
    .select(evidenceColumns)
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.petitionId, petitionId))
    .orderBy(...EVIDENCE_LIST_ORDER);
}

type Target = { id: string; petitionId: string; fileName: string };

/** Back to pending and queued again; a job still waiting for this row is dropped first. */
export async function reprocessEvidence(deps: Deps, row: Target): Promise<void> {
  await cancelQueuedAnalysis(deps, { evidenceId: row.id });
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(evidenceDocuments)
      .set({ processingStatus: 'pending', processingError: null, updatedAt: new Date() })
      .where(eq(evidenceDocuments.id, row.id));
    await queueAnalysis(deps, tx, { evidenceId: row.id, petitionId: row.petitionId });
  });
  await publishEvidenceStatus(deps, row, 'pending');
}

type ProviderRefs = { openaiFileId: string | null; vectorStoreId: string | null };

/**
 * Removes the row, its waiting job, and the stored file once nothing else refers to it. A file at
 * the AI provider is detached and deleted by a job queued with the delete (docs/decisions/037).
 * A packet built with it is withdrawn: its parts hold the document's text (decision 055).
 */
export async function deleteEvidence(deps: Deps, row: Target & { fileUrl: string } & ProviderRefs): Promise<void> {
  await cancelQueuedAnalysis(deps, { evidenceId: row.id });
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(evidenceDocuments).where(eq(evidenceDocuments.id, row.id));
    if (row.openaiFileId) await queueVectorRelease(deps, tx, { storeId: row.vectorStoreId, fileIds: [row.openaiFileId], deleteStore: false });
  });
  await releaseObjectIfUnreferenced(deps.database.db, deps.store, row.fileUrl);
  await withdrawPacketHoldingDeleted(deps, row.petitionId);
}

/** Every row of the petition back to pending, with one fresh job each. */
export async function reprocessAllEvidence(deps: Deps, petitionId: string): Promise<string> {
  await cancelQueuedAnalysis(deps, { petitionId });
  const rows = await deps.database.db.transaction(async (tx) => {
    const reset = await tx
      .update(evidenceDocuments)
      .set({ processingStatus: 'pending', processingError: null, updatedAt: new Date() })
      .where(eq(evidenceDocuments.petitionId, petitionId))
      .returning({ id: evidenceDocuments.id, petitionId: evidenceDocuments.petitionId, fileName: evidenceDocuments.fileName });
    for (const row of reset) await queueAnalysis(deps, tx, { evidenceId: row.id, petitionId });
    return reset;
  });
  for (const row of rows) await publishEvidenceStatus(deps, row, 'pending');
  if (rows.length === 0) return 'There is no evidence to reprocess.';
  return `Reprocessing ${plural(rows.length, 'document')}. Results will appear as each one finishes.`;
}

const RUNNING_OR_QUEUED = new Set(['created', 'retry', 'active']);

/**
 * Stops this petition's analysis: its waiting jobs and the ones running (docs/decisions/054). Every
 * job is cancelled in pg-boss at once, so none is taken or retried; a running handler sees it (pg-boss
 * aborts its signal at the next heartbeat, and its row is no longer 'processing'), stops between
 * steps and saves nothing. The rows are left 'pending', to wait until the user reprocesses them.
 */
export async function clearJobQueue(deps: Deps, petitionId: string): Promise<string> {
  const boss = bossOf(deps);
  const found = await boss.findJobs<EvidenceJobData>(QUEUES.evidenceAnalysis, { data: { petitionId }, limit: 100_000 });
  const jobs = found.filter((j) => RUNNING_OR_QUEUED.has(j.state));
  if (jobs.length === 0) return 'The job queue is already empty.';
  await boss.cancel(
    QUEUES.evidenceAnalysis,
    jobs.map((j) => j.id),
  );
  const ids = [...new Set(jobs.map((j) => j.data.evidenceId))];
  const rows = await deps.database.db
    .update(evidenceDocuments)
    .set({ processingStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(evidenceDocuments.petitionId, petitionId), inArray(evidenceDocuments.id, ids), inArray(evidenceDocuments.processingStatus, ['pending', 'processing'])))
    .returning({ id: evidenceDocuments.id, petitionId: evidenceDocuments.petitionId, fileName: evidenceDocuments.fileName });
  for (const row of rows) await publishEvidenceStatus(deps, row, 'pending');
  const running = jobs.filter((j) => j.state === 'active').length;
  const queued = jobs.length - running;
  const what = [running > 0 ? `Stopped ${plural(running, 'running job')}` : '', queued > 0 ? `${running > 0 ? 'cleared' : 'Cleared'} ${plural(queued, 'queued job')}` : '']
    .filter(Boolean)
    .join(' and ');
  return `${what}. The ${plural(rows.length, 'document')} will wait until you reprocess them.`;
}
