import type { ExtractResult } from './index';

/** Main thread → extraction worker: one document. `bytes` is transferred, not copied. */
export type WorkerRequest = { bytes: Uint8Array; mime: string; maxPdfPages: number };

/** Extraction worker → main thread. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; result: ExtractResult }
  /** An ExtractError: the user can act on it; retrying would not change it. */
  | { type: 'refused'; message: string }
  /** Anything else (a bug, a crash inside a library): worth a retry. */
  | { type: 'failed'; message: string };
