import { useMutation } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError } from '../../../api/http';
import type { ChatReply } from '../../../contract/chat';
import { toast } from '../../../lib/toast-store';

/** POST /api/petitions/{id}/chat {question} → {answer}. Nothing is cached: history lives on screen. */
export function useAskQuestion(petitionId: string) {
  return useMutation({
    mutationFn: (question: string) => apiRequest<ChatReply>('POST', `/api/petitions/${encodeURIComponent(petitionId)}/chat`, { question }),
    onError: (error) => {
      // A 401 already shows the logged-out toast; do not replace it.
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to get response. Please try again.', variant: 'destructive' });
    },
  });
}
