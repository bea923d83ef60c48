import type { JobWithMetadata } from 'pg-boss';
import { eq } from 'drizzle-orm';
import { criteriaReportSchema, FINAL_MERITS, NIW_CONCLUSION_TITLE } from '../../../src/contract/criteria-report';
import { hasProposedEndeavor } from '../../../src/contract/endeavor';
import { findCriterion } from '../../../src/contract/criteria';
import type { VisaType } from '../../../src/contract/visa';
import type { DraftedStatement, EvidenceForAnalysis } from '../../platform/analyst/analyst';
import { statementContext } from '../analyst/draft-contexts';
import { assertExhibitRefs } from '../analyst/exhibits';
import { enforceDraft } from '../analyst/guarantees';
import type { Deps } from '../../platform/deps';
import { petitions, profiles } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { ownerOfPetition } from '../../platform/db/ownership';
import { countedEvidence, loadAnalysedEvidence } from '../evidence/analysed';
import { petitionVisaType } from '../petitions/visa';
import { reportWithKnownExhibits } from '../criteria/report-exhibits';
import { replaceStatement } from './save';
import { ENDEAVOR_REQUIRED_MESSAGE, endeavorAllowsStatement } from './endeavor-gate';
import { EvidenceChangedError, readWithNumbering } from '../exhibit-order/follow-numbering';
import { QUEUES } from '../../platform/queue/names';
import { pollEvery } from '../../platform/queue/polling';
import { reportingFailures, type JobLog } from '../../platform/queue/job-errors';

/**
 * The filing text as it may be saved: every guarantee checked in code, whichever analyst wrote it
 * (architecture.md §the-analyst). A paragraph that breaks one is left out and the notes say so; a draft that cannot
 * be mended is refused with a message the user can act on.
 */
function guaranteedContent(
  draft: DraftedStatement,
  source: { visaType: VisaType; applicantName: string; instructions?: string; evidence: EvidenceForAnalysis[] },
): { content: string; notes: string[] } {
  try {
    const { text, removed } = enforceDraft(draft.content, statementContext(source));
    const left = removed.length > 0 ? [`${removed.length === 1 ? 'A passage was' : `${removed.length} passages were`} left out because ${removed.map((v) => v.detail).join('; ')}.`] : [];
    return { content: text, notes: [...draft.notes, ...left] };
  } catch (err) {
    throw new StatementError('The draft did not pass the checks on quotations, facts and wording, so it was not saved. Please try again or change the instructions.', (err as Error).message);
  }
}

/** What the route queues and the worker receives. */
export type StatementJobData = { petitionId: string; criteriaId: string; criteriaTitle: string; instructions?: string };

/**
 * An error whose `userMessage` is safe to push to the user when the job fails
 * for good. pg-boss keeps the thrown error's own fields in the job output, which
 * the dead-letter handler reads back.
 */
export class StatementError extends Error {
  constructor(readonly userMessage: string, detail = userMessage) {
    super(detail);
  }
}

/** The criterion's title as the catalogue words it; 400 for an id outside the visa's catalogue. */
export function checkedCriterionTitle(visaType: VisaType, criteriaId: string, requestedTitle: string): string {
  if (criteriaId === FINAL_MERITS) return requestedTitle;
  const criterion = findCriterion(visaType, criteriaId);
  if (!criterion) throw badRequest('Unknown criterion for this visa type');
  return criterion.title;
}

/** The title the statement is saved under: an NIW closing statement is always 'Conclusion', whatever a model called it. */
function savedTitle(visaType: VisaType, data: StatementJobData, drafted: string): string {
  if (data.criteriaId === FINAL_MERITS && hasProposedEndeavor(visaType)) return NIW_CONCLUSION_TITLE;
  return drafted.trim() || data.criteriaTitle;
}

type StatementJobDeps = Pick<Deps, 'database' | 'analyst' | 'push'>;

/**
 * Drafts one statement and saves it as the criterion's case document, then
 * tells the owner. A petition deleted meanwhile ends the job quietly: nothing
 * written, nothing pushed. Returns whether a statement was saved.
 */
