import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../contract/auth';
import { getQueryFn } from './http';
import { keys } from './keys';

/**
 * architecture.md §states: a returned user means authenticated; a 401 means signed out (not an error).
 * Always checked again at start-up; offline, the last-seen user stays (the fetch fails, the data remains).
 */
export function useAuth() {
  // Pending, not loading: in the render after the persisted cache is restored the check has not started yet, and
  // "not loading" there drew the landing page (and fetched its code) for a signed-in user.
  const { data, isPending } = useQuery<AuthUser | null>({
    queryKey: keys.authUser,
    queryFn: getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return { user: data ?? null, isLoading: isPending, isAuthenticated: !!data };
}
