import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { UserSetField } from '../../../src/contract/evidence';
import type { FactSheet } from '../../../src/contract/fact-sheet';
import { mergeUserFacts } from '../../../src/contract/fact-sheet-merge';
import type { VisaType } from '../../../src/contract/visa';
import { evidenceDocuments, petitions, profiles } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { PER_USER_ANALYSES, queueAnalysis, type EvidenceJobData } from './queue';
import { publishEvidenceStatus, type StatusTarget } from './status';
import { ExtractError, type ExtractResult } from '../../platform/extract/errors';
import { extractIsolated } from '../../platform/extract/pool';
import { QUEUES } from '../../platform/queue/names';
import { pollEvery } from '../../platform/queue/polling';
import { reportingFailures, type JobLog } from '../../platform/queue/job-errors';
import { joinsStoreAfterAnalysis, queueVectorSync } from './vector-store/queue';
import { pauseForTests } from './test-pause';
import { backfillExhibitTitles, builtTitle } from './exhibit-titles';

/** What a user sees when every retry failed (the dead-letter queue's verdict). */
export const GAVE_UP_MESSAGE = 'Analysis failed after several attempts. Try Reprocess.';
const MISSING_FILE_MESSAGE = 'The file is no longer in storage. Delete this evidence and upload the file again.';

/**
 * Evidence analysis (architecture.md §server): pending → processing → completed | failed, with a push on
 * every change. A user-facing extraction failure fails the row at once; anything else is
 * thrown so pg-boss retries with backoff, and the dead-letter handler fails the row when the
 * retries run out. A worker that dies mid-job stops heartbeating and the job is retried.
 */
export async function registerEvidenceAnalysisWorker(deps: Deps, log: JobLog) {
  const boss = deps.boss;
  if (!boss) return;
  // Before any worker runs: an active job found now can only be an orphan of a dead process.
  await recoverStuckEvidence(deps);
  await backfillExhibitTitles(deps.database.db);
  // Four at a time: OCR runs one page at a time in its own thread, so text jobs go on beside it, and
  // each worker waits out a 0.5 s poll between jobs (bench/analysis: 100 documents 26 s → 15 s). Taken
  // in turns between users: one user's backlog never holds every worker or reader (decision 054).
  await boss.work<EvidenceJobData>(
    QUEUES.evidenceAnalysis,
    { localConcurrency: 4, ...pollEvery(0.5), groupConcurrency: PER_USER_ANALYSES },
    reportingFailures(log, QUEUES.evidenceAnalysis, async (jobs) => {
      for (const job of jobs) await analyseEvidence(deps, job.data, job.id, job.signal);
    }),
  );
  await boss.work<EvidenceJobData>(
    QUEUES.evidenceAnalysisDead,
    { pollingIntervalSeconds: 1 },
    reportingFailures(log, QUEUES.evidenceAnalysisDead, async (jobs) => {
      for (const job of jobs) await markGivenUp(deps, job.data);
    }),
  );
}

/**
 * One job: extract, analyse, save. Resolves quietly when the row was deleted meanwhile, or when its
 * job was stopped (Clear Job Queue): pg-boss aborts `signal` once the job is no longer active, and
 * the row is no longer 'processing'. Either is checked between steps, and nothing is saved after.
 */
