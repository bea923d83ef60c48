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
import { imageSize } from 'image-size';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';
import { ExtractError } from './errors';

/** Refuse images above this many pixels (tesseract's wasm heap is limited). */
const MAX_OCR_PIXELS = 40_000_000;
/** Give up on a single image after this long. */
const OCR_TIMEOUT_MS = 120_000;

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

// One libvips thread and no decoded-image cache: the extraction child is small and short-lived.
sharp.concurrency(1);
sharp.cache(false);

/** Width and height from the image's header (every format we OCR, BMP included), if recognisable. */
function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null; // not a format image-size knows: tesseract decides
  }
}

/**
 * The longest side OCR is given. Text scanned at 300 dpi needs no more: a Letter or A4 page is about
 * 2,550 × 3,300 or 2,480 × 3,508 pixels there, and tesseract reads 10-point print well at half that.
 * A bigger image (a 6,000 × 6,000 flatbed scan, 36 MP) only costs time: the OCR of a page of text
 * took 29 s at full size here, and a reader held that long is one another user waits for.
 */
export const MAX_OCR_SIDE = 3_600;

/**
 * What tesseract reads: the pixels turned upright when the Exif Orientation tag says the camera was
 * rotated (phones write either byte order), and shrunk to MAX_OCR_SIDE on the longest side, aspect
 * kept. Either way the result is a PNG without Exif, so nothing rotates it twice; an upright image
 * that is small enough is handed on as it came.
 */
export async function prepareForOcr(bytes: Buffer, maxSide = MAX_OCR_SIDE): Promise<Buffer> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_OCR_PIXELS })
    .metadata()
    .catch(() => ({ orientation: undefined, width: undefined, height: undefined }));
  const turned = meta.orientation !== undefined && meta.orientation !== 1;
  const tooBig = Math.max(meta.width ?? 0, meta.height ?? 0) > maxSide;
  if (!turned && !tooBig) return bytes;
  return sharp(bytes, { limitInputPixels: MAX_OCR_PIXELS })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
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
  const input = await prepareForOcr(bytes).catch((err: unknown) => {
    throw new ExtractError('This image could not be read. It may be damaged or in an unsupported format.', { cause: err });
  });
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
