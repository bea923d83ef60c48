import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Evidence } from '../../../contract/entities';
import { evidenceRequest } from './evidence-request';

/** GET /api/petitions/{id}/evidence (the key joined by slashes is the URL). */
export const evidenceQuery = (petitionId: string) =>
  queryOptions({
    queryKey: keys.evidence(petitionId),
    queryFn: ({ signal }) => evidenceRequest<Evidence[]>('GET', keys.evidence(petitionId).join('/'), undefined, { signal }),
  });

export function useEvidence(petitionId: string) {
  return useQuery(evidenceQuery(petitionId));
}
