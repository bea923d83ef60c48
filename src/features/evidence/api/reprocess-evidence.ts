import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../../api/http';
import type { Evidence } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { evidenceRequest } from './evidence-request';
import { invalidateEvidence } from './invalidate-evidence';

/** POST /api/evidence/{id}/reprocess: back to pending and queued again. */
export function useReprocessEvidence(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidence: Pick<Evidence, 'id'>) => {
      requireConnection(NEEDS_CONNECTION_MESSAGE);
      return evidenceRequest('POST', `/api/evidence/${evidence.id}/reprocess`);
    },
    onSuccess: () => toast({ title: 'Reprocessing started' }),
    onError: (error) => {
      if (isConnectionFailure(error)) return showNeedsConnection(NEEDS_CONNECTION_MESSAGE);
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to reprocess evidence. Please try again.', variant: 'destructive' });
    },
    onSettled: () => invalidateEvidence(queryClient, petitionId),
  });
}
