import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { PacketStatus } from '../../../src/contract/packet';
import { petitionPackets, type PacketIndexRow, type PacketPartRow } from '../../platform/db/schema';
import { ownerOfPetition } from '../../platform/db/ownership';
import type { Deps } from '../../platform/deps';
import { QUEUES } from '../../platform/queue/names';
import { pollEvery } from '../../platform/queue/polling';
import { reportingFailures, type JobLog } from '../../platform/queue/job-errors';
import { releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';
import { recordStoredObject } from '../../platform/storage/upload-grants';
import { contentFingerprint, loadPacketSources } from './inputs';
import { recoverStuckPackets } from './recover';
import { packetPartFileName, packetRowExists, type PacketJobData } from './state';
import { withdrawPacketHoldingDeleted } from './withdraw';

/** Progress is written and pushed at most this often. */
const PROGRESS_INTERVAL_MS = 500;

export async function registerPacketWorker(deps: Deps, log: JobLog) {
  const boss = deps.boss;
  if (!boss) return;
  // Before any worker runs: a build a dead process left 'building' is failed now, not left forever.
  await recoverStuckPackets(deps);
  await boss.work<PacketJobData>(
    QUEUES.packetBuild,
    pollEvery(0.5),
    reportingFailures(log, QUEUES.packetBuild, async ([job]) => {
      if (job) await runPacketJob(deps, job.data);
    }),
  );
}

/** Tells the owner; best effort, like every push (the card refetches on reconnect). */
async function publish(deps: Deps, userId: string, petitionId: string, status: PacketStatus, progress: number) {
  try {
    await deps.push.publish(userId, { type: 'packet-status', petitionId, status, progress });
  } catch {
    // The GET reply holds the same state.
  }
}

/**
 * One build: load, lay out (engine), store the parts, then swap them in and remove the old ones.
 * A petition deleted meanwhile ends the job with nothing stored.
 */
export async function runPacketJob(deps: Deps, { petitionId, includeDrafts = false }: PacketJobData): Promise<void> {
  const db = deps.database.db;
  const userId = await ownerOfPetition(db, petitionId);
  if (!userId || !(await packetRowExists(db, petitionId))) return;
  const setRow = (values: Partial<typeof petitionPackets.$inferInsert>) => db.update(petitionPackets).set(values).where(eq(petitionPackets.petitionId, petitionId));
  await setRow({ status: 'building', progress: 0 });
  await publish(deps, userId, petitionId, 'building', 0);
  const stored: string[] = [];
  try {
    const [row] = await db.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).limit(1);
    const fingerprint = await contentFingerprint(db, petitionId);
    const startedAt = new Date();
    const sources = await loadPacketSources(db, deps.store, petitionId, startedAt, { includeDrafts });
    if (!sources || !row) return;
    let lastReport = 0;
    // Progress writes run beside the build; the last one is awaited so none lands after 'ready'.
    let reported: Promise<unknown> = Promise.resolve();
    // The engine (pdf-lib, fonts, mammoth) loads with the first build, not with every server start.
    const { buildPacket } = await import('../../platform/packet');
    const result = await buildPacket(sources.input, { maxPartBytes: row.maxPartBytes }, (done, total) => {
      const now = Date.now();
      if (now - lastReport < PROGRESS_INTERVAL_MS) return;
      lastReport = now;
      // 95 at most: storing the parts is the last step.
      const progress = Math.min(95, Math.floor((done / Math.max(1, total)) * 95));
      reported = Promise.all([reported, setRow({ progress }).catch(() => undefined), publish(deps, userId, petitionId, 'building', progress)]);
    });
    await reported;

    if (!(await packetRowExists(db, petitionId))) return;
    const parts: PacketPartRow[] = [];
    for (const [i, part] of result.parts.entries()) {
      const sha256 = createHash('sha256').update(part.bytes).digest('hex');
      const objectPath = `/objects/u/${userId}/${sha256}.pdf`;
      await deps.store.put(objectPath, Readable.from([Buffer.from(part.bytes)]), { sha256, maxBytes: part.bytes.byteLength });
      stored.push(objectPath);
      await recordStoredObject(db, { path: objectPath, userId, sha256, size: part.bytes.byteLength, mimeType: 'application/pdf' });
      parts.push({ objectPath, fileName: packetPartFileName(i + 1, result.parts.length), bytes: part.bytes.byteLength, pages: part.pages });
    }
    const index: PacketIndexRow[] = result.index.map((entry, i) => ({ ...sources.index[i]!, label: entry.label, part: entry.part, startPage: entry.startPage, endPage: entry.endPage }));

    // The swap: only while the petition (and so this row) still exists.
    const old = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId)).for('update');
      if (!current) return null;
      await tx
        .update(petitionPackets)
        .set({ status: 'ready', progress: 100, error: null, builtAt: startedAt, warnings: [...sources.warnings, ...result.warnings], parts, index, fingerprint })
        .where(eq(petitionPackets.petitionId, petitionId));
      return current.parts;
    });
    if (old === null) {
      await removeObjects(deps, stored);
      return;
    }
    const kept = new Set(stored);
    await removeObjects(deps, old.map((p) => p.objectPath).filter((p) => !kept.has(p)));
    // Evidence deleted while the build read it is in these parts: they go too (decision 055).
    await withdrawPacketHoldingDeleted(deps, petitionId);
    await publish(deps, userId, petitionId, 'ready', 100);
  } catch (err) {
    // The row carries the reason; pg-boss need not retry a build the user can simply start again.
    const message = err instanceof Error && err.message ? err.message : 'unknown error';
    // The database may be what failed: keep trying until it answers, so the row never stays 'building'
    // (what was stored is released again on each try, so the try that writes the row follows one that could).
    let petitionGone = false;
    await untilWritten(async () => {
      await removeObjects(deps, stored);
      // A petition deleted mid-build (its files released under the engine) ends quietly: no row to fail, no one to tell.
      petitionGone = !(await ownerOfPetition(db, petitionId));
      if (!petitionGone) await setRow({ status: 'failed', error: `The packet could not be built: ${message}` });
    });
    if (!petitionGone) await publish(deps, userId, petitionId, 'failed', 0);
  }
}

/** Retries `write` with backoff (0.25 s doubling to 5 s) for up to `forMs`, the job's own expiry by default. */
async function untilWritten(write: () => Promise<unknown>, forMs = 14 * 60_000): Promise<boolean> {
  const deadline = Date.now() + forMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await write();
      return true;
    } catch {
      if (Date.now() + delay > deadline) return false;
      // Unref: a process that is shutting down need not wait for a database that is not coming back.
      await new Promise((r) => setTimeout(r, delay).unref());
    }
  }
}

/** Packet parts are referenced only by their row; an evidence row holding the same bytes keeps them. */
async function removeObjects(deps: Deps, paths: string[]) {
  for (const path of paths) await releaseObjectIfUnreferenced(deps.database.db, deps.store, path).catch(() => undefined);
}
