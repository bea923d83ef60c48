import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db/client';
import { sessionPolicyOf, type Deps } from './platform/deps';
import { startBoss } from './platform/queue/boss';
import { registerWorkers } from './modules/jobs';
import { PushHub } from './platform/push/hub';
import { purgeExpiredSessions } from './platform/http/sessions';
import { createLocalObjectStore } from './platform/storage/local-store';
import { createLocalAnalyst } from './platform/analyst/local';

export type Runtime = { app: FastifyInstance; deps: Deps; close: () => Promise<void> };

/** config → db (migrated) → jobs → push → app (DESIGN §2: server/index.ts order). */
export async function startRuntime(config: Config, opts: { inMemory?: boolean } = {}): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: opts.inMemory });
  const boss = await startBoss(database);
  const push = new PushHub(database, sessionPolicyOf(config));
  await push.start();
  const deps: Deps = {
    config,
    database,
    boss,
    push,
    sessionPolicy: sessionPolicyOf(config),
    store: createLocalObjectStore(config.dataDir),
    analyst: createLocalAnalyst(),
  };
  const app = await buildApp(deps);
  if (config.runWorkers) await registerWorkers(deps, app.log);
  await purgeExpiredSessions(database.db, deps.sessionPolicy);
  const sweep = setInterval(() => void purgeExpiredSessions(database.db, deps.sessionPolicy).catch(() => undefined), 3600_000);
  sweep.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(sweep);
      await push.stop();
      await app.close();
      await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
      await database.close();
    })());
  return { app, deps, close };
}
