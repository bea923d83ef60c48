import { subscribeServerBack } from '../api/connectivity';
import type { CreateLetterInput } from '../contract/letters';
import type { CreateRequestInput } from '../contract/recommenders';
import { drainOutbox, type DrainResult } from './drain';
import { enqueue, retryOutboxItem } from './outbox';
import { OUTBOX_SYNC_TAG, type OutboxItem } from './outbox-types';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

let persistAsked = false;

/** After the first queued item, ask the browser not to evict our storage. */
function askPersistentStorage() {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/** Background Sync where the browser has it; the page drains as well (harmless: leases and idempotency keys). */
export async function requestDrain(opts: { force?: boolean; waitForOtherDrain?: boolean } = {}): Promise<DrainResult | null> {
  try {
    const reg = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await reg?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (iOS Safari, Firefox): the page's own drain below covers it.
  }
  if (!navigator.onLine && !opts.force) return null;
  return drainOutbox(opts);
}

export async function queueEvidence(petitionId: string, file: File, sha256: string, id?: string): Promise<OutboxItem> {
  const item = await enqueue({
    id,
    kind: 'evidence',
    petitionId,
    evidence: { blob: file, fileName: file.name || 'photo.jpg', mimeType: file.type, size: file.size, sha256 },
  });
  askPersistentStorage();
  void requestDrain();
  return item;
}

export async function queueLetter(petitionId: string, body: CreateLetterInput, id?: string) {
  const item = await enqueue({ id, kind: 'letter', petitionId, letter: { body, recommenderName: body.recommenderName } });
  askPersistentStorage();
  void requestDrain();
  return item;
}

/** An invitation made offline (issue 35): sent on reconnect, once, under its id as the Idempotency-Key. */
export async function queueInvite(petitionId: string, body: CreateRequestInput, id?: string) {
  const item = await enqueue({ id, kind: 'invite', petitionId, invite: { body, recommenderName: body.recommenderName } });
  void requestDrain();
  return item;
}

/** A pending row's retry: clear its failure or backoff and send now. */
export async function retryPendingItem(id: string): Promise<void> {
  await retryOutboxItem(id);
  await requestDrain({ force: true });
}

/**
 * `run` once for any number of calls while it runs: a call during a run asks for one more run after it, so what
 * changed meanwhile is not missed, and a burst of calls is one or two runs, never one each.
 */
export function oneAtATime(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        start();
      });
  };
  return start;
}

/**
 * The page's drain triggers where Background Sync may be missing: start-up, online, back to visible, and the server
 * answering again (issue 33 item 1): a restarted server fires no `online` event, and the browser's next Background
 * Sync may be minutes away.
 */
export function startOutboxTriggers(): () => void {
  const drain = () => void requestDrain();
  // Back online, or the server back: what waited out a backoff for lack of it is worth sending now. A drain the
  // service worker is running is waited for, not skipped: it may have started before the server came back.
  const onOnline = () => void requestDrain({ force: true });
  const stopBack = subscribeServerBack(oneAtATime(() => requestDrain({ force: true, waitForOtherDrain: true })));
  const onVisible = () => {
    if (document.visibilityState === 'visible') drain();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  drain();
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    stopBack();
  };
}

/** A fetch failure that means "no network" rather than a server answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}
