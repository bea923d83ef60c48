import type { ExtractResult } from './errors';
import type { PdfLimits } from './limits';

/** Server → extraction worker process: one document. */
export type WorkerRequest = { bytes: Uint8Array; mime: string; limits: PdfLimits };

/** Extraction worker process → server. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; result: ExtractResult }
  /** An ExtractError: the user can act on it; retrying would not change it. */
  | { type: 'refused'; message: string }
  /** Anything else (a bug, a crash inside a library): worth a retry. */
  | { type: 'failed'; message: string };
