import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { hashFile } from '../../../api/hash';
import { ApiError, handleUnauthorized, isUnauthorizedError, serverMessage } from '../../../api/http';
import { isNetworkError, queueEvidence } from '../../../offline';
import { toast } from '../../../lib/toast-store';
import { invalidateEvidence } from '../api/invalidate-evidence';
import { EvidenceUploadError, uploadEvidence, type EvidenceUploadPhase } from '../api/upload-evidence';
import { analysisEnded } from '../lib/analysis-ended';
import { remoteUploadMessage } from '../lib/remote-upload-message';
import { fileIdentity } from '../lib/validate-selection';

export type UploadItem = {
  key: string;
  name: string;
  /** Name, size and time: picking the same file again while it is in flight is refused. */
  identity: string;
  phase: EvidenceUploadPhase | 'waiting' | 'done' | 'failed';
  /** 0–1 across all three steps, for the progress bar (max 100 when shown). */
  fraction: number;
  error?: string;
};

type Selection = { total: number; uploaded: number };

/** Hashing is quick, sending the bytes is most of the wait, registering is one request. */
const SPAN: Record<EvidenceUploadPhase, [number, number]> = { hashing: [0, 0.15], uploading: [0.15, 0.9], registering: [0.9, 1] };
const DONE_VISIBLE_MS = 1500;

const errorToast = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** architecture.md §errors wording per failed step; the server's reason (e.g. a refused file type) stays on the row. */
function report(error: unknown): string {
  const step = error instanceof EvidenceUploadError ? error.step : 'upload';
  const cause = error instanceof EvidenceUploadError ? error.cause : error;
  const remote = step === 'upload' ? remoteUploadMessage(cause) : undefined;
  if (isUnauthorizedError(cause)) {
    handleUnauthorized('evidence');
    return remote ?? 'You are logged out.';
  }
  const reason = remote ?? serverMessage(cause);
  if (step === 'upload-url') errorToast('Failed to get upload URL. Please try again.');
  else if (step === 'save') errorToast('Failed to save document. Please try again.');
  else errorToast(reason ?? 'Failed to upload file');
  return reason ?? (cause instanceof Error && !(cause instanceof ApiError) ? cause.message : 'Please try again.');
}

/** The upload queue of the Evidence tab: one file at a time, each with its own progress. */
export function useFileUploads(petitionId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef(Promise.resolve());
  const update = (key: string, patch: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const remove = useCallback((key: string) => setItems((all) => all.filter((i) => i.key !== key)), []);

  /** Offline (or the connection dropped): hash now, keep the file in the outbox, send on replay. */
  const queueOne = async (key: string, file: File) => {
    try {
      update(key, { phase: 'hashing', fraction: 0 });
      const sha256 = await hashFile(file, (f) => update(key, { fraction: SPAN.hashing[1] * f }));
      await queueEvidence(petitionId, file, sha256, key);
      remove(key);
      toast({ title: 'Saved on this device', description: `${file.name} will upload when you are back online.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not keep this file offline.';
      update(key, { phase: 'failed', error: message });
      errorToast(message);
    }
  };

  /** `selection` counts the files picked together: several say '2 of 5 uploaded' under the spec's title, one line growing, not a list of alike toasts. */
  const uploadOne = async (key: string, file: File, selection: Selection) => {
    if (!navigator.onLine) return queueOne(key, file);
    try {
      // The row's key doubles as the Idempotency-Key, so a queued retry of this upload is the same request.
      const reply = await uploadEvidence(petitionId, file, {
        idempotencyKey: key,
        onProgress: ({ phase, fraction }) => {
          const [from, to] = SPAN[phase];
          update(key, { phase, fraction: from + (to - from) * Math.min(1, Math.max(0, fraction)) });
        },
      });
      update(key, { phase: 'done', fraction: 1 });
      selection.uploaded += 1;
      const count = selection.total > 1 ? `${selection.uploaded} of ${selection.total} uploaded` : undefined;
      // Its analysis may already have ended (and said so): 'analyzing' would then replace newer, truer news.
      if (!(reply.evidence && analysisEnded(reply.evidence.id))) toast({ title: reply.skipped ? 'File already exists' : 'Document uploaded — AI is analyzing your document...', description: reply.skipped && count ? `${file.name} · ${count}` : count });
      setTimeout(() => remove(key), DONE_VISIBLE_MS);
    } catch (error) {
      if (error instanceof EvidenceUploadError && isNetworkError(error.cause)) return queueOne(key, file);
      update(key, { phase: 'failed', error: report(error) });
    } finally {
      await invalidateEvidence(queryClient, petitionId);
    }
  };

  const start = (files: File[]) => {
    const added = files.map((file) => ({ key: crypto.randomUUID(), file }));
    const selection: Selection = { total: files.length, uploaded: 0 };
    setItems((all) => [...all, ...added.map(({ key, file }) => ({ key, name: file.name, identity: fileIdentity(file), phase: 'waiting' as const, fraction: 0 }))]);
    for (const { key, file } of added) {
      queue.current = queue.current.then(() => uploadOne(key, file, selection));
    }
  };

  const inFlight = items.filter((i) => i.phase !== 'done' && i.phase !== 'failed');
  const busy = inFlight.length > 0;
  const inFlightIds = new Set(inFlight.map((i) => i.identity));
  return { items, busy, inFlightIds, start, dismiss: remove };
}
