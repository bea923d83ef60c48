import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from '../fixtures/free-port';

/**
 * One migrated database for the specs' own servers (own-server.ts), as decision 067 did for the server tests:
 * a fresh PGlite data dir costs an initdb and every migration, on each of about twenty own servers. The real
 * server (`npm start`'s build, which the webServer made before this runs) starts once on a throwaway DATA_DIR
 * and stops; its settings rows (signing keys and the like) are deleted, so each own server makes its own as on
 * a first start. Each own server then starts on a copy (E2E_DB_TEMPLATE), as a restart would.
 */
export default async function globalSetup(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-e2e-template-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the template server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
  const db = new PGlite(path.join(dataDir, 'db'));
  await db.query('delete from app_settings');
  await db.close();
  process.env.E2E_DB_TEMPLATE = path.join(dataDir, 'db');
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
