import { CASE_DOCUMENT_TYPES, type CaseDocument } from '../../../src/contract/entities';
import type { caseDocuments } from '../../platform/db/schema';

export type CaseDocumentRow = typeof caseDocuments.$inferSelect;

const isKnownType = (t: string): t is CaseDocument['type'] => (CASE_DOCUMENT_TYPES as readonly string[]).includes(t);

/** A case document row as the API sends it: ISO dates, a known type. */
export function toCaseDocumentDto(row: CaseDocumentRow): CaseDocument {
  return {
    id: row.id,
    petitionId: row.petitionId,
    title: row.title,
    content: row.content,
    type: isKnownType(row.type) ? row.type : 'other',
    criteriaId: row.criteriaId,
    metadata: row.metadata ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
