// `npm start`: build the PWA when dist/ is missing or older than its sources, then run the
// server (TypeScript through tsx) in this same process, so SIGTERM reaches it directly.
// npm runs scripts through `sh -c` and forwards SIGTERM only to that shell, which dies without
// passing it on: the script line `exec`s node in the shell's place (package.json), and under npm
// the server also stops when npm itself is gone (killed with SIGKILL, say), instead of keeping the port.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// Under npm this is the registry's Node from node_modules, not the machine's (docs/decisions/019).
console.log(`Exhibit on Node ${process.version} (${process.execPath})`);
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const builtIndex = path.join(root, 'dist', 'index.html');
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (process.env.SKIP_BUILD !== '1' && sources.some((s) => newestMtime(s) > builtAt)) {
  console.log('Building the client (dist/ is missing or out of date)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.npm_lifecycle_event === 'start') {
  const npmPid = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== npmPid) {
      clearInterval(watch);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 500);
  watch.unref();
}

process.chdir(root);
register();
await import('../server/index.ts');
