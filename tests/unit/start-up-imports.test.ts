import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../scripts/server-build-options.mjs';

// A server start loads server/index.ts, the app it imports once the database is up and the job workers it registers
// after the port opens (server/runtime.ts). The document readers and the PDF engine load with their first use
// instead: each start (a deployment's, a restart's, every test server's) skips about 0.6 s of CPU.
const ROOT = path.resolve(import.meta.dirname, '../..');
const LOADED_AT_START = ['server/index.ts', 'server/app.ts', 'server/modules/jobs.ts'];
const LOADED_ON_FIRST_USE = ['pdf-lib', '@pdf-lib/fontkit', 'mammoth', 'sharp', 'tesseract.js', 'unpdf', 'docx'];

/** Every package the modules reach through static imports, each with the chain of files that reaches it. */
function staticPackages(metafile: Metafile, entries: string[]): Map<string, string> {
  const via = new Map<string, string>(entries.map((e) => [e, e]));
  const queue = [...entries];
  const packages = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) {
        if (!packages.has(imported.path)) packages.set(imported.path, via.get(file)!);
      } else if (!via.has(imported.path)) {
        via.set(imported.path, `${via.get(file)!} > ${imported.path}`);
        queue.push(imported.path);
      }
    }
  }
  return packages;
}

describe('what a server start loads', () => {
  it('the start-up modules reach no document reader or PDF engine through a static import', async () => {
    const entryPoints = [...new Set([...LOADED_AT_START, ...Object.values(serverBuildOptions.entryPoints as Record<string, string>)])];
    const result = await build({ ...serverBuildOptions, entryPoints, absWorkingDir: ROOT, outdir: 'dist-server', write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
    const atStart = staticPackages(result.metafile, LOADED_AT_START);
    // The server still uses each of them, statically or not (else this test would pass for a package nobody imports).
    const used = new Set(Object.values(result.metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)));
    expect(LOADED_ON_FIRST_USE.filter((p) => !used.has(p))).toEqual([]);
    expect(LOADED_ON_FIRST_USE.filter((p) => atStart.has(p)).map((p) => `${p} via ${atStart.get(p)}`)).toEqual([]);
  }, 120_000);
});
