// Outbox replay throughput: 20 queued operations (10 photos of 2 MiB each and 10 letters, ≈20 MiB)
// drained against the real server (`npm start` entry on a free port, temp DATA_DIR; see
// bench/analysis/server.mjs) with the app's own drain code.
// The outbox lives in fake-indexeddb here (Node); the network path — presign, PUT, register,
// letter POST, all with Idempotency-Key — is the real one.
// Usage: npm run build && npx tsx bench/outbox/run.ts
import 'fake-indexeddb/auto';
import { createHash, randomBytes } from 'node:crypto';
import { enqueue, listOutbox } from '../../src/offline/outbox';
import { drainOutbox } from '../../src/offline/drain';
import { makeTextJpeg } from '../../tests/fixtures/make-fixtures';
// The server is stopped and its temp DATA_DIR removed on exit, success or not.
import { machineLine, startServer, userWithPetition, waitUntilAnalysed } from '../analysis/server.mjs';

const PHOTOS = 10;
const LETTERS = 10;
const PHOTO_BYTES = 2 * 1024 * 1024;
const GOAL_SECONDS = 5;

const server = await startServer();
try {
  const base = server.url;
  const { cookie, petitionId } = await userWithPetition(base);

  // Queue while "offline": nothing is sent yet.
  let bytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    // A small valid JPEG padded with random bytes after its end marker (decoders ignore them):
    // unique content per photo at a phone photo's size, which the server can still analyse.
    const jpeg = makeTextJpeg([`PHOTO ${i}`, 'AWARD CEREMONY']);
    const data = Buffer.concat([jpeg, randomBytes(PHOTO_BYTES - jpeg.length)]);
    bytes += data.length;
    await enqueue({
      kind: 'evidence',
      petitionId,
      evidence: { blob: new Blob([data], { type: 'image/jpeg' }), fileName: `photo-${i}.jpg`, mimeType: 'image/jpeg', size: data.length, sha256: createHash('sha256').update(data).digest('hex') },
    });
  }
  for (let i = 0; i < LETTERS; i++) {
    const body = { recommenderName: `Recommender ${i}`, recommenderTitle: 'Professor', recommenderOrganization: 'University', recommenderEmail: '', relationship: 'Supervisor', keyAchievements: ['Led the project'] };
    bytes += JSON.stringify(body).length;
    await enqueue({ kind: 'letter', petitionId, letter: { body, recommenderName: body.recommenderName } });
  }

  // "Online": drain until empty, with the session cookie and the Origin the browser would send.
  const fetchFn = ((url: string, init: RequestInit = {}) =>
    fetch(new URL(url, base), { ...init, headers: { ...(init.headers as Record<string, string>), cookie, origin: new URL(base).origin } })) as typeof fetch;
  const started = performance.now();
  let rounds = 0;
  let delivered = 0;
  const left = async () => JSON.stringify(await listOutbox(), (k, v) => (k === 'blob' ? undefined : v));
  while ((await listOutbox()).length > 0 && rounds < 10) {
    const r = await drainOutbox({ fetchFn, force: true });
    rounds++;
    delivered += r.delivered;
    if (r.unauthorized) throw new Error('the server answered 401: the session cookie was not accepted');
    if (r.failed > 0) throw new Error(`items failed: ${await left()}`);
  }
  const seconds = (performance.now() - started) / 1000;
  if (delivered !== PHOTOS + LETTERS) throw new Error(`delivered ${delivered} of ${PHOTOS + LETTERS} after ${rounds} drains; left: ${await left()}`);
  const evidence = await fetch(`${base}/api/petitions/${petitionId}/evidence`, { headers: { cookie } }).then((r) => r.json() as Promise<unknown[]>);
  const letters = await fetch(`${base}/api/petitions/${petitionId}/recommendation-letters`, { headers: { cookie } }).then((r) => r.json() as Promise<unknown[]>);
  if (evidence.length !== PHOTOS || letters.length !== LETTERS) throw new Error(`server has ${evidence.length} evidence rows and ${letters.length} letters`);
  console.log(`delivered ${PHOTOS} photos (${(PHOTO_BYTES / 1048576).toFixed(0)} MiB each) + ${LETTERS} letters = ${delivered} operations in ${rounds} drain(s), ${seconds.toFixed(2)} s`);
  console.log(`throughput ${(bytes / 1048576 / seconds).toFixed(1)} MiB/s (${Math.round(bytes / seconds)} bytes/s); server rows: ${evidence.length} evidence, ${letters.length} letters`);
  console.log(`goal ≤ ${GOAL_SECONDS} s on loopback: ${seconds <= GOAL_SECONDS ? 'met' : 'MISSED'}`);
  // Not timed: the photos' analysis, which ran alongside the drain, ends well.
  const rows = await waitUntilAnalysed(base, { cookie, petitionId }, PHOTOS, { timeoutMs: 120_000 });
  const failed = rows.filter((r) => r.processingStatus === 'failed');
  console.log(`photos analysed afterwards: ${rows.length - failed.length}/${PHOTOS} completed${failed.map((f) => `; ${f.fileName} failed: ${f.processingError}`).join('')}`);
  console.log(machineLine());
} finally {
  await server.stop();
}
