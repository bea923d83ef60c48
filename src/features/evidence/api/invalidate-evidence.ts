import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';

/** After any evidence change: the list and the petition (its Documents count) are refetched (architecture.md §calls). */
export function invalidateEvidence(queryClient: QueryClient, petitionId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.evidence(petitionId) }),
    queryClient.invalidateQueries({ queryKey: keys.petition(petitionId), exact: true }),
  ]);
}
