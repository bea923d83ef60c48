import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: the headers and the codec's framing would eat the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Per reply, on the request's time: quality 5 is most of brotli's gain at a small part of its cost. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/**
 * Brotli or gzip for the replies of the routes registered after this in `app`'s context: the API's JSON and text
 * over the threshold (docs/decisions/033). Only types mime-db lists as compressible are touched, so PDFs, images
 * and Word files go as they are; the object downloads opt out per route (`compress: false`). Static files are not
 * in this context: the build precompresses them (vite.config.ts) and @fastify/static serves those files.
 * Request bodies are never inflated: the body limits apply to the bytes that arrive.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
