import type { CreatedRequest, CreateRequestInput } from '../../contract/recommenders';
import { sendJson, type SendOptions } from './request';

/**
 * POST /api/petitions/{id}/recommendation-requests (issue 35). The page's live invite and the outbox drain call
 * this same function: the Idempotency-Key makes a replay give the same request, not a second one.
 */
export function sendInvite(petitionId: string, body: CreateRequestInput, opts: SendOptions & { idempotencyKey: string }): Promise<CreatedRequest> {
  return sendJson<CreatedRequest>('POST', `/api/petitions/${encodeURIComponent(petitionId)}/recommendation-requests`, body, {
    ...opts,
    headers: { 'Idempotency-Key': opts.idempotencyKey },
  });
}
