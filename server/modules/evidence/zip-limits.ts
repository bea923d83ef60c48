import { ValidationError } from '../../platform/errors';

/** What a zip of evidence may hold, and the error for a zip that breaks it (zip-import.ts reads it). */

export interface ZipLimits {
  /** Files in the zip (directories and macOS metadata not counted). */
  maxEntries: number;
  /** Per-file uncompressed bytes; larger files are skipped. */
  maxEntryBytes: number;
  /** Total uncompressed bytes; more rejects the whole zip. */
  maxTotalBytes: number;
  /** Uncompressed:compressed ratio above which an entry is a zip bomb. */
  maxCompressionRatio: number;
  /** The ratio check applies once an entry exceeds this many bytes (small, very repetitive files are harmless). */
  ratioCheckMinBytes: number;
}

export const DEFAULT_ZIP_LIMITS: Readonly<ZipLimits> = Object.freeze({
  maxEntries: 200,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioCheckMinBytes: 1024 * 1024,
});

/** A problem with the zip as a whole; the message is shown to users as-is. */
export class ZipError extends ValidationError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ZipError';
  }
}
