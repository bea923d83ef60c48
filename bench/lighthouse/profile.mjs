// Where the petition page's main-thread time goes (docs/decisions/041): one load of the signed-in petition page
// with 50 rows at a phone's viewport, CPU sampled, printed as (1) the page's top-level tasks over 10 ms of thread
// time with when they started after navigation, and (2) self time by script and by function. A profile, not a
// figure to compare: sampling adds its own cost; main-thread.mjs and run.mjs give the figures.
// Usage: npm run build && npx tsx bench/lighthouse/profile.mjs [top=30]
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { machineLine, startServer } from '../analysis/server.mjs';
import { petitionWithRows, ROWS } from './seed.mjs';

const TOP = Number(process.argv[2] ?? 30);
const SETTLE_MS = 6000;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync('dist/index.html')) throw new Error('Build first: npm run build');

const short = (url) => (url ? url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') : '(native)');

function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const script = short(url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { byScript: top(byScript), byFunction: top(byFunction) };
}

/** The functions sampled most between two trace timestamps (the profile's clock is the trace's). */
function topIn(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i];
    if (ts < from || ts > to) continue;
    const { functionName, url } = byId.get(profile.samples[i]).callFrame;
    const key = `${functionName || '(anonymous)'}@${short(url)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, n]) => `${k} ${((100 * n) / total).toFixed(0)}%`).join(', ');
}

/** Style, layout, paint and script time inside one task (trace events nested in it, on its thread). */
function phases(events, task) {
  const names = { UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'prepaint', Layerize: 'layerize', ParseHTML: 'parse HTML', FunctionCall: 'script', EvaluateScript: 'script', 'v8.evaluateModule': 'module', TimerFire: 'timer', FireAnimationFrame: 'rAF', 'v8.compile': 'compile', MajorGC: 'gc', MinorGC: 'gc' };
  const sums = new Map();
  for (const e of events) {
    if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur || !(e.name in names)) continue;
    sums.set(names[e.name], (sums.get(names[e.name]) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(', ') + ' (ms, nested events counted in each)';
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const user = await petitionWithRows(server.url);
  const url = `${server.url}/petition/${user.petitionId}`;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const [name, value] = user.cookie.split('=');
  await context.addCookies([{ name, value, url: server.url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());

  const commit = traceEvents.find((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url === url);
  const pid = commit.args.data.processId;
  const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  const start = commit.ts;
  const marks = traceEvents.filter((e) => e.pid === pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name));
  for (const m of marks) console.log(`${m.name} at ${((m.ts - start) / 1000).toFixed(0)} ms`);
  // When each API reply arrived: what the tasks after it were answering.
  const sent = new Map(traceEvents.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, e.args.data.url]));
  for (const e of traceEvents.filter((e) => e.name === 'ResourceFinish' && sent.get(e.args.data.requestId)?.includes('/api/'))) {
    console.log(`reply ${sent.get(e.args.data.requestId).replace(/^https?:\/\/[^/]+/, '')} finished at ${((e.ts - start) / 1000).toFixed(0)} ms`);
  }
  const tasks = traceEvents.filter((e) => e.pid === pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= start);
  const cpu = tasks.reduce((s, t) => s + (t.tdur ?? t.dur) / 1000, 0);
  console.log(`${tasks.length} tasks, ${cpu.toFixed(0)} ms thread time; those over 10 ms:`);
  for (const t of tasks.filter((t) => (t.tdur ?? t.dur) > 10_000)) {
    console.log(`  at ${((t.ts - start) / 1000).toFixed(0)} ms: ${((t.tdur ?? t.dur) / 1000).toFixed(1)} ms; most sampled: ${topIn(profile, t.ts, t.ts + t.dur)}`);
    console.log(`    ${phases(traceEvents, t)}`);
  }
  const { byScript, byFunction } = selfTimes(profile);
  console.log('self time by script (ms):');
  for (const [k, ms] of byScript) console.log(`  ${ms.toFixed(1).padStart(7)}  ${k}`);
  console.log('self time by function (ms):');
  for (const [k, ms] of byFunction) console.log(`  ${ms.toFixed(1).padStart(7)}  ${k}`);
  console.log(`(${ROWS} rows) ${machineLine()}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
