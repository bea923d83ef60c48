import type { PgBoss } from 'pg-boss';
import type { GenerateStatementBody } from '../../../src/contract/statements';
import { badRequest, UnavailableError } from '../../platform/errors';
import { QUEUES } from '../../platform/queue/names';
import type { PetitionRow } from '../petitions/dto';
import { petitionVisaType } from '../petitions/visa';
import { ENDEAVOR_REQUIRED_MESSAGE, endeavorAllowsStatement } from './endeavor-gate';
import { checkedCriterionTitle, type StatementJobData } from './job';

const UNAVAILABLE = 'Statement generation is not available right now. Please try again later.';

/** Checks the criterion against the petition's visa and queues the draft; the result arrives by push. */
export async function queueStatement(boss: PgBoss | null, petition: PetitionRow, body: GenerateStatementBody): Promise<void> {
  const visaType = petitionVisaType(petition);
  const criteriaTitle = checkedCriterionTitle(visaType, body.criteriaId, body.criteriaTitle);
  if (!endeavorAllowsStatement(petition, body.criteriaId)) throw badRequest(ENDEAVOR_REQUIRED_MESSAGE);
  if (!boss) throw new UnavailableError(UNAVAILABLE);
  const instructions = body.instructions?.trim();
  const data: StatementJobData = {
    petitionId: petition.id,
    criteriaId: body.criteriaId,
    criteriaTitle,
    ...(instructions ? { instructions } : {}),
  };
  const id = await boss.send(QUEUES.statementGeneration, data);
  if (!id) throw new UnavailableError(UNAVAILABLE);
}
