import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { sessionPolicyOf } from './platform/deps';
import { startBoss } from './platform/queue/boss';
import { registerWorkers } from './modules/jobs';
import { PushHub } from './platform/push/hub';
import { createLocalObjectStore } from './platform/storage/local-store';
import { createLocalAnalyst } from './platform/analyst/local';

// Job workers without the HTTP server (`npm run worker`), for running N-wide at scale.
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const boss = await startBoss(database);
const push = new PushHub(database, sessionPolicyOf(config));
await registerWorkers({
  config,
  database,
  boss,
  push,
  sessionPolicy: sessionPolicyOf(config),
  store: createLocalObjectStore(config.dataDir),
  analyst: createLocalAnalyst(),
}, console);
console.log('Exhibit workers running');
const stop = async () => {
  await boss.stop({ graceful: true, timeout: 10_000 });
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
