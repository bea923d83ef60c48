// `npm run build`'s server half: the TypeScript server compiled to plain ES modules in dist-server/, so
// production runs it with plain Node (scripts/start.mjs) and no TypeScript loader (decision 072).
// esbuild bundles our own code (server/ and the src/contract it shares with the client) and leaves every
// package an import, resolved from node_modules at run time. Code splitting keeps the parts the server
// loads on demand (the app after the port opens, the S3 and OIDC clients, the worker-process reader)
// out of the first module, as they are from source (decision 035).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './server-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildServer(root, path.join(root, 'dist-server'));
