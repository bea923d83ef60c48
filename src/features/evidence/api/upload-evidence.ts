import { UPLOAD_URL_FAILED, uploadFile, type UploadPhase } from '../../../api/upload';
import type { RegisterEvidenceReply } from '../../../contract/evidence';
import { evidenceRequest } from './evidence-request';

export type EvidenceUploadPhase = UploadPhase | 'registering';
export type EvidenceUploadProgress = { phase: EvidenceUploadPhase; fraction: number };

/** Which step failed: the spec words each differently (§8). */
export type EvidenceUploadStep = 'upload-url' | 'upload' | 'save';

export class EvidenceUploadError extends Error {
  constructor(
    readonly step: EvidenceUploadStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'EvidenceUploadError';
  }
}

export type UploadEvidenceOptions = {
  /** The outbox's id for this upload; a replay with the same key never makes a second row. */
  idempotencyKey?: string;
  onProgress?: (progress: EvidenceUploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * The whole evidence upload (DESIGN §4): hash in the worker, presign, PUT, then
 * POST /api/petitions/{id}/evidence with an Idempotency-Key. One function, so the page
 * and the offline outbox send exactly the same requests.
 */
export async function uploadEvidence(petitionId: string, file: File, opts: UploadEvidenceOptions = {}): Promise<RegisterEvidenceReply> {
  const idempotencyKey = opts.idempotencyKey ?? crypto.randomUUID();
  const { onProgress, signal } = opts;
  let phase: UploadPhase = 'hashing';
  let objectPath: string;
  try {
    ({ objectPath } = await uploadFile(file, {
      fileName: file.name,
      signal,
      onProgress: (p) => {
        phase = p.phase;
        onProgress?.(p);
      },
    }));
  } catch (error) {
    const presignFailed = phase === 'hashing' && error instanceof Error && (error.message === UPLOAD_URL_FAILED || /^\d{3}: /.test(error.message));
    throw new EvidenceUploadError(presignFailed ? 'upload-url' : 'upload', error);
  }
  onProgress?.({ phase: 'registering', fraction: 0 });
  try {
    const reply = await evidenceRequest<RegisterEvidenceReply>(
      'POST',
      `/api/petitions/${petitionId}/evidence`,
      { fileName: file.name, fileUrl: objectPath, fileSize: file.size, mimeType: file.type || 'application/octet-stream' },
      { headers: { 'Idempotency-Key': idempotencyKey }, signal },
    );
    onProgress?.({ phase: 'registering', fraction: 1 });
    return reply;
  } catch (error) {
    throw new EvidenceUploadError('save', error);
  }
}
