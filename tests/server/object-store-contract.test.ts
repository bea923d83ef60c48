import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedObjects } from '../../server/platform/db/schema';
import { HASH_MISMATCH_MESSAGE, tooLargeMessage } from '../../server/platform/storage/meter';
import { releaseObjectIfUnreferenced } from '../../server/platform/storage/objects-service';
import { makeZip } from '../fixtures/make-fixtures';
import { startS3, type TestS3 } from '../fixtures/s3-server';
import { DATABASES, startListeningServer, type ListeningServer } from './harness';
import { multipart, register, settled, sha256, userWithPetition, wholeRows, type Owner } from './evidence-helpers';
import { download, presign, putTicket, registerFile, storeBytes } from './object-upload';

// One suite, both stores (decision 038): what the browser and the rest of the server may count on,
// whichever store holds the bytes. Where the two refuse at different steps the test says which:
// the local store checks the bytes during its own PUT; s3rver, like some S3-compatible stores,
// takes whatever is PUT, so the registration check refuses (real S3 would refuse the PUT as well).

const MAX = 10485760;
const STORES = ['local', 's3'] as const;
type StoreKind = (typeof STORES)[number];
const CASES = DATABASES.flatMap((db) => STORES.map((store) => [db, store] as const));

describe.each(CASES)('the object store contract on %s with the %s store', (kind, storeKind: StoreKind) => {
  let s3: TestS3 | undefined;
  let server: ListeningServer;
  let alice: Owner;
  let bob: Owner;

  beforeAll(async () => {
    s3 = storeKind === 's3' ? await startS3() : undefined;
    server = await startListeningServer(kind, s3 ? { objectStore: s3.config } : {});
    alice = await userWithPetition(server);
    bob = await userWithPetition(server);
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.dispose();
  });

  const store = () => server.deps.store;
  const recorded = (objectPath: string) => server.deps.database.db.select().from(storedObjects).where(eq(storedObjects.path, objectPath));

  /** The bytes were refused at the PUT (local) or at registration (s3rver), with this status and message; nothing is kept. */
  async function expectRefused(ticket: Awaited<ReturnType<typeof presign>>, put: Response, status: number, message: string) {
    if (storeKind === 'local') {
      expect(put.status).toBe(status);
      expect(await put.json()).toEqual({ message });
    } else {
      expect(put.status).toBe(200);
      const reg = await registerFile(server, alice.cookie, ticket.objectPath);
      expect(reg.statusCode, reg.body).toBe(status);
      expect(reg.json()).toEqual({ message });
    }
    expect(await store().exists(ticket.objectPath)).toBe(false);
    expect(await recorded(ticket.objectPath)).toEqual([]);
    // Nothing half-registered: a later registration finds no file.
    expect((await registerFile(server, alice.cookie, ticket.objectPath)).statusCode).toBe(404);
  }

  it('presigns a PUT bound to the hash and the content type, and refuses visitors', async () => {
    const bytes = randomBytes(1000);
    const ticket = await presign(server, alice.cookie, bytes);
    expect(ticket.objectPath).toBe(`/objects/u/${alice.userId}/${sha256(bytes)}.pdf`);
    expect(ticket.headers['Content-Type']).toBe('application/pdf');
    const url = new URL(ticket.uploadURL, server.origin);
    if (storeKind === 's3') {
      expect(url.origin).toBe(s3!.endpoint);
      expect(ticket.headers['x-amz-checksum-sha256']).toBe(Buffer.from(sha256(bytes), 'hex').toString('base64'));
      // Signed headers, not query parameters: the browser must send exactly these.
      expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-type', 'x-amz-checksum-sha256']));
      expect(url.searchParams.has('x-amz-checksum-sha256')).toBe(false);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    } else {
      expect(url.origin).toBe(server.origin);
      expect(ticket.uploadURL).toMatch(new RegExp(`^${ticket.objectPath}\\?grant=[A-Za-z0-9_-]{43}$`));
    }
    expect((await presign(server, alice.cookie, bytes, '.txt')).headers['Content-Type']).toBe('text/plain');
    expect((await presign(server, alice.cookie, bytes, '')).headers['Content-Type']).toBe('application/octet-stream');
    const anon = await server.inject({ method: 'POST', url: '/api/objects/upload', payload: { hash: sha256(bytes), extension: '.pdf' } });
    expect(anon.statusCode).toBe(401);
  });

  it('takes the right bytes: registered once, recorded, and downloadable as stored', async () => {
    const bytes = randomBytes(50_000);
    const objectPath = await storeBytes(server, alice.cookie, bytes);
    const reg = await registerFile(server, alice.cookie, objectPath);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toEqual({ objectPath });
    const [row] = await recorded(objectPath);
    expect(row).toMatchObject({ userId: alice.userId, sha256: sha256(bytes), size: bytes.length });
    // Registering again is the same answer.
    expect((await registerFile(server, alice.cookie, objectPath)).statusCode).toBe(200);
    const got = await download(server, await store().downloadUrl(objectPath, { fileName: 'a.pdf', mimeType: 'application/pdf' }));
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses bytes that do not match the hash and keeps nothing; the right bytes still go in', async () => {
    const bytes = randomBytes(20_000);
    const ticket = await presign(server, alice.cookie, bytes);
    await expectRefused(ticket, await putTicket(server, ticket, alice.cookie, randomBytes(20_000)), 400, HASH_MISMATCH_MESSAGE);
    await storeBytes(server, alice.cookie, bytes);
    expect((await registerFile(server, alice.cookie, ticket.objectPath)).statusCode).toBe(200);
  });

  it('refuses a file over 10 MB and keeps nothing; exactly 10 MB is fine', async () => {
    const big = Buffer.alloc(MAX + 1, 7);
    const ticket = await presign(server, alice.cookie, big);
    await expectRefused(ticket, await putTicket(server, ticket, alice.cookie, big), 413, tooLargeMessage(MAX));
    const max = Buffer.alloc(MAX, 9);
    const objectPath = await storeBytes(server, alice.cookie, max);
    expect((await registerFile(server, alice.cookie, objectPath)).statusCode).toBe(200);
  });

  it('refuses a PUT to a link past its expiry', async () => {
    const bytes = randomBytes(1000);
    const objectPath = `/objects/u/${alice.userId}/${sha256(bytes)}.pdf`;
    const ticket = await store().presignUpload(objectPath, sha256(bytes), { ttlSeconds: 1 });
    await new Promise((r) => setTimeout(r, 2_100));
    const put = await putTicket(server, ticket, alice.cookie, bytes);
    expect(put.status).toBe(403);
    expect(await put.text()).toMatch(/expired/);
    expect(await store().exists(objectPath)).toBe(false);
    expect((await registerFile(server, alice.cookie, objectPath)).statusCode).toBe(404);
  });

  it("refuses to register another user's object, one never uploaded, or a path of another shape", async () => {
    const objectPath = await storeBytes(server, alice.cookie, randomBytes(3000));
    const asBob = await registerFile(server, bob.cookie, objectPath);
    expect(asBob.statusCode).toBe(400);
    expect(asBob.json()).toEqual({ message: 'That file was not uploaded by you' });
    const never = await registerFile(server, alice.cookie, `/objects/u/${alice.userId}/${'c'.repeat(64)}.pdf`);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ message: 'The uploaded file was not found. Please upload it again.' });
    const odd = await registerFile(server, alice.cookie, '/objects/u/../../etc/passwd');
    expect(odd.statusCode).toBe(400);
    // Bob's refusal changed nothing for Alice.
    expect((await registerFile(server, alice.cookie, objectPath)).statusCode).toBe(200);
  });

  it('registers the path part of the upload URL, as the spec writes it, and keeps the object path', async () => {
    // Issue 33 item 10: on S3 that path is the bucket's ('/bucket/prefix/u/…'), not '/objects/u/…'.
    const owner = await userWithPetition(server);
    const bytes = Buffer.from(`The applicant won the national prize for robotics ${randomBytes(6).toString('hex')}.`);
    const ticket = await presign(server, owner.cookie, bytes, '.txt');
    expect((await putTicket(server, ticket, owner.cookie, bytes)).status).toBe(200);
    const urlPath = new URL(ticket.uploadURL, server.origin).pathname;

    const checked = await registerFile(server, owner.cookie, urlPath);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ objectPath: ticket.objectPath });
    const reg = await register(server, owner, { fileName: 'prize.txt', fileUrl: urlPath, fileSize: bytes.length });
    expect(reg.statusCode, reg.body).toBe(200);
    const [row] = await wholeRows(server, owner);
    expect(row?.fileUrl).toBe(ticket.objectPath);
    // The outbox sends the same request again under its key: the same row, not a refusal.
    const key = { 'idempotency-key': `spec-path-${randomBytes(4).toString('hex')}` };
    const again = await userWithPetition(server);
    const againBytes = Buffer.from(`A second prize letter ${randomBytes(6).toString('hex')}.`);
    const againTicket = await presign(server, again.cookie, againBytes, '.txt');
    expect((await putTicket(server, againTicket, again.cookie, againBytes)).status).toBe(200);
    const againPath = new URL(againTicket.uploadURL, server.origin).pathname;
    const first = await register(server, again, { fileName: 'second.txt', fileUrl: againPath }, key);
    const replay = await register(server, again, { fileName: 'second.txt', fileUrl: againPath }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode, replay.body).toBe(200);
    // The same row: its analysis may have started between the two, so its status is not compared.
    type Registered = { skipped: boolean; evidence: { id: string; fileUrl: string; evidenceNumber: number | null } };
    const [a, b] = [first.json() as Registered, replay.json() as Registered];
    expect(b.skipped).toBe(false);
    expect([b.evidence.id, b.evidence.fileUrl, b.evidence.evidenceNumber]).toEqual([a.evidence.id, againTicket.objectPath, a.evidence.evidenceNumber]);

    // The CV takes the same path, and stores the object path.
    const profile = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie: owner.cookie }, payload: { fullName: 'Ada Lovelace', cvUrl: urlPath, cvFileName: 'cv.txt' } });
    expect(profile.statusCode, profile.body).toBeLessThan(300);
    expect((profile.json() as { cvUrl: string }).cvUrl).toBe(ticket.objectPath);

    // Still only the owner's uploads, and only paths that name an object of this store.
    expect((await registerFile(server, bob.cookie, urlPath)).json()).toEqual({ message: 'That file was not uploaded by you' });
    const outside = urlPath.replace(/\/u\/[^/]+\/[^/]+$/, `/elsewhere/${ticket.objectPath.split('/').pop()}`);
    expect((await registerFile(server, owner.cookie, outside)).json()).toEqual({ message: 'That is not the address of an uploaded file' });
  });

  it('serves downloads under the name and type given: attachments, and text inline as UTF-8', async () => {
    const pdf = Buffer.from('%PDF-1.4 a download body');
    const pdfPath = await storeBytes(server, alice.cookie, pdf);
    const res = await download(server, await store().downloadUrl(pdfPath, { fileName: 'Résumé "final" 2024.pdf', mimeType: 'application/pdf' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ _final_ 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%202024.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');

    const text = Buffer.from('héllo');
    const textPath = await storeBytes(server, alice.cookie, text, '.txt');
    const inline = await download(server, await store().downloadUrl(textPath, { fileName: 'notes.txt', mimeType: 'text/plain' }));
    expect(inline.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="notes.txt"; filename*=UTF-8''notes.txt`);
    expect(await inline.text()).toBe('héllo');

    // A type a browser could run is an attachment, whatever the store.
    const html = await download(server, await store().downloadUrl(textPath, { fileName: 'page.html', mimeType: 'text/html' }));
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('analyses evidence by reading through the store, and deletes the object with its last reference', async () => {
    const bytes = Buffer.from(`Award letter ${randomBytes(8).toString('hex')}.\nThe applicant received the national prize for excellence in engineering.`);
    const objectPath = await storeBytes(server, alice.cookie, bytes, '.txt');
    const reg = await register(server, alice, { fileName: 'award.txt', fileUrl: objectPath, fileSize: bytes.length });
    expect(reg.statusCode, reg.body).toBe(200);
    const evidence = (reg.json() as { evidence: { id: string } }).evidence;
    const done = await settled(server, alice, evidence.id);
    expect(done.processingStatus, done.processingError ?? '').toBe('completed');

    const link = await server.inject({ method: 'GET', url: `/api/evidence/${evidence.id}/download-url`, headers: { cookie: alice.cookie } });
    const url = (link.json() as { url: string }).url;
    expect(Buffer.from(await (await download(server, url)).arrayBuffer()).equals(bytes)).toBe(true);

    const del = await server.inject({ method: 'DELETE', url: `/api/evidence/${evidence.id}`, headers: { cookie: alice.cookie } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await store().exists(objectPath)).toBe(false);
    expect(await recorded(objectPath)).toEqual([]);
    expect((await download(server, url)).status).toBe(404);
  });

  it('imports a zip into the same store: each entry stored, registered and analysed from there', async () => {
    const owner = await userWithPetition(server);
    const entries = ['The applicant judged the national robotics competition.', 'A feature article about the applicant ran in a major newspaper.'];
    const zip = await makeZip(entries.map((text, i) => ({ name: `doc${i}.txt`, data: Buffer.from(text) })));
    const { payload, contentType } = multipart('zipFile', 'evidence.zip', zip);
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/evidence/upload-zip`, headers: { cookie: owner.cookie, 'content-type': contentType }, payload });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await wholeRows(server, owner);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.fileUrl).toBe(`/objects/u/${owner.userId}/${sha256(Buffer.from(entries[Number(row.fileName[3])]!))}.txt`);
      expect(await store().exists(row.fileUrl)).toBe(true);
      expect((await settled(server, owner, row.id)).processingStatus).toBe('completed');
    }
  });

  it('writes bytes the server holds (zip entries, packet parts) through the same checks', async () => {
    const bytes = randomBytes(4000);
    const objectPath = `/objects/u/${alice.userId}/${sha256(bytes)}.pdf`;
    const expect256 = { sha256: sha256(bytes), maxBytes: MAX };
    await expect(store().put(objectPath, Readable.from([randomBytes(4000)]), expect256)).rejects.toMatchObject({ statusCode: 400, message: HASH_MISMATCH_MESSAGE });
    await expect(store().put(objectPath, Readable.from([bytes]), { ...expect256, maxBytes: 3999 })).rejects.toMatchObject({ statusCode: 413 });
    expect(await store().exists(objectPath)).toBe(false);
    expect(await store().put(objectPath, Readable.from([bytes]), expect256)).toEqual({ size: 4000, created: true });
    expect(await store().put(objectPath, Readable.from([bytes]), expect256)).toEqual({ size: 4000, created: false });
    expect((await store().read(objectPath)).equals(bytes)).toBe(true);
    expect(await store().size(objectPath)).toBe(4000);
    const chunks: Buffer[] = [];
    for await (const chunk of await store().stream(objectPath)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    // Nothing refers to it: released.
    expect(await releaseObjectIfUnreferenced(server.deps.database.db, store(), objectPath)).toBe(true);
    await expect(store().read(objectPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
