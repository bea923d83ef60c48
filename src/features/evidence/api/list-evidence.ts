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

/**
 * Cached rows show at once and are fetched again on mount: the persisted cache is written a
 * moment after a change, so a reload right after one could otherwise show the rows as they were.
 */
export function useEvidence(petitionId: string) {
  return useQuery({ ...evidenceQuery(petitionId), refetchOnMount: 'always' });
}
