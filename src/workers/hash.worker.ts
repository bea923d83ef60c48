import { expose, releaseProxy } from 'comlink';
import { sha256OfBlob } from './sha256-stream';

// The hash worker (architecture.md §an-upload-step-by-step): hashing a 10 MB file never blocks the page.

type MaybeRemote = { [releaseProxy]?: () => void };

const api = {
  /** SHA-256 hex of `file`; `onProgress` (a comlink.proxy from the page) gets fractions 0..1. */
  async sha256(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
    try {
      return await sha256OfBlob(file, onProgress);
    } finally {
      // Frees the message channel comlink opened for the callback (one per upload otherwise).
      (onProgress as MaybeRemote | undefined)?.[releaseProxy]?.();
    }
  },
};

export type HashWorkerApi = typeof api;

expose(api);
