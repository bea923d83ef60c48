// Runs npm scripts side by side and fails as soon as any fails. A name written `low:<script>` runs at a lower CPU priority:
// `npm test` runs the typecheck and lint that way beside vitest, whose server tests leave about a third of the two
// cores idle while they wait on databases, processes and timers, so the checks take that time instead of holding
// both cores before vitest starts, and vitest's timing tests keep the cores when they want them (decisions 092, 104).
// A low script's output is held and printed whole when it ends, so it never interleaves line by line with the others,
// which print as they go.
// Usage: node scripts/run-together.mjs [low:]<npm script> [[low:]<npm script> …]
import { spawn } from 'node:child_process';
import os from 'node:os';

const LOW = 'low:';
/** Below the default 0, as far as every platform's scheduler tells apart (Windows maps it to "below normal"). */
const LOW_PRIORITY = 10;

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-together.mjs [low:]<npm script> [[low:]<npm script> …]');
  process.exit(2);
}

const children = new Set();

function stopAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
// Ctrl-C or a CI's stop reaches this process only: the scripts run in groups of their own.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(1);
  });
}

function run(arg) {
  const low = arg.startsWith(LOW);
  const name = low ? arg.slice(LOW.length) : arg;
  return new Promise((resolve) => {
    const started = Date.now();
    // A process group of its own, so stopping it stops what npm started too (npm does not pass a signal on).
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    // Set before npm has started what it runs (it takes a tenth of a second to start), which inherits it.
    if (low && child.pid !== undefined) os.setPriority(child.pid, LOW_PRIORITY);
    const output = [];
    child.stdout.on('data', (chunk) => (low ? output.push(chunk) : process.stdout.write(chunk)));
    child.stderr.on('data', (chunk) => (low ? output.push(chunk) : process.stderr.write(chunk)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      if (low) process.stdout.write(Buffer.concat(output));
      children.delete(child);
      // One failure fails the run: the others are stopped rather than left to run for minutes (a typecheck error used
      // to stop `npm test` before the tests started).
      if (code !== 0) stopAll('SIGTERM');
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
