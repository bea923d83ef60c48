import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Profile } from '../../../contract/entities';
import type { PutCvBody } from '../../../contract/profile';

/** PUT /api/cv: records an uploaded file as the caller's CV; the profile is refreshed. */
export function usePutCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCvBody) => apiRequest<Profile>('PUT', '/api/cv', body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(keys.profile, profile);
      await queryClient.invalidateQueries({ queryKey: keys.profile });
    },
  });
}
