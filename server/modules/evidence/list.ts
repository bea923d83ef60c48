import { and, eq, sql } from 'drizzle-orm';
import { toEvidenceListItem, type EvidenceDescription, type EvidenceListItem } from '../../../src/contract/evidence-list';
import type { Evidence } from '../../../src/contract/entities';
import type { Db } from '../../platform/db/client';
import { evidenceOwnedBy } from '../../platform/db/ownership';
import { evidenceDocuments } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { evidenceColumns, toEvidenceDto } from './dto';
import { EVIDENCE_LIST_ORDER, listEvidence } from './service';

/** Bumped when the list's shape changes, so a client's ETag from an older build never matches. */
const LIST_SHAPE = 'l1';

/**
 * Changes whenever a row of the petition is added, changed or removed, whoever wrote it (a request, a
 * job, another instance): each row's id with its xmin, the transaction that last wrote it. One small
 * query instead of reading every row (docs/decisions/034).
 */
export async function evidenceVersion(db: Db, petitionId: string): Promise<string> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      digest: sql<string>`coalesce(md5(string_agg(${evidenceDocuments.id}::text || ':' || ${evidenceDocuments}.xmin::text, ',' order by ${evidenceDocuments.id})), '0')`,
    })
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.petitionId, petitionId));
  return `${LIST_SHAPE}-${row?.rows ?? 0}-${row?.digest ?? '0'}`;
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
