import { openExhibitDB } from './db';
import { OUTBOX_CHANNEL, type OutboxChange, type OutboxEvidence, type OutboxItem, type OutboxInvite, type OutboxLetter } from './outbox-types';

export const QUOTA_MESSAGE = 'Not enough storage on this device to keep this offline. Free some space and try again.';

function announce(change: OutboxChange) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(change);
  channel.close();
}

function newOutboxId(): string {
  return crypto.randomUUID();
}

/** What the caller says about a new item: its payload, its petition, optionally its id and state. */
type NewItem = ({ kind: 'evidence'; evidence: OutboxEvidence } | { kind: 'letter'; letter: OutboxLetter } | { kind: 'invite'; invite: OutboxInvite }) & {
  petitionId: string | null;
  id?: string;
  state?: OutboxItem['state'];
};

/** Queues one operation in a single IDB transaction: it is either wholly queued or not at all. */
export async function enqueue(input: NewItem): Promise<OutboxItem> {
  const item: OutboxItem = {
    ...input,
    id: input.id ?? newOutboxId(),
    createdAt: 0, // set below, inside the transaction
    state: input.state ?? (input.petitionId ? 'queued' : 'needs-petition'),
    attempts: 0,
    nextAttemptAt: 0,
    leaseUntil: 0,
  };
  const db = await openExhibitDB();
  try {
    // createdAt is the drain order: strictly increasing, even for items queued in the same millisecond
    // or by the page and the service worker at once (readwrite transactions on one store run one at a time).
    const tx = db.transaction('outbox', 'readwrite');
    const last = await tx.store.index('byCreated').openCursor(null, 'prev');
    item.createdAt = Math.max(Date.now(), (last?.value.createdAt ?? 0) + 1);
    await tx.store.put(item);
    await tx.done;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'QuotaExceededError') throw new Error(QUOTA_MESSAGE);
    throw err;
  }
  announce({ type: 'changed' });
  return item;
}

export async function listOutbox(): Promise<OutboxItem[]> {
  const db = await openExhibitDB();
  return db.getAllFromIndex('outbox', 'byCreated');
}

async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  const db = await openExhibitDB();
  return db.get('outbox', id);
}

export async function removeFromOutbox(id: string): Promise<void> {
  const db = await openExhibitDB();
  await db.delete('outbox', id);
  announce({ type: 'changed' });
}

export async function saveOutboxItem(item: OutboxItem, change: OutboxChange = { type: 'changed' }): Promise<void> {
  const db = await openExhibitDB();
  await db.put('outbox', item);
  announce(change);
}

/** Marks a failed or waiting item to be tried again at the next drain. */
export async function retryOutboxItem(id: string): Promise<void> {
  const item = await getOutboxItem(id);
  if (!item) return;
  await saveOutboxItem({ ...item, state: item.petitionId ? 'queued' : 'needs-petition', nextAttemptAt: 0, leaseUntil: 0, error: undefined });
}

/** Gives a shared file its petition. */
export async function assignPetition(id: string, petitionId: string): Promise<void> {
  const item = await getOutboxItem(id);
  if (!item) return;
  await saveOutboxItem({ ...item, petitionId, state: 'queued', nextAttemptAt: 0 });
}

/**
 * Takes the lease on an item inside one transaction, so a page and the service worker
 * draining at the same moment never both send it. Returns the item, or null if taken.
 */
export async function leaseItem(id: string, now: number, leaseMs = 60_000): Promise<OutboxItem | null> {
  const db = await openExhibitDB();
  const tx = db.transaction('outbox', 'readwrite');
  const item = await tx.store.get(id);
  if (!item || item.state !== 'queued' || item.leaseUntil > now) {
    await tx.done;
    return null;
  }
  const leased = { ...item, leaseUntil: now + leaseMs };
  await tx.store.put(leased);
  await tx.done;
  return leased;
}

export function announceOutbox(change: OutboxChange) {
  announce(change);
}
