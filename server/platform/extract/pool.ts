/**
 * Untrusted documents are read off the main thread (docs/decisions/011): a few child
 * processes, each with a V8 heap limit, a resident-memory limit (decision 053) and a lower CPU
 * priority, one document at a time each, under a wall-clock limit. A worker left large by a
 * document is ended after it, so the memory returns to the system. A hostile file costs at most one worker for at most the time
 * limit; the event loop that answers requests and keeps pg-boss heartbeating never runs a
 * parser, and a parser that crashes the process it runs in takes only that worker down.
 *
 * A worker that breaks a limit is killed and replaced. Breaking a limit is an ExtractError
 * (final: the job fails the row, pg-boss does not retry it into another worker's limit); a
 * worker that dies for any other reason rejects with a plain Error, which is retried.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ExtractError, type ExtractResult } from './errors';
import { EXTRACTION_LIMITS, EXTRACTION_WORKERS, tooBigMessage, tooSlowMessage, type ExtractionLimits } from './limits';
import type { WorkerReply, WorkerRequest } from './pool-protocol';

// From source (tsx, vitest) this module is a .ts file and the worker needs tsx's loader (worker-entry.mjs);
// the compiled server (dist-server/, decision 072) has the worker compiled beside it. Tests only: vitest's server
// project compiles the worker once per run and names it in TEST_EXTRACT_WORKER, so its many test servers fork
// workers without a TypeScript loader (decision 078).
const ENTRY =
  (process.env.NODE_ENV === 'test' && process.env.TEST_EXTRACT_WORKER) ||
  fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './extract-worker.js', import.meta.url));
/** What V8 prints when a heap limit is reached (the process then aborts). */
const OUT_OF_MEMORY = /JavaScript heap out of memory|Reached heap limit/;

type Task = { bytes: Buffer; mime: string; owner: string | undefined; resolve: (result: ExtractResult) => void; reject: (err: Error) => void };

/** Who a reading is for (the user whose document it is), and how to stop it. */
type ReadOptions = { signal?: AbortSignal; owner?: string };

type Slot = {
  worker: ChildProcess;
  /** The end of its stderr, to tell a heap-limit abort from another crash. */
  stderrTail: string;
  /** The worker has loaded its modules and waits for documents. */
  ready: boolean;
  /** The document it reads (or will read once ready). */
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
  /** Polls its resident memory while it reads. */
  watch: NodeJS.Timeout | undefined;
};

const STOPPED_MESSAGE = 'The reading was stopped';

/** How often a reading worker's resident memory is checked: pdf.js can grow by a few hundred MB a second. */
const RSS_POLL_MS = 50;

