import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Profile } from '../../../contract/entities';
import type { SaveProfileBody } from '../../../contract/profile';

/** POST /api/profile: creates or updates the caller's profile, then refreshes the cached one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProfileBody) => apiRequest<Profile>('POST', '/api/profile', body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(keys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: keys.profile });
    },
  });
}
