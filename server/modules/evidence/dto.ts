import type { Evidence } from '../../../src/contract/entities';
import { evidenceDocuments } from '../../platform/db/schema';

/**
 * The columns the API sends: everything but the extracted text, the search vector and the
 * bookkeeping (hash, idempotency key). The list never reads the (possibly 200 KB) text.
 */
export const evidenceColumns = {
  id: evidenceDocuments.id,
  petitionId: evidenceDocuments.petitionId,
  evidenceNumber: evidenceDocuments.evidenceNumber,
  fileName: evidenceDocuments.fileName,
  fileUrl: evidenceDocuments.fileUrl,
  fileSize: evidenceDocuments.fileSize,
  mimeType: evidenceDocuments.mimeType,
  md5Hash: evidenceDocuments.md5Hash,
  category: evidenceDocuments.category,
  aiTags: evidenceDocuments.aiTags,
  aiDescription: evidenceDocuments.aiDescription,
  exhibitTitle: evidenceDocuments.exhibitTitle,
  factSheet: evidenceDocuments.factSheet,
  aiAnalysis: evidenceDocuments.aiAnalysis,
  processingStatus: evidenceDocuments.processingStatus,
  processingError: evidenceDocuments.processingError,
  userNotes: evidenceDocuments.userNotes,
  userSetFields: evidenceDocuments.userSetFields,
  openaiFileId: evidenceDocuments.openaiFileId,
  openaiFileStatus: evidenceDocuments.openaiFileStatus,
  openaiUploadedAt: evidenceDocuments.openaiUploadedAt,
  vectorStoreFileId: evidenceDocuments.vectorStoreFileId,
  vectorStoreId: evidenceDocuments.vectorStoreId,
  vectorStoreStatus: evidenceDocuments.vectorStoreStatus,
  vectorStoreAttachedAt: evidenceDocuments.vectorStoreAttachedAt,
  vectorStoreError: evidenceDocuments.vectorStoreError,
  createdAt: evidenceDocuments.createdAt,
  updatedAt: evidenceDocuments.updatedAt,
};

export type EvidenceRow = {
  [K in keyof typeof evidenceColumns]: (typeof evidenceDocuments.$inferSelect)[K];
};

/** An evidence row as the API sends it (entities.ts `evidenceSchema`): ISO dates. */
export function toEvidenceDto(row: EvidenceRow): Evidence {
  return {
    ...row,
    aiTags: row.aiTags ?? [],
    aiAnalysis: row.aiAnalysis ?? null,
    factSheet: row.factSheet ?? null,
    openaiUploadedAt: row.openaiUploadedAt?.toISOString() ?? null,
    vectorStoreAttachedAt: row.vectorStoreAttachedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
