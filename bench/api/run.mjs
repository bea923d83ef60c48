// API load: GET /api/petitions/{id}/evidence with 500 analysed rows, signed in, against a bare
// Fastify route (and the same payload from a bare route) in the same run, with autocannon.
// Usage: npx tsx bench/api/run.mjs [seconds=10] [connections=10] [--database-url=postgres://…]
// Without --database-url the server uses PGlite; with it, that (fresh, empty) PostgreSQL database.
// Both servers are stopped and the temp dirs removed on exit, success or not (server.mjs).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, machineLine, tempDir, trackChild } from '../analysis/server.mjs';
import { databaseLabel, parseArgs, ROWS, serverWithEvidence } from './seed.mjs';

const { databaseUrl, numbers } = parseArgs();
const SECONDS = numbers[0] || 10;
const CONNECTIONS = numbers[1] || 10;
const here = path.dirname(fileURLToPath(import.meta.url));

/** autocannon, recording every response time so p95 can be read off exactly. */
async function load(title, url, headers = {}) {
  const times = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? NaN;
  const statuses = `${result['2xx']} 2xx, ${result['3xx']} 3xx, ${result.non2xx - result['3xx']} other`;
  console.log(`${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p95 ${p95.toFixed(1)} ms   (${statuses})`);
  return { rps: result.requests.average, p95 };
}

const { server, user, listUrl } = await serverWithEvidence({ databaseUrl });
let stopBare = async () => undefined;
let payloadDir;
try {
  const first = await fetch(listUrl, { headers: { cookie: user.cookie } });
  const body = await first.text();
  const etag = first.headers.get('etag');
  console.log(`evidence list on ${databaseLabel(databaseUrl)}: ${ROWS} rows, ${(body.length / 1024).toFixed(0)} KB per response${etag ? `, ETag ${etag}` : ''}`);

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
  const same = await load(`bare Fastify, same ${ROWS}-row JSON`, `http://127.0.0.1:${barePort}/bare-payload`);
  const list = await load(`evidence list (${ROWS} rows, signed in)`, listUrl, { cookie: user.cookie });
  console.log(`ratio evidence list / bare route: ${(list.rps / hello.rps).toFixed(3)}; / bare route with the same JSON: ${(list.rps / same.rps).toFixed(3)}`);
  // What a client that already holds the list pays to learn it is unchanged.
  if (etag) await load('evidence list, If-None-Match (304)', listUrl, { cookie: user.cookie, 'if-none-match': etag });
  console.log(machineLine());
} finally {
  await stopBare();
  payloadDir?.remove();
  await server.stop();
}
