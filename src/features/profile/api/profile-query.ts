import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Profile } from '../../../contract/entities';

/** GET /api/profile: the caller's profile; a 404 (no profile yet) is an ApiError with status 404. */
export const profileQuery = () => queryOptions({ queryKey: keys.profile, queryFn: ({ signal }) => getJson<Profile>(keys.profile, signal) });

/**
 * `fresh`: show the cached profile at once but fetch it again on mount. The profile view and its
 * edit form use it: the persisted cache is written a moment after a change, so a reload right
 * after saving could otherwise show the profile as it was.
 */
export function useProfile({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...profileQuery(), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}

export { isNotFoundError as isNotFound } from '../../../api/http';
