import type { FastifyBaseLogger } from 'fastify';
import { extractIsolated } from '../../platform/extract/pool';
import type { SniffedType } from '../../platform/extract/sniff';

/**
 * CV text for the analyst. Extraction never fails the CV upload: a file we
 * cannot read is stored with null text (and logged). A scanned CV can take
 * long to OCR, so the request waits only up to a budget; the rest finishes in
 * the background and anyone who needs the text (the screening) can await the
 * same in-flight promise instead of starting a second extraction.
 */

const inflight = new Map<string, Promise<string | null>>();

/** How long a request waits for CV text before letting it finish in the background. */
export const CV_TEXT_BUDGET_MS = 15_000;

export function extractCvText(objectPath: string, bytes: Buffer, sniffed: SniffedType, log: FastifyBaseLogger): Promise<string | null> {
  const running = inflight.get(objectPath);
  if (running) return running;
  const job = extractIsolated(bytes, sniffed.mime)
    .then((r) => r.text || null)
    .catch((err: unknown) => {
      log.warn({ err, objectPath }, 'CV text extraction failed; storing the CV without text');
      return null;
    })
    .finally(() => inflight.delete(objectPath));
  inflight.set(objectPath, job);
  return job;
}

/** The extraction still running for this object, if any. */
export function pendingCvText(objectPath: string): Promise<string | null> | undefined {
  return inflight.get(objectPath);
}

export const TIMED_OUT = Symbol('timed out');

/** The promise's value if it settles within `ms`, else TIMED_OUT (the promise keeps running). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
