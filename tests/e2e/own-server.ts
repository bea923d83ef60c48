import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { freePort } from '../fixtures/free-port';
import { expect, PASSWORD } from './fixtures';

/**
 * A server of this spec's own, in its own process: the shared Playwright webServer cannot be
 * stopped, and "offline" here means nothing answers at all. It runs the build the shared webServer
 * made once for the run (`npm start`: dist/ and dist-server/); SKIP_BUILD keeps `npm start`'s prestep
 * from checking it again.
 */
export type OwnServer = { process: ChildProcess; port: number; dataDir: string; baseURL: string; origin: { origin: string } };

export { freePort };

/**
 * `again` restarts a stopped server on its port and DATA_DIR: the same origin, accounts and sessions
 * (a port alone: a fresh server on a port chosen beforehand). `extraEnv` adds settings (OIDC_*, the analyst's AI_PROVIDER=openai…, an S3 store).
 */
export async function startOwnServer(command: 'node' | 'npm' = 'node', again?: Partial<Pick<OwnServer, 'port' | 'dataDir'>>, extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const port = again?.port ?? (await freePort());
  let dataDir = again?.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-own-'));
    // A migrated database (global-setup.ts) instead of an initdb and every migration; unused with DATABASE_URL.
    if (process.env.E2E_DB_TEMPLATE) fs.cpSync(process.env.E2E_DB_TEMPLATE, path.join(dataDir, 'db'), { recursive: true });
  }
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: '1', LOGIN_RATE_LIMIT: '10000', ...extraEnv };
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
    if (Date.now() > deadline) {
      // Stopped, or it would outlive the test and slow every test after it (no afterEach holds it yet).
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s: ${stderr}`);
    }
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

/** Signs a fresh user up on that server (a new account's sign-up signs it in) and creates an O-1A petition. */
export async function signUpWithPetition(context: BrowserContext, own: OwnServer, prefix = 'own'): Promise<string> {
  const email = `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
  const headers = own.origin;
  const signup = await context.request.post('/api/signup', { headers, form: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ada' }, maxRedirects: 0 });
  expect(signup.status(), await signup.text()).toBe(303);
  const profile = await context.request.post('/api/profile', { headers, data: { fullName: 'Ada Lovelace', linkedinUrl: '', githubUrl: '', scholarUrl: '', otherLinks: [] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id: profileId } = (await profile.json()) as { id: string };
  const petition = await context.request.post('/api/petitions', { headers, data: { profileId, visaType: 'O-1A' } });
  expect(petition.ok(), await petition.text()).toBe(true);
  return ((await petition.json()) as { id: string }).id;
}
