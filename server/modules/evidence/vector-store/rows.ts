import { and, eq, type SQL } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { evidenceDocuments } from '../../../platform/db/schema';
import { publishEvidenceStatus, type StatusTarget } from '../status';

type VectorFields = Partial<
  Pick<
    typeof evidenceDocuments.$inferInsert,
    'openaiFileId' | 'openaiFileStatus' | 'openaiUploadedAt' | 'vectorStoreFileId' | 'vectorStoreId' | 'vectorStoreStatus' | 'vectorStoreAttachedAt' | 'vectorStoreError'
  >
>;

/**
 * Writes a row's provider fields; false when the row is gone (deleted meanwhile), so the caller can
 * take back what it put at the provider. A status change is pushed as 'updated': the list refreshes,
 * and no analysis toast is raised for it.
 */
export async function saveVectorFields(deps: Deps, row: StatusTarget, fields: VectorFields, onlyIf?: SQL): Promise<boolean> {
  const saved = await deps.database.db
    .update(evidenceDocuments)
    .set({ ...fields, updatedAt: new Date() })
    .where(onlyIf ? and(eq(evidenceDocuments.id, row.id), onlyIf) : eq(evidenceDocuments.id, row.id))
    .returning({ id: evidenceDocuments.id });
  if (saved.length === 0) return false;
  if (fields.vectorStoreStatus !== undefined) await publishEvidenceStatus(deps, row, 'updated');
  return true;
}

/** The petition's rows in `status` set to `fields` (with a push each). */
export async function saveVectorFieldsWhere(deps: Deps, petitionId: string, status: string, fields: VectorFields): Promise<void> {
  const rows = await deps.database.db
    .update(evidenceDocuments)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(evidenceDocuments.petitionId, petitionId), eq(evidenceDocuments.vectorStoreStatus, status)))
    .returning({ id: evidenceDocuments.id, petitionId: evidenceDocuments.petitionId, fileName: evidenceDocuments.fileName });
  for (const row of rows) await publishEvidenceStatus(deps, row, 'updated');
}
