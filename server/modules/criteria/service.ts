import { eq } from 'drizzle-orm';
import { criteriaReportSchema } from '../../../src/contract/criteria-report';
import { petitionStrength } from '../../../src/contract/strength';
import type { Analyst } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { petitions } from '../../platform/db/schema';
import { notFound, UpstreamError } from '../../platform/errors';
import type { PetitionRow } from '../petitions/dto';
import { loadAnalysedEvidence } from '../evidence/analysed';
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
  const { value: evidence, seen } = await readWithNumbering(db, petition.id, (tx) => loadAnalysedEvidence(tx, petition.id));
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
