import { z } from 'zod';

/** OpenAI's own endpoint: any OpenAI-compatible server can be named instead with OPENAI_BASE_URL. */
const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The analyst's settings (README.md §configuration), checked at start with the rest of the configuration. */
const analystEnv = z.object({
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().default(OPENAI_DEFAULT_BASE_URL),
  OPENAI_MODEL: z.string().trim().min(1).optional(),
  OPENAI_VISION_MODEL: z.string().trim().min(1).optional(),
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  AI_SEND_DOCUMENTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  AI_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  AI_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  AI_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  AI_MAX_INPUT_TOKENS: z.coerce.number().int().min(1000).max(1_000_000).default(24_000),
});

export type OpenAiSettings = {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** Reads photos as images; without it a photo is sent as its OCR text. */
  visionModel: string | undefined;
  /** Model calls in flight at once in this process. */
  maxConcurrency: number;
  timeoutMs: number;
  /** false: no document text leaves the server, only the local analyst's extracted facts. */
  sendDocuments: boolean;
  /** Further attempts after a 429, a 5xx or a dropped connection. */
  retries: number;
  /** Provider failures in a row that open the circuit, and how long it stays open. */
  breakerFailures: number;
  breakerCooldownMs: number;
  /** Documents in one request are cut to fit this many tokens (about 4 characters each). */
  maxInputTokens: number;
};

export type AnalystConfig = { provider: 'local' } | ({ provider: 'openai' } & OpenAiSettings);

/** The analyst's configuration, or the lines saying what is wrong with it ('VARIABLE: reason'). */
export function parseAnalystConfig(env: NodeJS.ProcessEnv): { config: AnalystConfig } | { errors: string[] } {
  const parsed = analystEnv.safeParse(env);
  if (!parsed.success) return { errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const e = parsed.data;
  if (e.AI_PROVIDER === 'local') return { config: { provider: 'local' } };
  const errors = [
    ...(e.OPENAI_API_KEY ? [] : ['OPENAI_API_KEY: required when AI_PROVIDER=openai']),
    // No model name is guessed: a default would pick the operator's costs and the data's destination for them.
    ...(e.OPENAI_MODEL ? [] : ['OPENAI_MODEL: required when AI_PROVIDER=openai (the model to use, as the provider names it)']),
  ];
  if (errors.length > 0 || !e.OPENAI_API_KEY || !e.OPENAI_MODEL) return { errors };
  return {
    config: {
      provider: 'openai',
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      visionModel: e.OPENAI_VISION_MODEL,
      maxConcurrency: e.AI_MAX_CONCURRENCY,
      timeoutMs: e.AI_TIMEOUT_MS,
      sendDocuments: e.AI_SEND_DOCUMENTS,
      retries: e.AI_RETRIES,
      breakerFailures: e.AI_BREAKER_FAILURES,
      breakerCooldownMs: e.AI_BREAKER_COOLDOWN_MS,
      maxInputTokens: e.AI_MAX_INPUT_TOKENS,
    },
  };
}
