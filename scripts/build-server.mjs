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
import { serverBuildOptions } from './server-build-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-server');

fs.rmSync(out, { recursive: true, force: true });
await build({ ...serverBuildOptions, absWorkingDir: root, outdir: out });

// Read at run time through paths relative to the module: the migrations (platform/db/client.ts) and the
// password-strength worker thread (modules/auth/password-policy.ts), which is plain JavaScript.
fs.cpSync(path.join(root, 'server/platform/db/migrations'), path.join(out, 'migrations'), { recursive: true });
fs.copyFileSync(path.join(root, 'server/modules/auth/password-strength.worker.mjs'), path.join(out, 'password-strength.worker.mjs'));
