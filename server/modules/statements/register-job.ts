import type { JobWithMetadata } from 'pg-boss';
import type { Deps } from '../../deps';
import { publishStatementStatus, runStatementJob, type StatementJobData } from './job';
import { QUEUES } from '../../platform/queue/boss';
import { reportingFailures, type JobLog } from '../../platform/queue/job-errors';

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
    { pollingIntervalSeconds: 1 },
    reportingFailures(log, QUEUES.statementGeneration, async ([job]) => {
      if (job) await runStatementJob(deps, job.data);
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
