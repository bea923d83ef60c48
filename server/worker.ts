import { loadConfig } from './platform/config';
import { createDeps } from './platform/deps';
import { createAnalyst } from './modules/analyst/create';
import { registerWorkers } from './modules/jobs';
import { startOrExit } from './platform/start-failure';

// Job workers without the HTTP server (`npm run worker`), for running N-wide at scale.
const config = await startOrExit(() => loadConfig());
const deps = await startOrExit(() => createDeps(config, createAnalyst));
await registerWorkers(deps, console);
console.log('Exhibit workers running');
const stop = async () => {
  await deps.boss.stop({ graceful: true, timeout: 10_000 });
  await deps.database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
