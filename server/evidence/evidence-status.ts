import type { ProcessingStatus } from '../../src/contract/entities';
import type { Deps } from '../deps';
import { ownerOfPetition } from '../http/ownership';

export type StatusTarget = { id: string; petitionId: string; fileName: string };

/**
 * Tells the petition's owner (on whichever instance holds their socket) that an evidence
 * row changed status. Best effort: a lost message is made good by the client's refetch on
 * reconnect, so a push failure never fails the work that caused it.
 */
export async function publishEvidenceStatus(deps: Deps, target: StatusTarget, status: ProcessingStatus, error?: string | null) {
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
