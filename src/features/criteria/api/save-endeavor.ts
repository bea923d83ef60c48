import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { Petition } from '../../../contract/entities';
import type { ProposedEndeavorBody } from '../../../contract/petitions';
import { isNetworkError } from '../../../offline';

/** What the card says when the endeavor cannot reach the server: edits are online-only and never queued (as evidence corrections). */
const ENDEAVOR_OFFLINE_MESSAGE = 'You are offline. Your endeavor stays here and can be saved once you are back online.';

export class EndeavorOfflineError extends Error {
  constructor() {
    super(ENDEAVOR_OFFLINE_MESSAGE);
    this.name = 'EndeavorOfflineError';
  }
}

/** PUT /api/petitions/{id}/proposed-endeavor: the petition's cache takes the reply, then the list and packet refresh. */
export function useSaveEndeavor(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProposedEndeavorBody) => {
      if (!navigator.onLine) throw new EndeavorOfflineError();
      try {
        return await apiRequest<Petition>('PUT', `/api/petitions/${petitionId}/proposed-endeavor`, body);
      } catch (error) {
        throw isNetworkError(error) ? new EndeavorOfflineError() : error;
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.petition(petitionId), saved);
      // The packet's cover and endeavor page follow the text: its `stale` flag lives under the petition's key.
      void queryClient.invalidateQueries({ queryKey: keys.packet(petitionId) });
    },
  });
}
