import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config';
import { createAnalyst } from '../../server/modules/analyst/create';
import { createDeps } from '../../server/platform/deps';
import { storedObjects } from '../../server/platform/db/schema';
import { STORE_DOWN_MESSAGE } from '../../server/platform/storage/s3-store';
import { serverCommand } from '../fixtures/server-command';
import { startS3, S3_BUCKET, type TestS3 } from '../fixtures/s3-server';
import { DATABASES, startListeningServer, type ListeningServer } from './harness';
import { listEvidence, register, userWithPetition, type Owner } from './evidence-helpers';
import { presign, storeBytes } from './object-upload';

// What only the S3 store has: a bucket that can be down or missing, and the CORS rule browsers need.

/** Runs a command in the repo and collects its exit code and output. */
function run(command: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe.each(DATABASES)('the S3 store when the bucket is down, on %s', (kind) => {
  let s3: TestS3;
  let server: ListeningServer;
  let owner: Owner;
  beforeAll(async () => {
    s3 = await startS3();
    server = await startListeningServer(kind, { objectStore: s3.config });
    owner = await userWithPetition(server);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.dispose();
  });

  it('answers registration with a clear 503 and registers nothing, then works once the store is back', async () => {
    const objectPath = await storeBytes(server, owner.cookie, Buffer.from('The applicant chaired the international standards committee.'), '.txt');
    await s3.stop();
    const down = await register(server, owner, { fileName: 'committee.txt', fileUrl: objectPath });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toEqual({ message: STORE_DOWN_MESSAGE });
    expect(await listEvidence(server, owner)).toEqual([]);
    expect(await server.deps.database.db.select().from(storedObjects).where(eq(storedObjects.path, objectPath))).toEqual([]);
    // Presigning needs no answer from the store: the page can still prepare the next upload.
    await presign(server, owner.cookie, Buffer.from('x'));

    await s3.start();
    const back = await register(server, owner, { fileName: 'committee.txt', fileUrl: objectPath });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listEvidence(server, owner)).toHaveLength(1);
  });
});

describe('the S3 store at start and its CORS rule', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.dispose();
  });

  it('refuses to start when the bucket does not exist, naming it', async () => {
    const config = loadConfig({ ...s3.env, OBJECT_STORE_URL: 's3://no-such-bucket', LOG_LEVEL: 'silent' }, { staticDir: undefined });
    await expect(createDeps(config, createAnalyst, { inMemory: true })).rejects.toThrow(
      `Invalid configuration:\nOBJECT_STORE_URL: the bucket "no-such-bucket" did not answer at ${s3.endpoint}: no such bucket`,
    );
  });

  it('stops `npm start` with a one-line reason, and no stack, when the store does not answer', async () => {
    const dead = await startS3();
    await dead.dispose();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-s3-start-'));
    try {
      const env = { ...dead.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
      const { code, stderr } = await run(...serverCommand('web'), env);
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines[1]).toMatch(new RegExp(`^OBJECT_STORE_URL: the bucket "${S3_BUCKET}" did not answer at ${dead.endpoint}: .*ECONNREFUSED`));
      expect(lines).toHaveLength(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('`npm run s3:cors` lets the app origin PUT with the bound headers, and no other origin', async () => {
    const app = 'https://exhibit.example.com';
    const { code, stdout, stderr } = await run('npm', ['run', '--silent', 's3:cors', '--', 'http://127.0.0.1:5173'], { ...s3.env, PUBLIC_URL: app });
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`CORS rule set on bucket "${S3_BUCKET}"`);
    const preflight = (origin: string, headers = 'content-type,x-amz-checksum-sha256') =>
      fetch(`${s3.endpoint}/${S3_BUCKET}/exhibit/u/x.pdf`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': headers },
      });
    for (const origin of [app, 'http://127.0.0.1:5173']) {
      const ok = await preflight(origin);
      expect(ok.status, origin).toBe(200);
      expect(ok.headers.get('access-control-allow-headers')).toBe('content-type, x-amz-checksum-sha256');
      expect(ok.headers.get('access-control-allow-methods')).toBe('PUT, GET, HEAD');
    }
    expect((await preflight('https://evil.example.com')).status).toBe(403);
    expect((await preflight(app, 'content-type,x-amz-acl')).status).toBe(403);
  }, 90_000);
});
