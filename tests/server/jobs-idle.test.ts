import { describe, expect, it } from 'vitest';
import type { JobWithMetadata } from 'pg-boss';
import type { Analyst } from '../../server/platform/analyst/analyst';
import { GAVE_UP_MESSAGE } from '../../server/modules/evidence/job';
import { QUEUES } from '../../server/platform/queue/names';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer } from './harness';
import { addEvidence, settled, userWithPetition, waitFor } from './evidence-helpers';

/** How long the idle workers are watched. */
const WATCH_MS = 3_000;
/** Far under the idle poll (10 s, server/platform/queue/polling.ts): a job that waited for it would be later. */
const TAKEN_WITHIN_MS = 2_000;
const ms = (later: Date, earlier: Date) => later.getTime() - earlier.getTime();

describe.each(DATABASES)('idle workers on %s (docs/decisions/138)', (kind) => {
  const server = useTestServer(kind);

  it('an idle server’s workers fetch at most once in 3 s, not every half second', async () => {
    await server.ready;
    const boss = server.deps.boss!;
    const fetches = new Map<string, Set<number>>();
    for (let waited = 0; waited <= WATCH_MS; waited += 100) {
      for (const worker of boss.getWipData()) {
        const seen = fetches.get(`${worker.name} ${worker.id}`) ?? new Set<number>();
        if (worker.lastFetchedOn) seen.add(worker.lastFetchedOn);
        fetches.set(`${worker.name} ${worker.id}`, seen);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fetches.size).toBeGreaterThanOrEqual(4);
    // The first sample's fetch was made before the watch began; each later one is a fetch made during it.
    const during = [...fetches].map(([worker, seen]) => `${worker}: ${seen.size - 1}`);
    expect(
      [...fetches.values()].every((seen) => seen.size - 1 <= 1),
      during.join('\n'),
    ).toBe(true);
  });

  it('a job nothing announces is taken when due, not at the idle poll: a worker’s next job, a retry, a dead letter', async () => {
    const boss = server.deps.boss!;
    const user = await userWithPetition(server, 'O-1A');
    // Three statements queued at once, as one insert with one NOTIFY: the statement worker is woken for the first,
    // and nothing announces the second and third; each is there to take when the one before ends.
    const data = { petitionId: user.petitionId, criteriaId: 'o1a_awards', criteriaTitle: 'Awards' };
    expect(await boss.insert(QUEUES.statementGeneration, [{ data }, { data }, { data }], { returnId: true })).toHaveLength(3);
    const statements = await waitFor('three statements done', async () => {
      const jobs = await boss.findJobs(QUEUES.statementGeneration, { data: { petitionId: user.petitionId } });
      return jobs.length === 3 && jobs.every((j) => j.completedOn) ? jobs.sort((a, b) => ms(a.startedOn, b.startedOn)) : undefined;
    });
    const [first, second, third] = statements as [JobWithMetadata, JobWithMetadata, JobWithMetadata];
    const nextTaken = Math.max(ms(second.startedOn, first.completedOn!), ms(third.startedOn, second.completedOn!));

    // An analysis that always fails: one retry 1 s later, then the dead letter.
    const restore = await boss.getQueue(QUEUES.evidenceAnalysis);
    await boss.updateQueue(QUEUES.evidenceAnalysis, { retryLimit: 1, retryDelay: 1, retryBackoff: false });
    const real = server.deps.analyst;
    server.deps.analyst = { ...real, analyseEvidence: () => Promise.reject(new Error('analyst unavailable')) } satisfies Analyst;
    try {
      const ev = await addEvidence(server, user, 'press.pdf', await makeTextPdf(['The Times featured Ada Lovelace in an interview.']));
      const done = await settled(server, user, ev.id, 30_000);
      expect(done).toMatchObject({ processingStatus: 'failed', processingError: GAVE_UP_MESSAGE });
      const [job] = await boss.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: ev.id } });
      const [dead] = await boss.findJobs(QUEUES.evidenceAnalysisDead, { data: { evidenceId: ev.id } });
      expect(job?.retryCount).toBe(1);
      // The failed job keeps its retry's start time; the dead letter was created as the retry failed.
      const retryTaken = ms(job!.startedOn, job!.startAfter);
      const deadTaken = ms(dead!.startedOn, dead!.createdOn);
      const waits = `next statement ${nextTaken} ms, retry ${retryTaken} ms, dead letter ${deadTaken} ms after due`;
      expect(Math.max(nextTaken, retryTaken, deadTaken), waits).toBeLessThan(TAKEN_WITHIN_MS);
    } finally {
      server.deps.analyst = real;
      await boss.updateQueue(QUEUES.evidenceAnalysis, { retryLimit: restore!.retryLimit, retryDelay: restore!.retryDelay, retryBackoff: restore!.retryBackoff });
    }
  }, 60_000);
});
