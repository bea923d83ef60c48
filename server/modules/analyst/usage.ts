/**
 * A model's token usage: logged for the operator and stored per petition and job
 * (analyst_usage). Best effort: a petition deleted while its job ran takes no usage row, and a
 * failed insert never fails the draft.
 */
import type { Db } from '../../platform/db/client';
import { analystUsage } from '../../platform/db/schema';
import { safeError } from '../../platform/http/log-safe';
import type { AnalystLog, UsageRecord } from './openai/run';

export function usageRecorder(db: Db, log: AnalystLog) {
  return async (usage: UsageRecord): Promise<void> => {
    log.info({ ...usage, totalTokens: usage.promptTokens + usage.completionTokens }, 'analyst model usage');
    try {
      await db.insert(analystUsage).values({
        petitionId: usage.petitionId ?? null,
        jobId: usage.jobId ?? null,
        operation: usage.operation,
        model: usage.model,
        requests: usage.requests,
        promptTokens: usage.promptTokens,
        completionTokens: usage.completionTokens,
      });
    } catch (err) {
      log.warn({ err: safeError(err), operation: usage.operation }, 'the model usage could not be recorded');
    }
  };
}
