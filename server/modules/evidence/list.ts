import { and, eq, sql } from 'drizzle-orm';
import { toEvidenceListItem, type EvidenceDescription, type EvidenceListItem } from '../../../src/contract/evidence-list';
import type { Evidence } from '../../../src/contract/entities';
import type { Db } from '../../platform/db/client';
import { evidenceOwnedBy, ownedPetition } from '../../platform/db/ownership';
import { evidenceDocuments, petitions } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { evidenceColumns, toEvidenceDto } from './dto';
import { EVIDENCE_LIST_ORDER, listEvidence } from './service';

/** Bumped when the list's shape changes, so a client's ETag from an older build never matches. */
const LIST_SHAPE = 'l3';

/**
 * The petition's id if it is the user's (else a 404), and the version of its evidence: it changes whenever a
 * row is added, changed or removed, whoever wrote it (a request, a job, another instance), since each row's
 * xmin names the transaction that last wrote it. One small query instead of reading every row, with the
 * ownership check in the same round trip (docs/decisions/034); the 64-bit hashes are combined by xor, so
 * no sort is needed.
 */
export async function ownedEvidenceVersion(db: Db, userId: string, petitionId: string): Promise<{ petitionId: string; version: string }> {
  const [row] = await db
    .select({
      id: petitions.id,
      rows: sql<number>`count(${evidenceDocuments.id})::int`,
      digest: sql<string>`to_hex(coalesce(bit_xor(hashtextextended(${evidenceDocuments.id}::text || ':' || ${evidenceDocuments}.xmin::text, 0)), 0))`,
    })
    .from(petitions)
    .leftJoin(evidenceDocuments, eq(evidenceDocuments.petitionId, petitions.id))
    .where(ownedPetition(userId, petitionId))
    .groupBy(petitions.id);
  if (!row) throw notFound('Petition not found');
  return { petitionId: row.id, version: `${LIST_SHAPE}-${row.rows}-${row.digest}` };
}

/** GET /api/petitions/{id}/evidence: the rows as the table shows them (architecture.md §screens order). */
export async function listEvidenceItems(db: Db, petitionId: string): Promise<EvidenceListItem[]> {
  return (await listEvidence(db, petitionId)).map((row) => toEvidenceListItem(toEvidenceDto(row)));
}

/** GET /api/petitions/{id}/evidence/descriptions: every described row, whole, in list order. */
export async function listEvidenceDescriptions(db: Db, petitionId: string): Promise<EvidenceDescription[]> {
  return db
    .select({
      id: evidenceDocuments.id,
      fileName: evidenceDocuments.fileName,
      category: evidenceDocuments.category,
      aiTags: evidenceDocuments.aiTags,
      aiDescription: evidenceDocuments.aiDescription,
      userSetFields: evidenceDocuments.userSetFields,
      filingReason: sql<string | null>`${evidenceDocuments.factSheet} ->> 'filingReason'`,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), sql`coalesce(trim(${evidenceDocuments.aiDescription}), '') <> ''`))
    .orderBy(...EVIDENCE_LIST_ORDER);
}

/** GET /api/evidence/{id}: the whole row, if it is in one of the user's petitions. */
export async function loadEvidenceDetail(db: Db, userId: string, evidenceId: string): Promise<Evidence> {
  const [row] = await db
    .select(evidenceColumns)
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.id, evidenceId), evidenceOwnedBy(userId)))
    .limit(1);
  if (!row) throw notFound('Evidence not found');
  return toEvidenceDto(row);
}
