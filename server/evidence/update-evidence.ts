import { eq, sql } from 'drizzle-orm';
import { isCategoryOf } from '../../src/contract/categories';
import type { UpdateEvidenceBody, UserSetField } from '../../src/contract/evidence';
import { evidenceDocuments } from '../db/schema';
import type { Deps } from '../deps';
import { petitionVisaType } from '../criteria/petition-visa';
import { badRequest, notFound } from '../http/errors';
import { evidenceColumns, type EvidenceRow } from './evidence-dto';
import { publishEvidenceStatus } from './evidence-status';

export const UNKNOWN_CATEGORY_MESSAGE = 'Unknown category for this visa type';

type Target = { id: string; petitionId: string; fileName: string };

/**
 * The user's corrections to one exhibit (PATCH /api/evidence/{id}). A category or description
 * the user sets is recorded in userSetFields, so reprocessing keeps it (server/jobs/evidence-analysis.ts);
 * notes are the user's by nature. An empty note clears it.
 */
export async function updateEvidence(deps: Deps, row: Target, petition: { visaType: string }, body: UpdateEvidenceBody): Promise<EvidenceRow> {
  const set: Partial<typeof evidenceDocuments.$inferInsert> = {};
  const userSet: UserSetField[] = [];
  if (body.category !== undefined) {
    if (!isCategoryOf(petitionVisaType(petition), body.category)) throw badRequest(UNKNOWN_CATEGORY_MESSAGE);
    set.category = body.category;
    userSet.push('category');
  }
  if (body.aiDescription !== undefined) {
    set.aiDescription = body.aiDescription;
    userSet.push('description');
  }
  if (body.userNotes !== undefined) set.userNotes = body.userNotes.trim() === '' ? null : body.userNotes;

  const [saved] = await deps.database.db
    .update(evidenceDocuments)
    .set({
      ...set,
      // A set union in SQL, so two corrections saved at once both stay marked.
      ...(userSet.length > 0
        ? {
            userSetFields: sql`(select coalesce(jsonb_agg(f order by f), '[]'::jsonb) from (select distinct jsonb_array_elements_text(${evidenceDocuments.userSetFields} || ${JSON.stringify(userSet)}::jsonb) as f) as fields)`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(evidenceDocuments.id, row.id))
    .returning(evidenceColumns);
  // Deleted between the ownership check and this update.
  if (!saved) throw notFound('Evidence not found');
  // Other tabs refresh their list; 'updated' is no processing status, so no 'Evidence processed' toast.
  await publishEvidenceStatus(deps, row, 'updated');
  return saved;
}
