import type { PgBoss } from 'pg-boss';
import { createLocalAnalyst } from './analyst/local';
import type { Analyst } from './analyst/analyst';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { SessionPolicy } from './http/sessions';
import { PushHub } from './push/hub';
import { startBoss } from './queue/boss';
import { createLocalObjectStore } from './storage/local-store';
import type { ObjectStore } from './storage/object-store';
import { createS3ObjectStore } from './storage/s3-store';

/** What routes and jobs need: built once by createDeps (the server, the worker, the tests) and handed to buildApp. */
export type Deps = {
  config: Config;
  database: Database;
  sessionPolicy: SessionPolicy;
  boss: PgBoss | null;
  push: PushHub;
  store: ObjectStore;
  analyst: Analyst;
};

export function sessionPolicyOf(config: Config): SessionPolicy {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
}

/**
 * The one wiring of the server's parts: the database (migrated), pg-boss on it, the push hub,
 * the object store (local disk, or a bucket checked to answer) and the analyst. The push hub is
 * built but not started: only a process that holds sockets (runtime.ts) listens; the worker only
 * publishes.
 */
export async function createDeps(config: Config, opts: { inMemory?: boolean } = {}): Promise<Deps & { boss: PgBoss }> {
  // A bucket that does not answer stops the start before anything else is opened (decision 038).
  const s3 = config.objectStore.kind === 's3' ? await createS3ObjectStore(config.objectStore) : null;
  await s3?.checkBucket();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: opts.inMemory });
  const boss = await startBoss(database);
  const sessionPolicy = sessionPolicyOf(config);
  return {
    config,
    database,
    sessionPolicy,
    boss,
    push: new PushHub(database, sessionPolicy),
    store: s3 ?? createLocalObjectStore(config.dataDir, database.db),
    analyst: createLocalAnalyst(),
  };
}
