import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A server of this spec's own, in its own process: the shared Playwright webServer cannot be
 * stopped, and "offline" here means nothing answers at all. `dist/` is already built by the
 * shared webServer, hence SKIP_BUILD.
 */
export type OwnServer = { process: ChildProcess; port: number; dataDir: string; baseURL: string; origin: { origin: string } };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** `again` restarts a stopped server on its port and DATA_DIR: the same origin, accounts and sessions. */
export async function startOwnServer(command: 'node' | 'npm' = 'node', again?: Pick<OwnServer, 'port' | 'dataDir'>): Promise<OwnServer> {
  const port = again?.port ?? (await freePort());
  const dataDir = again?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-own-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: '1', LOGIN_RATE_LIMIT: '10000' };
  const child =
    command === 'npm'
      ? spawn('npm', ['start'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${baseURL}/manifest.webmanifest`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { process: child, port, dataDir, baseURL, origin: { origin: baseURL } };
}

/** True while something accepts connections on the port. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits for the process to exit, up to `ms`; true when it did. */
export function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
