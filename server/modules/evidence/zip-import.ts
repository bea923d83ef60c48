/**
 * Safe, streaming reader for a user's zip of evidence (yauzl).
 *
 * Nothing is ever written to a path derived from an entry name: each
 * accepted file is read into memory (bounded by the per-entry limit) and
 * handed to `onEntry` with its sanitised basename.
 *
 * Two passes: the central directory is read first (no file data), so entry
 * count, declared sizes and compression ratios are checked before anything
 * is handed to `onEntry`; then accepted entries are inflated one at a time,
 * counting the bytes actually produced, because headers can lie.
 *
 * Whole-zip problems throw ZipError (message shown to users as-is). If that
 * happens during the second pass, some entries may already have been passed
 * to `onEntry`; callers that need all-or-nothing should roll those back.
 */
import { basename } from 'node:path/posix';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { cleanFileName } from './file-name';
import { DEFAULT_ZIP_LIMITS, ZipError, type ZipLimits } from './zip-limits';

export { DEFAULT_ZIP_LIMITS, ZipError, type ZipLimits } from './zip-limits';

/** The central directory is not even read past this many records. */
const MAX_DIRECTORY_RECORDS = 10_000;

export interface ZipEntryFile {
  /** Sanitised basename, unique within this zip ("report (2).pdf" for a second "report.pdf"). */
  name: string;
  /** The entry's full path inside the zip, for display only. */
  path: string;
  bytes: Buffer;
}

/** Return `{ skip: reason }` to record the entry as skipped instead of imported. */
type ZipEntryHandler = (entry: ZipEntryFile) => Promise<void | { skip: string }>;

export interface ZipImportResult {
  /** Names (as passed to onEntry) of the entries imported. */
  imported: string[];
  /** Entries not imported, by path inside the zip, with a human-readable reason. */
  skipped: Array<{ name: string; reason: string }>;
}

interface Planned {
  entry: yauzl.Entry;
  path: string;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFDIR = 0o040000;
/** Metadata that operating systems add to zips; skipped without a word. */
const SILENT_JUNK = /^(\.ds_store|thumbs\.db|desktop\.ini|\._.*)$/i;

export function readZipEntries(zipPath: string, onEntry: ZipEntryHandler): Promise<ZipImportResult>;
export function readZipEntries(
  zipPath: string,
  limits: Partial<ZipLimits> | undefined,
  onEntry: ZipEntryHandler,
): Promise<ZipImportResult>;
export async function readZipEntries(
  zipPath: string,
  limitsOrHandler: Partial<ZipLimits> | ZipEntryHandler | undefined,
  maybeHandler?: ZipEntryHandler,
): Promise<ZipImportResult> {
  const onEntry = typeof limitsOrHandler === 'function' ? limitsOrHandler : maybeHandler;
  if (!onEntry) throw new TypeError('readZipEntries: onEntry is required');
  const limits: ZipLimits = {
    ...DEFAULT_ZIP_LIMITS,
    ...(typeof limitsOrHandler === 'object' ? stripUndefined(limitsOrHandler) : {}),
  };

  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded below, so that one hostile name ("../x") skips that
      // entry instead of yauzl failing the whole archive.
      decodeStrings: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (err) {
    if (isErrnoException(err)) throw err; // missing file etc.: not the user's fault
    throw new ZipError('This file is not a valid zip archive.', { cause: err });
  }

  try {
    if (zip.entryCount > Math.max(MAX_DIRECTORY_RECORDS, limits.maxEntries * 4)) throw tooManyEntries(zip.entryCount, limits);
    const { planned, skipped, fileCount } = await readDirectory(zip, limits);
    if (fileCount > limits.maxEntries) throw tooManyEntries(fileCount, limits);

    let declaredTotal = 0;
    for (const { entry, path } of planned) {
      if (isBomb(entry.uncompressedSize, entry.compressedSize, limits)) throw zipBomb(path);
      declaredTotal += entry.uncompressedSize;
    }
    if (declaredTotal > limits.maxTotalBytes) throw tooBig(limits);

    const imported: string[] = [];
    const usedNames = new Set<string>();
    let total = 0;
    for (const { entry, path } of planned) {
      const read = await readEntry(zip, entry, path, limits, total);
      if ('skip' in read) {
        skipped.push({ name: path, reason: read.skip });
        continue;
      }
      total += read.bytes.length;
      const name = uniqueName(safeBasename(path), usedNames);
      const outcome = await onEntry({ name, path, bytes: read.bytes });
      if (outcome && typeof outcome === 'object' && 'skip' in outcome) {
        usedNames.delete(name.toLowerCase());
        skipped.push({ name: path, reason: outcome.skip });
      } else {
        imported.push(name);
      }
    }
    return { imported, skipped };
  } finally {
    zip.close();
  }
}

function stripUndefined(limits: Partial<ZipLimits>): Partial<ZipLimits> {
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)) as Partial<ZipLimits>;
}

