// `npm run build`'s server half: the TypeScript server compiled to plain ES modules in dist-server/, so
// production runs it with plain Node (scripts/start.mjs) and no TypeScript loader (decision 072).
// esbuild bundles our own code (server/ and the src/contract it shares with the client) and leaves every
// package an import, resolved from node_modules at run time. Code splitting keeps the parts the server
// loads on demand (the app after the port opens, the S3 and OIDC clients, the worker-process reader)
// out of the first module, as they are from source (decision 035).
// Files the server finds beside its own module (import.meta.url) are copied beside the output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-server');

fs.rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    // npm start
    index: 'server/index.ts',
    // npm run worker
    worker: 'server/worker.ts',
    // One extraction worker process (server/platform/extract/pool.ts forks it).
    'extract-worker': 'server/platform/extract/worker-process.ts',
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node26',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Chunks beside the entries, so a path relative to import.meta.url means the same folder in each.
  chunkNames: '[name]-[hash]',
});

// Read at run time through paths relative to the module: the migrations (platform/db/client.ts) and the
// password-strength worker thread (modules/auth/password-policy.ts), which is plain JavaScript.
fs.cpSync(path.join(root, 'server/platform/db/migrations'), path.join(out, 'migrations'), { recursive: true });
fs.copyFileSync(path.join(root, 'server/modules/auth/password-strength.worker.mjs'), path.join(out, 'password-strength.worker.mjs'));
