import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import type { HashWorkerApi } from '../workers/hash.worker';

// One hash worker for the page, started on first use (architecture.md §an-upload-step-by-step).

type Running = { worker: Worker; remote: Remote<HashWorkerApi>; failed: Promise<never> };
let running: Running | undefined;

function start(): Running {
  const worker = new Worker(new URL('../workers/hash.worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<HashWorkerApi>(worker);
  // comlink never settles a call whose worker died (e.g. its script failed to load): race it.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (running?.worker === worker) running = undefined;
      remote[releaseProxy]();
      worker.terminate();
      reject(new Error('The file could not be read for upload. Please try again.'));
    });
  });
  failed.catch(() => undefined);
  return { worker, remote, failed };
}

/** SHA-256 (lowercase hex) of `file`, computed off the main thread from the file's stream. */
export async function hashFile(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  if (typeof Worker === 'undefined') {
    // No nested workers (e.g. a service worker): the same streaming code, in this thread.
    const { sha256OfBlob } = await import('../workers/sha256-stream');
    return sha256OfBlob(file, onProgress);
  }
  running ??= start();
  const { remote, failed } = running;
  return Promise.race([remote.sha256(file, onProgress ? proxy(onProgress) : undefined), failed]);
}
