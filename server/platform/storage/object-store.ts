import type { Readable } from 'node:stream';
import { OBJECT_PATH } from '../../../src/contract/objects';

/**
 * Where uploaded bytes live (architecture.md §an-upload-step-by-step). Object paths look like
 * `/objects/u/{userId}/{sha256}{ext}`: content-addressed per user, so the same file
 * uploaded twice is stored once. Two stores implement it: local disk (local-store.ts) and an
 * S3-compatible bucket (s3-store.ts, decision 038); nothing outside this folder knows which.
 */
export interface ObjectStore {
  /** Origins other than the app's own that the browser reaches for uploads and downloads (for the CSP). */
  readonly browserOrigins: readonly string[];
  /** A short-lived PUT for the browser, bound to the object's SHA-256, its content type and this store. */
  presignUpload(path: string, sha256: string, opts?: { ttlSeconds?: number }): Promise<UploadTicket>;
  /** A short-lived link that serves the object as `fileName` with `mimeType`. */
  downloadUrl(path: string, opts: DownloadOptions): Promise<string>;
  /** Streams `body` to the object at `path`, hashing as it goes; throws ObjectStoreError on a hash or size mismatch. */
  put(path: string, body: Readable, expect: { sha256: string; maxBytes: number }): Promise<{ size: number; created: boolean }>;
  exists(path: string): Promise<boolean>;
  /** Size (and SHA-256, when the store keeps one) of the object, or null when there is none. */
  head(path: string): Promise<ObjectHead | null>;
  /** The whole object; a missing one rejects with an error whose `code` is 'ENOENT'. */
  read(path: string): Promise<Buffer>;
  stream(path: string): Promise<Readable>;
  size(path: string): Promise<number>;
  remove(path: string): Promise<void>;
  /**
   * The object path that the path part of one of this store's upload URLs names, or null for a path that
   * names none: the spec registers that path part, and on S3 it is the bucket's key, not '/objects/u/…'.
   */
  objectPathOfUrlPath(urlPath: string): string | null;
}

/** What the browser needs for the upload: where to PUT, the headers to send with it, and the path to register. */
type UploadTicket = { uploadURL: string; objectPath: string; headers: Record<string, string> };

type DownloadOptions = { fileName: string; mimeType?: string | null; ttlSeconds?: number };

/** `sha256` is hex, present only when the store checked and kept the checksum itself. */
type ObjectHead = { size: number; sha256?: string; contentType?: string };

export class ObjectStoreError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** How long a presigned upload lasts, on either store. */
export const UPLOAD_TTL_SECONDS = 15 * 60;

/**
 * `u/{userId}/{sha256}{ext}` for an object path of our own shape (a query string after it is
 * ignored): the name under the store's root. Nothing else maps to a file or a key.
 */
export function objectName(objectPath: string): string {
  const clean = objectPath.split('?')[0] ?? '';
  if (!OBJECT_PATH.test(clean)) throw new ObjectStoreError(400, 'Invalid object path');
  return clean.slice('/objects/'.length);
}

/** The error `read` rejects with for an object that is not there, as fs does. */
export function missingObject(objectPath: string): Error {
  return Object.assign(new Error(`No stored object at ${objectPath.split('?')[0]}`), { code: 'ENOENT' });
}

// The Content-Type an upload is bound to, by the extension in its path. The real type is
// sniffed from the bytes at registration; this only keeps the stored object's header sane.
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  text: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  heic: 'image/heic',
  zip: 'application/zip',
};

export function contentTypeOf(objectPath: string): string {
  const ext = /\.([a-z0-9]{1,10})$/.exec(objectPath.split('?')[0] ?? '')?.[1];
  return (ext && CONTENT_TYPES[ext]) || 'application/octet-stream';
}
