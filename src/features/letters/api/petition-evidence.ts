import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';

/**
 * GET /api/petitions/{id}/evidence, shared by key with the Evidence tab's own query: the
 * recommender suggestions read the descriptions the analysis wrote.
 */
export function usePetitionEvidence(petitionId: string) {
  return useQuery<Evidence[]>({ queryKey: keys.evidence(petitionId) });
}
