import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import type { SessionPolicy } from './platform/http/sessions';
import type { PushHub } from './platform/push/hub';
import type { ObjectStore } from './platform/storage/object-store';
import type { Analyst } from './platform/analyst/analyst';

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
