// A flood of sign-ins from one address must not slow everyone else down (issue 31, item 1): past
// LOGIN_RATE_LIMIT each attempt is refused before any hash or row (docs/decisions/051). Prints the p50,
// p95 and mean of a cheap GET (a signed-in user's GET /api/auth/user, one at a time) alone, then while
// FLOOD wrong sign-ins from one address arrive on CONNECTIONS connections, and the ratios.
// Usage: npx tsx bench/auth/sign-in-flood.mjs [flood=300] [connections=100] [baselineSeconds=5] [path=/api/auth/user]
// The real server (npm start entry) on 127.0.0.1, PGlite in a temp DATA_DIR, LOGIN_RATE_LIMIT=10 (the
// default), removed on exit (analysis/server.mjs).
import autocannon from 'autocannon';
import { machineLine, signedInUser, startServer } from '../analysis/server.mjs';

const FLOOD = Number(process.argv[2] ?? 300);
const CONNECTIONS = Number(process.argv[3] ?? 100);
const BASELINE_SECONDS = Number(process.argv[4] ?? 5);
const PATH = process.argv[5] ?? '/api/auth/user';

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? NaN;
const p50 = (xs) => quantile(xs, 0.5);
const p95 = (xs) => quantile(xs, 0.95);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * GETs one after another, as a person's page would send them, until `stop` resolves; each one's time from
 * send to the last byte in ms. Plain fetch in this process: what a client waits, scheduling included.
 */
async function probe(url, cookie, stop) {
  let stopped = false;
  void Promise.resolve(stop).then(() => (stopped = true));
  const times = [];
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the probe answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const server = await startServer({ LOGIN_RATE_LIMIT: '10' });
try {
  // Signing the probe's user in spends one of the address's attempts, as a person's own would.
  const cookie = await signedInUser(server.url);
  const userUrl = `${server.url}${PATH}`;
  for (let i = 0; i < 50; i++) await (await fetch(userUrl, { headers: { cookie } })).text(); // warm the route

  const baseline = await probe(userUrl, cookie, new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000)));

  const codes = {};
  const started = performance.now();
  const flood = autocannon({
    url: `${server.url}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email: 'nobody@example.com', password: 'not the password' }).toString(),
    connections: CONNECTIONS,
    amount: FLOOD,
  });
  flood.on('response', (_client, status) => (codes[status] = (codes[status] ?? 0) + 1));
  const during = await probe(userUrl, cookie, flood);
  const floodMs = performance.now() - started;
  const { errors, timeouts } = await flood;

  const [alone, busy] = [p50(baseline), p50(during)];
  const line = (title, xs) =>
    `GET ${PATH} ${title.padEnd(12)} n=${String(xs.length).padStart(5)}  p50 ${p50(xs).toFixed(1).padStart(6)} ms  p95 ${p95(xs).toFixed(1).padStart(6)} ms  mean ${mean(xs).toFixed(1).padStart(6)} ms`;
  console.log(line('alone', baseline));
  console.log(line('during flood', during));
  console.log(`flood: ${FLOOD} sign-ins on ${CONNECTIONS} connections in ${(floodMs / 1000).toFixed(2)} s, answers ${JSON.stringify(codes)}, ${errors} errors (${timeouts} timeouts)`);
  console.log(`ratio p50 during / alone ${(busy / alone).toFixed(2)} (${busy / alone <= 2 ? 'within' : 'over'} 2x); p95 ${(p95(during) / p95(baseline)).toFixed(2)}, mean ${(mean(during) / mean(baseline)).toFixed(2)}`);
  console.log(machineLine());
} finally {
  await server.stop();
}
