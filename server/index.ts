import { loadConfig } from './platform/config';
import { startRuntime } from './runtime';

const config = loadConfig();
const runtime = await startRuntime(config);
await runtime.app.listen({ port: config.port, host: config.host });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  runtime.app.log.info(`${signal}: closing sockets, stopping jobs, closing the database`);
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await runtime.close();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
