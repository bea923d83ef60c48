import type { ProcessingStatus } from '../../../src/contract/entities';
import type { Deps } from '../../platform/deps';
import { ownerOfPetition } from '../../platform/db/ownership';

export type StatusTarget = { id: string; petitionId: string; fileName: string };
/** A processing status, or 'updated' when the user corrected the row (the list refreshes, nothing is toasted). */
export type EvidenceChange = ProcessingStatus | 'updated';

/**
 * Tells the petition's owner (on whichever instance holds their socket) that an evidence
 * row changed status or was corrected. Best effort: a lost message is made good by the client's refetch on
 * reconnect, so a push failure never fails the work that caused it.
 */
export async function publishEvidenceStatus(deps: Deps, target: StatusTarget, status: EvidenceChange, error?: string | null) {
  try {
    const owner = await ownerOfPetition(deps.database.db, target.petitionId);
    if (!owner) return;
    await deps.push.publish(owner, {
      type: 'evidence-status',
      petitionId: target.petitionId,
      evidenceId: target.id,
      status,
      fileName: target.fileName,
      ...(error ? { error } : {}),
    });
  } catch {
    // See above: the reconnect refetch covers it.
  }
}
