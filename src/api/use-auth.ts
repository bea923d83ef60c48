import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../contract/auth';
import { getQueryFn, noteSessionCheck } from './http';
import { keys } from './keys';

/** When this page started: a user restored from the persisted cache was fetched before it. */
const PAGE_STARTED_AT = Date.now();

const askServer = getQueryFn<AuthUser | null>({ on401: 'returnNull' });

/**
 * The session check: architecture.md §states, a returned user means authenticated and a 401 signed out (not an
 * error). Its outcome tells the fetch layer whether a 401 from another read means anything yet (api/http.ts).
 */
export const authUserQuery = () =>
  queryOptions<AuthUser | null>({
    queryKey: keys.authUser,
    queryFn: async (context) => {
      try {
        const user = await askServer(context);
        noteSessionCheck(user ? 'signed-in' : 'signed-out');
        return user;
      } catch (error) {
        noteSessionCheck('unanswered');
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
  });

/** Not answered (nor failed) since this page started: only a copy restored from the persisted cache. */
const uncheckedThisPage = (query: { state: { dataUpdatedAt: number; errorUpdatedAt: number } }) =>
  Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt) < PAGE_STARTED_AT;

/**
 * Checked once per page, at start-up (the route table starts the check with the screen's reads, and Root's mount
 * joins it); offline, the last-seen user stays (the fetch fails, the data remains).
 * `checked`: the server has answered (or failed to) since this page started, as opposed to an answer restored from
 * the cache, which is all there is in the render before the check starts.
 */
export function useAuth({ check = true }: { check?: boolean } = {}) {
  const { data, dataUpdatedAt, errorUpdatedAt } = useQuery({ ...authUserQuery(), refetchOnMount: check ? uncheckedThisPage : false });
  const checked = !uncheckedThisPage({ state: { dataUpdatedAt, errorUpdatedAt } });
  return { user: data ?? null, checked };
}

/**
 * The signed-in user for a screen's words (a greeting, a name): Root has checked the session at start-up, and a
 * screen that mounts later does not ask again.
 */
export const useSignedInUser = () => useAuth({ check: false }).user;