function isErrnoException(err: unknown): boolean {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string';
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

function tooManyEntries(count: number, limits: ZipLimits): ZipError {
  return new ZipError(`This zip has ${count} entries; the limit is ${limits.maxEntries}.`);
}

function tooBig(limits: ZipLimits): ZipError {
  return new ZipError(
    `This zip expands to more than ${mb(limits.maxTotalBytes)}; the limit is ${mb(limits.maxTotalBytes)}. Split it into smaller zips.`,
  );
}

function zipBomb(path: string): ZipError {
  return new ZipError(
    `This zip looks like a zip bomb: "${displayPath(path)}" expands to far more than its compressed size. It was not imported.`,
  );
}

function isBomb(uncompressed: number, compressed: number, limits: ZipLimits): boolean {
  return uncompressed > limits.ratioCheckMinBytes && uncompressed / Math.max(1, compressed) > limits.maxCompressionRatio;
}

/** Strip control characters and cap length, for messages. */
function displayPath(path: string): string {
  const clean = path.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return clean.length > 200 ? `…${clean.slice(-199)}` : clean;
}

/** Pass 1: classify every central directory record without reading file data. */
async function readDirectory(
  zip: yauzl.ZipFile,
  limits: ZipLimits,
): Promise<{ planned: Planned[]; skipped: ZipImportResult['skipped']; fileCount: number }> {
  const planned: Planned[] = [];
  const skipped: ZipImportResult['skipped'] = [];
  let fileCount = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const path = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
      const skip = (reason: string) => skipped.push({ name: displayPath(path), reason });
      const mode = entry.externalFileAttributes >>> 16;
      const segments = path.split('/');

      if (isUnsafePath(path)) {
        fileCount++;
        skip('unsafe path');
        continue;
      }
      if (path.endsWith('/') || (mode & S_IFMT) === S_IFDIR) continue; // directory
      if (segments[0] === '__MACOSX' || SILENT_JUNK.test(segments[segments.length - 1] ?? '')) continue;
      fileCount++;
      if (segments.some((s) => s.startsWith('.'))) {
        skip('hidden file');
      } else if ((mode & S_IFMT) === S_IFLNK) {
        skip('symbolic link');
      } else if (entry.generalPurposeBitFlag & 0x1) {
        skip('encrypted');
      } else if (/\.zip$/i.test(path)) {
        skip('nested zip');
      } else if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        skip('unsupported compression method');
      } else if (isBomb(entry.uncompressedSize, entry.compressedSize, limits)) {
        throw zipBomb(path);
      } else if (entry.uncompressedSize > limits.maxEntryBytes) {
        skip(`larger than the ${mb(limits.maxEntryBytes)} limit`);
      } else if (entry.uncompressedSize === 0) {
        skip('empty file');
      } else {
        planned.push({ entry, path: displayPath(path) });
      }
    }
  } catch (err) {
    if (err instanceof ZipError) throw err;
    const message = err instanceof Error ? err.message : '';
    if (/strong encryption/i.test(message)) {
      throw new ZipError('This zip is encrypted. Remove the password and upload it again.', { cause: err });
    }
    throw new ZipError('This zip archive is damaged and could not be read.', { cause: err });
  }
  return { planned, skipped, fileCount };
}

function isUnsafePath(path: string): boolean {
  if (path === '' || path.includes('\0')) return true;
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return true;
  return path.split('/').includes('..');
}

/** Pass 2: inflate one entry, counting real bytes and stopping at the limits. */
async function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  path: string,
  limits: ZipLimits,
  totalSoFar: number,
): Promise<{ bytes: Buffer } | { skip: string }> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return { skip: 'damaged' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (totalSoFar + size > limits.maxTotalBytes) {
        stream.destroy();
        throw tooBig(limits);
      }
      if (isBomb(size, entry.compressedSize, limits)) {
        stream.destroy();
        throw zipBomb(path);
      }
      if (size > limits.maxEntryBytes) {
        stream.destroy();
        return { skip: `larger than the ${mb(limits.maxEntryBytes)} limit` };
      }
      chunks.push(chunk);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof ZipError) throw err;
    return { skip: 'damaged' };
  }
  return { bytes: Buffer.concat(chunks, size) };
}

/** The entry's basename, made safe to show and to use as a file's display name. */
function safeBasename(path: string): string {
  return cleanFileName(basename(path).replace(/[<>:"|?*]/g, ''), 200);
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}
