import type { RegisterEvidenceBody, RegisterEvidenceReply } from '../../contract/evidence';
import { sendJson, type SendOptions } from './request';
import { FALLBACK_MIME_TYPE, uploadObject } from './upload-object';

/** A file to become evidence, as the outbox keeps it (hashed already). */
export type EvidenceFile = { blob: Blob; fileName: string; mimeType: string; size: number; sha256: string };

export type EvidenceSendPhase = 'uploading' | 'registering';

type SendEvidenceOptions = SendOptions & {
  /** The outbox's id for this upload; a replay with the same key never makes a second row. */
  idempotencyKey: string;
  onProgress?: (p: { phase: EvidenceSendPhase; fraction: number }) => void;
};

/** POST /api/petitions/{id}/evidence: registers an uploaded object as evidence. */
function registerEvidence(petitionId: string, body: RegisterEvidenceBody, opts: SendOptions & { idempotencyKey: string }): Promise<RegisterEvidenceReply> {
  return sendJson<RegisterEvidenceReply>('POST', `/api/petitions/${encodeURIComponent(petitionId)}/evidence`, body, {
    ...opts,
    headers: { 'Idempotency-Key': opts.idempotencyKey },
  });
}

/**
 * The whole evidence send (architecture.md §an-upload-step-by-step): presign, PUT, register with an Idempotency-Key.
 * The page's live upload and the outbox drain call this same function.
 */
export async function sendEvidence(petitionId: string, file: EvidenceFile, opts: SendEvidenceOptions): Promise<RegisterEvidenceReply> {
  const { onProgress } = opts;
  const mimeType = file.mimeType || FALLBACK_MIME_TYPE;
  const { objectPath } = await uploadObject(
    { blob: file.blob, fileName: file.fileName, sha256: file.sha256, mimeType },
    { fetch: opts.fetch, signal: opts.signal, onUploadProgress: onProgress && ((fraction) => onProgress({ phase: 'uploading', fraction })) },
  );
  onProgress?.({ phase: 'registering', fraction: 0 });
  const reply = await registerEvidence(
    petitionId,
    { fileName: file.fileName, fileUrl: objectPath, fileSize: file.size, mimeType },
    { fetch: opts.fetch, signal: opts.signal, idempotencyKey: opts.idempotencyKey },
  );
  onProgress?.({ phase: 'registering', fraction: 1 });
  return reply;
}
