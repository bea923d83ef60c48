import { eq, sql } from 'drizzle-orm';
import { isCategoryOf } from '../../../src/contract/categories';
import type { UpdateEvidenceBody, UserSetField } from '../../../src/contract/evidence';
import { evidenceDocuments } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { petitionVisaType } from '../petitions/visa';
import { badRequest, notFound } from '../../platform/errors';
import { evidenceColumns, type EvidenceRow } from './dto';
import { saveFactSheetEdit } from './fact-sheet-edit';
import { followCorrection } from './follow-correction';
import { publishEvidenceStatus } from './status';

const UNKNOWN_CATEGORY_MESSAGE = 'Unknown category for this visa type';

type Target = typeof evidenceDocuments.$inferSelect;

/**
 * The user's corrections to one exhibit (PATCH /api/evidence/{id}). A category, description or title
 * the user sets is recorded in userSetFields, so reprocessing keeps it (server/modules/evidence/job.ts);
 * notes are the user's by nature. An empty note clears it. What was derived from the row follows in
 * follow-correction.ts.
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
  if (body.exhibitTitle !== undefined) {
    set.exhibitTitle = body.exhibitTitle;
    userSet.push('title');
  }
  if (body.userNotes !== undefined) set.userNotes = body.userNotes.trim() === '' ? null : body.userNotes;
  // The fact sheet is corrected on its own, field by field, and the filing follows it (decision 060).
  if (body.factSheet !== undefined) await saveFactSheetEdit(deps, row, petition, body);

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
  const followed = await followCorrection(deps, row, saved);
  // Other tabs refresh their list; 'updated' is no processing status, so no 'Evidence processed' toast.
  await publishEvidenceStatus(deps, row, 'updated');
  return followed;
}
