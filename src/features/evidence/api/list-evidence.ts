import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { evidenceListReply } from '../../../contract/evidence';
import type { z } from 'zod';
import { evidenceRequest } from './evidence-request';

type EvidenceList = z.infer<typeof evidenceListReply>;

/**
 * GET /api/petitions/{id}/evidence (the key joined by slashes is the URL): the one query of this
 * key, for every feature that reads it, so a 401 is always worded the evidence area's way.
 */
export const evidenceQuery = (petitionId: string) =>
  queryOptions({
    queryKey: keys.evidence(petitionId),
    queryFn: ({ signal }) => evidenceRequest<EvidenceList>('GET', keys.evidence(petitionId).join('/'), undefined, { signal }),
  });

/**
 * Cached rows show at once and are fetched again on mount: the persisted cache is written a
 * moment after a change, so a reload right after one could otherwise show the rows as they were.
 */
export function useEvidence(petitionId: string) {
  return useQuery({ ...evidenceQuery(petitionId), refetchOnMount: 'always' });
}
