import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../../../api/http';
import { pageFetch } from '../../../api/page-fetch';
import { keys } from '../../../api/keys';
import type { Letter } from '../../../contract/entities';
import type { CreateLetterInput } from '../../../contract/letters';
import { toast } from '../../../lib/toast-store';
import { isNetworkError, queueLetter } from '../../../offline';
import { sendLetter } from '../../../offline/send';

/** crypto.randomUUID exists only in secure contexts; a phone testing over plain http has getRandomValues. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POST /api/petitions/{id}/recommendation-letters through the shared send path the outbox replays. */
function createLetter(petitionId: string, body: CreateLetterInput, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<Letter> {
  return sendLetter(petitionId, body, { fetch: pageFetch, idempotencyKey: idempotencyKey ?? newKey() });
}

type Created = { letter: Letter; queued: false } | { queued: true };

/**
 * The create dialog's mutation: one key per submitted form. Without a connection the letter
 * goes to the outbox under that same key and is generated when the device is back online.
 */
export function useCreateLetter(petitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLetterInput): Promise<Created> => {
      const key = newKey();
      if (!navigator.onLine) {
        await queueLetter(petitionId, body, key);
        return { queued: true };
      }
      try {
        return { letter: await createLetter(petitionId, body, { idempotencyKey: key }), queued: false };
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        await queueLetter(petitionId, body, key);
        return { queued: true };
      }
    },
    onSuccess: async (result) => {
      if (result.queued) {
        toast({ title: 'Letter queued', description: 'It will be generated when you are back online.' });
        return;
      }
      toast({ title: 'Letter created', description: 'Recommendation letter has been generated.' });
      await queryClient.invalidateQueries({ queryKey: keys.letters(petitionId) });
    },
    onError: (error) => {
      // A 401 already shows the logged-out toast; do not replace it.
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to create recommendation letter. Please try again.', variant: 'destructive' });
    },
  });
}
