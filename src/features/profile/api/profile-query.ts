import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { Profile } from '../../../contract/entities';

/** GET /api/profile: the caller's profile; a 404 (no profile yet) is an error starting with '404'. */
export function useProfile() {
  return useQuery<Profile>({ queryKey: keys.profile });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Error && /^404/.test(error.message);
}
