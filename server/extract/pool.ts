/**
 * Untrusted documents are read off the main thread (docs/decisions/011): a few worker threads,
 * each with a V8 heap limit, one document at a time each, under a wall-clock limit. A hostile
 * file costs at most one worker for at most the time limit; the event loop that answers
 * requests and keeps pg-boss heartbeating never runs a parser.
 *
 * A worker that breaks a limit is terminated and replaced. Breaking a limit is an ExtractError
 * (final: the job fails the row, pg-boss does not retry it into another worker's limit); a
 * worker that dies for any other reason rejects with a plain Error, which is retried.
 */
import { Worker } from 'node:worker_threads';
import { ExtractError, type ExtractResult } from './index';
import { EXTRACTION_LIMITS, EXTRACTION_WORKERS, tooBigMessage, tooSlowMessage, type ExtractionLimits } from './limits';
import type { WorkerReply, WorkerRequest } from './pool-protocol';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

type Task = { bytes: Buffer; mime: string; resolve: (result: ExtractResult) => void; reject: (err: Error) => void };

type Slot = {
  worker: Worker;
  /** The worker has loaded its modules and waits for documents. */
  ready: boolean;
  /** The document it reads (or will read once ready). */
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
};

export class ExtractionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    readonly limits: Readonly<ExtractionLimits> = EXTRACTION_LIMITS,
    private readonly size = EXTRACTION_WORKERS,
  ) {}

  /** extractText in a worker, under the limits. */
  extract(bytes: Buffer, mime: string): Promise<ExtractResult> {
    if (this.closed) return Promise.reject(new Error('The document reader is shut down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, mime, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; documents still queued or being read reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The document reader is shut down'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new Error('The document reader is shut down'))));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const idle = [...this.slots].find((slot) => slot.ready && !slot.task);
      if (idle) this.start(idle, this.queue.shift()!);
      else if (this.slots.size < this.size) this.spawn(this.queue.shift()!);
      else return;
    }
  }

  private spawn(task: Task) {
    const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb } });
    const slot: Slot = { worker, ready: false, task, timer: undefined };
    this.slots.add(slot);
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (err: Error) => void this.retire(slot, err));
    worker.on('exit', (code: number) => void this.retire(slot, new Error(`The document reader exited (code ${code})`)));
  }

  /** Hands a document to a ready worker; the clock starts now, not while the worker boots. */
  private start(slot: Slot, task: Task) {
    slot.task = task;
    slot.worker.ref();
    const copy = new Uint8Array(task.bytes); // transferred: the caller keeps its buffer
    const request: WorkerRequest = { bytes: copy, mime: task.mime, maxPdfPages: this.limits.maxPdfPages };
    slot.worker.postMessage(request, [copy.buffer]);
    slot.timer = setTimeout(() => void this.retire(slot, new ExtractError(tooSlowMessage(this.limits))), this.limits.wallClockMs);
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
    slot.task = undefined;
    slot.worker.unref(); // an idle worker does not keep the process alive
    if (reply.type === 'done') task.resolve(reply.result);
    else if (reply.type === 'refused') task.reject(new ExtractError(reply.message));
    else task.reject(new Error(`Extraction failed: ${reply.message}`));
    this.dispatch();
  }

  /** Ends a worker (time limit, heap limit, crash or shutdown) and fails its document. */
  private async retire(slot: Slot, cause: Error) {
    if (!this.slots.delete(slot)) return; // 'error' is followed by 'exit': handled once
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    if (task) task.reject(cause instanceof ExtractError ? cause : asLimitOrCrash(cause, this.limits));
    if (!this.closed) this.dispatch();
    await slot.worker.terminate().catch(() => undefined);
  }
}

function asLimitOrCrash(err: Error, limits: ExtractionLimits): Error {
  if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') return new ExtractError(tooBigMessage(limits));
  return new Error(`The document reader stopped: ${err.message}`, { cause: err });
}

let shared: ExtractionPool | undefined;

/**
 * The text of an untrusted document, read in the shared pool under EXTRACTION_LIMITS.
 * ExtractError: tell the user (final); any other error: worth a retry.
 */
export function extractIsolated(bytes: Buffer, mime: string): Promise<ExtractResult> {
  shared ??= new ExtractionPool();
  return shared.extract(bytes, mime);
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