export async function runStatementJob(deps: StatementJobDeps, data: StatementJobData, jobId?: string): Promise<boolean> {
  const db = deps.database.db;
  // One numbering for the petition's report and its evidence; the save follows it to today's (decision 032).
  const { value: read, seen } = await readWithNumbering(db, data.petitionId, async (tx) => {
    const [found] = await tx
      .select({ petition: petitions, applicantName: profiles.fullName })
      .from(petitions)
      .innerJoin(profiles, eq(profiles.id, petitions.profileId))
      .where(eq(petitions.id, data.petitionId))
      .limit(1);
    // A statement argues only from exhibits that may prove something for her (decision 062): one set aside is never quoted or cited.
    return found ? { ...found, evidence: countedEvidence(await loadAnalysedEvidence(tx, data.petitionId)) } : null;
  });
  if (!read) return false;
  const { petition, applicantName, evidence } = read;
  const visaType = petitionVisaType(petition);
  // The endeavor may have been cleared after the request was queued: still nothing to argue from.
  if (!endeavorAllowsStatement(petition, data.criteriaId)) throw new StatementError(ENDEAVOR_REQUIRED_MESSAGE);

  const numbers = evidence.map((e) => e.evidenceNumber);
  const saved = criteriaReportSchema.safeParse(petition.criteriaStrengthReport);
  const report = saved.success ? reportWithKnownExhibits(saved.data, numbers) : null;

  const draft = await deps.analyst.draftStatement({
    visaType,
    criteriaId: data.criteriaId,
    criteriaTitle: data.criteriaTitle,
    instructions: data.instructions,
    applicantName,
    evidence,
    report,
  }, { petitionId: petition.id, jobId });
  try {
    assertExhibitRefs(`${draft.title}\n${draft.content}`, numbers);
  } catch (err) {
    throw new StatementError('The draft cited an exhibit that is not in this petition, so it was not saved. Please try again.', (err as Error).message);
  }
  if (!draft.content.trim()) throw new StatementError('The draft came back empty. Please try again.');
  const checked = guaranteedContent(draft, { visaType, applicantName, instructions: data.instructions, evidence });

  let row;
  try {
    row = await replaceStatement(db, { petitionId: petition.id, criteriaId: data.criteriaId, title: savedTitle(visaType, data, draft.title), content: checked.content, notes: checked.notes, author: draft.author }, seen);
  } catch (err) {
    if (err instanceof EvidenceChangedError) throw new StatementError(err.message);
    throw err;
  }
  if (!row) return false;
  await publishStatementStatus(deps, data, 'completed');
  return true;
}

/**
 * Tells the petition's owner how a statement job ended. Best effort: the
 * statement is saved whether or not the message gets out, and a client that
 * missed it refetches the case documents when it reconnects.
 */
async function publishStatementStatus(deps: StatementJobDeps, data: StatementJobData, status: 'completed' | 'failed', error?: string) {
  try {
    const owner = await ownerOfPetition(deps.database.db, data.petitionId);
    if (!owner) return;
    await deps.push.publish(owner, { type: 'statement-status', petitionId: data.petitionId, criteriaId: data.criteriaId, status, ...(error ? { error } : {}) });
  } catch {
    // See above.
  }
}

/**
 * Statement drafts. A failing attempt throws, so pg-boss retries it (queue
 * options in boss.ts); after the last retry the job lands in the dead-letter
 * queue, whose handler tells the user it failed. No row carries a
 * 'generating' state, so a crash leaves nothing stuck: the job is retried.
 */
export async function registerStatementGenerationWorker(deps: Deps, log: JobLog) {
  const boss = deps.boss;
  if (!boss) return;
  await boss.work<StatementJobData>(
    QUEUES.statementGeneration,
    pollEvery(1),
    reportingFailures(log, QUEUES.statementGeneration, async ([job]) => {
      if (job) await runStatementJob(deps, job.data, job.id);
    }),
  );
  await boss.work(
    QUEUES.statementGenerationDead,
    { pollingIntervalSeconds: 1, includeMetadata: true },
    reportingFailures(log, QUEUES.statementGenerationDead, async ([job]: JobWithMetadata<StatementJobData>[]) => {
      if (!job) return;
      const output = job.sourceOutput as { userMessage?: unknown } | null;
      const userMessage = typeof output?.userMessage === 'string' ? output.userMessage : undefined;
      // Nothing was written for a failed job, so nothing is left half-done: only the user needs telling.
      await publishStatementStatus(deps, job.data, 'failed', userMessage);
    }),
  );
}
