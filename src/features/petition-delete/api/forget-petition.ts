import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';
import { dropOutboxItemsOfPetition } from '../../../offline';
import { markPetitionDeleted } from '../lib/deleted-petitions';

/**
 * Forgets a deleted petition on this device: any page showing it switches to its 'deleted' state,
 * its queries (petition, evidence, case documents, packet, letters: all under its key) leave the
 * cache, and so the persisted copy in IndexedDB at the next write, the dashboard list drops it, and
 * queued items for it are dropped. Returns how many queued items were dropped.
 */
export async function forgetPetition(queryClient: QueryClient, petitionId: string): Promise<number> {
  markPetitionDeleted(petitionId);
  await queryClient.cancelQueries({ queryKey: keys.petition(petitionId) });
  queryClient.removeQueries({ queryKey: keys.petition(petitionId) });
  queryClient.setQueryData<Petition[]>(keys.petitions, (list) => list?.filter((p) => p.id !== petitionId));
  return dropOutboxItemsOfPetition(petitionId).catch(() => 0);
}
