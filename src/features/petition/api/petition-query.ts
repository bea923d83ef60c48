import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';

/** GET /api/petitions/{id}. */
const petitionQuery = (id: string) => queryOptions({ queryKey: keys.petition(id), queryFn: ({ signal }) => getJson<Petition>(keys.petition(id), signal) });

/** Refetched on entering the page so a restored (persisted) copy is not taken as current. */
export function usePetition(id: string, enabled = true) {
  return useQuery({ ...petitionQuery(id), enabled, refetchOnMount: 'always' });
}
