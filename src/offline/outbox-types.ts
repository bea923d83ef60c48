import type { CreateLetterInput } from '../contract/letters';
import type { CreatedRequest, CreateRequestInput } from '../contract/recommenders';
import type { EvidenceFile } from './send/evidence';

type OutboxItemBase = {
  id: string;
  /** null for files shared from another app until the user picks a petition. */
  petitionId: string | null;
  /** The drain order: strictly increasing across items, even within one millisecond (see enqueue). */
  createdAt: number;
  state: 'queued' | 'failed' | 'needs-petition';
  attempts: number;
  /** Not retried before this time (backoff after network errors and 5xx). */
  nextAttemptAt: number;
  /** While a drain works on the item, others leave it alone until this time. */
  leaseUntil: number;
  /** The server's message when it refused the item (4xx), shown on the item. */
  error?: string;
};

export type OutboxEvidence = EvidenceFile;
/** The create request as the form sent it; the name is kept apart for the pending row's label. */
export type OutboxLetter = { body: CreateLetterInput; recommenderName: string };
/** A recommender's invitation made offline (issue 35). */
export type OutboxInvite = { body: CreateRequestInput; recommenderName: string };

/**
 * One operation that must reach the server (architecture.md §an-offline-replay). Its id is sent as Idempotency-Key.
 * Items stored before this type was a union have the same fields, so they read as one of its members.
 */
export type OutboxItem =
  | (OutboxItemBase & { kind: 'evidence'; evidence: OutboxEvidence })
  | (OutboxItemBase & { kind: 'letter'; letter: OutboxLetter })
  | (OutboxItemBase & { kind: 'invite'; invite: OutboxInvite });

/**
 * `created`: a delivered invitation's reply, with its link. The link is shown only once (the server keeps its hash),
 * so an open page shows it as if the invitation had been sent live (issue 35); it is never stored on the device.
 */
export type OutboxChange =
  | { type: 'changed' }
  | { type: 'delivered'; item: Pick<OutboxItem, 'id' | 'kind' | 'petitionId'>; created?: CreatedRequest }
  | { type: 'needs-sign-in' };

export const OUTBOX_CHANNEL = 'exhibit-outbox';
export const OUTBOX_SYNC_TAG = 'exhibit-outbox';
