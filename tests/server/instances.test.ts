import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Letter } from '../../src/contract/entities';
import { QUEUES } from '../../server/platform/queue/names';
import { startS3, type TestS3 } from '../fixtures/s3-server';
import { createPgDatabase, TEST_PASSWORD } from './harness';
import { openPush, waitFor } from './evidence-helpers';
import { call, signUpOn, startInstance, uploadTextOn, type Instance, type InstanceSpec } from './instances';

// Issue 17 item 3: N app processes on one PostgreSQL database and one S3 store work as one app.
// Needs real PostgreSQL (TEST_DATABASE_URL); PGlite belongs to a single process.

const DATABASE = process.env.TEST_DATABASE_URL;
if (!DATABASE) console.log('instances.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run N app processes on one database.');

/** Each analysis waits this long after it starts (test-pause.ts), so "mid-analysis" lasts long enough to kill in. */
const ANALYSIS_PAUSE_MS = 3000;

type Variant = { name: string; processes: Array<Pick<InstanceSpec, 'name' | 'role' | 'runWorkers'>> };
const VARIANTS: Variant[] = [
  {
    name: 'two web instances, both running jobs',
    processes: [
      { name: 'A', role: 'web', runWorkers: true },
      { name: 'B', role: 'web', runWorkers: true },
    ],
  },
  {
    name: 'two web instances without jobs, and `npm run worker`',
    processes: [
      { name: 'A', role: 'web', runWorkers: false },
      { name: 'B', role: 'web', runWorkers: false },
      { name: 'W', role: 'worker' },
    ],
  },
];

describe.skipIf(!DATABASE)('N app processes on one PostgreSQL and one S3 store', () => {
  const running: Instance[] = [];
  let s3: TestS3 | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(running.splice(0).map((i) => i.stop()));
    await s3?.dispose();
    await drop?.();
  });

  it.each(VARIANTS)('$name: sign-in, uploads, push, jobs and letters cross instances; a killed job is finished', async ({ processes }) => {
    s3 = await startS3();
    const database = await createPgDatabase();
    drop = database.drop;
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      NODE_ENV: 'test',
      ANALYSIS_TEST_DELAY_MS: String(ANALYSIS_PAUSE_MS),
      // The killed job is found within its heartbeat (15 s, as in production) and a second, not the default 10.
      JOBS_SUPERVISE_SECONDS: '1',
    };
    // The first creates pg-boss's schema and queues; the others then start together, as a deployment's would.
    const [first, ...others] = processes;
    running.push(await startInstance({ ...first!, env }));
    const started = await Promise.allSettled(others.map((spec) => startInstance({ ...spec, env })));
    for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = running as [Instance, Instance];
    const jobRunners = () => running.filter((i) => processes.find((p) => p.name === i.name)?.runWorkers !== false);
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      // Signed in on A; uploads go through B (presign on B, PUT to the bucket, register on B) and never touch A.
      const { cookie, petitionId } = await signUpOn(a, TEST_PASSWORD);
      const push = await openPush(a.origin!, cookie);
      const uploadOnB = async (text: string) => {
        const { evidenceId, uploadURL } = await uploadTextOn(b, cookie, petitionId, text);
        expect(new URL(uploadURL).origin).toBe(s3!.endpoint);
        return evidenceId;
      };
      const jobsOf = async (evidenceId: string) =>
        (await sql.query<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = $1 and data->>'evidenceId' = $2`, [QUEUES.evidenceAnalysis, evidenceId])).rows;
      const status = async (evidenceId: string) => (await sql.query<{ s: string }>('select processing_status as s from evidence_documents where id = $1', [evidenceId])).rows[0]?.s;

      // Uploaded on B; the socket on A hears every step; the job ran exactly once, somewhere.
      const first = await uploadOnB('The applicant received the national award for excellence in engineering, judged by an independent jury.');
      await push.next('completed, on A', (m) => m.type === 'evidence-status' && m.evidenceId === first && m.status === 'completed', 60_000);
      const statuses = push.messages.filter((m) => m.type === 'evidence-status' && m.evidenceId === first).map((m) => (m as { status: string }).status);
      expect(statuses).toEqual(['pending', 'processing', 'completed']);
      expect(running.flatMap((i) => i.analysed()).filter((id) => id === first)).toHaveLength(1);
      expect(await waitFor('the job to be completed', async () => ((await jobsOf(first))[0]?.state === 'completed' ? jobsOf(first) : undefined))).toEqual([
        { state: 'completed', retry_count: 0 },
      ]);

      // Letters created on A are listed on B.
      const letter = await call<Letter>(a, 'POST', `/api/petitions/${petitionId}/recommendation-letters`, cookie, {
        recommenderName: 'Grace Hopper',
        recommenderTitle: 'Rear Admiral',
        recommenderOrganization: 'US Navy',
        relationship: 'Former supervisor',
      });
      expect(letter.status).toBe(201);
      const listed = await call<Letter[]>(b, 'GET', `/api/petitions/${petitionId}/recommendation-letters`, cookie);
      expect(listed.json.map((l) => l.id)).toEqual([letter.json.id]);

      // The process analysing the next upload is killed mid-analysis; another (or the same, restarted) finishes it.
      const second = await uploadOnB('A feature article about the applicant appeared in a major national newspaper.');
      const holder = await waitFor('a process to start analysing', async () => jobRunners().find((i) => i.analysed().includes(second)), 60_000);
      holder.kill('SIGKILL');
      await waitFor(`${holder.name} to die`, async () => holder.exited(), 10_000);
      expect(await status(second)).toBe('processing');
      running.splice(running.indexOf(holder), 1);
      // With no other process running jobs, the restarted one must pick the job up again.
      running.push(await holder.restart());
      await waitFor('the killed job to be finished', async () => (await status(second)) === 'completed', 120_000);
      const retried = await waitFor('the job to be completed', async () => ((await jobsOf(second))[0]?.state === 'completed' ? jobsOf(second) : undefined));
      expect(retried).toHaveLength(1);
      expect(retried[0]!.retry_count).toBeGreaterThanOrEqual(1);
      // Nothing stuck: no row in processing, no job still active.
      expect((await sql.query(`select id from evidence_documents where processing_status = 'processing'`)).rows).toEqual([]);
      expect((await sql.query(`select id from pgboss.job where name = $1 and state = 'active'`, [QUEUES.evidenceAnalysis])).rows).toEqual([]);
      push.close();
    } finally {
      await sql.end();
    }
  }, 300_000);
});
