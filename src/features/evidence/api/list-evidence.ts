import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { freshOnEntry } from '../../../api/route-reads';
import type { EvidenceDescription, EvidenceListItem } from '../../../contract/evidence-list';
import { versionedQueryFn } from './evidence-request';

/**
 * GET /api/petitions/{id}/evidence (the key joined by slashes is the URL): the one query of this
 * key, for every feature that reads it, so a 401 is always worded the evidence area's way. Rows carry
 * what the table shows (decision 034); an unchanged list is a 304.
 */
export const evidenceQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.evidence(petitionId), queryFn: versionedQueryFn<EvidenceListItem[]>() });

/** GET /api/petitions/{id}/evidence/descriptions: each described row's whole description, for the letters' suggestions. */
export const evidenceDescriptionsQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.evidenceDescriptions(petitionId), queryFn: versionedQueryFn<EvidenceDescription[]>() });

/**
 * Cached rows show at once and are fetched again on mount: the persisted cache is written a
 * moment after a change, so a reload right after one could otherwise show the rows as they were.
 */
export const evidenceOnEntryQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.evidence(petitionId), queryFn: versionedQueryFn<EvidenceListItem[]>(), refetchOnMount: freshOnEntry });

export function useEvidence(petitionId: string) {
  return useQuery(evidenceOnEntryQuery(petitionId));
}
