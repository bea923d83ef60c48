import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import { createAnalyst } from './modules/analyst/create';
import { createDeps, type Deps } from './platform/deps';
import { ownHostsOnlyNotice } from './platform/http/origin';
import { purgeExpiredSessions } from './platform/http/sessions';

export type Runtime = {
  app: FastifyInstance;
  deps: Deps;
  /** Settles once the job workers are registered and expired sessions purged (rejects if that failed). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

type RuntimeOptions = {
  inMemory?: boolean;
  /** A dumped, migrated PGlite data dir to start from instead of a fresh one (tests, decision 067). */
  from?: Blob;
  /**
   * Listen here as soon as the database is migrated and the routes are built; the job workers
   * (and the extraction, OCR and PDF modules they import) are registered after, while requests
   * are already answered. Without it startRuntime returns only once the workers are registered.
   */
  listen?: { port: number; host: string };
};

/** config → db (migrated) → jobs → push → app (architecture.md §layers-and-import-rules: server/index.ts order). */
export async function startRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  // The route modules load while PGlite starts and the migrations run (issue 15: start-up).
  const appModule = import('./app');
  const deps = await createDeps(config, createAnalyst, opts);
  const { database, boss, push } = deps;
  await push.start();
  const app = await (await appModule).buildApp(deps);
  if (opts.listen) await app.listen(opts.listen);
  if (!config.publicUrl) app.log.info(ownHostsOnlyNotice());

  // Work no request waits for. Jobs sent meanwhile wait in their queue for the workers.
  const ready = (async () => {
    if (config.runWorkers) {
      const { registerWorkers } = await import('./modules/jobs');
      await registerWorkers(deps, app.log);
    }
    await purgeExpiredSessions(database.db, deps.sessionPolicy);
  })();
  ready.catch(() => undefined); // the caller handles it; never an unhandled rejection
  if (!opts.listen) await ready;
  const sweep = setInterval(() => void purgeExpiredSessions(database.db, deps.sessionPolicy).catch(() => undefined), 3600_000);
  sweep.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(sweep);
      await push.stop();
      await app.close();
      // Workers still registering would otherwise start on a stopped pg-boss.
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
      await database.close();
    })());
  return { app, deps, ready, close };
}
