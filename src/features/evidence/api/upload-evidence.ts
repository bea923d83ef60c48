import { hashForUpload } from '../../../api/upload';
import { pageFetch } from '../../../api/page-fetch';
import type { RegisterEvidenceReply } from '../../../contract/evidence';
import { ApiError, sendEvidence, UploadUrlError, type EvidenceSendPhase } from '../../../offline/send';

export type EvidenceUploadPhase = 'hashing' | EvidenceSendPhase;
type EvidenceUploadProgress = { phase: EvidenceUploadPhase; fraction: number };

/** Which step failed: the spec words each differently (architecture.md §errors). */
type EvidenceUploadStep = 'upload-url' | 'upload' | 'save';

export class EvidenceUploadError extends Error {
  constructor(
    readonly step: EvidenceUploadStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'EvidenceUploadError';
  }
}

type UploadEvidenceOptions = {
  /** The outbox's id for this upload; a replay with the same key never makes a second row. */
  idempotencyKey?: string;
  onProgress?: (progress: EvidenceUploadProgress) => void;
  signal?: AbortSignal;
};

/** Before the bytes move, a refusal (size, presign) or a missing upload URL is the upload URL's failure. */
function stepOf(phase: EvidenceUploadPhase, error: unknown): EvidenceUploadStep {
  if (phase === 'registering') return 'save';
  if (phase === 'hashing' && (error instanceof UploadUrlError || error instanceof ApiError)) return 'upload-url';
  return 'upload';
}

/**
 * The page's evidence upload (architecture.md §an-upload-step-by-step): hash in the worker, then the same `sendEvidence`
 * the outbox drain replays (presign, PUT with XHR progress, register with an Idempotency-Key).
 */
export async function uploadEvidence(petitionId: string, file: File, opts: UploadEvidenceOptions = {}): Promise<RegisterEvidenceReply> {
  const { onProgress, signal } = opts;
  let phase: EvidenceUploadPhase = 'hashing';
  const track = (p: EvidenceUploadProgress) => {
    phase = p.phase;
    onProgress?.(p);
  };
  try {
    const sha256 = await hashForUpload(file, { signal, onProgress: track });
    return await sendEvidence(
      petitionId,
      { blob: file, fileName: file.name, mimeType: file.type, size: file.size, sha256 },
      { fetch: pageFetch, signal, idempotencyKey: opts.idempotencyKey ?? crypto.randomUUID(), onProgress: track },
    );
  } catch (error) {
    throw new EvidenceUploadError(stepOf(phase, error), error);
  }
}
