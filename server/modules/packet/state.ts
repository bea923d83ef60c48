import { and, eq, inArray, sql } from 'drizzle-orm';
import { PACKET_DEFAULT_PART_BYTES, PACKET_LINK_SECONDS, type BuildPacketReply, type PacketReply } from '../../../src/contract/packet';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, petitionPackets } from '../../platform/db/schema';
import { ValidationError } from '../../platform/errors';
import type { Deps } from '../../platform/deps';
import type { ObjectStore } from '../../platform/storage/object-store';
import { QUEUES } from '../../platform/queue/names';
import { contentFingerprint } from './inputs';
import { holdsDeletedEvidence } from './withdraw';

/** includeDrafts: unsigned letters go in, marked on every page (absent in jobs queued before it existed). */
export type PacketJobData = { petitionId: string; includeDrafts?: boolean };

/** 'Exhibit-packet-part-1-of-3.pdf', or 'Exhibit-packet.pdf' when there is one part. */
export function packetPartFileName(part: number, total: number): string {
  return total > 1 ? `Exhibit-packet-part-${part}-of-${total}.pdf` : 'Exhibit-packet.pdf';
}

/**
 * Queues a build, or answers the one already queued or running (decision 027): one upsert that only
 * overwrites a finished row, so two POSTs at once cannot both start a job.
 */
export async function startPacketBuild(deps: Deps, petitionId: string, maxPartBytes = PACKET_DEFAULT_PART_BYTES, includeDrafts = false): Promise<BuildPacketReply> {
  const db = deps.database.db;
  const [evidence] = await db.select({ id: evidenceDocuments.id }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId)).limit(1);
  if (!evidence) throw new ValidationError('This petition has no evidence yet. Add at least one document before building the packet.');
  const [claimed] = await db
    .insert(petitionPackets)
    .values({ petitionId, status: 'queued', progress: 0, maxPartBytes })
    .onConflictDoUpdate({
      target: petitionPackets.petitionId,
      set: { status: 'queued', progress: 0, error: null, maxPartBytes, updatedAt: sql`now()` },
      setWhere: sql`${petitionPackets.status} not in ('queued', 'building')`,
    })
    .returning();
  if (!claimed) {
    const [running] = await db.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).limit(1);
    return { status: running?.status ?? 'queued', progress: running?.progress ?? 0 };
  }
  try {
    if (!deps.boss) throw new Error('The job queue is not running');
    const jobId = await deps.boss.send(QUEUES.packetBuild, { petitionId, includeDrafts } satisfies PacketJobData, { retryLimit: 0, expireInSeconds: 15 * 60 });
    await db.update(petitionPackets).set({ jobId }).where(eq(petitionPackets.petitionId, petitionId));
  } catch (err) {
    await db.update(petitionPackets).set({ status: 'failed', error: 'The build could not be started. Try again.' }).where(eq(petitionPackets.petitionId, petitionId));
    throw err;
  }
  return { status: 'queued', progress: 0 };
}

/**
 * The GET reply: state, stale flag, and fresh signed links to the parts. A packet holding a document the
 * user deleted is withdrawn: no links, whatever the row still lists (decision 055).
 */
export async function packetReply(db: Db, store: ObjectStore, petitionId: string): Promise<PacketReply> {
  const [row] = await db.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).limit(1);
  if (!row) return { status: 'none', progress: 0, error: null, builtAt: null, stale: false, withdrawn: false, warnings: [], parts: [], index: [] };
  const stale = await isPacketStale(db, row);
  const withdrawn = await holdsDeletedEvidence(db, row.index);
  const parts = await Promise.all(
    (withdrawn ? [] : row.parts).map(async (p) => ({
      url: await store.downloadUrl(p.objectPath, { fileName: p.fileName, mimeType: 'application/pdf', ttlSeconds: PACKET_LINK_SECONDS }),
      fileName: p.fileName,
      bytes: p.bytes,
      pages: p.pages,
    })),
  );
  return {
    status: row.status,
    progress: row.progress,
    error: row.error,
    builtAt: row.builtAt?.toISOString() ?? null,
    stale,
    withdrawn,
    warnings: row.warnings,
    parts,
    index: row.index,
  };
}

/** Whether anything the packet prints changed since its build started (false before the first build). */
export async function isPacketStale(db: Db, row: Pick<typeof petitionPackets.$inferSelect, 'petitionId' | 'builtAt' | 'fingerprint'>): Promise<boolean> {
  if (!row.builtAt) return false;
  return row.fingerprint !== (await contentFingerprint(db, row.petitionId));
}

/** Whether a row is mid-build: used by the job to stop when the petition went away. */
export async function packetRowExists(db: Db, petitionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: petitionPackets.petitionId })
    .from(petitionPackets)
    .where(and(eq(petitionPackets.petitionId, petitionId), inArray(petitionPackets.status, ['queued', 'building'])))
    .limit(1);
  return Boolean(row);
}
