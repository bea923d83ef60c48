// The main thread's work while a page loads, in CPU time: Lighthouse's TBT scales the wall-clock length of each
// task it observed, which a busy host stretches (the same build gave 4 s and 15 s on this machine). Here each
// task's thread time (Chromium trace, `tdur`) stands in for it, and the blocking time is worked out as
// Lighthouse's mobile preset would on an idle host: every task slowed down 4x, minus 50 ms, summed.
// Pages as in run.mjs: the landing signed out, the dashboard and the petition page with 50 rows signed in, at
// a phone's viewport, each loaded `runs` times in a fresh context; medians are printed (docs/decisions/040).
// The petition page is also measured as a returning visit: loaded once with the service worker allowed, then again.
// Usage: npm run build && npx tsx bench/lighthouse/main-thread.mjs [runs=3]
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { machineLine, startServer } from '../analysis/server.mjs';
import { petitionWithRows, ROWS } from './seed.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const SETTLE_MS = 6000;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync('dist/index.html')) throw new Error('Build first: npm run build');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The main thread of the renderer the browser committed `url` to, and when. */
function pageThread(events, url) {
  const commit = events.find((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url === url && e.args.data.isOutermostMainFrame);
  if (!commit) throw new Error(`the trace has no commit of ${url}`);
  const pid = commit.args.data.processId;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`no main thread for renderer ${pid}`);
  return { pid, tid: main.tid, start: commit.ts };
}

/** Thread-time lengths (ms) of the page's top-level tasks from its navigation on. */
function taskLengths(events, url) {
  const { pid, tid, start } = pageThread(events, url);
  return events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= start).map((e) => (e.tdur ?? e.dur) / 1000);
}

async function load(browser, url, cookie, returning = false) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: returning ? 'allow' : 'block' });
  try {
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: new URL(url).origin }]);
    }
    const page = await context.newPage();
    if (returning) {
      // A returning visit: an earlier load installed the service worker and kept the query cache.
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(SETTLE_MS);
      await page.goto('about:blank');
    }
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const tasks = taskLengths(traceEvents, url);
    return {
      cpu: tasks.reduce((s, t) => s + t, 0),
      longest: Math.max(...tasks),
      blocking: tasks.reduce((s, t) => s + Math.max(0, CPU_SLOWDOWN * t - BLOCKING_MS), 0),
    };
  } finally {
    await context.close();
  }
}

async function measure(browser, label, url, cookie, returning = false) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(browser, url, cookie, returning));
  const m = (key) => median(runs.map((r) => r[key])).toFixed(0);
  console.log(`${label}: main-thread CPU ${m('cpu')} ms, longest task ${m('longest')} ms, blocking time at ${CPU_SLOWDOWN}x ${m('blocking')} ms (goal ≤ 200 ms)`);
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const user = await petitionWithRows(server.url);
  console.log(`median of ${RUNS} loads each, CPU time of the page's main thread until ${SETTLE_MS / 1000} s after load:`);
  await measure(browser, 'landing / (signed out)', `${server.url}/`);
  await measure(browser, 'dashboard / (signed in)', `${server.url}/`, user.cookie);
  await measure(browser, `petition /petition/:id (signed in, ${ROWS} rows)`, `${server.url}/petition/${user.petitionId}`, user.cookie);
  await measure(browser, `petition, returning visit (service worker active, cache kept)`, `${server.url}/petition/${user.petitionId}`, user.cookie, true);
  console.log(machineLine());
} finally {
  await browser.close();
  await server.stop();
}
