// Where the evidence list's time goes: a CPU profile of the server (DevTools protocol over --inspect)
// while it answers `requests` sequential GET /api/petitions/{id}/evidence with 500 analysed rows,
// printed as the functions with the most self time, per request.
// Usage: npx tsx bench/api/profile.mjs [requests=200] [top=20] [--database-url=postgres://…]
import { freePort, machineLine } from '../analysis/server.mjs';
import { databaseLabel, parseArgs, ROWS, serverWithEvidence } from './seed.mjs';

const { databaseUrl, numbers } = parseArgs();
const REQUESTS = numbers[0] || 200;
const TOP = numbers[1] || 20;

/** One DevTools protocol session on the inspector's WebSocket. */
async function inspectorSession(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 0;
  const waiting = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    const done = waiting.get(message.id);
    if (!done) return;
    waiting.delete(message.id);
    if (message.error) done.reject(new Error(message.error.message));
    else done.resolve(message.result);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** Where a frame's code lives: a package, PGlite's WebAssembly, Node itself, or ours. */
function ownerOf(url) {
  if (!url) return '(V8: program, GC, builtins)';
  if (url.startsWith('wasm://')) return '@electric-sql/pglite';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return pkg ? pkg[1] : 'exhibit';
}

/** Self time per function (name, file and line) and per owner, from the profile's samples. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  const owners = new Map();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id).callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '').replace(process.cwd() + '/', '');
    const key = `${frame.functionName || '(anonymous)'}  ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    const us = profile.timeDeltas[i] ?? 0;
    totals.set(key, (totals.get(key) ?? 0) + us);
    if (key !== '(idle)') owners.set(ownerOf(frame.url), (owners.get(ownerOf(frame.url)) ?? 0) + us);
  });
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { frames: sorted(totals), owners: sorted(owners) };
}

const inspectPort = await freePort();
const { server, user, listUrl } = await serverWithEvidence({ databaseUrl, nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] });
try {
  // Uncompressed, as autocannon asks in run.mjs (fetch would otherwise ask for brotli).
  const headers = { cookie: user.cookie, 'accept-encoding': 'identity' };
  for (let i = 0; i < 20; i++) await (await fetch(listUrl, { headers })).arrayBuffer(); // warm up the JIT
  const inspector = await inspectorSession(inspectPort);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.send('Profiler.start');
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) await (await fetch(listUrl, { headers })).arrayBuffer();
  const wallMs = performance.now() - started;
  const { profile } = await inspector.send('Profiler.stop');
  inspector.close();

  const { frames: rows, owners } = selfTimes(profile);
  const busyUs = rows.filter(([k]) => k !== '(idle)').reduce((sum, [, us]) => sum + us, 0);
  console.log(`${databaseLabel(databaseUrl)}: ${REQUESTS} sequential requests of the ${ROWS}-row list, ${(wallMs / REQUESTS).toFixed(2)} ms each (wall), server CPU ${(busyUs / 1000 / REQUESTS).toFixed(2)} ms each`);
  console.log('self time per request, top frames:');
  for (const [key, us] of rows.filter(([k]) => k !== '(idle)').slice(0, TOP)) {
    console.log(`${(us / 1000 / REQUESTS).toFixed(3).padStart(8)} ms  ${((100 * us) / busyUs).toFixed(1).padStart(5)}%  ${key}`);
  }
  console.log('self time per request, by where the code lives:');
  for (const [owner, us] of owners.slice(0, 10)) console.log(`${(us / 1000 / REQUESTS).toFixed(3).padStart(8)} ms  ${((100 * us) / busyUs).toFixed(1).padStart(5)}%  ${owner}`);
  console.log(machineLine());
} finally {
  await server.stop();
}
