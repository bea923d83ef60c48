import type { Deps } from '../../../platform/deps';
import type { JobLog } from '../../../platform/queue/job-errors';
import type { VectorReleaseData } from './queue';

/**
 * Deletes provider files of deleted evidence, and the store of a deleted petition (docs/decisions/037):
 * each file leaves its store and is deleted; what is already gone counts as done, so a retried job
 * (pg-boss retries a failure with backoff) repeats nothing harmful. A provider no longer configured
 * cannot be asked: that is logged, with counts only.
 */
export async function releaseProviderFiles(deps: Deps, data: VectorReleaseData, log: JobLog): Promise<void> {
  const provider = await deps.vectorStores.resolve();
  if (provider.kind === 'none') {
    log.error({ files: data.fileIds.length, store: Boolean(data.storeId) }, 'vector store cleanup skipped: no provider with a vector store is configured');
    return;
  }
  for (const fileId of data.fileIds) {
    if (data.storeId && !data.deleteStore) await provider.detach(data.storeId, fileId);
    await provider.deleteFile(fileId);
  }
  // Deleting a store detaches whatever is still in it.
  if (data.deleteStore && data.storeId) await provider.deleteStore(data.storeId);
}
