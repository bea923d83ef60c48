import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';

/** GET /api/petitions: the caller's petitions, newest first. */
export const petitionsQuery = () => queryOptions({ queryKey: keys.petitions, queryFn: ({ signal }) => getJson<Petition[]>(keys.petitions, signal) });

/**
 * Asked for again whenever the dashboard mounts: after a reload the cache restored from IndexedDB
 * would otherwise be shown as current forever (queries never go stale); offline the restored list still shows.
 */
export function usePetitions(enabled = true) {
  return useQuery({ ...petitionsQuery(), enabled, refetchOnMount: 'always' });
}
