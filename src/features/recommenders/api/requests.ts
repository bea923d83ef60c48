import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, isUnauthorizedError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { CreatedRequest, CreateRequestInput, RecommendationRequest } from '../../../contract/recommenders';
import { toast } from '../../../lib/toast-store';

/** GET /api/petitions/{id}/recommendation-requests: newest first. */
const requestsQuery = (petitionId: string) =>
  queryOptions({ queryKey: keys.recommendationRequests(petitionId), queryFn: ({ signal }) => getJson<RecommendationRequest[]>(keys.recommendationRequests(petitionId), signal) });

export function useRequests(petitionId: string) {
  return useQuery(requestsQuery(petitionId));
}

/** POST /api/petitions/{id}/recommendation-requests under one key, so a replay makes no second request. */
export const inviteRecommender = (petitionId: string, body: CreateRequestInput, idempotencyKey: string) =>
  apiRequest<CreatedRequest>('POST', `/api/petitions/${petitionId}/recommendation-requests`, body, { headers: { 'idempotency-key': idempotencyKey } });

function useRefreshing<V, R>(petitionId: string, run: (v: V) => Promise<R>, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.recommendationRequests(petitionId) }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: failed, variant: 'destructive' });
    },
  });
}

export const useRevokeRequest = (petitionId: string) => useRefreshing(petitionId, (id: string) => apiRequest<{ message: string }>('DELETE', `/api/recommendation-requests/${id}`), 'Failed to revoke the link.');
export const useResendRequest = (petitionId: string) => useRefreshing(petitionId, (id: string) => apiRequest<CreatedRequest>('POST', `/api/recommendation-requests/${id}/resend`), 'Failed to make a new link.');
