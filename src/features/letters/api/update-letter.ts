import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Letter } from '../../../contract/entities';
import type { UpdateLetterBody } from '../../../contract/letters';
import { toast } from '../../../lib/toast-store';
import { isNetworkError } from '../../../offline';

const UPDATE_FAILED = 'Failed to update letter. Please try again.';
export const UPDATE_OFFLINE = 'You are offline. Your edits are still here; save them when you are back online.';

/**
 * PATCH /api/recommendation-letters/{id}: the user's text and status. Online only: an edit
 * waiting in an outbox could overwrite a newer one made on another device, so the editor
 * keeps the text and the user saves again once connected.
 */
export function useUpdateLetter(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLetterBody }) => apiRequest<Letter>('PATCH', `/api/recommendation-letters/${encodeURIComponent(id)}`, body),
    onSuccess: async (letter) => {
      // The viewer reads the list: show the saved letter at once, then refetch the list.
      queryClient.setQueryData<Letter[]>(keys.letters(petitionId), (list) => list?.map((l) => (l.id === letter.id ? letter : l)));
      toast({ title: 'Letter updated' });
      await queryClient.invalidateQueries({ queryKey: keys.letters(petitionId) });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const description = isNetworkError(error) ? UPDATE_OFFLINE : (serverMessage(error) ?? UPDATE_FAILED);
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