export async function analyseEvidence(deps: Deps, data: EvidenceJobData, jobId?: string, signal?: AbortSignal): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({
      id: evidenceDocuments.id,
      petitionId: evidenceDocuments.petitionId,
      fileName: evidenceDocuments.fileName,
      fileUrl: evidenceDocuments.fileUrl,
      mimeType: evidenceDocuments.mimeType,
      visaType: petitions.visaType,
      petitionStoreId: petitions.vectorStoreId,
      vectorStoreStatus: evidenceDocuments.vectorStoreStatus,
      applicantName: profiles.fullName,
      ownerId: profiles.userId,
      category: evidenceDocuments.category,
      userSetFields: evidenceDocuments.userSetFields,
      factSheet: evidenceDocuments.factSheet,
    })
    .from(evidenceDocuments)
    .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(evidenceDocuments.id, data.evidenceId))
    .limit(1);
  if (!found) return;
  const target: StatusTarget = found;
  await db
    .update(evidenceDocuments)
    .set({ processingStatus: 'processing', processingError: null, updatedAt: new Date() })
    .where(eq(evidenceDocuments.id, found.id));
  await publishEvidenceStatus(deps, target, 'processing');
  await pauseForTests(found.id);

  let bytes: Buffer;
  try {
    bytes = await deps.store.read(found.fileUrl);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return markFailed(deps, target, MISSING_FILE_MESSAGE);
    throw err;
  }
  const mimeType = found.mimeType ?? 'application/octet-stream';
  let extracted: ExtractResult;
  try {
    // In a worker under the limits of extract/limits.ts: this thread keeps answering requests
    // and heartbeating while a hostile file is read. A stopped job stops waiting for it.
    const read = await untilAborted(extractIsolated(bytes, mimeType, { signal, owner: found.ownerId }), signal);
    if (read === STOPPED) return letGo(deps, target);
    extracted = read;
  } catch (err) {
    // The user can act on these (password, damaged file, a limit broken); retrying would not
    // change them, and a retry of a limit breach would only tie up another worker.
    if (err instanceof ExtractError) return markFailed(deps, target, err.message);
    throw err;
  }
  const analysis = await deps.analyst.analyseEvidence({
    visaType: found.visaType as VisaType,
    fileName: found.fileName,
    mimeType,
    text: extracted.text,
    applicantName: found.applicantName,
    // A category the user chose is the one the analysis explains the document under.
    ...(found.userSetFields.includes('category') && found.category ? { category: found.category } : {}),
    // The facts the user corrected or confirmed are kept, and the filing follows them (decision 060).
    factSheet: found.factSheet,
    // A model that reads images may look at the photo itself, beside its OCR text.
    ...(mimeType.startsWith('image/') ? { image: { data: bytes, mimeType } } : {}),
  }, { petitionId: found.petitionId, jobId });
  if (signal?.aborted) return letGo(deps, target);
  // Built here for either analyst: the OpenAI analyst's checked reply has no title (decision 050).
  const exhibitTitle = builtTitle({ text: extracted.text, fileName: found.fileName, mimeType, category: analysis.category, aiAnalysis: { kind: analysis.kind } }, found.visaType);
  // With a store at the provider, a newly analysed row joins it (docs/decisions/037).
  const joinsStore = joinsStoreAfterAnalysis(deps, found);
  const saved = await db.transaction(async (tx) => {
    // The sheet as it is now, locked: a correction saved while the analysis ran is laid over it too.
    const [now] = await tx.select({ factSheet: evidenceDocuments.factSheet }).from(evidenceDocuments).where(eq(evidenceDocuments.id, found.id)).for('update');
    const done = await tx
      .update(evidenceDocuments)
      .set({
        category: unlessUserSet('category', evidenceDocuments.category, analysis.category),
        aiTags: analysis.tags,
        aiDescription: unlessUserSet('description', evidenceDocuments.aiDescription, analysis.description),
        exhibitTitle: unlessUserSet('title', evidenceDocuments.exhibitTitle, exhibitTitle),
        // Recomputed on every analysis: the category a user chose is kept above, the facts are read afresh.
        factSheet: savedSheet(analysis.factSheet, now?.factSheet),
        aiAnalysis: { relevance: analysis.relevance, criteriaIds: analysis.criteriaIds, kind: analysis.kind, method: extracted.method, author: analysis.author },
        extractedText: extracted.text,
        processingStatus: 'completed',
        processingError: null,
        updatedAt: new Date(),
        ...(joinsStore ? { vectorStoreStatus: 'pending', vectorStoreError: null } : {}),
      })
      // A row that left 'processing' was cleared from the queue meanwhile: the user stopped it.
      .where(and(eq(evidenceDocuments.id, found.id), eq(evidenceDocuments.processingStatus, 'processing')))
      .returning({ id: evidenceDocuments.id });
    if (done.length > 0 && joinsStore) await queueVectorSync(deps, tx, found.petitionId);
    return done;
  });
  if (saved.length > 0) await publishEvidenceStatus(deps, target, 'completed');
}

/** The new reading with the user's facts over it; with no new reading (no text), the user's own sheet if they made one theirs. */
function savedSheet(read: FactSheet | null | undefined, stored: FactSheet | null | undefined): FactSheet | null {
  if (read) return mergeUserFacts(read, stored);
  return stored && stored.userFields.length > 0 ? stored : null;
}

const STOPPED = Symbol('stopped');

/** The work's result, or STOPPED as soon as `signal` aborts (the work's own outcome is then ignored). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof STOPPED> {
  if (!signal) return work;
  if (signal.aborted) {
    work.catch(() => {});
    return Promise.resolve(STOPPED);
  }
  return new Promise((resolve, reject) => {
    const stop = () => {
      work.catch(() => {});
      resolve(STOPPED);
    };
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * A stopped job leaves its row waiting: 'pending', as Clear Job Queue leaves the rows it cleared.
 * Usually the clear did so already; this covers a job stopped between its fetch and its first write.
 */
