import { listOutbox, removeFromOutbox } from './outbox';

/**
 * A deleted petition takes its queued uploads and letters with it (decision 030): sent later they
 * could only fail with 'Petition not found'. Returns how many were dropped, for the note the user sees.
 * An item a drain is sending right now is put back by that drain and fails with the server's 404.
 */
export async function dropOutboxItemsOfPetition(petitionId: string): Promise<number> {
  const items = (await listOutbox()).filter((item) => item.petitionId === petitionId);
  await Promise.all(items.map((item) => removeFromOutbox(item.id)));
  return items.length;
}
