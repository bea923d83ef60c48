import { and, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { evidenceDocuments } from '../../../platform/db/schema';
import type { JobLog } from '../../../platform/queue/job-errors';
import { safeError } from '../../../platform/http/log-safe';
import { VectorStoreProviderError } from '../../../platform/vector-store/store-error';
import type { ProviderVectorStore, StoreFile } from '../../../platform/vector-store/vector-store';
import type { StatusTarget } from '../status';
import { ensurePetitionStore } from './petition-store';
import { queueVectorSync } from './queue';
import { saveVectorFields, saveVectorFieldsWhere } from './rows';
import { fileToUpload } from './upload-file';

/** How long one run follows 'in_progress' files before it hands over to a later run. */
const FOLLOW_DELAYS_MS = [0, 500, 1000, 2000, 4000, 4000, 4000];
const FOLLOW_UP_AFTER_SECONDS = 15;
/** A file still indexing this long after it was attached is failed, so follow-ups end. */
const INDEXING_LIMIT_MS = 3600_000;
const INDEXING_TOO_LONG = 'The provider did not finish indexing this file within an hour. Use Add All to Vector Store to try again.';
const UPLOAD_FAILED = 'The upload failed. Use Add All to Vector Store to try again.';

type Row = StatusTarget & { fileUrl: string; mimeType: string | null; openaiFileId: string | null; vectorStoreId: string | null; vectorStoreFileId: string | null };

const indexError = (file: StoreFile) =>
  file.status === 'failed' ? `The provider could not index this file: ${file.error ?? 'it gave no reason.'}` : null;

/**
 * One petition's sync (docs/decisions/037): its store made if needed, each 'pending' row uploaded
 * and attached one after another, then the provider's indexing followed until every file is
 * completed or failed. A failure fails its row with the provider's words and the run goes on; the
 * user tries again with the action. Rows deleted meanwhile have what was put at the provider taken back.
 */
export async function syncPetitionStore(deps: Deps, petitionId: string, log: JobLog): Promise<void> {
  let target: { provider: ProviderVectorStore; storeId: string } | 'none' | null;
  try {
    target = await storeOf(deps, petitionId);
  } catch (err) {
    // The provider cannot be reached or refused the store: the rows say so, and the action retries them.
    if (!(err instanceof VectorStoreProviderError)) throw err;
    await saveVectorFieldsWhere(deps, petitionId, 'pending', { vectorStoreStatus: 'failed', vectorStoreError: err.message });
    return;
  }
  if (target === 'none') {
    // Settings changed since the rows were queued: nothing will upload them.
    await saveVectorFieldsWhere(deps, petitionId, 'pending', { vectorStoreStatus: null });
    return;
  }
  if (!target) return;
  const { provider, storeId } = target;
  for (const row of await pendingRows(deps, petitionId)) await attachRow(deps, provider, storeId, row, log);
  if (await followIndexing(deps, provider, storeId, petitionId)) await queueVectorSync(deps, deps.database.db, petitionId, FOLLOW_UP_AFTER_SECONDS);
}

/** The provider and the petition's store; 'none' when nothing may be uploaded; null when the petition is gone. */
async function storeOf(deps: Deps, petitionId: string) {
  const found = await deps.vectorStores.resolve();
  if (found.kind === 'none' || !deps.vectorStores.sendDocuments) return 'none' as const;
  const storeId = await ensurePetitionStore(deps, found, petitionId);
  return storeId ? { provider: found, storeId } : null;
}

function pendingRows(deps: Deps, petitionId: string): Promise<Row[]> {
  const e = evidenceDocuments;
  return deps.database.db
    .select({
      id: e.id,
      petitionId: e.petitionId,
      fileName: e.fileName,
      fileUrl: e.fileUrl,
      mimeType: e.mimeType,
      openaiFileId: e.openaiFileId,
      vectorStoreId: e.vectorStoreId,
      vectorStoreFileId: e.vectorStoreFileId,
    })
    .from(e)
    .where(and(eq(e.petitionId, petitionId), eq(e.vectorStoreStatus, 'pending')))
    .orderBy(sql`${e.evidenceNumber} asc nulls last`, asc(e.createdAt));
}

/** Uploads (unless the provider has the file already) and attaches one row; never throws for the row's own failure. */
async function attachRow(deps: Deps, provider: ProviderVectorStore, storeId: string, row: Row, log: JobLog): Promise<void> {
  const stillPending = eq(evidenceDocuments.vectorStoreStatus, 'pending');
  try {
    // A file that failed in this store before is detached first, so attaching starts afresh.
    if (row.vectorStoreFileId && row.vectorStoreId === storeId) await provider.detach(storeId, row.vectorStoreFileId);
    let fileId = row.openaiFileId ?? (await upload(deps, provider, row));
    if (!fileId) return;
    let attached: StoreFile;
    try {
      attached = await provider.attach(storeId, fileId);
    } catch (err) {
      // The file uploaded earlier is gone at the provider: send it again, once.
      if (!(row.openaiFileId && err instanceof VectorStoreProviderError && err.missing)) throw err;
      fileId = await upload(deps, provider, row);
      if (!fileId) return;
      attached = await provider.attach(storeId, fileId);
    }
    const fields = { vectorStoreFileId: attached.id, vectorStoreId: storeId, vectorStoreStatus: attached.status, vectorStoreError: indexError(attached), vectorStoreAttachedAt: new Date() };
    if (!(await saveVectorFields(deps, row, fields, stillPending))) await takeBack(provider, storeId, fileId, log);
  } catch (err) {
    const message = err instanceof VectorStoreProviderError ? err.message : UPLOAD_FAILED;
    if (!(err instanceof VectorStoreProviderError)) log.error({ err: safeError(err) }, 'vector store upload failed');
    await saveVectorFields(deps, row, { vectorStoreStatus: 'failed', vectorStoreError: message }, stillPending);
  }
}

/** Sends the row's file; its provider id, or null when the row cannot be sent (marked failed) or is gone. */
async function upload(deps: Deps, provider: ProviderVectorStore, row: Row): Promise<string | null> {
  const file = await fileToUpload(deps, row);
  if ('error' in file) {
    await saveVectorFields(deps, row, { vectorStoreStatus: 'failed', vectorStoreError: file.error });
    return null;
  }
  const uploaded = await provider.uploadFile(file);
  const saved = await saveVectorFields(deps, row, { openaiFileId: uploaded.id, openaiFileStatus: uploaded.status, openaiUploadedAt: uploaded.uploadedAt });
  if (saved) return uploaded.id;
  await provider.deleteFile(uploaded.id).catch(() => undefined);
  return null;
}

/** A row deleted while its file went up: the file leaves the store and the provider. */
async function takeBack(provider: ProviderVectorStore, storeId: string, fileId: string, log: JobLog) {
  try {
    await provider.detach(storeId, fileId);
    await provider.deleteFile(fileId);
  } catch (err) {
    log.error({ err: safeError(err) }, 'vector store: a deleted row\'s provider file could not be deleted');
  }
}

/** Follows the petition's 'in_progress' files for a while; true when some are still indexing. */
async function followIndexing(deps: Deps, provider: ProviderVectorStore, storeId: string, petitionId: string): Promise<boolean> {
  const e = evidenceDocuments;
  const inProgress = eq(e.vectorStoreStatus, 'in_progress');
  for (const delay of FOLLOW_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const rows = await deps.database.db
      .select({ id: e.id, petitionId: e.petitionId, fileName: e.fileName, fileId: e.vectorStoreFileId, attachedAt: e.vectorStoreAttachedAt })
      .from(e)
      .where(and(eq(e.petitionId, petitionId), eq(e.vectorStoreId, storeId), inProgress));
    if (rows.length === 0) return false;
    for (const row of rows) {
      if (!row.attachedAt || Date.now() - row.attachedAt.getTime() > INDEXING_LIMIT_MS) {
        await saveVectorFields(deps, row, { vectorStoreStatus: 'failed', vectorStoreError: INDEXING_TOO_LONG }, inProgress);
        continue;
      }
      try {
        const now = await provider.status(storeId, row.fileId ?? '');
        if (now.status !== 'in_progress') await saveVectorFields(deps, row, { vectorStoreStatus: now.status, vectorStoreError: indexError(now) }, inProgress);
      } catch (err) {
        if (!(err instanceof VectorStoreProviderError)) throw err;
        // Unreachable: ask again on the next round. Gone: say so on the row.
        if (err.missing) await saveVectorFields(deps, row, { vectorStoreStatus: 'failed', vectorStoreError: err.message }, inProgress);
      }
    }
  }
  return true;
}
