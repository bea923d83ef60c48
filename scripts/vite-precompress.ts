// Build step: writes x.br and x.gz next to every compressible file of dist/, so the server sends static files
// compressed without compressing on each request (@fastify/static `preCompressed`; docs/decisions/033).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like types; images, fonts in woff2, zips and PDFs are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|map)$/;
/** Below this, the saving is smaller than the cost of a second request path. */
const MIN_BYTES = 1024;

async function compressFile(file: string): Promise<void> {
  const data = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // A variant no smaller than the file itself would only cost the client CPU.
  if (br.length < data.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The compressible files of `dir` (recursively) over MIN_BYTES, each with .br and .gz siblings. */
export async function precompressDir(dir: string): Promise<number> {
  const files = [...walk(dir)].filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
  await Promise.all(files.map(compressFile));
  return files.length;
}

/** Last of the build: after vite-plugin-pwa has written sw.js and its precache list (which must not list .br/.gz). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'exhibit:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const count = await precompressDir(outDir);
        config.logger.info(`precompressed ${count} files in ${path.relative(config.root, outDir) || '.'} (brotli 11, gzip 9)`);
      },
    },
  };
}
