// API load: GET /api/petitions/{id}/evidence with 500 analysed rows, signed in, against a bare
// Fastify route (and the same payload from a bare route) in the same run, with autocannon.
// Usage: npx tsx bench/api/run.mjs [seconds=10] [connections=10]
// Both servers are stopped and the temp dirs removed on exit, success or not (server.mjs).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { makeZip } from '../../tests/fixtures/make-fixtures.ts';
import { freePort, machineLine, startServer, tempDir, trackChild, uploadZip, userWithPetition, waitUntilAnalysed } from '../analysis/server.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 10);
const ROWS = 500;
const here = path.dirname(fileURLToPath(import.meta.url));

const TOPICS = ['won the National Prize for Excellence, awarded by a jury', 'was featured in a newspaper interview', 'served as a judge on the program committee', 'published a peer-reviewed journal article cited 300 times', 'led a team as director of research'];
const note = (i) => Buffer.from(`Exhibit ${i}. Ada Lovelace ${TOPICS[i % TOPICS.length]} (record ${i}).\nThe document describes her work in detail and names the organisation.`);

/** autocannon, recording every response time so p95 can be read off exactly. */
async function load(title, url, headers = {}) {
  const times = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? NaN;
  const non2xx = result.non2xx;
  console.log(`${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p95 ${p95.toFixed(1)} ms   (${non2xx} non-2xx)`);
  return { rps: result.requests.average, p95 };
}

const server = await startServer();
let stopBare = async () => undefined;
let payloadDir;
try {
  const user = await userWithPetition(server.url);
  for (let start = 0; start < ROWS; start += 200) {
    const count = Math.min(200, ROWS - start);
    const zip = await makeZip(Array.from({ length: count }, (_, k) => ({ name: `note-${start + k}.txt`, data: note(start + k) })));
    console.log(await uploadZip(server.url, user, zip));
  }
  const rows = await waitUntilAnalysed(server.url, user, ROWS, { intervalMs: 500 });
  const completed = rows.filter((r) => r.processingStatus === 'completed').length;
  if (rows.length !== ROWS || completed !== ROWS) throw new Error(`expected ${ROWS} completed rows, found ${completed} of ${rows.length}`);
  const listUrl = `${server.url}/api/petitions/${user.petitionId}/evidence`;
  const body = await (await fetch(listUrl, { headers: { cookie: user.cookie } })).text();
  console.log(`evidence list: ${ROWS} rows, ${(body.length / 1024).toFixed(0)} KB per response`);

  payloadDir = tempDir('exhibit-bench-api-');
  const payloadFile = path.join(payloadDir.dir, 'payload.json');
  fs.writeFileSync(payloadFile, body);
  const barePort = await freePort();
  const bare = fork(path.join(here, 'bare-server.mjs'), [String(barePort), payloadFile], { stdio: 'inherit' });
  stopBare = trackChild(bare, 5_000);
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });

  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s each`);
  const hello = await load('bare Fastify {hello: world}', `http://127.0.0.1:${barePort}/bare`);
  const same = await load('bare Fastify, same 500-row JSON', `http://127.0.0.1:${barePort}/bare-payload`);
  const list = await load('evidence list (500 rows, signed in)', listUrl, { cookie: user.cookie });
  console.log(`ratio evidence list / bare route: ${(list.rps / hello.rps).toFixed(3)}; / bare route with the same JSON: ${(list.rps / same.rps).toFixed(3)}`);
  console.log(machineLine());
} finally {
  await stopBare();
  payloadDir?.remove();
  await server.stop();
}
