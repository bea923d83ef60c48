import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config';
import { QUEUES } from '../../server/platform/queue/names';
import { startRuntime, type Runtime } from '../../server/runtime';

// `npm start` (server/index.ts) listens as soon as the database is migrated; the job workers
// register after (issue 15). These check the behaviour, never a timing.
describe('start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-start-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { staticDir: undefined });
  let running: Runtime | undefined;
  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ runtime: Runtime; url: string }> {
    const runtime = await startRuntime(config, { listen: { port: 0, host: '127.0.0.1' } });
    running = runtime;
    const address = runtime.app.server.address() as AddressInfo | null;
    if (!address) throw new Error('startRuntime returned without listening');
    return { runtime, url: `http://127.0.0.1:${address.port}` };
  }

  it('answers /api/auth/user once started with listen, and a job sent before the workers are up is done once they are', async () => {
    const { runtime, url } = await start();
    const res = await fetch(`${url}/api/auth/user`);
    expect(res.status).toBe(401);

    // Sent before `ready`: the job waits in its queue for the worker registered in the background.
    const boss = runtime.deps.boss!;
    const id = await boss.send(QUEUES.health, { at: Date.now() });
    expect(id).toBeTruthy();
    await runtime.ready;
    let state: string | undefined;
    for (let i = 0; i < 200 && state !== 'completed'; i++) {
      state = (await boss.getJobById(QUEUES.health, id!))?.state;
      if (state !== 'completed') await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('completed');
    await runtime.close();
    running = undefined;
  });

  it('on a restart keeps every queue with the options it was created with', async () => {
    const { runtime } = await start();
    await runtime.ready;
    const boss = runtime.deps.boss!;
    const names = (await boss.getQueues()).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(QUEUES)));
    const analysis = await boss.getQueue(QUEUES.evidenceAnalysis);
    expect(analysis).toMatchObject({ retryLimit: 3, retryDelay: 2, retryBackoff: true, deadLetter: QUEUES.evidenceAnalysisDead });
    const packet = await boss.getQueue(QUEUES.packetBuild);
    expect(packet).toMatchObject({ retryLimit: 0 });
  });
});
