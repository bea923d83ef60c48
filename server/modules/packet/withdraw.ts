import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitionPackets, type PacketIndexRow } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';

// A deletion reaches every download (issue 31 item 4, decision 055): a packet that holds a document the
// user deleted is withdrawn until it is rebuilt. Its parts are taken off the row and out of the store
// (on S3 a signed link goes to the bucket, never through this server, so only a removed object stops it);
// the reply and the hand-off read the index to say why.

/** Whether the index names an evidence row that no longer exists. */
export async function holdsDeletedEvidence(db: Pick<Db, 'select'>, index: readonly PacketIndexRow[]): Promise<boolean> {
  const ids = [...new Set(index.flatMap((e) => (e.evidenceId ? [e.evidenceId] : [])))];
  if (ids.length === 0) return false;
  const present = await db.select({ id: evidenceDocuments.id }).from(evidenceDocuments).where(inArray(evidenceDocuments.id, ids));
  return present.length < ids.length;
}

/**
 * Takes the parts off the petition's packet when it holds deleted evidence, then removes their objects.
 * Called after an evidence delete commits, and by the build after it swaps new parts in (a delete that
 * committed while it read would otherwise leave its text downloadable). Returns true when it withdrew parts.
 */
export async function withdrawPacketHoldingDeleted(deps: Deps, petitionId: string): Promise<boolean> {
  const db = deps.database.db;
  const withdrawn = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).for('update');
    if (!row || row.parts.length === 0 || !(await holdsDeletedEvidence(tx, row.index))) return [];
    await tx.update(petitionPackets).set({ parts: [] }).where(eq(petitionPackets.petitionId, petitionId));
    return row.parts;
  });
  // Another packet of the user holding the same bytes keeps them (releaseObjectIfUnreferenced counts packet parts).
  for (const part of withdrawn) await releaseObjectIfUnreferenced(db, deps.store, part.objectPath).catch(() => undefined);
  return withdrawn.length > 0;
}
