// The main-thread tasks of a trace Lighthouse kept (run.mjs with LH_JSON=dir), as its simulation weighs them:
// each task over 12.5 ms of the trace counts toward TBT once scaled by the mobile preset's 4x CPU slowdown.
// For each, when it started after navigation, what ran in it (the phases, and the scripts and functions called
// into from the event loop). Lighthouse traces with its own categories, so tasks are longer than in a plain run.
// Usage: LH_JSON=/tmp/lh npx tsx bench/lighthouse/run.mjs 1 && node bench/lighthouse/tasks.mjs /tmp/lh/petition-1.trace.json
import fs from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('Usage: node bench/lighthouse/tasks.mjs <petition-1.trace.json>');
const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
const MIN_MS = Number(process.argv[3] ?? 12.5);

const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.dur / 1000 >= MIN_MS);
const short = (url) => (url ?? '').replace(/^.*\//, '') || '(none)';
const PHASES = { UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', 'v8.evaluateModule': 'module', FunctionCall: 'call', TimerFire: 'timer', FireAnimationFrame: 'rAF', MajorGC: 'gc', MinorGC: 'gc', ParseHTML: 'parse' };

let blocking = 0;
for (const task of tasks) {
  const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
  const phases = new Map();
  for (const e of inside) if (PHASES[e.name]) phases.set(PHASES[e.name], (phases.get(PHASES[e.name]) ?? 0) + e.dur / 1000);
  const calls = new Map();
  for (const e of inside.filter((e) => e.name === 'FunctionCall')) {
    const key = `${e.args?.data?.functionName || '(anonymous)'}@${short(e.args?.data?.url)}`;
    calls.set(key, (calls.get(key) ?? 0) + e.dur / 1000);
  }
  const ms = task.dur / 1000;
  blocking += Math.max(0, ms * 4 - 50);
  console.log(`at ${((task.ts - nav.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms (${(ms * 4).toFixed(0)} ms at 4x)`);
  console.log(`  ${[...phases].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  console.log(`  calls: ${[...calls].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
}
console.log(`${tasks.length} tasks of ${MIN_MS} ms or more; blocking at 4x if all fell between FCP and TTI: ${blocking.toFixed(0)} ms`);
