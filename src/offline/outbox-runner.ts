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
export async function requestDrain(opts: { force?: boolean } = {}): Promise<DrainResult | null> {
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

/** The page's drain triggers where Background Sync may be missing: start-up, online, back to visible. */
export function startOutboxTriggers(): () => void {
  const drain = () => void requestDrain();
  // Back online: what waited out a backoff for lack of network is worth sending now.
  const onOnline = () => void requestDrain({ force: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') drain();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  drain();
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** A fetch failure that means "no network" rather than a server answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && !navigator.onLine);
}
