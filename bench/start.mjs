// Seconds from `npm start` (client already built) until /api/auth/user answers.
// Usage: npm run build && node bench/start.mjs [runs=3]
// Also prints the CPU seconds the server process used until then (Linux /proc): on a busy machine
// the wall-clock figure swings with other work, the CPU figure much less.
// Each server is stopped, and the temp DATA_DIR removed, on exit whatever the outcome.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort, machineLine, tempDir, trackChild } from './analysis/server.mjs';

const runs = Number(process.argv[2] ?? 3);

/** User + system CPU seconds of a process so far (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function once(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SKIP_BUILD: '1' },
    stdio: 'ignore',
  });
  const stop = trackChild(child);
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
        if (res.status === 401) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
      await new Promise((r) => setTimeout(r, 25));
    }
    return { wall: (performance.now() - started) / 1000, cpu: cpuSeconds(child.pid) };
  } finally {
    await stop();
  }
}

if (!fs.existsSync('dist/index.html')) throw new Error('Build first: npm run build');
const data = tempDir('exhibit-bench-start-');
try {
  const first = await once(data.dir);
  console.log(`first start (empty DATA_DIR, migrations applied): ${first.wall.toFixed(2)} s (server CPU ${first.cpu.toFixed(2)} s)`);
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await once(data.dir));
  const wall = warm.map((r) => r.wall).sort((a, b) => a - b);
  const cpu = warm.map((r) => r.cpu).sort((a, b) => a - b);
  const mid = Math.floor(runs / 2);
  console.log(`restart (existing DATA_DIR), median of ${runs}: ${wall[mid].toFixed(2)} s (min ${wall[0].toFixed(2)}, max ${wall[runs - 1].toFixed(2)}); server CPU median ${cpu[mid].toFixed(2)} s`);
  console.log(machineLine());
} finally {
  data.remove();
}
