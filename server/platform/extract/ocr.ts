/**
 * Offline OCR with tesseract.js.
 *
 * One worker (a worker_thread running the wasm core) is created lazily and
 * reused; calls are serialised through a promise queue. The English model
 * comes from the installed `@tesseract.js-data/eng` package and the wasm core
 * from `tesseract.js-core`, so nothing is ever fetched. Language data caching
 * is disabled (`cacheMethod: 'none'`), so nothing is written to disk.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import { ExtractError } from './errors';

/** Refuse images above this many pixels (tesseract's wasm heap is limited). */
export const MAX_OCR_PIXELS = 40_000_000;
/** Give up on a single image after this long. */
export const OCR_TIMEOUT_MS = 120_000;

const require = createRequire(import.meta.url);

/**
 * Directory holding `eng.traineddata.gz`. The package ships `4.0.0/`
 * (legacy + LSTM) and `4.0.0_best_int/` (LSTM only, smaller); we run the LSTM
 * engine only (OEM 1), for which `4.0.0_best_int` is tesseract.js's own default.
 */
export function tesseractLangPath(): string {
  const root = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  for (const dir of ['4.0.0_best_int', '4.0.0']) {
    const candidate = join(root, dir);
    if (existsSync(join(candidate, 'eng.traineddata.gz'))) return candidate;
  }
  throw new Error(`eng.traineddata.gz not found under ${root}`);
}

interface WorkerHandle {
  worker: Tesseract.Worker;
  /** The worker_thread behind it, if tesseract.js exposes it. */
  thread: ThreadWorker | undefined;
  /** Rejects when the worker thread dies. */
  died: Promise<never>;
}

let handle: Promise<WorkerHandle> | null = null;
let queue: Promise<unknown> = Promise.resolve();
/** OCR calls queued or running; the idle worker thread doesn't keep the process alive. */
let pending = 0;

function createHandle(): Promise<WorkerHandle> {
  const created = (async (): Promise<WorkerHandle> => {
    const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: tesseractLangPath(),
      cachePath: tmpdir(),
      cacheMethod: 'none',
      gzip: true,
      logger: () => {},
      // Without an errorHandler tesseract.js rethrows job failures from its
      // message listener, which would crash the process; the job promise
      // still rejects, which is what we handle.
      errorHandler: () => {},
    });
    const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
    const died = new Promise<never>((_, reject) => {
      const fail = (reason: string) => {
        if (handle === created) handle = null;
        reject(new Error(reason));
      };
      thread?.on('error', (err: Error) => fail(`OCR worker crashed: ${err.message}`));
      thread?.on('exit', (code: number) => fail(`OCR worker exited (${code})`));
    });
    died.catch(() => {}); // observed per job; avoid unhandled rejections when idle
    return { worker, thread, died };
  })();
  created.catch(() => {
    if (handle === created) handle = null;
  });
  return created;
}

function getHandle(): Promise<WorkerHandle> {
  handle ??= createHandle();
  return handle;
}

/** Run `fn` after every previously queued OCR call has settled. */
function serialise<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => {});
  return run;
}

/** Terminate the shared worker (call on shutdown). Safe to call repeatedly. */
export async function terminateOcr(): Promise<void> {
  const current = handle;
  handle = null;
  if (!current) return;
  try {
    const { worker } = await current;
    await worker.terminate();
  } catch {
    // already gone
  }
}

// ---------------------------------------------------------------------------
// Image inspection
// ---------------------------------------------------------------------------

