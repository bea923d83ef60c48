// The entry of an extraction worker thread (pool.ts).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

// First, before any parsing or compiling: on a busy machine the request thread must win the
// CPU. On Linux each thread has its own nice value, and the threads and processes started from
// this one (tsx's loader, esbuild, the OCR thread) inherit it. Elsewhere this is a no-op.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid)) setPriority(tid, 10);
} catch {
  // not Linux, or not permitted: the pool's limits still hold
}

// A worker thread starts in plain Node, whatever runs the server (npm start, tsx, vitest):
// register tsx here so the TypeScript worker and its imports load as they do on the main thread.
const { register } = await import('tsx/esm/api');
register();
await import('./worker.ts');
