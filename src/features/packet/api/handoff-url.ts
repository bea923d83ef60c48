import { apiRequest } from '../../../api/http';
import { handoffUrlPath, handoffUrlReplySchema, type HandoffUrlReply } from '../../../contract/handoff';

/**
 * GET /api/petitions/{id}/handoff-url: a 5-minute signed link to the attorney hand-off zip, asked for
 * at the moment of the tap (never cached: it would expire), so it is a plain call rather than a query.
 */
export async function fetchHandoffUrl(petitionId: string): Promise<HandoffUrlReply> {
  return handoffUrlReplySchema.parse(await apiRequest<unknown>('GET', handoffUrlPath(petitionId)));
}
