import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, handleUnauthorized, isUnauthorizedError } from '../../../api/http';
import { isServerReachable } from '../../../api/connectivity';
import { keys } from '../../../api/keys';
import type { ExhibitOrderBody, ExhibitOrderReply } from '../../../contract/exhibit-order';
import { isNetworkError } from '../../../offline';
import { ORDER_NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';

/** Thrown when the order cannot reach the server; it is not queued (renumbering must see the current list). */
export class OrderOfflineError extends Error {
  constructor() {
    super(ORDER_NEEDS_CONNECTION_MESSAGE);
    this.name = 'OrderOfflineError';
  }
}

/**
 * PUT /api/petitions/{id}/exhibit-order. Numbers and citations change on the server in one go, so
 * everything that shows them is fetched again: evidence, case documents, letters and the petition.
 */
export function useApplyExhibitOrder(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExhibitOrderBody) => {
      if (!navigator.onLine || !isServerReachable()) throw new OrderOfflineError();
      try {
        return await apiRequest<ExhibitOrderReply>('PUT', `/api/petitions/${petitionId}/exhibit-order`, body);
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized('evidence');
        throw isNetworkError(error) ? new OrderOfflineError() : error;
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.evidence(petitionId) }),
        queryClient.invalidateQueries({ queryKey: keys.caseDocuments(petitionId) }),
        queryClient.invalidateQueries({ queryKey: keys.letters(petitionId) }),
        queryClient.invalidateQueries({ queryKey: keys.petition(petitionId), exact: true }),
      ]),
  });
}
