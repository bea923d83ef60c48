import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { GenerateStatementBody } from '../../../contract/statements';

/** POST /api/petitions/{id}/generate-statement: 202 once queued; the statement arrives by push. */
export function useGenerateStatement(petitionId: string) {
  return useMutation({
    mutationFn: (body: GenerateStatementBody) => apiRequest<{ message: string }>('POST', `/api/petitions/${petitionId}/generate-statement`, body),
  });
}
