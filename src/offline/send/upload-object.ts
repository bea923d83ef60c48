import type { UploadResponse } from '../../contract/objects';
import { MAX_UPLOAD_BYTES, objectExtension } from '../../contract/object-names';
import { ApiError, throwIfResNotOk } from './api-error';
import { defaultFetch, sendJson, type SendOptions } from './request';

// Storing a file's bytes (architecture.md §an-upload-step-by-step, architecture.md §calls): presign by hash, one PUT. The page and the outbox drain both use it.

export { MAX_UPLOAD_BYTES };

const UPLOAD_URL_FAILED = 'Failed to get upload URL. Please try again.';
export const FALLBACK_MIME_TYPE = 'application/octet-stream';

/** The presign reply had no upload URL. */
export class UploadUrlError extends Error {
  override readonly name = 'UploadUrlError';
  constructor() {
    super(UPLOAD_URL_FAILED);
  }
}

/** What the server would answer after the whole upload; saying it first spares a phone the bytes. */
export function checkUploadSize(size: number): void {
  if (size > MAX_UPLOAD_BYTES) {
    throw new ApiError(413, JSON.stringify({ message: `The file is larger than the ${MAX_UPLOAD_BYTES}-byte limit.` }));
  }
}

export type StoredObject = { objectPath: string; uploadURL: string };
/** `mimeType` defaults to the blob's own type. */
type ObjectToStore = { blob: Blob; fileName: string; sha256: string; mimeType?: string };
type UploadObjectOptions = SendOptions & {
  /** Called once the upload URL is granted and the bytes start, then with the PUT's progress (0–1). */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * Size check, presign (POST /api/objects/upload), PUT of the bytes to our server or straight to the
 * S3 bucket, alike. A fresh upload URL every time.
 */
export async function uploadObject(object: ObjectToStore, opts: UploadObjectOptions = {}): Promise<StoredObject> {
  const { signal, onUploadProgress } = opts;
  const fetchFn = opts.fetch ?? defaultFetch;
  checkUploadSize(object.blob.size);
  const presigned = await sendJson<Partial<UploadResponse> | undefined>(
    'POST',
    '/api/objects/upload',
    { hash: object.sha256, extension: objectExtension(object.fileName) },
    { fetch: fetchFn, signal },
  );
  const uploadURL = presigned?.uploadURL;
  if (typeof uploadURL !== 'string' || !uploadURL) throw new UploadUrlError();

  onUploadProgress?.(0);
  const put = await fetchFn(uploadURL, {
    method: 'PUT',
    body: object.blob,
    // The headers the presign binds (the Content-Type, and on S3 the SHA-256 the URL is signed
    // for); a server that names none gets the file's own type.
    headers: presigned?.headers ?? { 'Content-Type': object.mimeType || object.blob.type || FALLBACK_MIME_TYPE },
    // The cookie goes to our own /objects route only, never to a bucket on another origin.
    credentials: 'same-origin',
    signal,
    onUploadProgress,
  });
  await throwIfResNotOk(put);
  // Nothing in the reply is needed; an unread body keeps the request open (issue 33 item 3).
  await put.body?.cancel().catch(() => undefined);
  onUploadProgress?.(1);
  // architecture.md §calls: the path registered is the one the presign names (on our own store,
  // also the path part of the upload URL).
  return { objectPath: presigned?.objectPath ?? new URL(uploadURL, 'http://origin.invalid').pathname, uploadURL };
}
