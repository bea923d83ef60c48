import type { CreateRequestInput } from '../../../contract/recommenders';
import { queueInvite as enqueueInvite } from '../../../offline';

/** One key per submitted invitation: the live request and an outbox replay send the same one. */
export function newInviteKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Offline: the invitation waits in the outbox (IndexedDB) and is sent on reconnect, once. */
export async function queueInvite(petitionId: string, body: CreateRequestInput, key: string): Promise<'queued'> {
  await enqueueInvite(petitionId, body, key);
  return 'queued';
}
