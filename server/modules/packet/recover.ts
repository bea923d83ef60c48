import { and, eq, inArray } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { petitionPackets } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { QUEUES } from '../../platform/queue/names';
import type { PacketJobData } from './state';

/** What the card shows for a build whose process stopped: the user simply builds again. */
export const STOPPED_BUILD_ERROR = 'The packet build stopped before it finished (the server was restarted). Build the packet again.';

/** How long a 'queued' row may wait for its job to be sent (state.ts claims the row, then sends). */
const CLAIM_GRACE_MS = 60_000;

/**
 * Start-up sweep: no packet stays 'queued' or 'building' without a job that can still finish it.
 * A build's job is active with its worker gone (PGlite belongs to this one process, so any active
 * job there is an orphan; on PostgreSQL one whose heartbeat lapsed), or it ended or vanished
 * without writing its row: the job is failed and the row set to 'failed', which also lets a new
 * POST start a build. A job still waiting in the queue is left to run.
 */
export async function recoverStuckPackets(deps: Deps): Promise<number> {
  const boss = deps.boss;
  if (!boss) return 0;
  const db = deps.database.db;
  const stuck = await db
    .select({ petitionId: petitionPackets.petitionId, status: petitionPackets.status, updatedAt: petitionPackets.updatedAt })
    .from(petitionPackets)
    .where(inArray(petitionPackets.status, ['queued', 'building']));
  let failed = 0;
  for (const row of stuck) {
    const jobs = await boss.findJobs<PacketJobData>(QUEUES.packetBuild, { data: { petitionId: row.petitionId } });
    if (jobs.some((j) => j.state === 'created' || j.state === 'retry')) continue;
    // A row claimed a moment ago may be about to get its job from the instance that claimed it.
    if (jobs.length === 0 && row.status === 'queued' && row.updatedAt.getTime() > Date.now() - CLAIM_GRACE_MS) continue;
    const active = jobs.filter((j) => j.state === 'active');
    if (active.some((j) => !isOrphan(deps, j))) continue;
    if (active.length > 0) await boss.fail(QUEUES.packetBuild, active.map((j) => j.id), { message: 'The worker stopped during the build' });
    const reset = await db
      .update(petitionPackets)
      .set({ status: 'failed', progress: 0, error: STOPPED_BUILD_ERROR })
      .where(and(eq(petitionPackets.petitionId, row.petitionId), eq(petitionPackets.status, row.status)))
      .returning({ id: petitionPackets.petitionId });
    failed += reset.length;
  }
  return failed;
}

function isOrphan(deps: Deps, job: JobWithMetadata<PacketJobData>): boolean {
  if (deps.database.kind === 'pglite') return true;
  const beat = job.heartbeatOn ?? job.startedOn;
  const seconds = job.heartbeatSeconds ?? 15;
  return !beat || new Date(beat).getTime() + seconds * 1000 < Date.now();
}
