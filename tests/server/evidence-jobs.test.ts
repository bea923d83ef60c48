import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { analyseEvidence, GAVE_UP_MESSAGE } from '../../server/modules/evidence/job';
import type { Analyst } from '../../server/platform/analyst/analyst';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, startTestServer, startListeningServer, useListeningServer, type TestServer } from './harness';
import { addEvidence, openPush, settled, settledJobs, userWithPetition, waitFor } from './evidence-helpers';
import { quickRetries } from './quick-retries';

const PRESS = ['The New York Times featured Ada Lovelace in a magazine interview.', 'The newspaper coverage was written by a staff journalist.'];

/** The analyst with its evidence step failing `times` times first (a model outage, say). */
function flakyAnalyst(real: Analyst, times: number): Analyst & { calls: number } {
  const flaky = {
    ...real,
    calls: 0,
    async analyseEvidence(input: Parameters<Analyst['analyseEvidence']>[0]) {
      flaky.calls++;
      if (flaky.calls <= times) throw new Error('analyst unavailable');
      return real.analyseEvidence(input);
    },
  };
  return flaky;
}

describe.each(DATABASES)('analysis jobs and live status on %s', (kind) => {
  const server = useListeningServer(kind);

  it("pushes pending, processing and completed to the owner's socket, and nothing to anyone else", async () => {
    const me = await userWithPetition(server);
    const stranger = await userWithPetition(server);
    const mine = await openPush(server.origin, me.cookie);
    const theirs = await openPush(server.origin, stranger.cookie);
    try {
      const ev = await addEvidence(server, me, 'press.pdf', await makeTextPdf(PRESS));
      const done = await mine.next('completed push', (m) => m.evidenceId === ev.id && m.status === 'completed');
      expect(done).toEqual({ type: 'evidence-status', petitionId: me.petitionId, evidenceId: ev.id, status: 'completed', fileName: 'press.pdf' });
      const statuses = mine.messages.filter((m) => m.evidenceId === ev.id).map((m) => m.status);
      expect(statuses).toEqual(['pending', 'processing', 'completed']);
      expect(theirs.messages).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('retries a failure that is not the file’s fault, then completes', async () => {
    const real = server.deps.analyst;
    const flaky = flakyAnalyst(real, 1);
    server.deps.analyst = flaky;
    const restore = await quickRetries(server.deps.boss!, QUEUES.evidenceAnalysis);
    try {
      const me = await userWithPetition(server);
      const ev = await addEvidence(server, me, 'press.pdf', await makeTextPdf([...PRESS, 'Retry case.']));
      const done = await settled(server, me, ev.id, 60_000);
      expect(done.processingStatus).toBe('completed');
      expect(flaky.calls).toBe(2);
      const jobs = await settledJobs(server, ev.id);
      expect(jobs.map((j) => [j.state, j.retryCount])).toEqual([['completed', 1]]);
    } finally {
      await restore();
      server.deps.analyst = real;
    }
  }, 60_000);

  it('finishes quietly when the evidence was deleted before its job ran', async () => {
    const me = await userWithPetition(server);
    const ev = await addEvidence(server, me, 'gone.pdf', await makeTextPdf(PRESS.map((l) => `${l} Deleted.`)));
    await server.deps.database.db.delete(evidenceDocuments).where(eq(evidenceDocuments.id, ev.id));
    await expect(analyseEvidence(server.deps, { evidenceId: ev.id, petitionId: me.petitionId })).resolves.toBeUndefined();
  });
});

describe.each(DATABASES)('when analysis keeps failing on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Same path as production, with the retries made quick for the test.
    await server.deps.boss!.updateQueue(QUEUES.evidenceAnalysis, { retryLimit: 1, retryDelay: 1, retryBackoff: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('marks the row failed with a readable message once the retries run out', async () => {
    const real = server.deps.analyst;
    server.deps.analyst = flakyAnalyst(real, 100);
    try {
      const me = await userWithPetition(server);
      const ev = await addEvidence(server, me, 'press.pdf', await makeTextPdf(PRESS));
      const done = await settled(server, me, ev.id, 60_000);
      expect(done).toMatchObject({ processingStatus: 'failed', processingError: GAVE_UP_MESSAGE });
      // pg-boss moves the job to the dead-letter queue just after the handler gives up.
      const dead = await waitFor('the dead letter', async () => {
        const jobs = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysisDead, { data: { evidenceId: ev.id } });
        return jobs.length ? jobs : undefined;
      });
      expect(dead).toHaveLength(1);
    } finally {
      server.deps.analyst = real;
    }
  }, 60_000);
});

describe.each(DATABASES)('after a crash on %s', (kind) => {
  it('finishes a job whose worker was killed mid-way, and requeues a row left processing without a job', async () => {
    // First life: jobs are queued but no worker of ours runs them to the end.
    const first = await startTestServer(kind, { runWorkers: false }, { onDisk: true });
    let second: TestServer | undefined;
    try {
      const me = await userWithPetition(first);
      const killed = await addEvidence(first, me, 'killed.pdf', await makeTextPdf(PRESS));
      const orphan = await addEvidence(first, me, 'orphan.pdf', await makeTextPdf([...PRESS, 'Second document.']));
      const boss = first.deps.boss!;
      const db = first.deps.database.db;
      // The worker took the first job and was killed while processing it...
      const [job] = await boss.fetch(QUEUES.evidenceAnalysis);
      expect(job?.data).toMatchObject({ evidenceId: killed.id });
      // ...and the second row lost its job (say, cleared by hand) while marked processing.
      const [orphanJob] = await boss.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: orphan.id } });
      await boss.deleteJob(QUEUES.evidenceAnalysis, orphanJob!.id);
      await db.update(evidenceDocuments).set({ processingStatus: 'processing' }).where(sql`${evidenceDocuments.id} in (${killed.id}, ${orphan.id})`);
      if (kind === 'postgres') {
        // On PostgreSQL other instances may be alive: only a lapsed heartbeat marks a dead worker.
        await db.execute(sql`update pgboss.job set started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' where id = ${job!.id}`);
      }
      await first.close();

      second = await startTestServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
      const owner = { ...me };
      const [a, b] = await Promise.all([settled(second, owner, killed.id, 60_000), settled(second, owner, orphan.id, 60_000)]);
      expect(a.processingStatus).toBe('completed');
      expect(b.processingStatus).toBe('completed');
    } finally {
      await second?.stop();
      await first.stop();
    }
  }, 90_000);
});

describe.each(DATABASES.filter((k) => k === 'postgres'))('two app instances on one %s database', (kind) => {
  it('delivers to a socket on the second instance what the first publishes', async () => {
    const first = await startTestServer(kind);
    const second = await startListeningServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      const me = await userWithPetition(first);
      const socket = await openPush(second.origin, me.cookie);
      try {
        const message = { type: 'evidence-status' as const, petitionId: me.petitionId, evidenceId: 'e1', status: 'completed' as const, fileName: 'x.pdf' };
        await first.deps.push.publish(me.userId, message);
        expect(await socket.next('the published message', (m) => m.evidenceId === 'e1')).toEqual(message);
        // And the real thing: evidence registered on the first instance completes where the socket is.
        const ev = await addEvidence(first, me, 'press.pdf', await makeTextPdf(PRESS));
        await socket.next('completed push', (m) => m.evidenceId === ev.id && m.status === 'completed');
      } finally {
        socket.close();
      }
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 60_000);
});