async function letGo(deps: Deps, target: StatusTarget): Promise<void> {
  const reset = await deps.database.db
    .update(evidenceDocuments)
    .set({ processingStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(evidenceDocuments.id, target.id), eq(evidenceDocuments.processingStatus, 'processing')))
    .returning({ id: evidenceDocuments.id });
  if (reset.length > 0) await publishEvidenceStatus(deps, target, 'pending');
}

/**
 * The analyst's value, unless the user corrected this field. Decided in the UPDATE itself, so a
 * correction saved while the job ran is kept too.
 */
export function unlessUserSet(field: UserSetField, column: AnyColumn, value: string): SQL {
  return sql`case when ${evidenceDocuments.userSetFields} @> ${JSON.stringify([field])}::jsonb then ${column} else ${value} end`;
}

async function markFailed(deps: Deps, target: StatusTarget, message: string) {
  const saved = await deps.database.db
    .update(evidenceDocuments)
    .set({ processingStatus: 'failed', processingError: message, updatedAt: new Date() })
    .where(eq(evidenceDocuments.id, target.id))
    .returning({ id: evidenceDocuments.id });
  if (saved.length > 0) await publishEvidenceStatus(deps, target, 'failed', message);
}

/** Dead letter: every retry failed. A row that has since completed (a reprocess) is left alone. */
async function markGivenUp(deps: Deps, data: EvidenceJobData) {
  const saved = await deps.database.db
    .update(evidenceDocuments)
    .set({ processingStatus: 'failed', processingError: GAVE_UP_MESSAGE, updatedAt: new Date() })
    .where(and(eq(evidenceDocuments.id, data.evidenceId), inArray(evidenceDocuments.processingStatus, ['pending', 'processing'])))
    .returning({ id: evidenceDocuments.id, petitionId: evidenceDocuments.petitionId, fileName: evidenceDocuments.fileName });
  const row = saved[0];
  if (row) await publishEvidenceStatus(deps, row, 'failed', GAVE_UP_MESSAGE);
}

const isQueued = (job: JobWithMetadata<EvidenceJobData>) => job.state === 'created' || job.state === 'retry';

/**
 * Start-up sweep: no row stays in 'processing'. A row whose job is active but whose worker is
 * gone (PGlite belongs to this one process, so any active job there is an orphan; on PostgreSQL
 * one whose heartbeat lapsed) has that job failed now, so pg-boss retries it at once instead of
 * at its next monitor pass. A row with no job at all is set back to pending and queued again.
 */
async function recoverStuckEvidence(deps: Deps): Promise<{ retried: number; requeued: number }> {
  const boss = deps.boss;
  if (!boss) return { retried: 0, requeued: 0 };
  const db = deps.database.db;
  const stuck = await db
    .select({ id: evidenceDocuments.id, petitionId: evidenceDocuments.petitionId })
    .from(evidenceDocuments)
    .where(eq(evidenceDocuments.processingStatus, 'processing'));
  let retried = 0;
  let requeued = 0;
  for (const row of stuck) {
    const jobs = await boss.findJobs<EvidenceJobData>(QUEUES.evidenceAnalysis, { data: { evidenceId: row.id } });
    const orphans = jobs.filter((j) => j.state === 'active' && isOrphan(deps, j));
    if (orphans.length > 0) {
      await boss.fail(QUEUES.evidenceAnalysis, orphans.map((j) => j.id), { message: 'The worker stopped during analysis' });
      retried++;
      continue;
    }
    if (jobs.some((j) => isQueued(j) || j.state === 'active')) continue;
    await db.transaction(async (tx) => {
      const reset = await tx
        .update(evidenceDocuments)
        .set({ processingStatus: 'pending', updatedAt: new Date() })
        .where(and(eq(evidenceDocuments.id, row.id), eq(evidenceDocuments.processingStatus, 'processing')))
        .returning({ id: evidenceDocuments.id });
      if (reset.length > 0) await queueAnalysis(deps, tx, { evidenceId: row.id, petitionId: row.petitionId });
    });
    requeued++;
  }
  return { retried, requeued };
}

function isOrphan(deps: Deps, job: JobWithMetadata<EvidenceJobData>): boolean {
  if (deps.database.kind === 'pglite') return true;
  const beat = job.heartbeatOn ?? job.startedOn;
  const seconds = job.heartbeatSeconds ?? 15;
  return !beat || new Date(beat).getTime() + seconds * 1000 < Date.now();
}
