// Runs npm scripts side by side and fails if any fails: `npm test`'s typecheck and lint are each one process on one
// core, so on two cores they finish in the time of the longer (decision 092). Each script's output is held and
// printed whole when it ends, so the two never interleave line by line.
// Usage: node scripts/run-together.mjs <npm script> [<npm script> …]
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
