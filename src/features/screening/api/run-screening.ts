import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { ScreeningResult } from '../../../contract/screening';

/** POST /api/screening (empty body): screens the caller's profile; the server keeps it on the profile. */
export function useRunScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ScreeningResult>('POST', '/api/screening'),
    // The profile now carries the result (aiAnalysis); refresh it in the background.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.profile }),
  });
}
