import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';

/** POST /api/petitions/{id}/criteria-report; the petition (and the list's score) is refetched on success. */
export function useGenerateReport(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Petition>('POST', `/api/petitions/${petitionId}/criteria-report`),
    onSuccess: async () => {
      toast({ title: 'Report generated', description: 'Your criteria strength report is ready.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.petition(petitionId), exact: true }),
        queryClient.invalidateQueries({ queryKey: keys.petitions, exact: true }),
      ]);
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to generate report. Please try again.', variant: 'destructive' });
    },
  });
}
