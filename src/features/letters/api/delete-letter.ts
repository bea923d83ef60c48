import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Letter } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';

/** DELETE /api/recommendation-letters/{id}, then the list is refetched. */
export function useDeleteLetter(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (letter: Letter) => apiRequest('DELETE', `/api/recommendation-letters/${encodeURIComponent(letter.id)}`),
    onSuccess: async () => {
      toast({ title: 'Letter deleted', description: 'The recommendation letter has been removed.' });
      await queryClient.invalidateQueries({ queryKey: keys.letters(petitionId) });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to delete letter. Please try again.', variant: 'destructive' });
    },
  });
}
