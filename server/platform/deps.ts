import type { PgBoss } from 'pg-boss';
import { createAnalyst } from './analyst/create';
import type { Analyst } from './analyst/analyst';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createLogger } from './http/log-safe';
import type { SessionPolicy } from './http/sessions';
import { PushHub } from './push/hub';
import { startBoss } from './queue/boss';
import { createLocalObjectStore } from './storage/local-store';
import type { ObjectStore } from './storage/object-store';

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
 * the object store and the analyst. The push hub is built but not started: only a process that
 * holds sockets (runtime.ts) listens; the worker only publishes.
 */
export async function createDeps(config: Config, opts: { inMemory?: boolean } = {}): Promise<Deps & { boss: PgBoss }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: opts.inMemory });
  const boss = await startBoss(database);
  const sessionPolicy = sessionPolicyOf(config);
  return {
    config,
    database,
    sessionPolicy,
    boss,
    push: new PushHub(database, sessionPolicy),
    store: createLocalObjectStore(config.dataDir),
    analyst: await createAnalyst(config.analyst, database.db, createLogger(config)),
  };
}
