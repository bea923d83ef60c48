import { loadConfig } from './platform/config';
import { startOrExit } from './platform/start-failure';
import { startRuntime } from './runtime';

const config = await startOrExit(() => loadConfig());
// Listens once the database is migrated; the job workers register after (runtime.ts).
const runtime = await startOrExit(() => startRuntime(config, { listen: { port: config.port, host: config.host } }));

let stopping = false;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  runtime.app.log.info(`${signal}: closing sockets, stopping jobs, closing the database`);
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await runtime.close();
    process.exit(code);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A server whose workers could not start would take uploads it never analyses: stop instead.
runtime.ready.catch((err: unknown) => {
  console.error('[jobs] workers did not start:', err);
  void shutdown('workers failed', 1);
});
