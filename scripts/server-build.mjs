// The server compiled to plain ES modules in one folder (decision 072): `npm run build` writes dist-server/
// (scripts/build-server.mjs), and vitest's server project writes a throwaway copy once per run so its test servers'
// extraction workers and server processes start without a TypeScript loader (tests/fixtures/server-build.ts,
// decision 078). The folder must sit inside the repository: every package stays an import, resolved from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

/** The compiled server in `out` (emptied first), with the files it finds beside its own module. */
export async function buildServer(root, out) {
  fs.rmSync(out, { recursive: true, force: true });
  await build({ ...serverBuildOptions, absWorkingDir: root, outdir: out });
  // Read at run time through paths relative to the module: the migrations (platform/db/client.ts) and the
  // password-strength worker thread (modules/auth/password-policy.ts), which is plain JavaScript.
  fs.cpSync(path.join(root, 'server/platform/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  fs.copyFileSync(path.join(root, 'server/modules/auth/password-strength.worker.mjs'), path.join(out, 'password-strength.worker.mjs'));
}
