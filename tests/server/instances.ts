import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Evidence } from '../../src/contract/entities';
import type { UploadResponse } from '../../src/contract/objects';
import { freePort } from '../fixtures/free-port';
import { serverCommand } from '../fixtures/server-command';
import { waitFor } from '../fixtures/wait-for';

// Real app processes for the N-instance test: `npm start`'s server (server/index.ts) for a web
// instance, `npm run worker`'s (server/worker.ts) for jobs without HTTP, both from source
// (serverCommand). Each runs in its own process group, so a
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
    ...(port ? { PORT: String(port), HOST: '127.0.0.1', RUN_WORKERS: String(spec.runWorkers ?? true) } : {}),
  };
  const [command, args] = serverCommand(spec.role);
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

/** A JSON call to a web instance, as the page there would make it (its own Origin, the session cookie). */
export async function call<T>(instance: Instance, method: string, path: string, cookie?: string, body?: unknown): Promise<{ status: number; json: T; res: Response }> {
  const origin = instance.origin!;
  const res = await fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { origin, ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, res };
}

function expectStatus(what: string, got: { status: number; json: unknown }, status: number) {
  if (got.status !== status) throw new Error(`${what}: ${got.status} ${JSON.stringify(got.json)}`);
}

/** Signs a new user up and in on `instance`, with a profile and an O-1A petition; returns the session cookie and the petition. */
export async function signUpOn(instance: Instance, password: string): Promise<{ cookie: string; petitionId: string }> {
  const email = `n-${randomBytes(4).toString('hex')}@example.com`;
  expectStatus('sign-up', await call(instance, 'POST', '/api/signup', undefined, { email, password, confirmPassword: password, firstName: 'Ada' }), 303);
  const login = await call(instance, 'POST', '/api/login', undefined, { email, password });
  expectStatus('sign-in', login, 303);
  const cookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('exhibit.sid='))!;
  const profile = await call<{ id: string }>(instance, 'POST', '/api/profile', cookie, { fullName: 'Ada Lovelace', otherLinks: [] });
  const petition = await call<{ id: string }>(instance, 'POST', '/api/petitions', cookie, { profileId: profile.json.id, visaType: 'O-1A' });
  expectStatus('petition', petition, 201);
  return { cookie, petitionId: petition.json.id };
}

/** Presign on `instance`, PUT wherever the ticket says with its headers, register there: returns the evidence id and the upload URL. */
export async function uploadTextOn(instance: Instance, cookie: string, petitionId: string, text: string): Promise<{ evidenceId: string; uploadURL: string }> {
  const bytes = Buffer.from(text);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const ticket = await call<UploadResponse>(instance, 'POST', '/api/objects/upload', cookie, { hash, extension: '.txt' });
  expectStatus('presign', ticket, 200);
  const put = await fetch(ticket.json.uploadURL, { method: 'PUT', body: bytes, headers: ticket.json.headers });
  if (put.status !== 200) throw new Error(`PUT: ${put.status} ${await put.text()}`);
  const reg = await call<{ evidence: Evidence }>(instance, 'POST', `/api/petitions/${petitionId}/evidence`, cookie, {
    fileName: `${hash.slice(0, 8)}.txt`,
    fileUrl: ticket.json.objectPath,
    fileSize: bytes.length,
    mimeType: 'text/plain',
  });
  expectStatus('registration', reg, 200);
  return { evidenceId: reg.json.evidence.id, uploadURL: ticket.json.uploadURL };
}
