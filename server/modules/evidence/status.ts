import type { ProcessingStatus } from '../../../src/contract/entities';
import type { PushMessage } from '../../../src/contract/push';
import type { Deps } from '../../platform/deps';
import { ownerOfPetition } from '../../platform/db/ownership';

export type StatusTarget = { id: string; petitionId: string; fileName: string };
/** A processing status, or 'updated' when the user corrected the row (the list refreshes, nothing is toasted). */
type EvidenceChange = ProcessingStatus | 'updated';

/**
 * Tells the petition's owner (on whichever instance holds their socket) that an evidence
 * row changed status or was corrected. Best effort: a lost message is made good by the client's refetch on
 * reconnect, so a push failure never fails the work that caused it.
 */
export async function publishEvidenceStatus(deps: Deps, target: StatusTarget, status: EvidenceChange, error?: string | null) {
  await publish(deps, target.petitionId, { evidenceId: target.id, status, fileName: target.fileName, ...(error ? { error } : {}) });
}

/**
 * Many rows changed at once (a renumbering): a message that names no row, so clients fetch the whole list
 * again instead of patching one row (docs/decisions/034).
 */
export async function publishEvidenceListChanged(deps: Deps, petitionId: string) {
  await publish(deps, petitionId, { status: 'updated' });
}

async function publish(deps: Deps, petitionId: string, message: Omit<PushMessage, 'type' | 'petitionId'>) {
  try {
    const owner = await ownerOfPetition(deps.database.db, petitionId);
    if (!owner) return;
    await deps.push.publish(owner, { type: 'evidence-status', petitionId, ...message });
  } catch {
    // See above: the reconnect refetch covers it.
  }
}
