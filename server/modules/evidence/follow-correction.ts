import { and, eq } from 'drizzle-orm';
import type { VisaType } from '../../../src/contract/visa';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { refreshCriteriaReport } from '../criteria/service';
import { petitionVisaType } from '../petitions/visa';
import { evidenceColumns, type EvidenceRow } from './dto';
import { builtTitle } from './exhibit-titles';
import { unlessUserSet } from './job';
import { markDraftsStale } from './stale-drafts';

// One correction reaches every output (issue 32 item 4, decision 062). Whatever the user changed on the row
// (its category today, its fact sheet once that is editable), what was derived from the old record is
// redone or dropped here, in one place: the row's own analysis (description, relevance note, tags, filing,
// title), the petition's saved criteria report, and the marks on the statements and letters written from
// it. Everything else reads the row as it now stands (the chat, the suggestions, the packet's next build).

type Before = typeof evidenceDocuments.$inferSelect;

/** Fields a change of which corrects nothing derived: the user's own notes and title, and bookkeeping. */
const DERIVES_NOTHING = new Set(['userNotes', 'exhibitTitle', 'userSetFields', 'updatedAt']);

/** The row's fields the correction changed (a field not listed above is followed, so a new one is too). */
function changedFields(before: Before, after: EvidenceRow): string[] {
  return (Object.keys(after) as Array<keyof EvidenceRow>).filter(
    (key) => !DERIVES_NOTHING.has(key) && key in before && JSON.stringify(before[key as keyof Before]) !== JSON.stringify(after[key]),
  );
}

/**
 * The row's analysis again, from the text already extracted (no second OCR), under the record as corrected:
 * the user's category, and the fact sheet as stored, so an edited sheet decides the filing. The description,
 * the category and the title are the analyst's only where the user has not set them.
 */
async function reanalyse(deps: Deps, before: Before, after: EvidenceRow, visa: VisaType, applicantName: string): Promise<EvidenceRow> {
  if (before.processingStatus !== 'completed' || !before.extractedText?.trim()) return after;
  const mimeType = after.mimeType ?? 'application/octet-stream';
  const analysis = await deps.analyst.analyseEvidence(
    {
      visaType: visa,
      fileName: after.fileName,
      mimeType,
      text: before.extractedText,
      applicantName,
      ...(after.userSetFields.includes('category') && after.category ? { category: after.category } : {}),
      ...(after.factSheet ? { factSheet: after.factSheet } : {}),
    },
    { petitionId: after.petitionId },
  );
  const kind = after.aiAnalysis?.kind ?? analysis.kind;
  // An edited sheet title is the exhibit's title; otherwise built again, since a document without text is titled by its category.
  const sheetTitle = after.factSheet?.title !== before.factSheet?.title ? after.factSheet?.title : undefined;
  const title = sheetTitle ?? builtTitle({ text: before.extractedText, fileName: after.fileName, mimeType, category: analysis.category, aiAnalysis: { kind } }, visa);
  const [saved] = await deps.database.db
    .update(evidenceDocuments)
    .set({
      category: unlessUserSet('category', evidenceDocuments.category, analysis.category),
      aiDescription: unlessUserSet('description', evidenceDocuments.aiDescription, analysis.description),
      exhibitTitle: unlessUserSet('title', evidenceDocuments.exhibitTitle, title),
      aiTags: analysis.tags,
      aiAnalysis: { ...after.aiAnalysis, relevance: analysis.relevance, criteriaIds: analysis.criteriaIds, author: analysis.author },
      ...(analysis.factSheet ? { factSheet: analysis.factSheet } : {}),
      updatedAt: new Date(),
    })
    // A reprocess started meanwhile writes its own analysis.
    .where(and(eq(evidenceDocuments.id, after.id), eq(evidenceDocuments.processingStatus, 'completed')))
    .returning(evidenceColumns);
  return saved ?? after;
}

/**
 * Called by PATCH /api/evidence/{id} once the user's correction is saved: `before` is the row as it was,
 * `after` as saved. Returns the row as it stands when everything has followed.
 */
export async function followCorrection(deps: Deps, before: Before, after: EvidenceRow): Promise<EvidenceRow> {
  const changed = changedFields(before, after);
  if (changed.length === 0) return after;
  const db = deps.database.db;
  const [petition] = await db
    .select({ visaType: petitions.visaType, applicantName: profiles.fullName })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(petitions.id, after.petitionId))
    .limit(1);
  if (!petition) return after;
  const visa = petitionVisaType(petition);

  // A description alone changes what is read only of a row without text: its description stands in for it.
  const onlyDescription = changed.every((f) => f === 'aiDescription');
  if (onlyDescription) {
    if (!before.extractedText?.trim()) await refreshCriteriaReport(db, deps.analyst, after.petitionId);
    return after;
  }
  const row = await reanalyse(deps, before, after, visa, petition.applicantName);
  await refreshCriteriaReport(db, deps.analyst, after.petitionId);
  await markDraftsStale(db, after.petitionId, visa, { evidenceNumber: row.evidenceNumber, fileName: row.fileName, from: before.category, to: row.category });
  return row;
}
