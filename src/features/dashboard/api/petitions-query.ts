import { useQuery } from '@tanstack/react-query';
import { petitionsQuery } from '../../../api/petition-queries';

export { petitionsQuery };

/**
 * Asked for again whenever the dashboard is entered: after a reload the cache restored from IndexedDB would
 * otherwise be shown as current forever (queries never go stale); offline the restored list still shows.
 */
export function usePetitions(enabled = true) {
  return useQuery({ ...petitionsQuery(), enabled });
}
