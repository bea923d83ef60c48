// Shared by the server benchmarks: the real server (`npm start` entry, client build skipped)
// on a free port with a throwaway DATA_DIR, the few API calls a user makes to get going, and
// the clean-up: every server child is stopped and every temp dir removed on success, on a
// thrown error, on an uncaught exception and on Ctrl-C / SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Synchronous last-resort clean-ups, run on process exit (whatever the cause). */
const cleanups = new Set();
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const fn of [...cleanups]) {
      try {
        fn();
      } catch {
        // best effort: the process is going away
      }
    }
  });
  // A signal's default action skips 'exit'; turn it into an exit so the hook above runs.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping benchmark children and removing temp dirs`);
      process.exit(130);
    });
  }
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const removeDir = (dir) => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });

/** A temp dir removed on exit (and by the returned remove()). */
export function tempDir(prefix = 'exhibit-bench-') {
  hookExit();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanup = () => removeDir(dir);
  cleanups.add(cleanup);
  return {
    dir,
    remove() {
      cleanups.delete(cleanup);
      removeDir(dir);
    },
  };
}

/**
 * Ties a child process to this one: SIGKILLed on exit if still running. stop() asks it to
 * stop (SIGTERM), waits, and SIGKILLs it after graceMs.
 */
export function trackChild(child, graceMs = 25_000) {
  hookExit();
  const kill = () => {
    if (!hasExited(child)) child.kill('SIGKILL');
  };
  cleanups.add(kill);
  return async function stop() {
    if (!hasExited(child)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(kill, graceMs);
      await exited;
      clearTimeout(force);
    }
    cleanups.delete(kill);
  };
}

/** Other work on the machine skews every figure: print it with them. */
export const machineLine = () => `load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts scripts/start.mjs (after `nodeArgs`, e.g. --inspect); resolves once /api/auth/user answers. */
export async function startServer(extraEnv = {}, { nodeArgs = [] } = {}) {
  // The server runs compiled (decision 072): build it, and the client, first when either is missing or out of date.
  const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  const port = await freePort();
  const data = tempDir('exhibit-bench-');
  let child;
  let stopChild = async () => undefined;
  const stop = async () => {
    await stopChild();
    data.remove();
  };
  try {
    child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, LOG_LEVEL: 'warn', SKIP_BUILD: '1', LOGIN_RATE_LIMIT: '1000', ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stopChild = trackChild(child);
    const url = `http://127.0.0.1:${port}`;
    const started = performance.now();
    for (;;) {
      try {
        if ((await fetch(`${url}/api/auth/user`)).status === 401) break;
      } catch {
        // not listening yet
      }
      if (hasExited(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode} before answering`);
      if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    return { url, dataDir: data.dir, pid: child.pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Sign up and sign in (the real form posts: sign-up never signs in); returns the session cookie. */
export async function signedInUser(url) {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const password = 'correct horse battery';
  const form = (body) => ({
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams(body),
  });
  const signup = await fetch(`${url}/api/signup`, form({ email, password, confirmPassword: password, firstName: 'Ada' }));
  // A new account's sign-up signs it in (docs/decisions/014).
  const cookie = (signup.headers.getSetCookie().find((c) => c.startsWith('exhibit.sid=')) ?? '').split(';')[0];
  if (signup.status !== 303 || !cookie) throw new Error(`sign-up failed: ${signup.status}`);
  return cookie;
}

/** A signed-in user with a profile and an O-1A petition. */
export async function userWithPetition(url) {
  const cookie = await signedInUser(url);
  const json = (body) => ({ method: 'POST', headers: { cookie, origin: url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const profile = await (await fetch(`${url}/api/profile`, json({ fullName: 'Ada Lovelace', otherLinks: [] }))).json();
  const petition = await (await fetch(`${url}/api/petitions`, json({ profileId: profile.id, visaType: 'O-1A' }))).json();
  if (!petition.id) throw new Error(`petition not created: ${JSON.stringify(petition)}`);
  return { cookie, petitionId: petition.id };
}

/** POST the zip as the browser does (multipart, field zipFile); returns the reply message. */
export async function uploadZip(url, { cookie, petitionId }, buffer, name = 'evidence.zip') {
  const form = new FormData();
  form.append('zipFile', new Blob([buffer], { type: 'application/zip' }), name);
  const res = await fetch(`${url}/api/petitions/${petitionId}/evidence/upload-zip`, { method: 'POST', headers: { cookie, origin: url }, body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`zip upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.message;
}

export async function listEvidence(url, { cookie, petitionId }) {
  const res = await fetch(`${url}/api/petitions/${petitionId}/evidence`, { headers: { cookie } });
  if (!res.ok) throw new Error(`list failed: ${res.status}`);
  return res.json();
}

const settled = (r) => r.processingStatus === 'completed' || r.processingStatus === 'failed';

/** Polls the evidence list until `count` rows exist and none is pending or processing. */
export async function waitUntilAnalysed(url, user, count, { timeoutMs = 30 * 60_000, intervalMs = 250 } = {}) {
  const started = performance.now();
  for (;;) {
    const rows = await listEvidence(url, user);
    if (rows.length >= count && rows.every(settled)) return rows;
    if (performance.now() - started > timeoutMs) {
      const done = rows.filter(settled).length;
      throw new Error(`analysis not finished within ${(timeoutMs / 1000).toFixed(0)} s (${done}/${count} rows settled)`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
