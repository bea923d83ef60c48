import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './platform/config';
import { createDeps, type Deps } from './platform/deps';
import { registerWorkers } from './modules/jobs';
import { purgeExpiredSessions } from './platform/http/sessions';

export type Runtime = { app: FastifyInstance; deps: Deps; close: () => Promise<void> };

/** config → db (migrated) → jobs → push → app (architecture.md §layers-and-import-rules: server/index.ts order). */
export async function startRuntime(config: Config, opts: { inMemory?: boolean } = {}): Promise<Runtime> {
  const deps = await createDeps(config, opts);
  const { database, boss, push } = deps;
  await push.start();
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
