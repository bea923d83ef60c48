import type { CreatedRequest } from '../contract/recommenders';
import type { OutboxItem } from './outbox-types';

/** What happened when one item was sent. */
export type SendOutcome =
  | { type: 'delivered'; created?: CreatedRequest }
  | { type: 'network' }
  | { type: 'http'; status: number; message: string };

type Decision =
  | { action: 'remove' }
  | { action: 'keep'; item: OutboxItem; stopDrain: boolean }
  | { action: 'unauthorized' };

const MAX_BACKOFF_MS = 5 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The outbox state machine (architecture.md §an-offline-replay, issue 7): network errors and 5xx stay queued with
 * backoff; 401 keeps the item and asks for sign-in; other 4xx fail the item with the server's
 * words, kept until the user removes it.
 */
export function decide(item: OutboxItem, outcome: SendOutcome, now: number): Decision {
  if (outcome.type === 'delivered') return { action: 'remove' };
  if (outcome.type === 'http' && outcome.status === 401) return { action: 'unauthorized' };
  const transient = outcome.type === 'network' || outcome.status >= 500 || outcome.status === 408 || outcome.status === 429;
  if (transient) {
    const attempts = item.attempts + 1;
    return {
      action: 'keep',
      item: { ...item, state: 'queued', attempts, nextAttemptAt: now + backoffMs(attempts), leaseUntil: 0, error: undefined },
      // Without a network nothing else will get through either.
      stopDrain: outcome.type === 'network',
    };
  }
  return {
    action: 'keep',
    item: { ...item, state: 'failed', attempts: item.attempts + 1, leaseUntil: 0, error: outcome.message },
    stopDrain: false,
  };
}

/** Items a drain may send now, oldest first; one blocked item holds back later ones of its petition. */
export function sendable(items: OutboxItem[], now: number, force = false): OutboxItem[] {
  const blocked = new Set<string>();
  const out: OutboxItem[] = [];
  for (const item of [...items].sort((a, b) => a.createdAt - b.createdAt)) {
    const key = item.petitionId ?? '';
    if (item.state !== 'queued' || !item.petitionId) continue;
    if (blocked.has(key)) continue;
    const waiting = (!force && item.nextAttemptAt > now) || item.leaseUntil > now;
    if (waiting) {
      blocked.add(key);
      continue;
    }
    out.push(item);
  }
  return out;
}
