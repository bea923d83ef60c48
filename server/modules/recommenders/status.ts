import type { RequestStatus } from '../../../src/contract/recommenders';
import { ownerOfPetition } from '../../platform/db/ownership';
import type { Deps } from '../../platform/deps';

/**
 * Tells the applicant (on whichever instance holds their socket) that a request's status changed, so the
 * Letters tab shows 'opened', 'answered' or 'signed' without a reload. Best effort: the tab refetches on
 * reconnect, so a push failure never fails the recommender's write.
 */
export async function publishRequestStatus(deps: Deps, petitionId: string, requestId: string, status: RequestStatus): Promise<void> {
  try {
    const owner = await ownerOfPetition(deps.database.db, petitionId);
    if (owner) await deps.push.publish(owner, { type: 'recommendation-status', petitionId, requestId, status });
  } catch {
    // See above.
  }
}
