// Lighthouse's mobile preset (its default config: a Moto G-class phone with simulated slow-4G
// throttling) on the landing page signed out and on a signed-in petition page with 50 analysed
// evidence rows, against the goals of issue 15: LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05.
// Usage: npm run build && npx tsx bench/lighthouse/run.mjs [runs=1]
// LH_JSON=dir keeps each run's Lighthouse report there (landing-1.json, petition-1.json, ...) to read its breakdown,
// and its trace (petition-1.trace.json, ...) for tasks.mjs.
// Debian's Chromium (/usr/bin/chromium or CHROME_PATH), nothing downloaded. The server and the
// browser are stopped, and the temp dirs removed, on exit whatever the outcome (server.mjs).
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, startServer, tempDir } from '../analysis/server.mjs';
import { petitionWithRows, ROWS } from './seed.mjs';

const RUNS = Number(process.argv[2] ?? 1);
// LH_THROTTLING=devtools applies the same phone's throttling to the real load and reports what was observed,
// where the default (simulate) predicts it from an unthrottled load (docs/decisions/044).
const THROTTLING = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
// LH_PAGES=petition (or landing) audits one page only, for quicker comparisons.
const PAGES = (process.env.LH_PAGES ?? 'landing,petition').split(',');
const GOALS = { lcp: 2500, tbt: 200, cls: 0.05 };
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
async function lighthouseRun(chrome, url, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', extraHeaders, throttlingMethod: THROTTLING, blockedUrlPatterns: ['*/sw.js'], clearStorageTypes: CLEAR_STORAGE });
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
    console.log(`  (${url}: no navigation start in the trace, run again)`);
  }
}

async function audit(chrome, name, url, extraHeaders) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouseRun(chrome, url, extraHeaders);
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

function report(name, m) {
  const mark = (ok) => (ok ? 'meets' : 'MISSES');
  console.log(`${name}${RUNS > 1 ? ` (median of ${RUNS})` : ''}:`);
  console.log(`  LCP ${(m.lcp / 1000).toFixed(2)} s (goal ≤ ${GOALS.lcp / 1000} s, ${mark(m.lcp <= GOALS.lcp)})${m.lcpElement ? `  element: ${m.lcpElement}` : ''}`);
  console.log(`  TBT ${m.tbt.toFixed(0)} ms (goal ≤ ${GOALS.tbt} ms, ${mark(m.tbt <= GOALS.tbt)})`);
  console.log(`  CLS ${m.cls.toFixed(3)} (goal ≤ ${GOALS.cls}, ${mark(m.cls <= GOALS.cls)})`);
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
  if (PAGES.includes('landing')) report('landing / (signed out)', await audit(chrome, 'landing', `${server.url}/`));
  if (PAGES.includes('petition')) report(`petition /petition/:id (signed in, ${ROWS} rows)`, await audit(chrome, 'petition', `${server.url}/petition/${user.petitionId}`, { Cookie: user.cookie }));
  console.log(machineLine());
} finally {
  // chrome-launcher kills the browser; the server and temp dirs go with server.mjs's clean-up.
  chrome?.kill();
  await server.stop();
}
