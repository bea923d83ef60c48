// SHA-256 throughput in Chromium (architecture.md §an-upload-step-by-step): the app's hash worker over blob.stream() vs
// WebCrypto's one-shot digest vs hash-wasm on a buffer in memory, on the same 100 MiB Blob.
// Usage: node bench/hash/run.mjs [MiB=100] [runs=3]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { tempDir } from '../analysis/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIB = Number(process.argv[2] ?? 100);
const RUNS = Number(process.argv[3] ?? 3);

// Removed on exit whatever the outcome (and in the finally below).
const out = tempDir('exhibit-hash-bench-');
const outDir = out.dir;
await build({
  configFile: false,
  root: here,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('body[data-ready="true"]');
  const bytes = await page.evaluate((mib) => window.hashBench.prepare(mib), MIB);
  const mibOf = (ms) => bytes / (1024 * 1024) / (ms / 1000);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  const worker = [];
  const subtle = [];
  const inMemory = [];
  const loads = [];
  for (let i = 0; i < RUNS; i++) {
    worker.push(await page.evaluate(() => window.hashBench.streamingWorker()));
    loads.push(await page.evaluate(() => window.hashBench.loadIntoMemory()));
    subtle.push(await page.evaluate(() => window.hashBench.subtleDigest()));
    inMemory.push(await page.evaluate(() => window.hashBench.hashWasmInMemory()));
    await page.evaluate(() => window.hashBench.dropMemory());
  }
  const hexes = new Set([...worker, ...subtle, ...inMemory].map((t) => t.hex));
  if (hexes.size !== 1) throw new Error(`the three methods disagree: ${[...hexes].join(', ')}`);

  const w = mibOf(median(worker.map((t) => t.ms)));
  const s = mibOf(median(subtle.map((t) => t.ms)));
  const m = mibOf(median(inMemory.map((t) => t.ms)));
  const fmt = (x) => x.toFixed(0).padStart(5);
  const range = (ts) => `(runs ${ts.map((t) => mibOf(t.ms).toFixed(0)).join(', ')})`;
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(`SHA-256 of a ${(bytes / 1024 / 1024).toFixed(0)} MiB Blob in Chromium, median of ${RUNS} runs (all digests agree)`);
  console.log(`  streaming worker (hashFile, hash-wasm over blob.stream()) ${fmt(w)} MiB/s  ${range(worker)}`);
  console.log(`  crypto.subtle.digest, whole ArrayBuffer                   ${fmt(s)} MiB/s  ${range(subtle)}, + ${median(loads).toFixed(0)} ms to read the Blob into memory first`);
  console.log(`  hash-wasm, buffer already in memory (main thread)         ${fmt(m)} MiB/s  ${range(inMemory)}`);
  console.log(`  streaming ÷ subtle: ${(w / s).toFixed(2)}   streaming ÷ in-memory hash-wasm: ${(w / m).toFixed(2)}  (target ≥ 0.9)`);
  const longest = Math.max(...worker.map((t) => t.longestTaskMs));
  const count = worker.reduce((n, t) => n + t.longTasks, 0);
  const lag = Math.max(...worker.map((t) => t.worstTimerLagMs));
  console.log(`  main thread during the worker runs: longest long task ${longest.toFixed(0)} ms (${count} tasks ≥ 50 ms), worst 10 ms-timer lag ${lag.toFixed(0)} ms`);
} finally {
  await browser.close();
  server.close();
  out.remove();
}