export class ExtractionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    readonly limits: Readonly<ExtractionLimits> = EXTRACTION_LIMITS,
    private readonly size = EXTRACTION_WORKERS,
  ) {}

  /**
   * extractText in a worker, under the limits. `signal` stops it (Clear Job Queue): a document still
   * waiting leaves the queue, and the worker reading one is ended, so the reader is free at once.
   * One `owner`'s documents never hold every reader: the queue's own turn-taking (decision 054) can
   * start two of one user's scans when two workers fetch at once, and this keeps a reader for the rest.
   */
  extract(bytes: Buffer, mime: string, { signal, owner }: ReadOptions = {}): Promise<ExtractResult> {
    if (this.closed) return Promise.reject(new Error('The document reader is shut down'));
    if (signal?.aborted) return Promise.reject(new Error(STOPPED_MESSAGE));
    return new Promise((resolve, reject) => {
      const task: Task = { bytes, mime, owner, resolve, reject };
      const stop = () => {
        const waiting = this.queue.indexOf(task);
        if (waiting !== -1) {
          this.queue.splice(waiting, 1);
          reject(new Error(STOPPED_MESSAGE));
          return;
        }
        const reading = [...this.slots].find((slot) => slot.task === task);
        if (reading) void this.retire(reading, new Error(STOPPED_MESSAGE));
      };
      signal?.addEventListener('abort', stop, { once: true });
      const settled = () => signal?.removeEventListener('abort', stop);
      task.resolve = (result) => (settled(), resolve(result));
      task.reject = (err) => (settled(), reject(err));
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** The process ids of the workers (for tests that watch their memory). */
  pids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.worker.pid === undefined ? [] : [slot.worker.pid]));
  }

  /** Stops every worker; documents still queued or being read reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The document reader is shut down'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new Error('The document reader is shut down'))));
  }

  private dispatch() {
    for (;;) {
      const next = this.nextTask();
      if (next === undefined) return;
      const idle = [...this.slots].find((slot) => slot.ready && !slot.task);
      if (idle) this.start(idle, this.take(next));
      else if (this.slots.size < this.size) this.spawn(this.take(next));
      else return;
    }
  }

  /** The oldest waiting document whose owner holds fewer than all readers but one (any owner, with one reader). */
  private nextTask(): number | undefined {
    const perOwner = Math.max(1, this.size - 1);
    const reading = new Map<string, number>();
    for (const slot of this.slots) if (slot.task?.owner !== undefined) reading.set(slot.task.owner, (reading.get(slot.task.owner) ?? 0) + 1);
    const index = this.queue.findIndex((task) => task.owner === undefined || (reading.get(task.owner) ?? 0) < perOwner);
    return index === -1 ? undefined : index;
  }

  private take(index: number): Task {
    return this.queue.splice(index, 1)[0]!;
  }

  private spawn(task: Task) {
    const worker = fork(ENTRY, [], {
      execArgv: [`--max-old-space-size=${this.limits.heapMb}`],
      serialization: 'advanced', // the document's bytes go as a Uint8Array, not as JSON
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const slot: Slot = { worker, stderrTail: '', ready: false, task, timer: undefined, watch: undefined };
    this.slots.add(slot);
    // Kept, not echoed: V8's heap-limit abort prints a page of GC trace, and the document's failure
    // already says what happened (on the evidence row, or in the job's redacted log line).
    worker.stderr?.on('data', (chunk: Buffer) => {
      slot.stderrTail = (slot.stderrTail + chunk.toString('utf8')).slice(-2_000);
    });
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (err: Error) => void this.retire(slot, err));
    worker.on('exit', (code, signal) => {
      // Its last words on stderr (a heap-limit abort) may arrive just after the exit.
      void drained(worker.stderr, 250).then(() => {
        const cause = OUT_OF_MEMORY.test(slot.stderrTail)
          ? new ExtractError(tooBigMessage(this.limits.heapMb))
          : new Error(`The document reader exited (${signal ?? `code ${code}`})`);
        return this.retire(slot, cause);
      });
    });
  }

  /** Hands a document to a ready worker; the clock starts now, not while the worker boots. */
  private start(slot: Slot, task: Task) {
    slot.task = task;
    keepAlive(slot.worker, true);
    const { maxPdfPages, maxInflatedMb, maxPageInflatedMb } = this.limits;
    const request: WorkerRequest = { bytes: new Uint8Array(task.bytes), mime: task.mime, limits: { maxPdfPages, maxInflatedMb, maxPageInflatedMb } };
    slot.worker.send(request);
    slot.timer = setTimeout(() => void this.retire(slot, new ExtractError(tooSlowMessage(this.limits))), this.limits.wallClockMs);
    // The heap limit does not see buffers, wasm or canvases: the worker's whole resident memory is watched.
    slot.watch = setInterval(() => {
      if ((residentMb(slot.worker.pid) ?? 0) > this.limits.rssMb) void this.retire(slot, new ExtractError(tooBigMessage(this.limits.rssMb)));
    }, RSS_POLL_MS);
  }

  private onReply(slot: Slot, reply: WorkerReply) {
    if (reply.type === 'ready') {
      slot.ready = true;
      const waiting = slot.task;
      if (waiting) this.start(slot, waiting);
      else this.dispatch();
      return;
    }
    const task = slot.task;
    if (!task) return;
    clearTimeout(slot.timer);
    clearInterval(slot.watch);
    slot.task = undefined;
    keepAlive(slot.worker, false); // an idle worker does not keep the server's process alive
    if (reply.type === 'done') task.resolve(reply.result);
    else if (reply.type === 'refused') task.reject(new ExtractError(reply.message));
    else task.reject(new Error(`Extraction failed: ${reply.message}`));
    // Memory a large document made the worker take is not given back while it lives: end it.
    if ((residentMb(slot.worker.pid) ?? 0) > this.limits.recycleRssMb) void this.retire(slot, new Error('recycled after a large document'));
    else this.dispatch();
  }

  /** Ends a worker (time limit, heap limit, crash or shutdown) and fails its document. */
  private async retire(slot: Slot, cause: Error) {
    if (!this.slots.delete(slot)) return; // a limit, then the exit it causes: handled once
    clearTimeout(slot.timer);
    clearInterval(slot.watch);
    const task = slot.task;
    slot.task = undefined;
    if (task) task.reject(cause instanceof ExtractError ? cause : new Error(`The document reader stopped: ${cause.message}`, { cause }));
    if (!this.closed) this.dispatch();
    if (slot.worker.exitCode === null && slot.worker.signalCode === null) {
      const exited = new Promise((resolve) => slot.worker.once('exit', resolve));
      slot.worker.kill('SIGKILL');
      await exited;
    }
  }
}

function keepAlive(worker: ChildProcess, alive: boolean) {
  const handles = [worker, worker.channel, worker.stderr as Socket | null];
  for (const handle of handles) {
    if (alive) handle?.ref();
    else handle?.unref();
  }
}

function drained(stream: Readable | null, ms: number): Promise<void> {
  if (!stream || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A process's resident set in MB, from /proc (Linux); undefined elsewhere or once it has gone. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

let shared: ExtractionPool | undefined;

/**
 * The text of an untrusted document, read in the shared pool under EXTRACTION_LIMITS.
 * ExtractError: tell the user (final); any other error: worth a retry.
 */
export function extractIsolated(bytes: Buffer, mime: string, options?: ReadOptions): Promise<ExtractResult> {
  shared ??= new ExtractionPool();
  return shared.extract(bytes, mime, options);
}

/** The process ids of the shared pool's workers (tests watch their memory). */
export function extractionPids(): number[] {
  return shared?.pids() ?? [];
}

/**
 * Tests: read with other limits from now on (a test-sized time limit, say). Returns the undo,
 * which stops the workers started under them.
 */
export function useExtractionLimits(overrides: Partial<ExtractionLimits>): () => Promise<void> {
  const previous = shared;
  const pool = new ExtractionPool({ ...EXTRACTION_LIMITS, ...overrides });
  shared = pool;
  return async () => {
    if (shared === pool) shared = previous;
    await pool.close();
  };
}
