import { decide, sendable, type SendOutcome } from './outbox-policy';
import { announceOutbox, leaseItem, listOutbox, removeFromOutbox, saveOutboxItem } from './outbox';
import type { OutboxItem } from './outbox-types';

/**
 * `kept`: tried this time and kept for later. `waiting`: queued items still in the outbox when the
 * drain ends, including ones it could not try (leased by a tab that died, or behind a kept item of
 * the same petition): while any wait, a Background Sync must not report success.
 */
export type DrainResult = { delivered: number; kept: number; failed: number; unauthorized: boolean; waiting: number };

const readMessage = async (res: Response) => {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: string; error?: string };
    return body.error ?? body.message ?? text;
  } catch {
    return text || res.statusText;
  }
};

async function asOutcome(res: Response): Promise<SendOutcome | null> {
  if (res.ok) return null;
  return { type: 'http', status: res.status, message: await readMessage(res) };
}

const extensionOf = (name: string) => {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m ? `.${m[1]!.toLowerCase()}` : '';
};

/** Sends one item: presign → PUT → register for evidence (a fresh upload URL every time), one POST for a letter. */
export async function sendItem(item: OutboxItem, fetchFn: typeof fetch = fetch): Promise<SendOutcome> {
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': item.id };
  try {
    if (item.kind === 'letter' && item.letter) {
      const res = await fetchFn(`/api/petitions/${item.petitionId}/recommendation-letters`, {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify(item.letter.body),
      });
      return (await asOutcome(res)) ?? { type: 'delivered' };
    }
    if (item.kind === 'evidence' && item.evidence) {
      const ev = item.evidence;
      const presign = await fetchFn('/api/objects/upload', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ hash: ev.sha256, extension: extensionOf(ev.fileName) }),
      });
      const presignFail = await asOutcome(presign);
      if (presignFail) return presignFail;
      const { uploadURL } = (await presign.json()) as { uploadURL?: string };
      if (!uploadURL) return { type: 'http', status: 400, message: 'Failed to get upload URL. Please try again.' };
      const put = await fetchFn(uploadURL, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': ev.mimeType || 'application/octet-stream' },
        body: ev.blob,
      });
      const putFail = await asOutcome(put);
      if (putFail) return putFail;
      // Only the path matters (spec §7: the stored path is the path part of the upload URL).
      const fileUrl = new URL(uploadURL, 'http://origin.invalid').pathname;
      const register = await fetchFn(`/api/petitions/${item.petitionId}/evidence`, {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify({ fileName: ev.fileName, fileUrl, fileSize: ev.size, mimeType: ev.mimeType }),
      });
      return (await asOutcome(register)) ?? { type: 'delivered' };
    }
    return { type: 'http', status: 400, message: 'This queued item is incomplete and cannot be sent.' };
  } catch {
    return { type: 'network' };
  }
}

async function drainOnce(opts: { force?: boolean; fetchFn?: typeof fetch }): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, kept: 0, failed: 0, unauthorized: false, waiting: 0 };
  const now = Date.now();
  for (const candidate of sendable(await listOutbox(), now, opts.force)) {
    const item = await leaseItem(candidate.id, Date.now());
    if (!item) continue;
    const decision = decide(item, await sendItem(item, opts.fetchFn), Date.now());
    if (decision.action === 'remove') {
      await removeFromOutbox(item.id);
      announceOutbox({ type: 'delivered', item: { id: item.id, kind: item.kind, petitionId: item.petitionId } });
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
  fetchFn?: typeof fetch;
  /**
   * Wait for a drain already running elsewhere (another tab, the page) instead of skipping.
   * The service worker's sync needs this: a sync that skipped would resolve as if all had
   * been sent, and the browser would never retry it.
   */
  waitForOtherDrain?: boolean;
};

/**
 * Drains the outbox; the same code runs in the page and in the service worker (DESIGN §5).
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
