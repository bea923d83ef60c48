// Bytes on the wire for a first signed-in visit to the dashboard (issue 15 item 1; docs/decisions/033): the built
// server on a temp DATA_DIR, a fresh Chromium profile with a session, and the sum of `encodedDataLength` of every
// response the page receives (DevTools protocol, Network.loadingFinished) by type. Run twice: compression on, and
// COMPRESSION=off as the baseline.
// The service worker is blocked: its precache download runs after first paint, in its own target, and is not
// part of what the visit needs; the figure is what the page itself fetches.
// Usage: npm run build && node bench/wire.mjs [--files]   (--files: each response of the compressed visit)
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { machineLine, signedInUser, startServer } from './analysis/server.mjs';

const GOAL = 250 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const KINDS = { Document: 'HTML', Script: 'JS', Stylesheet: 'CSS', Font: 'fonts', Fetch: 'API', XHR: 'API' };

async function visit(browser, env) {
  const server = await startServer(env);
  try {
    const cookie = await signedInUser(server.url);
    // A profile, or the dashboard sends a new user to profile set-up.
    const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
    const profile = await fetch(`${server.url}/api/profile`, { method: 'POST', headers, body: JSON.stringify({ fullName: 'Ada Lovelace', otherLinks: [] }) });
    if (profile.status !== 200) throw new Error(`profile: ${profile.status} ${await profile.text()}`);

    const context = await browser.newContext({ serviceWorkers: 'block' });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urlOf = new Map();
    const files = [];
    cdp.on('Network.requestWillBeSent', (e) => urlOf.set(e.requestId, e.request.url.replace(server.url, '')));
    const kindOf = new Map();
    const encodingOf = new Map();
    const totals = {};
    cdp.on('Network.responseReceived', (e) => {
      kindOf.set(e.requestId, KINDS[e.type] ?? 'other');
      encodingOf.set(e.requestId, e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none');
    });
    const encodings = {};
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kindOf.get(e.requestId) ?? 'other';
      totals[kind] = (totals[kind] ?? 0) + e.encodedDataLength;
      files.push({ url: urlOf.get(e.requestId), kind, bytes: e.encodedDataLength });
      const enc = encodingOf.get(e.requestId) ?? 'none';
      encodings[enc] = (encodings[enc] ?? 0) + 1;
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    return { totals, encodings, files };
  } finally {
    await server.stop();
  }
}

if (!fs.existsSync('dist/index.html')) throw new Error('Build first: npm run build');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const on = await visit(browser, {});
  const off = await visit(browser, { COMPRESSION: 'off' });
  const shell = (t) => ['HTML', 'JS', 'CSS', 'fonts'].reduce((s, k) => s + (t[k] ?? 0), 0);
  const all = (t) => Object.values(t).reduce((s, n) => s + n, 0);
  const kinds = [...new Set([...Object.keys(on.totals), ...Object.keys(off.totals)])].sort();
  console.log('first signed-in visit to the dashboard, bytes on the wire (headers included):');
  console.log(`${'type'.padEnd(8)}${'compressed'.padStart(12)}${'COMPRESSION=off'.padStart(18)}`);
  for (const k of kinds) console.log(`${k.padEnd(8)}${kb(on.totals[k] ?? 0).padStart(12)}${kb(off.totals[k] ?? 0).padStart(18)}`);
  const a = shell(on.totals);
  const b = shell(off.totals);
  console.log(`HTML + JS + CSS + fonts: ${kb(a)} (goal ≤ ${kb(GOAL)}: ${a <= GOAL ? 'met' : 'NOT met'}); uncompressed ${kb(b)}; ratio ${(a / b).toFixed(2)}`);
  console.log(`everything: ${kb(all(on.totals))} vs ${kb(all(off.totals))}; responses by Content-Encoding: ${JSON.stringify(on.encodings)}`);
  if (process.argv.includes('--files')) {
    for (const f of on.files.sort((x, y) => y.bytes - x.bytes)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.kind.padEnd(6)} ${f.url}`);
  }
  console.log(machineLine());
} finally {
  await browser.close();
}