/** Width and height from PNG, JPEG, GIF, BMP, WebP or PNM headers, if recognisable. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47) {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && b.toString('latin1', 0, 3) === 'GIF') {
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 26 && b.toString('latin1', 0, 2) === 'BM') {
    return { width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
  }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = b.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marker = b[i + 1] ?? 0;
      if (marker === 0xff) {
        i++;
        continue;
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const len = b.readUInt16BE(i + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      i += 2 + len;
    }
    return null;
  }
  if (b.length >= 2 && b[0] === 0x50 && b[1] !== undefined && b[1] >= 0x31 && b[1] <= 0x36) {
    const m = /^P[1-6]\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)/.exec(b.toString('latin1', 0, 200));
    if (m) return { width: Number(m[1]), height: Number(m[2]) };
  }
  return null;
}

/**
 * tesseract.js honours the Exif Orientation tag only when the Exif block is
 * big-endian ("MM", as iPhones write): it looks for that byte pattern in the
 * first 500 bytes. Many Android phones write little-endian ("II") Exif, so for
 * those we insert a JPEG comment segment right after SOI carrying the
 * big-endian pattern. Decoders ignore comments; the pixels are untouched.
 */
export function withBigEndianOrientationHint(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const orientation = littleEndianExifOrientation(bytes);
  if (orientation === null || orientation === 1) return bytes;
  const payload = Buffer.from([1, 18, 0, 3, 0, 0, 0, 1, 0, orientation]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([bytes.subarray(0, 2), segment, payload, bytes.subarray(2)]);
}

function littleEndianExifOrientation(b: Buffer): number | null {
  let i = 2;
  while (i + 4 <= b.length && i < 65536) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) return null;
    const len = b.readUInt16BE(i + 2);
    if (marker === 0xe1 && b.toString('latin1', i + 4, i + 10) === 'Exif\0\0') {
      const tiff = i + 10;
      const end = Math.min(b.length, i + 2 + len);
      if (tiff + 8 > end || b.toString('latin1', tiff, tiff + 2) !== 'II') return null;
      const ifd = tiff + b.readUInt32LE(tiff + 4);
      if (ifd + 2 > end) return null;
      const count = b.readUInt16LE(ifd);
      for (let k = 0; k < count; k++) {
        const entry = ifd + 2 + k * 12;
        if (entry + 12 > end) return null;
        if (b.readUInt16LE(entry) === 0x0112) {
          const value = b.readUInt16LE(entry + 8);
          return value >= 1 && value <= 8 ? value : null;
        }
      }
      return null;
    }
    i += 2 + len;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Recognition
// ---------------------------------------------------------------------------

/**
 * Recognise English text in an image (JPEG, PNG, WebP, GIF, TIFF, BMP or PNM
 * bytes). Calls are serialised on one shared worker. Throws ExtractError with
 * a user-facing message when the image can't be read.
 */
export async function ocrImage(bytes: Buffer): Promise<string> {
  const dims = imageDimensions(bytes);
  if (dims && (dims.width === 0 || dims.height === 0)) {
    throw new ExtractError('This image could not be read. It may be damaged.');
  }
  if (dims && dims.width * dims.height > MAX_OCR_PIXELS) {
    const mp = Math.round((dims.width * dims.height) / 1_000_000);
    throw new ExtractError(
      `This image is too large to read (${mp} megapixels; the limit is ${MAX_OCR_PIXELS / 1_000_000}). Resize it and upload it again.`,
    );
  }
  const input = withBigEndianOrientationHint(bytes);
  pending++;
  return serialise(async () => {
    const { worker, thread, died } = await getHandle().catch((err: unknown) => {
      throw new Error(`OCR engine failed to start: ${err instanceof Error ? err.message : String(err)}`);
    });
    thread?.ref();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ExtractError('Reading the text in this image took too long.')), OCR_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([worker.recognize(input), died, timeout]);
      return result.data.text ?? '';
    } catch (err) {
      if (err instanceof ExtractError) {
        await terminateOcr(); // the worker may still be busy: start afresh next time
        throw err;
      }
      const message = err instanceof Error ? err.message : String(err);
      if (/read image|image file|pixRead|Unknown format/i.test(message)) {
        throw new ExtractError('This image could not be read. It may be damaged or in an unsupported format.');
      }
      throw new Error(`OCR failed: ${message}`);
    } finally {
      clearTimeout(timer);
      if (pending === 1) thread?.unref(); // idle: let the process exit without terminateOcr()
    }
  }).finally(() => {
    pending--;
  });
}
