import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../server/platform/queue/names';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { addEvidence, userWithPetition, waitFor } from './evidence-helpers';

// Issue 11, finding 8: a failed query was logged with all its parameters, which are user data
// (names, document text). The database is made to refuse a value the user sent, and the server's
// log, and the failed job's stored output, are read for it.

/** Stands for a passport number: it must reach the database but never the log. */
const SECRET = 'P4SSP0RT-7731-SECRET';

describe.each(DATABASES)('errors are logged without user data on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  const log = () => lines.join('');
  beforeAll(async () => {
    server = await startTestServer(kind, { logLevel: 'info', logDestination: { write: (line) => void lines.push(line) } });
    // A rule the app does not know: rows holding the secret fail as a real constraint would.
    await server.deps.database.db.execute(sql.raw(`ALTER TABLE profiles ADD CONSTRAINT no_secret_name CHECK (position('${SECRET}' in full_name) = 0)`));
    await server.deps.database.db.execute(
      sql.raw(`ALTER TABLE evidence_documents ADD CONSTRAINT no_secret_text CHECK (position('${SECRET}' in coalesce(extracted_text, '')) = 0)`),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a request whose query fails is logged with the statement and constraint, not the values', async () => {
    const { cookie } = await server.signUp();
    const res = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: { fullName: `Ada ${SECRET}`, otherLinks: [] } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const logged = await waitFor('the error in the log', async () => lines.find((l) => l.includes('no_secret_name')));
    const { err } = JSON.parse(logged) as { err: { message: string; cause: { constraint: string } } };
    expect(err.message).toMatch(/^Failed query: insert into "profiles"[\s\S]*\nparams: \[redacted\]$/);
    expect(err.cause.constraint).toBe('no_secret_name');
    expect(log()).not.toContain(SECRET);
  });

  it('a job whose query fails is logged, and stored by pg-boss, without the document text', async () => {
    const owner = await userWithPetition(server);
    const evidence = await addEvidence(server, owner, 'passport.txt', Buffer.from(`Passport of Ada Lovelace, number ${SECRET}.`), '.txt');
    const logged = await waitFor('the job failure in the log', async () => lines.find((l) => l.includes('no_secret_text')));
    expect((JSON.parse(logged) as { msg: string }).msg).toBe(`job on ${QUEUES.evidenceAnalysis} failed`);
    expect(log()).not.toContain(SECRET);

    // pg-boss writes the failed attempt's output just after the handler throws.
    const outputs = await waitFor('the failed job output', async () => {
      const jobs = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: evidence.id } });
      const stored = JSON.stringify(jobs.map((j) => j.output));
      return stored.includes('no_secret_text') && stored;
    });
    expect(outputs).not.toContain(SECRET);
  });

  it('a signed download link is logged without its query: no file name, no signature', async () => {
    const owner = await userWithPetition(server);
    const evidence = await addEvidence(server, owner, `${SECRET}.txt`, Buffer.from('Ada chaired the review panel.'), '.txt');
    const link = await server.inject({ method: 'GET', url: `/api/evidence/${evidence.id}/download-url`, headers: { cookie: owner.cookie } });
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL((link.json() as { url: string }).url, 'http://localhost');
    const download = await server.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    await waitFor('the download in the log', async () => lines.some((l) => l.includes(`"url":"${url.pathname}?[redacted]"`)));
    expect(log()).not.toContain(SECRET);
    expect(log()).not.toContain(url.searchParams.get('sig')!);
  });
});
