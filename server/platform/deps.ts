import type { PgBoss } from 'pg-boss';
import type { Analyst } from './analyst/analyst';
import type { Config } from './config';
import { ChangeFeed } from './db/change-feed';
import { openDatabase, type Database, type Db } from './db/client';
import { createLogger } from './http/log-safe';
import type { SessionPolicy } from './http/sessions';
import type { OidcClient } from './oidc/client';
import { PushHub } from './push/hub';
import { startBoss } from './queue/boss';
import { createLocalObjectStore } from './storage/local-store';
import type { ObjectStore } from './storage/object-store';
import { createVectorStores, vectorStoreSettings } from './vector-store/settings';
import type { VectorStores } from './vector-store/vector-store';

/** What routes and jobs need: built once by createDeps (the server, the worker, the tests) and handed to buildApp. */
export type Deps = {
  config: Config;
  database: Database;
  sessionPolicy: SessionPolicy;
  boss: PgBoss | null;
  push: PushHub;
  /** The database's changes, heard through the push hub's LISTEN; what the read caches observe (decision 042). */
  changes: ChangeFeed;
  store: ObjectStore;
  analyst: Analyst;
  /** The OpenID provider's client when OIDC_ISSUER_URL is set (docs/decisions/039). */
  oidc: OidcClient | null;
  /** The provider's vector store, or none (docs/decisions/037). */
  vectorStores: VectorStores;
};

/**
 * Builds the analyst once the database is open. The analyst is a module (server/modules/analyst), and
 * platform never imports modules, so the entry files pass its createAnalyst in.
 */
type CreateAnalyst = (config: Config['analyst'], db: Db, log: ReturnType<typeof createLogger>) => Promise<Analyst>;

function sessionPolicyOf(config: Config): SessionPolicy {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
}

/**
 * The one wiring of the server's parts: the database (migrated), pg-boss on it, the push hub,
 * the object store (local disk, or a bucket checked to answer), the analyst and the vector store. The push hub
 * is built but not started: only a process that holds sockets (runtime.ts) listens; the worker only publishes.
 */
export async function createDeps(
  config: Config,
  createAnalyst: CreateAnalyst,
  opts: { inMemory?: boolean; from?: Blob } = {},
): Promise<Deps & { boss: PgBoss }> {
  // From the analyst's settings; the provider is first asked when a store is needed.
  const vectorStores = createVectorStores(vectorStoreSettings(config));
  // A bucket that does not answer stops the start before anything else is opened (decision 038).
  // The AWS SDK and openid-client load only when configured: they cost start-up time (issue 15).
  const s3 = config.objectStore.kind === 's3' ? await (await import('./storage/s3-store')).createS3ObjectStore(config.objectStore) : null;
  await s3?.checkBucket();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: opts.inMemory, from: opts.from });
  const boss = await startBoss(database, config.jobsSuperviseSeconds);
  const sessionPolicy = sessionPolicyOf(config);
  const changes = new ChangeFeed();
  return {
    config,
    database,
    sessionPolicy,
    boss,
    push: new PushHub(database, sessionPolicy, changes),
    changes,
    store: s3 ?? createLocalObjectStore(config.dataDir, database.db),
    analyst: await createAnalyst(config.analyst, database.db, createLogger(config)),
    oidc: config.oidc ? (await import('./oidc/client')).createOidcClient(config.oidc) : null,
    vectorStores,
  };
}
