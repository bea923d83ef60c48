import { eq } from 'drizzle-orm';
import { criteriaReportSchema } from '../../../src/contract/criteria-report';
import { petitionStrength } from '../../../src/contract/strength';
import type { Analyst } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { petitions } from '../../platform/db/schema';
import { notFound, NotFoundError, UpstreamError } from '../../platform/errors';
import type { PetitionRow } from '../petitions/dto';
import { countedEvidence, loadAnalysedEvidence } from '../evidence/analysed';
import { petitionVisaType } from '../petitions/visa';
import { assertReportExhibitRefs } from './report-exhibits';
import { followNumbering, lockNumbering, readWithNumbering } from '../exhibit-order/follow-numbering';

/**
 * Builds the criteria strength report from the petition's analysed evidence and
 * saves it with the petition's strength. Analyst output is checked before it
 * is stored (shape and exhibit references): a bad report is never saved.
 */
export async function generateCriteriaReport(db: Db, analyst: Analyst, petition: PetitionRow): Promise<PetitionRow> {
  const visaType = petitionVisaType(petition);
  // The numbers the report is written with; the save follows them to today's (decision 032).
  // Only exhibits that may prove something for her are scored: the filing as she corrected it (decision 062).
  const { value: evidence, seen } = await readWithNumbering(db, petition.id, async (tx) => countedEvidence(await loadAnalysedEvidence(tx, petition.id)));
  const output = await analyst.buildCriteriaReport({ visaType, evidence }, { petitionId: petition.id });

  const parsed = criteriaReportSchema.safeParse({ ...output.report, author: output.author });
  if (!parsed.success) throw new UpstreamError('The analyst returned a report in an unexpected shape; nothing was saved. Please try again.');
  try {
    assertReportExhibitRefs(parsed.data, evidence.map((e) => e.evidenceNumber));
  } catch (err) {
    throw new UpstreamError(`${(err as Error).message}; the report was not saved.`);
  }
  // The stored strength is the one the petition page defines (the mean of the criteria
  // scores), never a second number from the analyst: the dashboard shows this value.
  const strengthScore = petitionStrength(parsed.data);

  const row = await db.transaction(async (tx) => {
    const renumbering = await lockNumbering(tx, petition.id, seen);
    if (!renumbering) return undefined;
    const report = followNumbering(parsed.data, renumbering, 'report');
    const [updated] = await tx.update(petitions).set({ criteriaStrengthReport: report, strengthScore, updatedAt: new Date() }).where(eq(petitions.id, petition.id)).returning();
    return updated;
  });
  // The petition was deleted while the report was being built.
  if (!row) throw notFound('Petition not found');
  return row;
}

/**
 * A saved report after the evidence it scored was corrected (decision 062): built again, so no score,
 * reasoning or suggestion speaks of the filing as it was. If it cannot be built now (the model failed),
 * it is dropped rather than left stale, with the strength it gave; the user generates it again.
 * Nothing is done for a petition without a report.
 */
export async function refreshCriteriaReport(db: Db, analyst: Analyst, petitionId: string): Promise<void> {
  const [petition] = await db.select().from(petitions).where(eq(petitions.id, petitionId)).limit(1);
  if (!petition?.criteriaStrengthReport) return;
  try {
    await generateCriteriaReport(db, analyst, petition);
  } catch (err) {
    if (err instanceof NotFoundError) return;
    await db.update(petitions).set({ criteriaStrengthReport: null, strengthScore: null, updatedAt: new Date() }).where(eq(petitions.id, petitionId));
  }
}
