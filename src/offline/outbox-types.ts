/** One operation that must reach the server (DESIGN §5). Its id is sent as Idempotency-Key. */
export type OutboxItem = {
  id: string;
  kind: 'evidence' | 'letter';
  /** null for files shared from another app until the user picks a petition. */
  petitionId: string | null;
  createdAt: number;
  state: 'queued' | 'failed' | 'needs-petition';
  attempts: number;
  /** Not retried before this time (backoff after network errors and 5xx). */
  nextAttemptAt: number;
  /** While a drain works on the item, others leave it alone until this time. */
  leaseUntil: number;
  /** The server's message when it refused the item (4xx), shown on the item. */
  error?: string;
  evidence?: { blob: Blob; fileName: string; mimeType: string; size: number; sha256: string };
  letter?: { body: Record<string, unknown>; recommenderName: string };
};

export type OutboxChange = { type: 'changed' } | { type: 'delivered'; item: Pick<OutboxItem, 'id' | 'kind' | 'petitionId'> } | { type: 'needs-sign-in' };

export const OUTBOX_CHANNEL = 'exhibit-outbox';
export const OUTBOX_SYNC_TAG = 'exhibit-outbox';
