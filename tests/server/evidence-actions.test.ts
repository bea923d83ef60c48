import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceDocuments, storedObjects } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { addEvidence, listEvidence, settled, uploadBytes, register, userWithPetition, type Owner } from './evidence-helpers';

const TEXT = ['Ada Lovelace served as a judge on the review committee of the International Conference.', 'She reviewed manuscripts for the journal as a referee.'];

describe.each(DATABASES)('evidence actions on %s', (kind) => {
  let server: TestServer;
  let stranger: { cookie: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    stranger = await server.signUp();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const db = () => server.deps.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) => server.inject({ method, url, headers: { cookie } });
  const fileOnDisk = (objectPath: string) => path.join(server.dataDir, 'objects', objectPath.slice('/objects/'.length));

  it('signs a download link that serves the file under its own name and type', async () => {
    const me = await userWithPetition(server);
    const pdf = await makeTextPdf(TEXT);
    const ev = await addEvidence(server, me, 'Judging – 2024.pdf', pdf);
    const res = await call('GET', `/api/evidence/${ev.id}/download-url`, me.cookie);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${ev.fileUrl}\\?`));
    const file = await server.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''Judging%20%E2%80%93%202024.pdf");
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('reprocesses one document: back to pending, then analysed again', async () => {
    const me = await userWithPetition(server);
    const ev = await addEvidence(server, me, 'judge.pdf', await makeTextPdf(TEXT));
    await settled(server, me, ev.id);
    await db().update(evidenceDocuments).set({ category: 'stale' }).where(eq(evidenceDocuments.id, ev.id));
    const res = await call('POST', `/api/evidence/${ev.id}/reprocess`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Reprocessing started' });
    const done = await settled(server, me, ev.id);
    expect(done.category).toBe('o1a_judging');
  });

  it('deletes a row, and its file once nothing else refers to it', async () => {
    const me = await userWithPetition(server);
    const pdf = await makeTextPdf([...TEXT, 'Shared file.']);
    const url = await uploadBytes(server, me.cookie, pdf);
    // A second petition of the same user holds the same file.
    const profile = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: me.cookie } });
    const second = await server.inject({ method: 'POST', url: '/api/petitions', headers: { cookie: me.cookie }, payload: { profileId: (profile.json() as { id: string }).id, visaType: 'EB-1A' } });
    const other: Owner = { ...me, petitionId: (second.json() as { id: string }).id };
    const a = (await register(server, me, { fileName: 'shared.pdf', fileUrl: url })).json() as { evidence: { id: string; fileUrl: string } };
    const b = (await register(server, other, { fileName: 'shared.pdf', fileUrl: url })).json() as { evidence: { id: string } };

    const first = await call('DELETE', `/api/evidence/${a.evidence.id}`, me.cookie);
    expect(first.statusCode).toBe(200);
    expect(await listEvidence(server, me)).toEqual([]);
    expect(fs.existsSync(fileOnDisk(a.evidence.fileUrl))).toBe(true);

    expect((await call('DELETE', `/api/evidence/${b.evidence.id}`, me.cookie)).statusCode).toBe(200);
    expect(fs.existsSync(fileOnDisk(a.evidence.fileUrl))).toBe(false);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.path, a.evidence.fileUrl))).toEqual([]);
    expect((await call('DELETE', `/api/evidence/${b.evidence.id}`, me.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another user's evidence on every action", async () => {
    const me = await userWithPetition(server);
    const ev = await addEvidence(server, me, 'mine.pdf', await makeTextPdf([...TEXT, 'Private.']));
    for (const [method, url] of [
      ['GET', `/api/evidence/${ev.id}/download-url`],
      ['POST', `/api/evidence/${ev.id}/reprocess`],
      ['DELETE', `/api/evidence/${ev.id}`],
      ['POST', `/api/petitions/${me.petitionId}/evidence/bulk-reprocess`],
      ['POST', `/api/petitions/${me.petitionId}/evidence/bulk-add-to-vector-store`],
      ['POST', `/api/petitions/${me.petitionId}/clear-job-queue`],
      ['GET', `/api/evidence/not-a-uuid/download-url`],
    ] as const) {
      const res = await call(method, url, stranger.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listEvidence(server, me)).toHaveLength(1);
  });

  it('reprocesses all evidence of a petition', async () => {
    const me = await userWithPetition(server);
    const a = await addEvidence(server, me, 'a.txt', Buffer.from('Ada won an award for excellence.'), '.txt');
    const b = await addEvidence(server, me, 'b.txt', Buffer.from('Ada published a paper in a peer-reviewed journal.'), '.txt');
    await Promise.all([settled(server, me, a.id), settled(server, me, b.id)]);
    const res = await call('POST', `/api/petitions/${me.petitionId}/evidence/bulk-reprocess`, me.cookie);
    expect(res.json()).toEqual({ message: 'Reprocessing 2 documents. Results will appear as each one finishes.' });
    const done = await Promise.all([settled(server, me, a.id), settled(server, me, b.id)]);
    expect(done.map((e) => e.processingStatus)).toEqual(['completed', 'completed']);
  });
});

describe.each(DATABASES)('clearing the job queue on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // No workers: jobs stay queued, as they would behind a long backlog.
    server = await startTestServer(kind, { runWorkers: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("cancels this petition's queued jobs, puts their rows back to pending and leaves other petitions alone", async () => {
    const me = await userWithPetition(server);
    const other = await userWithPetition(server);
    const a = await addEvidence(server, me, 'a.txt', Buffer.from('Queued note one about an award.'), '.txt');
    await addEvidence(server, me, 'b.txt', Buffer.from('Queued note two about a journal.'), '.txt');
    const theirs = await addEvidence(server, other, 'c.txt', Buffer.from('Someone else’s queued note.'), '.txt');
    await server.deps.database.db.update(evidenceDocuments).set({ processingStatus: 'processing' }).where(eq(evidenceDocuments.id, a.id));

    const res = await server.inject({ method: 'POST', url: `/api/petitions/${me.petitionId}/clear-job-queue`, headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Cleared 2 queued jobs. The 2 documents will wait until you reprocess them.' });
    expect((await listEvidence(server, me)).map((e) => e.processingStatus)).toEqual(['pending', 'pending']);
    const boss = server.deps.boss!;
    const mine = await boss.findJobs(QUEUES.evidenceAnalysis, { data: { petitionId: me.petitionId } });
    expect(mine.map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
    const kept = await boss.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: theirs.id } });
    expect(kept.map((j) => j.state)).toEqual(['created']);

    const again = await server.inject({ method: 'POST', url: `/api/petitions/${me.petitionId}/clear-job-queue`, headers: { cookie: me.cookie } });
    expect(again.json()).toEqual({ message: 'The job queue is already empty.' });
  });
});
