// The entry of an extraction worker process (pool.ts).
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

// First, before any parsing or compiling: on a busy machine the server's request thread must
// win the CPU. On Linux each thread has its own nice value: lower every thread this process
// has (V8's GC and compiler threads are already running); threads and processes started later
// (tsx's loader, esbuild, the OCR thread) inherit it. Elsewhere, the process's own priority.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), 10);
} catch {
  try {
    setPriority(10);
  } catch {
    // not permitted: the pool's limits still hold
  }
}

// The worker starts in plain Node, whatever runs the server (npm start, tsx, vitest): register
// tsx here so the TypeScript worker and its imports load as they do in the server.
const { register } = await import('tsx/esm/api');
register();
await import('./worker.ts');
