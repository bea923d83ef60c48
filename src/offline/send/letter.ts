import type { Letter } from '../../contract/entities';
import type { CreateLetterInput } from '../../contract/letters';
import { sendJson, type SendOptions } from './request';

/**
 * POST /api/petitions/{id}/recommendation-letters. The page's live create and the outbox drain
 * call this same function: the Idempotency-Key makes a replay return the first letter.
 */
export function sendLetter(petitionId: string, body: CreateLetterInput, opts: SendOptions & { idempotencyKey: string }): Promise<Letter> {
  return sendJson<Letter>('POST', `/api/petitions/${encodeURIComponent(petitionId)}/recommendation-letters`, body, {
    ...opts,
    headers: { 'Idempotency-Key': opts.idempotencyKey },
  });
}
