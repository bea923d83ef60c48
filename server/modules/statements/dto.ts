import type { CaseDocument } from '../../../src/contract/entities';
import type { caseDocuments } from '../../platform/db/schema';

export type CaseDocumentRow = typeof caseDocuments.$inferSelect;

/** A case document row as the API sends it: ISO dates (the column's type is the contract's enum). */
export function toCaseDocumentDto(row: CaseDocumentRow): CaseDocument {
  return {
    id: row.id,
    petitionId: row.petitionId,
    title: row.title,
    content: row.content,
    type: row.type,
    criteriaId: row.criteriaId,
    metadata: row.metadata ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
