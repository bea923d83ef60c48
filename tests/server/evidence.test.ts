import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/contract/entities';
import { evidenceDocuments, storedObjects } from '../../server/platform/db/schema';
import { makeDocx, makeEncryptedPdf, makeExe, makeTextJpeg, makeTextPdf, makeZip } from '../fixtures/make-fixtures';
import { DATABASES, startTestServer, type TestServer } from './harness';
import { addEvidence, listEvidence, register, settled, settledJobs, sha256, uploadBytes, userWithPetition, type Owner } from './evidence-helpers';

const AWARD = ['Ada Lovelace won the 2023 National Prize for Excellence in Computing.', 'The award is given each year by a jury of recognised experts to one recipient.'];

describe.each(DATABASES)('registering and analysing evidence on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await userWithPetition(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const db = () => server.deps.database.db;
  const rowsOf = (petitionId: string) => db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));

  it('registers an uploaded PDF as the next exhibit and analyses it into a category, tags, description and relevance', async () => {
    const me = await userWithPetition(server);
    const pdf = await makeTextPdf(AWARD);
    const created = await addEvidence(server, me, 'award-letter.pdf', pdf);
    expect(created).toMatchObject({ evidenceNumber: 1, fileName: 'award-letter.pdf', fileSize: pdf.length, mimeType: 'application/pdf', processingStatus: 'pending' });
    expect(created.fileUrl).toBe(`/objects/u/${me.userId}/${sha256(pdf)}.pdf`);

    const done = await settled(server, me, created.id);
    expect(done.processingStatus).toBe('completed');
    expect(done.category).toBe('o1a_awards');
    expect(done.aiTags.length).toBeGreaterThanOrEqual(3);
    expect(done.aiDescription).toContain('Awards');
    expect(done.aiAnalysis?.relevance).toMatch(/Awards/);
    expect(done.aiAnalysis?.criteriaIds).toContain('o1a_awards');
    expect(done.aiAnalysis).toMatchObject({ method: 'pdf-text' });
    // The text is kept (not sent) for the chat, letters and report, and is searchable.
    const [row] = await db()
      .select({ text: evidenceDocuments.extractedText, hit: sql<boolean>`${evidenceDocuments.searchVector} @@ plainto_tsquery('english', 'national prize')` })
      .from(evidenceDocuments)
      .where(eq(evidenceDocuments.id, created.id));
    expect(row?.text).toContain('National Prize');
    expect(row?.hit).toBe(true);
    expect(done).not.toHaveProperty('extractedText');
  });

  it('reads a Word document and a phone photo (OCR) as well as a PDF', async () => {
    const me = await userWithPetition(server);
    const docx = await addEvidence(server, me, 'press.docx', await makeDocx(['The Guardian newspaper featured Ada in a magazine interview about her work.']), '.docx');
    const photo = await addEvidence(server, me, 'IMG_0001.jpg', makeTextJpeg(['NATIONAL PRIZE', 'AWARDED TO ADA LOVELACE']), '.jpg');
    expect(photo.mimeType).toBe('image/jpeg');
    expect(docx.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const [d, p] = await Promise.all([settled(server, me, docx.id), settled(server, me, photo.id, 120_000)]);
    expect(d).toMatchObject({ processingStatus: 'completed', category: 'o1a_press', aiAnalysis: { method: 'docx' } });
    expect(p).toMatchObject({ processingStatus: 'completed', aiAnalysis: { method: 'ocr' } });
    expect(p.aiDescription?.toUpperCase()).toContain('PRIZE');
  }, 150_000);

  it("answers skipped when the same content is already in the petition, and keeps one row", async () => {
    const me = await userWithPetition(server);
    const bytes = Buffer.from('Ada was elected a Fellow of the Royal Society for outstanding achievement.');
    const url = await uploadBytes(server, me.cookie, bytes, '.txt');
    const first = await register(server, me, { fileName: 'fellowship.txt', fileUrl: url });
    expect(first.json()).toMatchObject({ skipped: false });
    const again = await register(server, me, { fileName: 'fellowship copy.txt', fileUrl: url });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ skipped: true });
    expect(await rowsOf(me.petitionId)).toHaveLength(1);
    // The same bytes in another petition are new evidence there.
    const other = await userWithPetition(server);
    const theirs = await uploadBytes(server, other.cookie, bytes, '.txt');
    expect((await register(server, other, { fileName: 'fellowship.txt', fileUrl: theirs })).json()).toMatchObject({ skipped: false });
  });

  it('replays with the same Idempotency-Key get the same reply and no second row', async () => {
    const me = await userWithPetition(server);
    const url = await uploadBytes(server, me.cookie, Buffer.from('Judge at the 2024 International Programming Contest.'), '.txt');
    const headers = { 'idempotency-key': 'outbox-7f3a' };
    const replies = await Promise.all([1, 2, 3].map(() => register(server, me, { fileName: 'judge.txt', fileUrl: url }, headers)));
    const bodies = replies.map((r) => r.json() as { skipped: boolean; evidence?: Evidence });
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(bodies.map((b) => b.evidence?.id)).size).toBe(1);
    expect(bodies.every((b) => b.skipped === false)).toBe(true);
    const rows = await rowsOf(me.petitionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotencyKey).toBe('outbox-7f3a');

    const tooLong = await register(server, me, { fileName: 'judge.txt', fileUrl: url }, { 'idempotency-key': 'k'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'The Idempotency-Key header can be at most 100 characters.' });
  });

  it('refuses an Idempotency-Key reused for another file with 422, keeping the first and creating nothing', async () => {
    const me = await userWithPetition(server);
    const key = { 'idempotency-key': 'one-key-four-files' };
    const files = [0, 1, 2, 3].map((i) => Buffer.from(`Reviewer for journal number ${i} of the society.`));
    const urls = await Promise.all(files.map((bytes) => uploadBytes(server, me.cookie, bytes, '.txt')));
    const first = await register(server, me, { fileName: 'review-0.txt', fileUrl: urls[0]! }, key);
    expect(first.statusCode, first.body).toBe(200);
    const firstId = (first.json() as { evidence: Evidence }).evidence.id;

    // The same request again is a replay: the same evidence.
    const replay = await register(server, me, { fileName: 'review-0.txt', fileUrl: urls[0]! }, key);
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as { evidence: Evidence }).evidence.id).toBe(firstId);

    // Three other files under the same key, and the first file under another name: each told, none answered with the first file.
    const others = [
      ...(await Promise.all([1, 2, 3].map((i) => register(server, me, { fileName: `review-${i}.txt`, fileUrl: urls[i]! }, key)))),
      await register(server, me, { fileName: 'renamed.txt', fileUrl: urls[0]! }, key),
    ];
    for (const res of others) {
      expect(res.statusCode, `a different file under a used key was answered ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request. Send this file with a new key.' });
    }
    const rows = await rowsOf(me.petitionId);
    expect(rows.map((r) => r.id)).toEqual([firstId]);
    // Sent again with a new key, a refused file is registered.
    const resent = await register(server, me, { fileName: 'review-1.txt', fileUrl: urls[1]! }, { 'idempotency-key': 'a-new-key' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ skipped: false, evidence: { fileName: 'review-1.txt' } });
  });

  it('numbers 20 files registered at the same moment 1 to 20, with no error', async () => {
    const me = await userWithPetition(server);
    const urls = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadBytes(server, me.cookie, Buffer.from(`Exhibit note ${i}: Ada reviewed papers for the journal.`), '.txt')),
    );
    const replies = await Promise.all(urls.map((fileUrl, i) => register(server, me, { fileName: `note-${i}.txt`, fileUrl })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (await rowsOf(me.petitionId)).map((r) => r.evidenceNumber).sort((a, b) => a! - b!);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 60_000);

  it('lists by evidence number with unnumbered rows last, and only to the owner', async () => {
    const me = await userWithPetition(server);
    const a = await addEvidence(server, me, 'a.txt', Buffer.from('First exhibit about an award.'), '.txt');
    const b = await addEvidence(server, me, 'b.txt', Buffer.from('Second exhibit about a journal paper.'), '.txt');
    await db().insert(evidenceDocuments).values({ petitionId: me.petitionId, evidenceNumber: null, fileName: 'legacy.pdf', fileUrl: '/objects/legacy' });
    await db().update(evidenceDocuments).set({ evidenceNumber: 5 }).where(eq(evidenceDocuments.id, a.id));
    await server.heard();
    const list = await listEvidence(server, me);
    expect(list.map((e) => e.fileName)).toEqual(['b.txt', 'a.txt', 'legacy.pdf']);
    expect(list[0]?.id).toBe(b.id);

    const stranger = await server.signUp();
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${me.petitionId}/evidence`, headers: { cookie: stranger.cookie } });
    expect(res.statusCode).toBe(404);
    const anon = await server.inject({ method: 'GET', url: `/api/petitions/${me.petitionId}/evidence` });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses an .exe renamed .pdf with a clear reason and stores no row', async () => {
    const url = await uploadBytes(server, owner.cookie, makeExe(), '.pdf');
    const res = await register(server, owner, { fileName: 'cv.pdf', fileUrl: url, mimeType: 'application/pdf' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(/Windows program .*not a document/);
    expect(await rowsOf(owner.petitionId)).toHaveLength(0);
  });

  it('refuses a file over 10 MB and an empty file at upload, so nothing can be registered', async () => {
    for (const bytes of [Buffer.alloc(10485760 + 1, 0x41), Buffer.alloc(0)]) {
      const pre = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: owner.cookie }, payload: { hash: sha256(bytes), extension: '.txt' } });
      const { uploadURL } = pre.json() as { uploadURL: string };
      const put = await server.inject({ method: 'PUT', url: uploadURL, headers: { cookie: owner.cookie, 'content-type': 'text/plain' }, payload: bytes });
      expect([400, 413]).toContain(put.statusCode);
      expect((put.json() as { message: string }).message).toMatch(bytes.length ? /larger than/ : /empty/);
      const res = await register(server, owner, { fileName: 'x.txt', fileUrl: uploadURL });
      expect(res.statusCode).toBe(404);
      expect((res.json() as { message: string }).message).toMatch(/not found/);
    }
    expect(await rowsOf(owner.petitionId)).toHaveLength(0);
  });

  it('refuses a PUT whose bytes do not match the hash; nothing is stored', async () => {
    const claimed = Buffer.from('the real file');
    const pre = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: owner.cookie }, payload: { hash: sha256(claimed), extension: '.txt' } });
    const { uploadURL } = pre.json() as { uploadURL: string };
    const put = await server.inject({ method: 'PUT', url: uploadURL, headers: { cookie: owner.cookie }, payload: Buffer.from('something else') });
    expect(put.statusCode).toBe(400);
    expect((put.json() as { message: string }).message).toMatch(/do not match/);
    expect((await register(server, owner, { fileName: 'x.txt', fileUrl: uploadURL })).statusCode).toBe(404);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.sha256, sha256(claimed)))).toHaveLength(0);
  });

  it('fails an encrypted PDF once, with the password message, without retrying', async () => {
    const me = await userWithPetition(server);
    const created = await addEvidence(server, me, 'sealed.pdf', makeEncryptedPdf());
    const done = await settled(server, me, created.id);
    expect(done).toMatchObject({ processingStatus: 'failed', processingError: 'This PDF is password-protected. Remove the password and upload it again.' });
    const jobs = await settledJobs(server, created.id);
    expect(jobs.map((j) => [j.state, j.retryCount])).toEqual([['completed', 0]]);
  });

  it('fails a corrupt Word document with a clear message', async () => {
    const me = await userWithPetition(server);
    const corrupt = await makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document><w:body><w:p>unterminated') },
    ]);
    const url = await uploadBytes(server, me.cookie, corrupt, '.docx');
    const res = await register(server, me, { fileName: 'statement.docx', fileUrl: url });
    expect(res.statusCode, res.body).toBe(200);
    const done = await settled(server, me, (res.json() as { evidence: Evidence }).evidence.id);
    expect(done).toMatchObject({ processingStatus: 'failed', processingError: 'This Word document could not be read. It may be damaged.' });
  });

  it("answers 404 for another user's petition and refuses their uploads", async () => {
    const other = await userWithPetition(server);
    const theirs = await uploadBytes(server, other.cookie, Buffer.from('Their private document about an award.'), '.txt');
    const intoTheirs = await register(server, { cookie: owner.cookie, petitionId: other.petitionId }, { fileName: 'x.txt', fileUrl: await uploadBytes(server, owner.cookie, Buffer.from('mine'), '.txt') });
    expect(intoTheirs.statusCode).toBe(404);
    const stolen = await register(server, owner, { fileName: 'x.txt', fileUrl: theirs });
    expect(stolen.statusCode).toBe(400);
    expect((stolen.json() as { message: string }).message).toBe('That file was not uploaded by you');
    const bogus = await register(server, owner, { fileName: 'x.txt', fileUrl: 'https://evil.example.com/a.pdf' });
    expect(bogus.statusCode).toBe(400);
    const malformed = await server.inject({ method: 'POST', url: `/api/petitions/not-a-uuid/evidence`, headers: { cookie: owner.cookie }, payload: { fileName: 'a', fileUrl: theirs } });
    expect(malformed.statusCode).toBe(404);
    const noName = await register(server, owner, { fileName: '  ', fileUrl: theirs });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ message: 'fileName: The file name is required' });
    expect(await db().select().from(evidenceDocuments).where(and(eq(evidenceDocuments.petitionId, owner.petitionId)))).toHaveLength(0);
  });

  it('normalises an upload URL to its object path after checking who uploaded it', async () => {
    const url = await uploadBytes(server, owner.cookie, Buffer.from('A letter from the committee.'), '.txt');
    const res = await server.inject({ method: 'PUT', url: '/api/evidence-file', headers: { cookie: owner.cookie }, payload: { evidenceUrl: `http://localhost${url}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: url.split('?')[0] });
    const stranger = await server.signUp();
    const theirs = await server.inject({ method: 'PUT', url: '/api/evidence-file', headers: { cookie: stranger.cookie }, payload: { evidenceUrl: url } });
    expect(theirs.statusCode).toBe(400);
  });

  it('is still up and serving after all of that', async () => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/evidence`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
  });
});
