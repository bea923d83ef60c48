import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../contract/auth';
import { getQueryFn } from './http';
import { keys } from './keys';

/** When this page started: a user restored from the persisted cache was fetched before it. */
const PAGE_STARTED_AT = Date.now();

/**
 * architecture.md §states: a returned user means authenticated; a 401 means signed out (not an error).
 * Always checked again at start-up; offline, the last-seen user stays (the fetch fails, the data remains).
 * `checked`: the server has answered (or failed to) since this page started, as opposed to an answer restored from
 * the cache, which is all there is in the render before the check starts.
 */
export function useAuth({ check = true }: { check?: boolean } = {}) {
  const { data, dataUpdatedAt, errorUpdatedAt } = useQuery<AuthUser | null>({
    queryKey: keys.authUser,
    queryFn: getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
    retry: false,
    staleTime: 0,
    refetchOnMount: check ? 'always' : false,
  });
  const checked = Math.max(dataUpdatedAt, errorUpdatedAt) >= PAGE_STARTED_AT;
  return { user: data ?? null, checked };
}

/**
 * The signed-in user for a screen's words (a greeting, a name): Root has checked the session at start-up, and a
 * screen that mounts later does not ask again.
 */
export const useSignedInUser = () => useAuth({ check: false }).user;
