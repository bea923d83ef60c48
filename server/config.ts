import { z } from 'zod';
import path from 'node:path';

/** Every setting the server reads, from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OBJECT_STORE_URL: z.string().optional(),
  OIDC_ISSUER_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run job workers in this process (npm start). `npm run worker` runs them alone. */
  RUN_WORKERS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionIdleMs: number;
  sessionMaxMs: number;
  trustProxy: boolean;
  loginRateLimit: number;
  aiProvider: 'local' | 'openai';
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  objectStoreUrl: string | undefined;
  oidcIssuerUrl: string | undefined;
  logLevel: string;
  runWorkers: boolean;
  /** Where the built PWA lives; absent in API-only tests. */
  staticDir: string | undefined;
  /** Where log lines go instead of stdout: never from the environment, a test passes one to read the log. */
  logDestination?: { write(line: string): void };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_API_KEY) {
    throw new Error('Invalid configuration:\nOPENAI_API_KEY: required when AI_PROVIDER=openai');
  }
  // The scale adapters have their seams (storage/object-store.ts, analyst/analyst.ts) but are not in
  // this build (docs/decisions/007): refuse, rather than quietly run the embedded parts instead.
  if (e.OBJECT_STORE_URL) {
    throw new Error('Invalid configuration:\nOBJECT_STORE_URL: an S3-compatible store is not available in this build; unset it to keep objects under DATA_DIR/objects');
  }
  if (e.AI_PROVIDER === 'openai') {
    throw new Error('Invalid configuration:\nAI_PROVIDER: openai is not available in this build; use local (the default)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86400_000,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    aiProvider: e.AI_PROVIDER,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    objectStoreUrl: e.OBJECT_STORE_URL,
    oidcIssuerUrl: e.OIDC_ISSUER_URL,
    logLevel: e.LOG_LEVEL,
    runWorkers: e.RUN_WORKERS,
    staticDir: path.resolve('dist'),
    ...overrides,
  };
}
