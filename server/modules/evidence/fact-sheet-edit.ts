/**
 * The user's corrections to a fact sheet (PATCH /api/evidence/{id} with `factSheet`, decision 060): merged
 * field by field into the stored sheet and marked as theirs, and checked as a whole. The filing follows the
 * corrected facts in follow-correction.ts, which runs the analyst once for any correction.
 * Saved only over the sheet it was merged into, so a correction or an analysis saved meanwhile is never lost.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { UpdateEvidenceBody } from '../../../src/contract/evidence';
import type { FactSheet } from '../../../src/contract/fact-sheet';
import type { FactSheetEdit } from '../../../src/contract/fact-sheet-edit';
import { applyFactSheetEdit, factSheetConflicts } from '../../../src/contract/fact-sheet-merge';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { badRequest, ConflictError, notFound } from '../../platform/errors';

/** What the refiling reads of the row, as the update's caller loaded it. */
type EditTarget = Pick<typeof evidenceDocuments.$inferSelect, 'id' | 'petitionId' | 'fileName' | 'mimeType' | 'extractedText' | 'aiAnalysis'> & { processingStatus: string | null };

const NO_FACT_SHEET_MESSAGE = 'factSheet: This exhibit has no fact sheet yet. Reprocess it, then correct its facts.';
const ATTEMPTS = 3;

async function current(deps: Deps, id: string) {
  const [row] = await deps.database.db
    .select({ factSheet: evidenceDocuments.factSheet, userSetFields: evidenceDocuments.userSetFields, applicantName: profiles.fullName })
    .from(evidenceDocuments)
    .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(evidenceDocuments.id, id))
    .limit(1);
  if (!row) throw notFound('Evidence not found');
  if (!row.factSheet) throw badRequest(NO_FACT_SHEET_MESSAGE);
  return { ...row, factSheet: row.factSheet };
}

/** The corrected sheet, or a 400 naming the field when it contradicts itself. */
function corrected(sheet: FactSheet, edit: FactSheetEdit): FactSheet {
  const next = applyFactSheetEdit(sheet, edit);
  const conflict = factSheetConflicts(next)[0];
  if (conflict) throw badRequest(`factSheet.${conflict.field}: ${conflict.message}`);
  return next;
}

/** Saves the correction of `body.factSheet`; the caller's own update then returns the row. */
export async function saveFactSheetEdit(deps: Deps, row: EditTarget, petition: { visaType: string }, body: UpdateEvidenceBody): Promise<void> {
  const edit = body.factSheet;
  if (!edit) return;
  for (let attempt = 1; ; attempt++) {
    const stored = await current(deps, row.id);
    const userCategory = body.category !== undefined || stored.userSetFields.includes('category');
    const next = corrected(stored.factSheet, edit);
    // The filing follows the corrected facts in followCorrection, which runs the analyst once for any correction.
    const outcome = { sheet: userCategory ? { ...next, filingReason: null } : next };
    const saved = await deps.database.db
      .update(evidenceDocuments)
      .set({ factSheet: outcome.sheet })
      .where(and(eq(evidenceDocuments.id, row.id), sql`${evidenceDocuments.factSheet} = ${JSON.stringify(stored.factSheet)}::jsonb`))
      .returning({ id: evidenceDocuments.id });
    if (saved.length > 0) return;
    if (attempt >= ATTEMPTS) throw new ConflictError('This exhibit changed while your correction was saved. Please try again.');
  }
}
