// The first thing an extraction worker process does, before any parsing or compiling: on a busy
// machine the server's request thread must win the CPU. On Linux each thread has its own nice value:
// lower every thread this process has (V8's GC and compiler threads are already running); threads and
// processes started later (a TypeScript loader, the OCR thread) inherit it. Elsewhere, the process's own priority.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), 10);
} catch {
  try {
    setPriority(10);
  } catch {
    // not permitted: the pool's limits still hold
  }
}
