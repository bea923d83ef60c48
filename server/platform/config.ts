import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { parseAnalystConfig, type AnalystConfig } from './analyst/config';
import { parseAuthEnv, type AuthSettings } from './oidc/settings';
import { parseObjectStoreEnv, type ObjectStoreConfig } from './storage/store-config';
import { parseRecommenderEnv, type RecommenderSettings } from './mail/settings';

/** Every setting the server reads, from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.string().default('false'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run job workers in this process (npm start). `npm run worker` runs them alone. */
  RUN_WORKERS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** How often (on PostgreSQL) one instance looks for jobs whose worker stopped heartbeating (decision 038). */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** `off` sends everything uncompressed (a proxy in front compresses, or bench/wire.mjs measures the baseline). */
  COMPRESSION: z.enum(['on', 'off']).default('on'),
});

export type Config = AuthSettings & {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Which peers' X-Forwarded-* headers to believe; Fastify computes `request.ip` from it. */
  trustProxy: TrustProxy;
  loginRateLimit: number;
  /** The analyst and, for a language model, how it is reached (analyst/config.ts). */
  analyst: AnalystConfig;
  /** Local disk, or an S3-compatible bucket (storage/store-config.ts, decision 038). */
  objectStore: ObjectStoreConfig;
  /** Recommender links: their lifetime and the optional SMTP server (mail/settings.ts, decision 066). */
  recommenders: RecommenderSettings;
  logLevel: string;
  runWorkers: boolean;
  /** pg-boss's supervise pass on PostgreSQL: a dead worker's job is retried within its heartbeat (15 s) plus this. */
  jobsSuperviseSeconds: number;
  /** Brotli/gzip for API JSON over 1 KB and the precompressed static files (docs/decisions/033). */
  compression: boolean;
  /** Where the built PWA lives; absent in API-only tests. */
  staticDir: string | undefined;
  /** Where log lines go instead of stdout: never from the environment, a test passes one to read the log. */
  logDestination?: { write(line: string): void };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  const analyst = parseAnalystConfig(env);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)), ...('errors' in analyst ? analyst.errors : [])];
  if (!parsed.success || 'errors' in analyst) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  // OIDC_* and AUTH_BUILTIN are read by their own module (oidc/settings.ts).
  const auth = parseAuthEnv(env);
  if (Array.isArray(auth)) throw new Error(`Invalid configuration:\n${auth.join('\n')}`);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy instanceof Error) throw new Error(`Invalid configuration:\nTRUST_PROXY: ${trustProxy.message}`);
  const objectStore = parseObjectStoreEnv(env);
  if (objectStore instanceof Error) throw new Error(`Invalid configuration:\n${objectStore.message}`);
  const recommenders = parseRecommenderEnv(env);
  if (recommenders instanceof Error) throw new Error(`Invalid configuration:\n${recommenders.message}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86400_000,
    trustProxy,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    analyst: analyst.config,
    objectStore,
    recommenders,
    ...auth,
    logLevel: e.LOG_LEVEL,
    runWorkers: e.RUN_WORKERS,
    jobsSuperviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    compression: e.COMPRESSION === 'on',
    staticDir: path.resolve('dist'),
    ...overrides,
  };
}

/**
 * Fastify's `trustProxy`: false, a hop test, or proxy addresses. Never `true`: Fastify would then
 * trust every hop, so `request.ip` would be the leftmost X-Forwarded-For value, which the client writes.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Trust the nearest `hops` peers (reverse proxies), whatever their address. */
export function trustHops(hops: number): TrustProxy {
  // A function, not the number: this Fastify ignores X-Forwarded-For entirely for a bare hop count.
  return (_address, hop) => hop < hops;
}

// proxy-addr's names for private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), `true` (one reverse proxy in front), a hop count, or a
 * comma-separated list of proxy addresses and CIDR ranges (safest: a client that reaches the
 * app directly cannot pose as the proxy).
 */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return trustHops(1);
  if (/^\d+$/.test(v)) return trustHops(Number(v));
  const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((s) => !isAddressOrCidr(s));
  if (bad.length) {
    return new Error(`expected false, true, a hop count or a comma-separated list of IP addresses or CIDR ranges; not ${bad.join(', ')}`);
  }
  return entries;
}
