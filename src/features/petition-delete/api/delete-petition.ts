import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../api/http';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { toast } from '../../../lib/toast-store';
import { DELETE_NEEDS_CONNECTION_MESSAGE, deletedDescription } from '../lib/messages';
import { forgetPetition } from './forget-petition';

/**
 * DELETE /api/petitions/{id}: online only. `onDeleted` (leaving the page) runs first, then this
 * device forgets the petition: the page showing it unmounts with it, so nothing it holds runs after.
 */
export function useDeletePetition(petitionId: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      requireConnection(DELETE_NEEDS_CONNECTION_MESSAGE);
      await apiRequest<{ message: string }>('DELETE', `/api/petitions/${petitionId}`);
    },
    onSuccess: async () => {
      onDeleted?.();
      const dropped = await forgetPetition(queryClient, petitionId);
      toast({ title: 'Petition deleted', description: deletedDescription(dropped) });
    },
    onError: (error) => {
      if (isConnectionFailure(error)) return showNeedsConnection(DELETE_NEEDS_CONNECTION_MESSAGE);
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete petition. Please try again.', variant: 'destructive' });
      }
    },
  });
}
