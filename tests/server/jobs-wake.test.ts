import { describe, expect, it } from 'vitest';
import { QUEUES } from '../../server/platform/queue/names';
import { DATABASES, useTestServer } from './harness';
import { userWithPetition, waitFor } from './evidence-helpers';

const STATEMENTS_SENT = 6;
/** Far under the statement worker's 1 s poll: six starts this quick by polling alone would be luck (0.4^6). */
const STARTED_WITHIN_MS = 400;

describe.each(DATABASES)('job wake-up on %s', (kind) => {
  const server = useTestServer(kind);

  it('a statement job starts as soon as it is queued, not at the worker’s next poll', async () => {
    const boss = server.deps.boss!;
    for (const name of [QUEUES.evidenceAnalysis, QUEUES.statementGeneration, QUEUES.packetBuild, QUEUES.vectorStoreSync]) {
      expect((await boss.getQueue(name))?.notify, name).toBe(true);
    }
    const user = await userWithPetition(server, 'O-1A');
    const waits: number[] = [];
    for (let i = 0; i < STATEMENTS_SENT; i += 1) {
      const res = await server.inject({
        method: 'POST',
        url: `/api/petitions/${user.petitionId}/generate-statement`,
        headers: { cookie: user.cookie },
        payload: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' },
      });
      expect(res.statusCode, res.body).toBe(202);
      // Each after the last has ended, so the worker is idle, waiting out its poll, when the next is sent.
      const job = await waitFor(`statement ${i + 1} done`, async () => {
        const jobs = await boss.findJobs(QUEUES.statementGeneration, { data: { petitionId: user.petitionId } });
        const found = jobs[i];
        return found?.completedOn ? found : undefined;
      });
      waits.push(job.startedOn.getTime() - job.createdOn.getTime());
    }
    expect(waits.every((ms) => ms <= STARTED_WITHIN_MS), `ms from queued to started: ${waits.join(', ')}`).toBe(true);
  });
});
