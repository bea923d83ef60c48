// `npm start` and `npm run worker`: the compiled server (dist-server/, built by `npm run build` or by the
// prestart step, scripts/build-if-stale.mjs) in this same process, with plain Node: no TypeScript loader
// and no build tool in production (decision 072). `node scripts/start.mjs worker` runs the job workers alone.
// npm runs scripts through `sh -c` and forwards SIGTERM only to that shell, which dies without
// passing it on: the script line `exec`s node in the shell's place (package.json), and under npm
// the server also stops when npm itself is gone (killed with SIGKILL, say), instead of keeping the port.
import fs from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist-server', process.argv[2] === 'worker' ? 'worker.js' : 'index.js');
// Under npm this is the registry's Node from node_modules, not the machine's (docs/decisions/019).
console.log(`Exhibit on Node ${process.version} (${process.execPath})`);
if (!fs.existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  process.exit(1);
}

if (process.env.npm_lifecycle_event === 'start' || process.env.npm_lifecycle_event === 'worker') {
  const npmPid = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== npmPid) {
      clearInterval(watch);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 500);
  watch.unref();
}

// Node's compile cache: a later start, and every extraction worker this server forks (they inherit the variable),
// reads the server's and its packages' compiled code from disk instead of compiling it again.
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'exhibit-compile-cache');
module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
process.chdir(root);
await import(pathToFileURL(entry).href);
