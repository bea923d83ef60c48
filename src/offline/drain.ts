import { decide, sendable, type SendOutcome } from './outbox-policy';
import { announceOutbox, leaseItem, listOutbox, removeFromOutbox, saveOutboxItem } from './outbox';
import type { OutboxItem } from './outbox-types';
import { ApiError, sendEvidence, sendInvite, sendLetter, UploadUrlError, type SendFetch } from './send';

/**
 * `kept`: tried this time and kept for later. `waiting`: queued items still in the outbox when the
 * drain ends, including ones it could not try (leased by a tab that died, or behind a kept item of
 * the same petition): while any wait, a Background Sync must not report success.
 */
export type DrainResult = { delivered: number; kept: number; failed: number; unauthorized: boolean; waiting: number };

/** An item stored without its payload (by an older build) cannot be sent; say so on the item. */
function isComplete(item: OutboxItem): boolean {
  if (item.kind === 'invite') return Boolean(item.invite);
  return item.kind === 'evidence' ? Boolean(item.evidence) : Boolean(item.letter);
}

/** Sends one item through the same functions the page uses live (./send), keyed by the item's id. */
async function sendItem(item: OutboxItem, fetchFn?: SendFetch): Promise<SendOutcome> {
  if (!item.petitionId || !isComplete(item)) return { type: 'http', status: 400, message: 'This queued item is incomplete and cannot be sent.' };
  const opts = { fetch: fetchFn, idempotencyKey: item.id };
  try {
    if (item.kind === 'invite') return { type: 'delivered', created: await sendInvite(item.petitionId, item.invite.body, opts) };
    if (item.kind === 'letter') await sendLetter(item.petitionId, item.letter.body, opts);
    else await sendEvidence(item.petitionId, item.evidence, opts);
    return { type: 'delivered' };
  } catch (error) {
    if (error instanceof ApiError) return { type: 'http', status: error.status, message: error.message };
    if (error instanceof UploadUrlError) return { type: 'http', status: 400, message: error.message };
    return { type: 'network' };
  }
}
async function drainOnce(opts: { force?: boolean; fetchFn?: SendFetch }): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, kept: 0, failed: 0, unauthorized: false, waiting: 0 };
  const now = Date.now();
  for (const candidate of sendable(await listOutbox(), now, opts.force)) {
    const item = await leaseItem(candidate.id, Date.now());
    if (!item) continue;
    const outcome = await sendItem(item, opts.fetchFn);
    const decision = decide(item, outcome, Date.now());
    if (decision.action === 'remove') {
      await removeFromOutbox(item.id);
      const created = outcome.type === 'delivered' ? outcome.created : undefined;
      announceOutbox({ type: 'delivered', item: { id: item.id, kind: item.kind, petitionId: item.petitionId }, ...(created ? { created } : {}) });
      result.delivered++;
    } else if (decision.action === 'unauthorized') {
      await saveOutboxItem({ ...item, leaseUntil: 0 }, { type: 'needs-sign-in' });
      result.unauthorized = true;
      break;
    } else {
      await saveOutboxItem(decision.item);
      if (decision.item.state === 'failed') result.failed++;
      else result.kept++;
      if (decision.stopDrain) break;
    }
  }
  result.waiting = (await listOutbox()).filter((i) => i.state === 'queued' && i.petitionId).length;
  return result;
}

type DrainOptions = {
  force?: boolean;
  fetchFn?: SendFetch;
  /**
   * Wait for a drain already running elsewhere (another tab, the page) instead of skipping.
   * The service worker's sync needs this: a sync that skipped would resolve as if all had
   * been sent, and the browser would never retry it.
   */
  waitForOtherDrain?: boolean;
};

/**
 * Drains the outbox; the same code runs in the page and in the service worker (architecture.md §an-offline-replay).
 * A Web Lock keeps two drains of one origin from running at once where the browser has it.
 */
export async function drainOutbox(opts: DrainOptions = {}): Promise<DrainResult> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return drainOnce(opts);
  const outcome = await locks.request('exhibit-outbox-drain', { ifAvailable: !opts.waitForOtherDrain }, async (lock: Lock | null) =>
    lock ? drainOnce(opts) : null,
  );
  return outcome ?? { delivered: 0, kept: 0, failed: 0, unauthorized: false, waiting: 0 };
}
