import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../../api/http';
import type { Evidence } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';
import { evidenceRequest } from './evidence-request';
import { invalidateEvidence } from './invalidate-evidence';

/** DELETE /api/evidence/{id}: the row, its waiting job, and its file once unreferenced. */
export function useDeleteEvidence(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidence: Pick<Evidence, 'id'>) => evidenceRequest('DELETE', `/api/evidence/${evidence.id}`),
    onSuccess: () => toast({ title: 'Evidence deleted', description: 'The evidence document has been removed.' }),
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to delete evidence. Please try again.', variant: 'destructive' });
    },
    onSettled: () => invalidateEvidence(queryClient, petitionId),
  });
}
