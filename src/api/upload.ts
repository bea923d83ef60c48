import { checkUploadSize, uploadObject, type StoredObject } from '../offline/send';
import { hashFile } from './hash';
import { pageFetch } from './page-fetch';

// The page's file upload (architecture.md §an-upload-step-by-step, architecture.md §calls): size check, hash in the worker, then the shared
// presign + PUT (../offline/send) with XHR progress.

export type UploadPhase = 'hashing' | 'uploading';

type UploadOptions = {
  /** Name used for the extension when `file` is a Blob without one (or to override it). */
  fileName?: string;
  onProgress?: (p: { phase: UploadPhase; fraction: number }) => void;
  signal?: AbortSignal;
};

type UploadResult = StoredObject & { sha256: string };

/** Hashes `file` in the worker: the hash names the object and lets the server skip duplicates. */
export async function hashForUpload(file: Blob, opts: Pick<UploadOptions, 'onProgress' | 'signal'> = {}): Promise<string> {
  const { onProgress, signal } = opts;
  signal?.throwIfAborted();
  checkUploadSize(file.size);
  onProgress?.({ phase: 'hashing', fraction: 0 });
  const sha256 = await hashFile(file, onProgress ? (fraction) => onProgress({ phase: 'hashing', fraction }) : undefined);
  signal?.throwIfAborted();
  return sha256;
}

export async function uploadFile(file: File | Blob, opts: UploadOptions = {}): Promise<UploadResult> {
  const { onProgress, signal } = opts;
  const sha256 = await hashForUpload(file, opts);
  const stored = await uploadObject(
    { blob: file, fileName: opts.fileName ?? (file instanceof File ? file.name : ''), sha256 },
    { fetch: pageFetch, signal, onUploadProgress: (fraction) => onProgress?.({ phase: 'uploading', fraction }) },
  );
  return { ...stored, sha256 };
}
