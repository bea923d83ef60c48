// Lighthouse's mobile preset (its default config: a Moto G-class phone with simulated slow-4G
// throttling) on the landing page signed out (issue 15's goals: LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05) and on a
// signed-in petition page with 50 analysed evidence rows in the two paths issue 34 names:
// - a first visit, the service worker blocked and storage cleared: LCP ≤ 3.0 s, TBT ≤ 300 ms;
// - a returning visit, the service worker installed by an earlier load and active, storage kept: LCP ≤ 1.5 s, TBT ≤ 200 ms.
// Usage: npm run build && npx tsx bench/lighthouse/run.mjs [runs=1]
// LH_JSON=dir keeps each run's Lighthouse report there (landing-1.json, petition-1.json, ...) to read its breakdown,
// and its trace (petition-1.trace.json, ...) for tasks.mjs.
// Debian's Chromium (/usr/bin/chromium or CHROME_PATH), nothing downloaded. The server and the
// browser are stopped, and the temp dirs removed, on exit whatever the outcome (server.mjs).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, startServer, tempDir } from '../analysis/server.mjs';
import { petitionWithRows, ROWS } from './seed.mjs';

const RUNS = Number(process.argv[2] ?? 1);
// LH_THROTTLING=devtools applies the same phone's throttling to the real load and reports what was observed,
// where the default (simulate) predicts it from an unthrottled load (docs/decisions/044).
const THROTTLING = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
// LH_PAGES=petition (or landing) audits one page only, LH_MODES=first (or returning) one path of the petition page.
const PAGES = (process.env.LH_PAGES ?? 'landing,petition').split(',');
const MODES = (process.env.LH_MODES ?? 'first,returning').split(',');
const GOALS = {
  landing: { lcp: 2500, tbt: 200, cls: 0.05 },
  first: { lcp: 3000, tbt: 300, cls: 0.05 },
  returning: { lcp: 1500, tbt: 200, cls: 0.05 },
};
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each run a first visit: Lighthouse's default leaves IndexedDB and localStorage, so a run would start from the
// query cache the run before it saved (the landing run's signed-out user, or the last petition run's rows).
const CLEAR_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'];

if (!fs.existsSync('dist/index.html')) throw new Error('Build first: npm run build');

/** The first DOM node an audit's details name (the LCP element in the LCP breakdown). */
function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Lighthouse now and then loses the trace's navigation start (NO_NAVSTART) on a busy host: such a run is redone, twice at most. */
async function lighthouseRun(chrome, url, extraHeaders, returning) {
  // A first visit: /sw.js blocked, so no service worker answers, and storage cleared. A returning visit: nothing
  // blocked or cleared, so the installed service worker answers from its precache and the query cache is there.
  const visit = returning ? { disableStorageReset: true } : { blockedUrlPatterns: ['*/sw.js'], clearStorageTypes: CLEAR_STORAGE };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', extraHeaders, throttlingMethod: THROTTLING, ...visit });
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
    console.log(`  (${url}: no navigation start in the trace, run again)`);
  }
}

async function audit(chrome, name, url, extraHeaders, returning = false) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouseRun(chrome, url, extraHeaders, returning);
    if (process.env.LH_JSON) {
      fs.mkdirSync(process.env.LH_JSON, { recursive: true });
      fs.writeFileSync(`${process.env.LH_JSON}/${name}-${i + 1}.json`, result.report);
      // The trace the simulation started from, for tasks.mjs.
      fs.writeFileSync(`${process.env.LH_JSON}/${name}-${i + 1}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const { audits, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    // A signed-out redirect would measure the sign-in page instead of the petition.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalDisplayedUrl}`);
    runs.push({
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      lcpElement: firstNode(audits['lcp-breakdown-insight']?.details)?.snippet,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  return {
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    bytes: median(runs.map((r) => r.bytes)),
    lcpElement: runs[0].lcpElement,
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

/**
 * A first load of `url` in Lighthouse's browser with the session cookie in its jar (the service worker's own fetches
 * carry no extra headers), waiting until the app has registered its service worker and it is active (precache done).
 */
async function installServiceWorker(chrome, url, cookie) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The app registers it a second after load, when idle (src/app/service-worker.ts); install precaches the app.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      return worker.state;
    });
    await page.close();
    return state;
  } finally {
    // Disconnects: the default context and the browser stay for Lighthouse.
    await browser.close();
  }
}

function report(name, m, goals) {
  const mark = (ok) => (ok ? 'meets' : 'MISSES');
  console.log(`${name}${RUNS > 1 ? ` (median of ${RUNS})` : ''}:`);
  console.log(`  LCP ${(m.lcp / 1000).toFixed(2)} s (goal ≤ ${goals.lcp / 1000} s, ${mark(m.lcp <= goals.lcp)})${m.lcpElement ? `  element: ${m.lcpElement}` : ''}`);
  console.log(`  TBT ${m.tbt.toFixed(0)} ms (goal ≤ ${goals.tbt} ms, ${mark(m.tbt <= goals.tbt)})`);
  console.log(`  CLS ${m.cls.toFixed(3)} (goal ≤ ${goals.cls}, ${mark(m.cls <= goals.cls)})`);
  console.log(`  transfer ${(m.bytes / 1024).toFixed(0)} KiB`);
  // Simulated throttling scales the tasks it observed: a busy host inflates TBT and LCP.
  console.log(`  host benchmark index ${m.benchmarkIndex.toFixed(0)} (Lighthouse calibrates on ~1000+; lower means a busy or slow host)`);
}

const server = await startServer();
let chrome;
try {
  const user = await petitionWithRows(server.url);

  // Chrome's own profile dir, so the browser never touches the user's.
  const profile = tempDir('exhibit-bench-chrome-');
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir: profile.dir,
    logLevel: 'error',
  });
  const petition = `${server.url}/petition/${user.petitionId}`;
  if (PAGES.includes('landing')) report('landing / (signed out)', await audit(chrome, 'landing', `${server.url}/`), GOALS.landing);
  if (PAGES.includes('petition') && MODES.includes('first')) {
    report(`petition /petition/:id (signed in, ${ROWS} rows), first visit, service worker blocked`, await audit(chrome, 'petition', petition, { Cookie: user.cookie }), GOALS.first);
  }
  if (PAGES.includes('petition') && MODES.includes('returning')) {
    console.log(`  (service worker ${await installServiceWorker(chrome, petition, user.cookie)} after a first load)`);
    const m = await audit(chrome, 'petition-returning', petition, { Cookie: user.cookie }, true);
    report(`petition /petition/:id (signed in, ${ROWS} rows), returning visit, service worker active`, m, GOALS.returning);
  }
  console.log(machineLine());
} finally {
  // chrome-launcher kills the browser; the server and temp dirs go with server.mjs's clean-up.
  chrome?.kill();
  await server.stop();
}
