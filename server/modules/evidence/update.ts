import { eq, sql } from 'drizzle-orm';
import { isCategoryOf } from '../../../src/contract/categories';
import type { UpdateEvidenceBody, UserSetField } from '../../../src/contract/evidence';
import { evidenceDocuments } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { petitionVisaType } from '../petitions/visa';
import { badRequest, notFound } from '../../platform/errors';
import { evidenceColumns, type EvidenceRow } from './dto';
import { saveFactSheetEdit } from './fact-sheet-edit';
import { publishEvidenceStatus } from './status';

export const UNKNOWN_CATEGORY_MESSAGE = 'Unknown category for this visa type';

type Target = {
  id: string;
  petitionId: string;
  fileName: string;
  mimeType: string | null;
  extractedText: string | null;
  processingStatus: string | null;
  aiAnalysis: (typeof evidenceDocuments.$inferSelect)['aiAnalysis'];
};

/**
 * The user's corrections to one exhibit (PATCH /api/evidence/{id}). A category, description or title
 * the user sets is recorded in userSetFields, so reprocessing keeps it (server/modules/evidence/job.ts);
 * notes are the user's by nature. An empty note clears it.
 */
/**
 * The analyst follows a new category at once: the relevance note, the criteria and the tags are
 * redone for it from the text already extracted (no second OCR). The description stays as it was.
 */
async function followedAnalysis(deps: Deps, row: Target, petition: { visaType: string }, category: string): Promise<Partial<typeof evidenceDocuments.$inferInsert>> {
  if (row.processingStatus !== 'completed' || !row.extractedText?.trim()) return {};
  const analysis = await deps.analyst.analyseEvidence({
    visaType: petitionVisaType(petition),
    fileName: row.fileName,
    mimeType: row.mimeType ?? 'application/octet-stream',
    text: row.extractedText,
    category,
  }, { petitionId: row.petitionId });
  return { aiTags: analysis.tags, aiAnalysis: { ...row.aiAnalysis, relevance: analysis.relevance, criteriaIds: analysis.criteriaIds, author: analysis.author } };
}

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
  if (body.category !== undefined) Object.assign(set, await followedAnalysis(deps, row, petition, body.category));
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
  // Other tabs refresh their list; 'updated' is no processing status, so no 'Evidence processed' toast.
  await publishEvidenceStatus(deps, row, 'updated');
  return saved;
}
