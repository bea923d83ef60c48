import { MAX_UPLOAD_BYTES, OBJECT_EXTENSION, type UploadResponse } from '../contract/objects';
import { apiRequest, throwIfResNotOk } from './http';
import { hashFile } from './hash';

// The shared upload path (DESIGN §4, spec §7): hash in the worker, presign by hash, one PUT.

export { MAX_UPLOAD_BYTES };

export type UploadPhase = 'hashing' | 'uploading';

export type UploadOptions = {
  /** Name used for the extension when `file` is a Blob without one (or to override it). */
  fileName?: string;
  onProgress?: (p: { phase: UploadPhase; fraction: number }) => void;
  signal?: AbortSignal;
};

export type UploadResult = { objectPath: string; uploadURL: string; sha256: string };

export const UPLOAD_URL_FAILED = 'Failed to get upload URL. Please try again.';

/** '.pdf' for 'CV.PDF'; '' when the name has no extension the server would accept. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return '';
  const ext = name.slice(dot).toLowerCase();
  return OBJECT_EXTENSION.test(ext) ? ext : '';
}

export async function uploadFile(file: File | Blob, opts: UploadOptions = {}): Promise<UploadResult> {
  const { onProgress, signal } = opts;
  signal?.throwIfAborted();
  const name = opts.fileName ?? (file instanceof File ? file.name : '');
  if (file.size > MAX_UPLOAD_BYTES) {
    // What the server would answer after the whole upload; saying it now spares a phone the bytes.
    throw new Error(`413: ${JSON.stringify({ message: `The file is larger than the ${MAX_UPLOAD_BYTES}-byte limit.` })}`);
  }

  onProgress?.({ phase: 'hashing', fraction: 0 });
  const sha256 = await hashFile(file, onProgress ? (fraction) => onProgress({ phase: 'hashing', fraction }) : undefined);
  signal?.throwIfAborted();

  const presigned = await apiRequest<Partial<UploadResponse> | undefined>(
    'POST',
    '/api/objects/upload',
    { hash: sha256, extension: extensionOf(name) },
    { signal },
  );
  const uploadURL = presigned?.uploadURL;
  if (typeof uploadURL !== 'string' || !uploadURL) throw new Error(UPLOAD_URL_FAILED);

  onProgress?.({ phase: 'uploading', fraction: 0 });
  await putWithProgress(uploadURL, file, signal, onProgress ? (fraction) => onProgress({ phase: 'uploading', fraction }) : undefined);
  return { objectPath: new URL(uploadURL, location.origin).pathname, uploadURL, sha256 };
}

/** XMLHttpRequest rather than fetch: only it reports upload progress (fetch where there is no XHR, e.g. a service worker). */
async function putWithProgress(url: string, body: Blob, signal: AbortSignal | undefined, onProgress?: (fraction: number) => void): Promise<void> {
  const type = body.type || 'application/octet-stream';
  if (typeof XMLHttpRequest === 'undefined') {
    const res = await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': type }, credentials: 'include', signal });
    await throwIfResNotOk(res);
    onProgress?.(1);
    return;
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', type);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        // Same format as apiRequest (spec §8): "{status}: {body or status text}".
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    // A network failure looks like fetch's, so callers (and the outbox) can treat both alike.
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
