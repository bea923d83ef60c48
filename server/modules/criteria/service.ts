import { eq } from 'drizzle-orm';
import { criteriaReportSchema, petitionStrength } from '../../../src/contract/criteria-report';
import type { Analyst } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { petitions } from '../../platform/db/schema';
import { notFound, UpstreamError } from '../../platform/errors';
import type { PetitionRow } from '../petitions/dto';
import { loadAnalysedEvidence } from '../evidence/analysed';
import { petitionVisaType } from '../petitions/visa';
import { assertReportExhibitRefs } from './report-exhibits';

/**
 * Builds the criteria strength report from the petition's analysed evidence and
 * saves it with the petition's strength. Analyst output is checked before it
 * is stored (shape and exhibit references): a bad report is never saved.
 */
export async function generateCriteriaReport(db: Db, analyst: Analyst, petition: PetitionRow): Promise<PetitionRow> {
  const visaType = petitionVisaType(petition);
  const evidence = await loadAnalysedEvidence(db, petition.id);
  const output = await analyst.buildCriteriaReport({ visaType, evidence });

  const parsed = criteriaReportSchema.safeParse(output.report);
  if (!parsed.success) throw new UpstreamError('The analyst returned a report in an unexpected shape; nothing was saved. Please try again.');
  try {
    assertReportExhibitRefs(parsed.data, evidence.map((e) => e.evidenceNumber));
  } catch (err) {
    throw new UpstreamError(`${(err as Error).message}; the report was not saved.`);
  }
  // The stored strength is the one the petition page defines (the mean of the criteria
  // scores), never a second number from the analyst: the dashboard shows this value.
  const strengthScore = petitionStrength(parsed.data);

  const [row] = await db
    .update(petitions)
    .set({ criteriaStrengthReport: parsed.data, strengthScore, updatedAt: new Date() })
    .where(eq(petitions.id, petition.id))
    .returning();
  // The petition was deleted while the report was being built.
  if (!row) throw notFound('Petition not found');
  return row;
}
