import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../api/http';
import { keys } from '../../../api/keys';
import type { CaseDocument } from '../../../contract/entities';
import { toast } from '../../../lib/toast-store';

/** DELETE /api/case-documents/{id}, then the list is refetched. */
export function useDeleteCaseDocument(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: CaseDocument) => apiRequest('DELETE', `/api/case-documents/${document.id}`),
    onSuccess: async () => {
      toast({ title: 'Document deleted', description: 'The case document has been removed.' });
      await queryClient.invalidateQueries({ queryKey: keys.caseDocuments(petitionId) });
    },
    onError: (error) => {
      // A 401 already shows the logged-out toast; do not replace it.
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to delete document. Please try again.', variant: 'destructive' });
    },
  });
}
