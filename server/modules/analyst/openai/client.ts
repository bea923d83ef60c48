/**
 * One chat completion with structured output, as the provider is asked for it: under the
 * process's concurrency limit, with a timeout on the call, and retried with backoff on 429, 5xx
 * and dropped connections, honouring Retry-After. The SDK's own retries are off so the breaker
 * sees every failure once, and its logger is off so nothing of a request reaches the console.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ModelSaid } from '../repair';
import type { OpenAiSettings } from '../../../platform/analyst/config';
import { Limiter } from './limit';

type Usage = { promptTokens: number; completionTokens: number };
type Completion = ModelSaid & { usage: Usage };

export type CompletionRequest = {
  model: string;
  system: string;
  /** The task as JSON text, and a photo where the vision model reads one. */
  user: string | ChatCompletionContentPart[];
  repair: Array<{ role: 'assistant' | 'user'; content: string }>;
  schema: { name: string; json: Record<string, unknown> };
};

/** The provider could not be reached or would not answer: the breaker counts it, the local analyst answers. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A Retry-After this long is not waited out: the call fails and the local analyst answers now. */
const MAX_RETRY_AFTER_MS = 30_000;
const BACKOFF_BASE_MS = 250;
const BACKOFF_MAX_MS = 8_000;

/** Retry-After as milliseconds: OpenAI's retry-after-ms, or RFC 9110's seconds or HTTP date. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function backoffMs(attempt: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before the next attempt, or null when the error is not worth retrying. */
function retryDelay(err: unknown, attempt: number): number | null {
  if (err instanceof APIConnectionTimeoutError) return null;
  if (err instanceof APIConnectionError) return backoffMs(attempt);
  if (err instanceof APIError && err.status !== undefined && (err.status === 429 || err.status >= 500)) {
    const asked = retryAfterMs(err.headers);
    if (asked === undefined) return backoffMs(attempt);
    return asked <= MAX_RETRY_AFTER_MS ? asked : null;
  }
  return null;
}

/** The error as the log and the breaker see it: a status and a short reason, nothing of the request. */
function providerError(err: unknown, timeoutMs: number): ProviderError {
  if (err instanceof APIConnectionTimeoutError) return new ProviderError(`the model did not answer within ${timeoutMs} ms`);
  if (err instanceof APIConnectionError) return new ProviderError('the model server could not be reached');
  if (err instanceof APIError) return new ProviderError(`the model server answered ${err.status ?? 'an error'}${err.code ? ` (${err.code})` : ''}`, err.status);
  return new ProviderError('the model call failed');
}

export function createCompletions(settings: OpenAiSettings) {
  const openai = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0, timeout: settings.timeoutMs, logLevel: 'off' });
  const limiter = new Limiter(settings.maxConcurrency);

  async function once(request: CompletionRequest): Promise<Completion> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
      ...request.repair,
    ];
    const reply = await openai.chat.completions.create({
      model: request.model,
      messages,
      response_format: { type: 'json_schema', json_schema: { name: request.schema.name, strict: true, schema: request.schema.json } },
    });
    const message = reply.choices[0]?.message;
    const usage = { promptTokens: reply.usage?.prompt_tokens ?? 0, completionTokens: reply.usage?.completion_tokens ?? 0 };
    if (message?.refusal) return { kind: 'refusal', usage };
    return { kind: 'text', text: message?.content ?? '', usage };
  }

  return {
    /** Throws a ProviderError when every attempt failed. */
    complete(request: CompletionRequest): Promise<Completion> {
      return limiter.run(async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await once(request);
          } catch (err) {
            const delay = attempt < settings.retries ? retryDelay(err, attempt) : null;
            if (delay === null) throw providerError(err, settings.timeoutMs);
            await sleep(delay);
          }
        }
      });
    },
  };
}

export type Completions = ReturnType<typeof createCompletions>;
