import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { CopyEvidenceReply } from '../../../contract/evidence-copy';
import { toast } from '../../../lib/toast-store';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { COPY_OFFLINE_MESSAGE } from '../lib/connection';
import { copyResultToast } from '../lib/copy-result';

/**
 * POST /api/petitions/{id}/evidence/copy. Afterwards the petition's evidence (and with it the copy
 * sources, under the same key) and the petition are fetched again; each copy's 'Evidence processed'
 * arrives by push like an upload's.
 */
export function useCopyEvidence(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceIds: string[]) => {
      requireConnection(COPY_OFFLINE_MESSAGE);
      return apiRequest<CopyEvidenceReply>('POST', `/api/petitions/${petitionId}/evidence/copy`, { evidenceIds });
    },
    onSuccess: (reply) => toast(copyResultToast(reply)),
    onError: (error) => {
      if (isConnectionFailure(error)) return showNeedsConnection(COPY_OFFLINE_MESSAGE);
      if (!isUnauthorizedError(error)) {
        toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to add the evidence. Please try again.', variant: 'destructive' });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.evidence(petitionId) }),
        queryClient.invalidateQueries({ queryKey: keys.petition(petitionId), exact: true }),
      ]),
  });
}
