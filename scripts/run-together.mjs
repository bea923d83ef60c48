// `npm test`'s first step: the npm scripts named on the command line at the same time (typecheck and lint are each
// single-threaded, about 15 s and 11 s; together they take the longer of the two on two cores). Each one's output is
// printed whole when it ends, in the order given, so the two never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { name, code, output } = await run;
  process.stdout.write(output);
  if (code !== 0) {
    process.stdout.write(`${name} failed (exit ${code})\n`);
    failed ||= code;
  }
}
process.exit(failed);
