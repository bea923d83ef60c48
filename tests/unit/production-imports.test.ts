import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../scripts/server-build-options.mjs';

// `npm ci --omit=dev && npm start` must work after `npm run build` (decision 072): what production runs may
// import only `dependencies`, never a devDependency (tsx, vite, esbuild…), which such an install leaves out.
const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const BUILTINS = new Set(builtinModules);
/** npm start, its prestep and the files copied beside the build. */
const RUN_AS_IS = ['scripts/start.mjs', 'scripts/build-if-stale.mjs', 'server/modules/auth/password-strength.worker.mjs', 'server/platform/extract/lower-priority.mjs'];

/** 'pkg' or '@scope/pkg' of a bare import; null for node builtins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** The bare imports of a plain JavaScript file that production runs as it is (not bundled). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:^|\s)(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!).filter((s) => !s.startsWith('.'));
}

describe('what production runs', () => {
  it('the compiled server imports only production dependencies', async () => {
    const result = await build({ ...serverBuildOptions, absWorkingDir: ROOT, outdir: 'dist-server', write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
    if (!result.metafile) throw new Error('esbuild wrote no metafile');
    const external = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
    const packages = [...new Set(external.map(packageOf).filter((p): p is string => p !== null))].sort();
    expect(packages.length).toBeGreaterThan(10);
    expect(packages.filter((p) => !(p in pkg.dependencies))).toEqual([]);
  }, 120_000);

  it('npm start, its prestep and the files copied beside the build import only builtins and production dependencies', () => {
    const packages = RUN_AS_IS.flatMap(importsOf).map(packageOf).filter((p): p is string => p !== null);
    expect(packages.filter((p) => !(p in pkg.dependencies))).toEqual([]);
  });

  it('dependencies hold only what production runs (the client is built into dist/, so its packages are build inputs)', async () => {
    const result = await build({ ...serverBuildOptions, absWorkingDir: ROOT, outdir: 'dist-server', write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
    if (!result.metafile) throw new Error('esbuild wrote no metafile');
    const imported = new Set(
      [...Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)), ...RUN_AS_IS.flatMap(importsOf)]
        .map(packageOf)
        .filter((p): p is string => p !== null),
    );
    // Found by path or by require() at run time, which the bundler does not see; each names its reader.
    const readAtRunTime = {
      node: 'the Node that npm start runs on (decision 019)',
      '@embedpdf/fonts-latin': 'server/platform/packet/fonts.ts',
      '@embedpdf/fonts-sc': 'server/platform/packet/fonts.ts',
      '@tesseract.js-data/eng': 'server/platform/extract/ocr.ts',
      'wink-nlp': 'server/modules/analyst/local/nlp.ts',
      'wink-eng-lite-web-model': 'server/modules/analyst/local/nlp.ts',
    };
    for (const [name, reader] of Object.entries(readAtRunTime)) {
      if (name !== 'node') expect(fs.readFileSync(path.join(ROOT, reader), 'utf8'), reader).toContain(name);
    }
    expect(Object.keys(pkg.dependencies).filter((p) => !imported.has(p) && !(p in readAtRunTime))).toEqual([]);
  }, 120_000);

  it('tsx and the build tools are devDependencies', () => {
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript']) expect(pkg.dependencies).not.toHaveProperty(tool);
  });
});
