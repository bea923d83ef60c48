import { criteriaReportSchema } from '../../../src/contract/criteria-report';
import { visaTypeSchema } from '../../../src/contract/visa';
import type { Analyst } from '../../platform/analyst/analyst';
import { answerContext } from '../analyst/draft-contexts';
import { assertExhibitRefs } from '../analyst/exhibits';
import { enforceDraft } from '../analyst/guarantees';
import type { Db } from '../../platform/db/client';
import { UpstreamError, ValidationError } from '../../platform/errors';
import { exhibitNumbers, loadAnalysedEvidence } from '../evidence/analysed';
import { countEvidence, retrievePassages } from './retrieve';

type PetitionRef = { id: string; visaType: string; criteriaStrengthReport: unknown };

/**
 * Answers a question about one petition from what its evidence says (full-text retrieval)
 * and its criteria report. Nothing is stored: the chat history lives on the screen only.
 */
export async function answerQuestion(deps: { db: Db; analyst: Analyst }, petition: PetitionRef, question: string): Promise<string> {
  const { db, analyst } = deps;
  const visaType = visaTypeSchema.safeParse(petition.visaType);
  if (!visaType.success) throw new ValidationError(`This petition's visa type (${petition.visaType}) is not supported.`);
  // A report saved by an older version may not fit today's shape; answer without it then.
  const report = criteriaReportSchema.safeParse(petition.criteriaStrengthReport);
  const [passages, evidenceCount, numbers, exhibits] = await Promise.all([
    retrievePassages(db, petition.id, question),
    countEvidence(db, petition.id),
    exhibitNumbers(db, petition.id),
    loadAnalysedEvidence(db, petition.id),
  ]);
  const input = { visaType: visaType.data, question, passages, exhibits, report: report.success ? report.data : null, evidenceCount };
  const { answer } = await analyst.answerQuestion(input, { petitionId: petition.id });
  try {
    assertExhibitRefs(answer, numbers);
  } catch {
    throw new UpstreamError('The answer cited an exhibit that is not in this petition. Please ask again.');
  }
  // Quotations must be in the exhibit they are attributed to; an answer may talk about how it searched.
  try {
    return enforceDraft(answer, answerContext(input)).text;
  } catch {
    throw new UpstreamError('The answer quoted text that is not in your exhibits, so it was not shown. Please ask again.');
  }
}
