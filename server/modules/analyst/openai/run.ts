/**
 * One analyst call through the model: the breaker first, then the checked conversation
 * (repair.ts), the usage recorded whatever happened, and the reason when the local analyst has
 * to answer instead. Logs say what happened to which petition and job, never the request's text.
 */
import type { AnalystAuthor, FallbackReason } from '../../../../src/contract/analyst-author';
import type { Analyst, AnalystScope } from '../../../platform/analyst/analyst';
import { checkedReply } from '../repair';
import type { CircuitBreaker } from './breaker';
import { ProviderError, type CompletionRequest, type Completions } from './client';
import type { OpenAiSettings } from '../../../platform/analyst/config';
import type { ReplySchema } from './schemas';

type Operation = 'screening' | 'evidence' | 'report' | 'statement' | 'letter' | 'chat';

export type UsageRecord = AnalystScope & { operation: Operation; model: string; requests: number; promptTokens: number; completionTokens: number };

/** The logger the analyst reports to (pino's shape: details first). */
export type AnalystLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

export type ModelRuntime = {
  settings: OpenAiSettings;
  completions: Completions;
  breaker: CircuitBreaker;
  recordUsage: (usage: UsageRecord) => Promise<void>;
  log: AnalystLog;
  /** The local analyst, answering in the model's place for this reason. */
  local: (reason: FallbackReason) => Analyst;
};

type ModelTask<T> = {
  operation: Operation;
  scope: AnalystScope | undefined;
  /** The vision model for a photo; the configured model otherwise. */
  model?: string;
  system: string;
  user: CompletionRequest['user'];
  reply: ReplySchema<T>;
  problems: (value: T) => string[];
};

type ModelOutcome<T> = { value: T; author: AnalystAuthor } | { fallback: FallbackReason };

/** The rule names of the problems ('quote', 'fact'…): what a log may say about a draft it must not quote. */
const rulesOf = (problems: string[]) => [...new Set(problems.map((p) => p.split(':')[0]))];

export async function runModelTask<T>(rt: ModelRuntime, task: ModelTask<T>): Promise<ModelOutcome<T>> {
  const where = { operation: task.operation, petitionId: task.scope?.petitionId, jobId: task.scope?.jobId };
  if (!rt.breaker.allow()) return { fallback: 'provider-unavailable' };
  const model = task.model ?? rt.settings.model;
  const usage = { requests: 0, promptTokens: 0, completionTokens: 0 };
  try {
    const checked = await checkedReply(
      async (repair) => {
        const done = await rt.completions.complete({ model, system: task.system, user: task.user, repair, schema: { name: task.reply.name, json: task.reply.json } });
        usage.requests += 1;
        usage.promptTokens += done.usage.promptTokens;
        usage.completionTokens += done.usage.completionTokens;
        return done;
      },
      task.reply.zod,
      task.problems,
    );
    rt.breaker.success();
    if ('value' in checked) return { value: checked.value, author: { provider: 'openai', model } };
    rt.log.warn({ ...where, model, fallback: checked.fallback, rules: rulesOf(checked.problems) }, 'the model\'s reply was not used; the built-in analyst answered');
    return { fallback: checked.fallback };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    rt.breaker.failure();
    rt.log.warn({ ...where, model, status: err.status, reason: err.message, circuitOpen: rt.breaker.state().open }, 'the model could not be reached; the built-in analyst answered');
    return { fallback: 'provider-unavailable' };
  } finally {
    if (usage.requests > 0) await rt.recordUsage({ ...task.scope, operation: task.operation, model, ...usage });
  }
}
