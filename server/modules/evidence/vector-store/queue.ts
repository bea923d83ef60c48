import type { Deps } from '../../../platform/deps';
import { QUEUES } from '../../../platform/queue/names';
import { sendThrough, type Executor } from '../queue';

/** A petition whose 'pending' rows are to be uploaded and whose 'in_progress' rows are to be followed. */
export type VectorSyncData = { petitionId: string };

/** Provider files (and perhaps their store) to delete: ids only, never a key. */
export type VectorReleaseData = { storeId: string | null; fileIds: string[]; deleteStore: boolean };

/**
 * Queues the petition's sync inside `tx`. The queue is 'stately' by petition: one runs and one
 * waits at most, and a send while one waits is dropped (that one will see the same rows).
 */
export async function queueVectorSync(deps: Deps, tx: Executor, petitionId: string, startAfterSeconds?: number): Promise<void> {
  await sendThrough(deps, tx, QUEUES.vectorStoreSync, { petitionId } satisfies VectorSyncData, {
    singletonKey: petitionId,
    ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
  });
}

/** Queues the deletion of provider files inside `tx`, so a deleted row never leaves its file behind unnoticed. */
export async function queueVectorRelease(deps: Deps, tx: Executor, data: VectorReleaseData): Promise<void> {
  if (data.fileIds.length === 0 && !(data.deleteStore && data.storeId)) return;
  await sendThrough(deps, tx, QUEUES.vectorStoreRelease, data);
}

/**
 * After an analysis: does this row join the petition's store? Only where a store exists, documents
 * may be sent, and the row was never queued (a reprocessed row keeps its upload: same bytes).
 */
export function joinsStoreAfterAnalysis(deps: Deps, row: { petitionStoreId: string | null; vectorStoreStatus: string | null }): boolean {
  return Boolean(row.petitionStoreId) && deps.vectorStores.configured && deps.vectorStores.sendDocuments && row.vectorStoreStatus === null;
}
