import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { caseDocuments } from '../../platform/db/schema';

/** A petition's case documents, newest first (the id breaks ties within one transaction's timestamp). */
export async function listCaseDocuments(db: Db, petitionId: string) {
  return db
    .select()
    .from(caseDocuments)
    .where(eq(caseDocuments.petitionId, petitionId))
    .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id));
}

export async function deleteCaseDocument(db: Db, documentId: string) {
  await db.delete(caseDocuments).where(eq(caseDocuments.id, documentId));
}
