// Failover: how long a document waits when the process analysing it dies (decision 038). Two web
// instances running jobs on one PostgreSQL database and one S3 store (s3rver); each upload's
// analysis is paused (ANALYSIS_TEST_DELAY_MS, NODE_ENV=test) so the process holding it can be killed
// with SIGKILL; the seconds from the kill until the row is 'completed' are printed, with the
// seconds an upload takes when nothing dies, for comparison.
// Usage: npx tsx bench/failover/run.ts [kills=3]   (PostgreSQL at TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
import pg from 'pg';
import { createPgDatabase } from '../../tests/fixtures/pg-database';
import { startS3 } from '../../tests/fixtures/s3-server';
import { waitFor } from '../../tests/fixtures/wait-for';
import { signUpOn, startInstance, uploadTextOn, type Instance } from '../../tests/server/instances';

const KILLS = Number(process.argv[2] ?? 3);
const PAUSE_MS = 2000;
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const s3 = await startS3();
const database = await createPgDatabase(admin);
const running: Instance[] = [];
const sql = new pg.Client({ connectionString: database.url });
try {
  const env = { ...s3.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', NODE_ENV: 'test', ANALYSIS_TEST_DELAY_MS: String(PAUSE_MS) };
  for (const name of ['A', 'B']) running.push(await startInstance({ name, role: 'web', runWorkers: true, env }));
  await sql.connect();
  const { cookie, petitionId } = await signUpOn(running[0]!, 'correct horse battery');
  const completed = async (id: string) => (await sql.query<{ s: string }>('select processing_status as s from evidence_documents where id = $1', [id])).rows[0]?.s === 'completed';
  const upload = (i: number) => uploadTextOn(running[0]!, cookie, petitionId, `Document ${i} ${Date.now()}: the applicant won the national award for excellence.`);

  const started = Date.now();
  const calm = await upload(0);
  await waitFor('the first document', () => completed(calm.evidenceId), 120_000);
  const calmSeconds = (Date.now() - started) / 1000;

  const waits: number[] = [];
  for (let i = 1; i <= KILLS; i++) {
    const { evidenceId } = await upload(i);
    const holder = await waitFor('a process to start analysing', async () => running.find((p) => p.analysed().includes(evidenceId)), 60_000);
    holder.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor(`${holder.name} to die`, async () => holder.exited(), 10_000);
    running.splice(running.indexOf(holder), 1, await holder.restart());
    await waitFor('the killed document to be completed', () => completed(evidenceId), 180_000);
    waits.push((Date.now() - killedAt) / 1000);
    console.log(`kill ${i}: ${holder.name} held it; completed ${waits.at(-1)!.toFixed(1)} s after SIGKILL`);
  }
  const sorted = [...waits].sort((x, y) => x - y);
  console.log(`upload to completed with nothing killed: ${calmSeconds.toFixed(1)} s (analysis paused ${PAUSE_MS / 1000} s)`);
  console.log(`SIGKILL to completed: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} s, max ${sorted.at(-1)!.toFixed(1)} s over ${KILLS} kills`);
} finally {
  await sql.end().catch(() => undefined);
  await Promise.all(running.map((p) => p.stop()));
  await database.drop();
  await s3.dispose();
}
