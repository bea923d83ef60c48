// The prestep of `npm start`, `npm run worker` and `npm run s3:cors`: build the client (dist/) and the server (dist-server/)
// when either is missing or older than its sources, so `npm ci && npm start` works on a fresh clone.
// The builders are devDependencies: an install without them (`npm ci --omit=dev`, after `npm run build`)
// never builds; it runs what was built, and stops with a clear line when nothing was (decision 072).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npm start`'s own servers in the e2e suite: the run's webServer built once already.
if (process.env.SKIP_BUILD === '1') process.exit(0);

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
}
const builtAt = (file) => (fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0);

const parts = [
  {
    name: 'client',
    output: 'dist/index.html',
    sources: ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
    builder: 'vite',
    command: [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
  },
  {
    name: 'server',
    output: 'dist-server/index.js',
    sources: ['server', 'src/contract', 'scripts/build-server.mjs', 'scripts/server-build.mjs', 'scripts/server-build-options.mjs', 'scripts/s3-cors.ts', 'package-lock.json'],
    builder: 'esbuild',
    command: [path.join(root, 'scripts', 'build-server.mjs')],
  },
];

const devDependencies = fs.existsSync(path.join(root, 'node_modules', 'vite')) && fs.existsSync(path.join(root, 'node_modules', 'esbuild'));
for (const part of parts) {
  const at = builtAt(part.output);
  if (at > 0 && !part.sources.some((s) => newestMtime(s) > at)) continue;
  if (!devDependencies || process.env.NODE_ENV === 'production') {
    if (at > 0) continue; // a production install runs the build it was given
    console.error(`${part.output} is missing: run \`npm run build\` (with the devDependencies installed) before \`npm start\`.`);
    process.exit(1);
  }
  console.log(`Building the ${part.name} (${path.dirname(part.output)}/ is missing or out of date)...`);
  // A production build whoever asks: under a test runner (NODE_ENV=test) Vite and Workbox would otherwise build their
  // development code, and a service worker built so never became ready in the e2e run that reused it.
  const result = spawnSync(process.execPath, part.command, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
