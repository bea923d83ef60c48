import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../fixtures/free-port';
import { waitFor } from './evidence-helpers';

// Real app processes for the N-instance test: `npm start`'s entry (scripts/start.mjs) for a web
// instance, `npm run worker` for jobs without HTTP. Each runs in its own process group, so a
// SIGKILL takes the whole process down at once, as a crashed machine would.

/** Printed by an analysis paused with ANALYSIS_TEST_DELAY_MS (server/modules/evidence/test-pause.ts). */
const PAUSE_MARK = '[analysis-test-pause]';

export type Instance = {
  name: string;
  /** 'http://127.0.0.1:PORT' for a web instance; undefined for a worker. */
  origin: string | undefined;
  /** Evidence ids whose analysis this process has started (and paused in). */
  analysed: () => string[];
  output: () => string;
  kill(signal: NodeJS.Signals): void;
  exited: () => boolean;
  /** The same instance again: same role, port and settings, a new process. */
  restart(): Promise<Instance>;
  stop(): Promise<void>;
};

export type InstanceSpec = { name: string; role: 'web' | 'worker'; env: Record<string, string>; runWorkers?: boolean; port?: number };

/** Starts one instance with its own DATA_DIR (nothing on disk is shared) and waits until it serves. */
export async function startInstance(spec: InstanceSpec): Promise<Instance> {
  const port = spec.role === 'web' ? (spec.port ?? (await freePort())) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `exhibit-${spec.name}-`));
  const env = {
    ...process.env,
    ...spec.env,
    DATA_DIR: dataDir,
    ...(port ? { PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', RUN_WORKERS: String(spec.runWorkers ?? true) } : {}),
  };
  const [command, args] = spec.role === 'web' ? [process.execPath, ['scripts/start.mjs']] : ['npm', ['run', 'worker']];
  const child: ChildProcess = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const origin = port ? `http://127.0.0.1:${port}` : undefined;
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid && !exited()) process.kill(-child.pid, signal);
  };
  const instance: Instance = {
    name: spec.name,
    origin,
    analysed: () => output.split('\n').filter((l) => l.startsWith(PAUSE_MARK)).map((l) => l.split(' ')[2] ?? ''),
    output: () => output,
    kill,
    exited,
    restart: () => startInstance({ ...spec, port }),
    async stop() {
      kill('SIGTERM');
      const gone = await waitFor(`${spec.name} to stop`, async () => exited(), 20_000).catch(() => false);
      if (!gone) kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(
      `${spec.name} to start`,
      async () => {
        if (exited()) throw new Error(`${spec.name} exited: ${output}`);
        if (!origin) return output.includes('Exhibit workers running');
        return (await fetch(`${origin}/api/auth/user`).then((r) => r.status === 401, () => false)) || undefined;
      },
      90_000,
    );
  } catch (err) {
    await instance.stop();
    throw err;
  }
  return instance;
}
