import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SessionPolicy } from './http/sessions';
import type { PushHub } from './push/hub';
import type { ObjectStore } from './storage/object-store';
import type { Analyst } from './analyst/analyst';

/** What routes and jobs need, built once in index.ts (or by a test) and handed to buildApp. */
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
