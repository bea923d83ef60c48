import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../server/platform/config';
import { PUSH_CHANNEL } from '../../server/platform/db/push-channel';
import { startRuntime, type Runtime } from '../../server/runtime';
import { createPgDatabase } from '../fixtures/pg-database';

export { createPgDatabase };

/**
 * The databases every server test runs against: PGlite always, and real PostgreSQL
 * when TEST_DATABASE_URL is set (each test file gets its own fresh database there).
 */
export const DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestServer = Runtime & {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database this server uses (undefined on PGlite). */
  databaseUrl: string | undefined;
  /**
   * `app.inject` as the app's own page would send it: with the same-origin `Origin` header a
   * browser adds to every POST/PUT/PATCH/DELETE (unless the test sets `origin` itself).
   */
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Resolves once every change committed so far has reached this server's read caches (decision 042): a test
   * that writes rows straight into the database calls it before reading them back through the API.
   */
  heard(): Promise<void>;
  /** Signs up a fresh user, signs in, and returns the session's cookie header. */
  signUp(email?: string, firstName?: string): Promise<{ cookie: string; email: string; userId: string }>;
  stop(): Promise<void>;
};

let template: Blob | undefined;
/** The run's migrated PGlite data dir (tests/fixtures/pg-template.ts), read once per test file: a fresh PGlite runs initdb. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  return (template ??= new Blob([fs.readFileSync(file)]));
}

/** The password every test account gets: long and hard enough for the sign-up policy. */
export const TEST_PASSWORD = 'correct horse battery';

/** The origin of `inject`'s default Host (localhost:80). */
export const SAME_ORIGIN = 'http://localhost';

/**
 * `reuse`: open another server's data dir and database instead of fresh ones (a second
 * instance on the same PostgreSQL, or a restart after a crash); stopping it leaves them.
 * `onDisk`: PGlite in the data dir instead of in memory, so a later server can reopen it.
 */
export type TestServerOptions = {
  reuse?: { dataDir: string; databaseUrl?: string };
  onDisk?: boolean;
  /** More environment for loadConfig, checked as at start: the analyst's provider settings (AI_PROVIDER=openai…). */
  env?: Record<string, string>;
};

export async function startTestServer(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = opts.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-test-'));
  const pgDb = kind === 'postgres' && !opts.reuse ? await createPgDatabase() : undefined;
  const databaseUrl = opts.reuse ? opts.reuse.databaseUrl : pgDb?.url;
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...opts.env },
    { staticDir: undefined, ...overrides },
  );
  const inMemory = kind === 'pglite' && !opts.reuse && !opts.onDisk;
  // A fresh PGlite, in memory or on disk, starts from the migrated template: initdb on disk is seconds more.
  const fresh = kind === 'pglite' && !opts.reuse;
  const runtime = await startRuntime(config, { inMemory, from: fresh ? pgliteTemplate() : undefined });
  let n = 0;
  const inject = (opts: InjectOptions) => runtime.app.inject({ ...opts, headers: { origin: SAME_ORIGIN, ...opts.headers } });
  return {
    ...runtime,
    inject,
    dataDir,
    databaseUrl,
    async heard() {
      if (!runtime.deps.changes.live) return;
      // NOTIFYs arrive in commit order: once this one is heard, so is every change committed before it.
      const marker = `heard-${randomBytes(8).toString('hex')}`;
      const arrived = new Promise<void>((resolve) => {
        const stop = runtime.deps.changes.observe({ changed: (_kind, id) => id === marker && (stop(), resolve()), reset: () => undefined });
      });
      await runtime.deps.database.db.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify({ changed: 'session', id: marker })})`);
      await arrived;
    },
    async signUp(email = `user${++n}-${randomBytes(4).toString('hex')}@example.com`, firstName = 'Ada') {
      // A new account's sign-up signs it in (docs/decisions/014): its session cookie is the one to use.
      const res = await inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, firstName },
      });
      if (res.statusCode !== 303) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const set = res.cookies.find((c) => c.name === 'exhibit.sid');
      if (!set) throw new Error('sign-up set no session cookie');
      const cookie = `exhibit.sid=${set.value}`;
      const me = await runtime.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      return { cookie, email, userId: (me.json() as { id: string }).id };
    },
    async stop() {
      await runtime.close();
      if (opts.reuse) return;
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test server that also listens on a real loopback port (for sockets and `fetch`), with its origin. */
export type ListeningServer = TestServer & { origin: string };

/** Listens on a free port of 127.0.0.1 and returns the origin ('http://127.0.0.1:PORT'). */
export function listenOnLoopback(server: Pick<TestServer, 'app'>): Promise<string> {
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

/** `startTestServer`, then listening on a loopback port; stopped again if it cannot listen. */
export async function startListeningServer(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}, opts: TestServerOptions = {}): Promise<ListeningServer> {
  const server = await startTestServer(kind, overrides, opts);
  try {
    return Object.assign(server, { origin: await listenOnLoopback(server) });
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** A handle that forwards to the server a describe block's hooks started, once they have. */
export function forwardTo<T extends object>(start: () => Promise<T & { stop(): Promise<void> }>): T {
  let running: (T & { stop(): Promise<void> }) | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!running) throw new Error('The test server is not running: use it inside a test or hook.');
      const value: unknown = Reflect.get(running, key);
      return typeof value === 'function' ? value.bind(running) : value;
    },
  });
}

/**
 * One test server for a describe block: started before its tests, stopped after them. The handle
 * forwards to the running server, so tests use it as they would the server itself.
 */
export function useTestServer(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): TestServer {
  return forwardTo(() => startTestServer(kind, overrides));
}

/** `useTestServer` listening on a loopback port: `server.origin` is its address for sockets and `fetch`. */
export function useListeningServer(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): ListeningServer {
  return forwardTo(() => startListeningServer(kind, overrides));
}
