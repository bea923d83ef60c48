import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, listenOnLoopback, type TestServer } from './harness';
import { evidenceDocuments, petitions, profiles, storedObjects, uploadGrants } from '../../server/platform/db/schema';
import { signDownloadUrl } from '../../server/platform/storage/signing';
import { assertOwnedObject, objectPathFromUrl, releaseObjectIfUnreferenced } from '../../server/platform/storage/objects-service';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MAX = 10485760;

describe.each(DATABASES)('uploading and downloading files on %s', (kind) => {
  let server: TestServer;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const db = () => server.deps.database.db;
  const fileOnDisk = (objectPath: string) => path.join(server.dataDir, 'objects', objectPath.slice('/objects/'.length));

  async function presign(cookie: string, bytes: Buffer, extension = '.pdf') {
    const res = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie }, payload: { hash: sha(bytes), extension } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { uploadURL: string }).uploadURL;
  }

  const put = (url: string, cookie: string | undefined, payload: Buffer | Readable, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'PUT',
      url,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/pdf', ...headers },
      payload,
    });

  it('gives a signed-in user an upload address bound to the hash, and refuses visitors', async () => {
    const bytes = Buffer.from('%PDF-1.4 a tiny pdf');
    const url = await presign(alice.cookie, bytes);
    expect(url).toMatch(new RegExp(`^/objects/u/${alice.userId}/${sha(bytes)}\\.pdf\\?grant=[A-Za-z0-9_-]{43}$`));
    const nonce = new URL(url, 'http://x').searchParams.get('grant')!;
    const [grant] = await db().select().from(uploadGrants).where(eq(uploadGrants.nonce, nonce));
    expect(grant).toMatchObject({ userId: alice.userId, sha256: sha(bytes), maxBytes: MAX, usedAt: null });
    const minutes = (grant!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const anon = await server.inject({ method: 'POST', url: '/api/objects/upload', payload: { hash: sha(bytes), extension: '.pdf' } });
    expect(anon.statusCode).toBe(401);
  });

  it('explains a malformed hash or extension with a 400', async () => {
    const cases = [
      { hash: 'abc', extension: '.pdf' },
      { hash: sha(Buffer.from('x')).toUpperCase(), extension: '.pdf' },
      { hash: sha(Buffer.from('x')), extension: 'pdf' },
      { hash: sha(Buffer.from('x')), extension: '.PDF' },
      { hash: sha(Buffer.from('x')), extension: '.toolongext1' },
      { hash: sha(Buffer.from('x')), extension: '/../x' },
    ];
    for (const payload of cases) {
      const res = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: alice.cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message).toMatch(/hash|extension/);
      expect(message).not.toMatch(/at .*\.ts/);
    }
    const empty = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: alice.cookie }, payload: { hash: sha(Buffer.from('x')), extension: '' } });
    expect(empty.statusCode).toBe(200);
    expect((empty.json() as { uploadURL: string }).uploadURL).toMatch(new RegExp(`/${sha(Buffer.from('x'))}\\?grant=`));
  });

  it('stores the right bytes, records the object and spends the link', async () => {
    const bytes = randomBytes(50_000);
    const url = await presign(alice.cookie, bytes);
    const res = await put(url, alice.cookie, bytes);
    expect(res.statusCode, res.body).toBe(200);
    const objectPath = `/objects/u/${alice.userId}/${sha(bytes)}.pdf`;
    expect(res.json()).toEqual({ objectPath });
    expect(fs.readFileSync(fileOnDisk(objectPath)).equals(bytes)).toBe(true);
    const [row] = await db().select().from(storedObjects).where(eq(storedObjects.path, objectPath));
    expect(row).toMatchObject({ userId: alice.userId, sha256: sha(bytes), size: bytes.length, mimeType: 'application/pdf' });
    const nonce = new URL(url, 'http://x').searchParams.get('grant')!;
    const [grant] = await db().select().from(uploadGrants).where(eq(uploadGrants.nonce, nonce));
    expect(grant!.usedAt).not.toBeNull();

    const again = await put(url, alice.cookie, bytes);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This upload link has already been used' });
  });

  it('refuses bytes that do not match the hash and keeps nothing', async () => {
    const bytes = randomBytes(20_000);
    const url = await presign(alice.cookie, bytes);
    const res = await put(url, alice.cookie, randomBytes(20_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The uploaded bytes do not match the file hash. Please try again.' });
    const objectPath = `/objects/u/${alice.userId}/${sha(bytes)}.pdf`;
    expect(fs.existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.path, objectPath))).toEqual([]);
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([]);
    // The link was not spent by the failure: the right bytes still go through.
    const retry = await put(url, alice.cookie, bytes);
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('refuses a file one byte over 10 MB with 413, by its declared length and while streaming', async () => {
    const big = Buffer.alloc(MAX + 1, 7);
    const url = await presign(alice.cookie, big);
    const declared = await put(url, alice.cookie, big);
    expect(declared.statusCode).toBe(413);
    expect((declared.json() as { message: string }).message).toMatch(/larger than/);

    // No Content-Length (chunked): the store stops at the limit.
    const streamed = await put(url, alice.cookie, Readable.from([big.subarray(0, MAX), big.subarray(MAX)]));
    expect(streamed.statusCode).toBe(413);
    const objectPath = `/objects/u/${alice.userId}/${sha(big)}.pdf`;
    expect(fs.existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([]);

    // Exactly 10 MB is fine.
    const max = Buffer.alloc(MAX, 9);
    const ok = await put(await presign(alice.cookie, max), alice.cookie, max);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an expired link with 403', async () => {
    const bytes = randomBytes(1000);
    const url = await presign(alice.cookie, bytes);
    const nonce = new URL(url, 'http://x').searchParams.get('grant')!;
    await db().execute(sql`update upload_grants set expires_at = now() - interval '1 second' where nonce = ${nonce}`);
    const res = await put(url, alice.cookie, bytes);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This upload link has expired. Please try again.' });
  });

  it("refuses another user's link, a forged link and a visitor", async () => {
    const bytes = randomBytes(1000);
    const url = await presign(alice.cookie, bytes);
    const asBob = await put(url, bob.cookie, bytes);
    expect(asBob.statusCode).toBe(403);
    expect(asBob.json()).toEqual({ message: 'This upload link was issued to another user' });

    // Alice's grant on a path of Bob's own.
    const nonce = new URL(url, 'http://x').searchParams.get('grant')!;
    const onBobsPath = await put(`/objects/u/${bob.userId}/${sha(bytes)}.pdf?grant=${nonce}`, bob.cookie, bytes);
    expect(onBobsPath.statusCode).toBe(403);
    expect(onBobsPath.json()).toEqual({ message: 'This upload link was issued to another user' });

    const forged = await put(`/objects/u/${alice.userId}/${sha(bytes)}.pdf?grant=${'A'.repeat(43)}`, alice.cookie, bytes);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'This upload link is not valid' });

    // The grant names another object: it cannot be spent on this one.
    const other = randomBytes(1000);
    const wrongPath = await put(`/objects/u/${alice.userId}/${sha(other)}.pdf?grant=${nonce}`, alice.cookie, other);
    expect(wrongPath.statusCode).toBe(403);
    expect(wrongPath.json()).toEqual({ message: 'This upload link is not valid' });

    const visitor = await put(url, undefined, bytes);
    expect(visitor.statusCode).toBe(401);

    // None of those spent the link.
    expect((await put(url, alice.cookie, bytes)).statusCode).toBe(200);
  });

  it('accepts the same content twice without rewriting the stored file', async () => {
    const bytes = randomBytes(30_000);
    const first = await put(await presign(alice.cookie, bytes), alice.cookie, bytes);
    expect(first.statusCode).toBe(200);
    const objectPath = (first.json() as { objectPath: string }).objectPath;
    const before = fs.statSync(fileOnDisk(objectPath));
    await new Promise((r) => setTimeout(r, 20));
    const second = await put(await presign(alice.cookie, bytes), alice.cookie, bytes);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ objectPath });
    const after = fs.statSync(fileOnDisk(objectPath));
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.path, objectPath))).toHaveLength(1);
  });

  it('stores the bytes as they are, whatever Content-Type the browser sends', async () => {
    for (const [type, text] of [
      ['application/json', '{"not": "parsed"}'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['', 'no type at all'],
      ['multipart/form-data; boundary=x', '--x\r\nnot multipart'],
      [undefined, 'no Content-Type header'],
    ] as const) {
      const bytes = Buffer.from(text);
      const url = await presign(alice.cookie, bytes, '.bin');
      const res =
        type === undefined
          ? await server.inject({ method: 'PUT', url, headers: { cookie: alice.cookie }, payload: bytes })
          : await put(url, alice.cookie, bytes, { 'content-type': type });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect(fs.readFileSync(fileOnDisk((res.json() as { objectPath: string }).objectPath)).equals(bytes)).toBe(true);
    }
  });

  it('lets only one of two simultaneous PUTs spend a link', async () => {
    const bytes = randomBytes(200_000);
    const url = await presign(alice.cookie, bytes);
    const results = await Promise.all([put(url, alice.cookie, bytes), put(url, alice.cookie, bytes)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('serves a signed download with its name and type, and refuses tampered or expired links', async () => {
    const bytes = Buffer.from('%PDF-1.4 signed download body');
    const up = await put(await presign(alice.cookie, bytes), alice.cookie, bytes);
    const objectPath = (up.json() as { objectPath: string }).objectPath;

    const url = await signDownloadUrl(objectPath, { fileName: 'Résumé "final" 2024.pdf', mimeType: 'application/pdf' });
    expect(url.startsWith(`${objectPath}?`)).toBe(true);
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_ 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%202024.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    // A query string on the path (as an upload URL has) signs the same object.
    expect((await server.inject({ method: 'GET', url: await signDownloadUrl(`${objectPath}?grant=x`, { fileName: 'a.pdf', mimeType: 'application/pdf' }) })).statusCode).toBe(200);

    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('sig')!;
    const tamperedSig = new URL(u);
    tamperedSig.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const tamperedType = new URL(u);
    tamperedType.searchParams.set('type', 'text/html');
    const longer = new URL(u);
    longer.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600));
    const unsigned = objectPath;
    for (const bad of [tamperedSig, tamperedType, longer].map((x) => x.pathname + x.search).concat(unsigned)) {
      const r = await server.inject({ method: 'GET', url: bad });
      expect(r.statusCode, bad).toBe(403);
      expect(r.json()).toEqual({ message: 'This download link is not valid' });
    }

    const expired = await signDownloadUrl(objectPath, { fileName: 'a.pdf', mimeType: 'application/pdf', ttlSeconds: -1 });
    const r = await server.inject({ method: 'GET', url: expired });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: 'This download link has expired' });
  });

  it('downloads types a browser could run as attachments', async () => {
    const bytes = Buffer.from('<script>alert(1)</script>');
    const up = await put(await presign(alice.cookie, bytes, '.html'), alice.cookie, bytes, { 'content-type': 'text/html' });
    const objectPath = (up.json() as { objectPath: string }).objectPath;
    for (const mimeType of ['text/html', 'image/svg+xml', 'not a type']) {
      const res = await server.inject({ method: 'GET', url: await signDownloadUrl(objectPath, { fileName: 'page.html', mimeType }) });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
      expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    }
  });

  it('shows plain text inline as UTF-8', async () => {
    const bytes = Buffer.from('héllo');
    const up = await put(await presign(alice.cookie, bytes, '.txt'), alice.cookie, bytes, { 'content-type': 'text/plain' });
    const objectPath = (up.json() as { objectPath: string }).objectPath;
    const res = await server.inject({ method: 'GET', url: await signDownloadUrl(objectPath, { fileName: 'notes.txt', mimeType: 'text/plain' }) });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="notes.txt"; filename*=UTF-8''notes.txt`);
    expect(res.body).toBe('héllo');
  });

  it('never reads a file outside the object store, whatever the path', async () => {
    fs.writeFileSync(path.join(server.dataDir, 'secret.txt'), 'secret');
    const id = alice.userId;
    const hex = 'a'.repeat(64);
    const paths = [
      '/objects/u/../../etc/passwd',
      '/objects/u/%2e%2e/%2e%2e%2fetc%2fpasswd',
      `/objects/u/${id}/..%2F..%2F..%2Fsecret.txt`,
      `/objects/u/${id}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/objects/u/${id}/${hex}.pdf%2F..%2F..`,
      `/objects/u/not-a-user/${hex}.pdf`,
      `/objects/u/${id}/${hex}.PDF`,
      `/objects/u/${id}/${hex}`.slice(0, -1),
      `/objects/u/${id}/secret.txt`,
      `/objects/u/${id}/${hex}/x`,
    ];
    for (const p of paths) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await server.inject({ method, url: `${p}?exp=9999999999&sig=${'A'.repeat(43)}&name=a&type=text/plain&grant=x`, headers: { cookie: alice.cookie }, payload: method === 'PUT' ? 'secret' : undefined });
        expect([400, 404], `${method} ${p}`).toContain(res.statusCode);
        expect(res.body).not.toContain('secret');
        expect(res.body).not.toContain('root:');
      }
    }
  });

  it('tells other routes whose object a path is, and releases objects nothing refers to', async () => {
    const bytes = randomBytes(4000);
    const url = await presign(alice.cookie, bytes);
    expect((await put(url, alice.cookie, bytes)).statusCode).toBe(200);
    const objectPath = objectPathFromUrl(url);
    expect(objectPath).toBe(`/objects/u/${alice.userId}/${sha(bytes)}.pdf`);
    expect(objectPathFromUrl(`http://example.com${url}`)).toBe(objectPath);

    const { store } = server.deps;
    expect(await assertOwnedObject(db(), store, alice.userId, url)).toEqual({ path: objectPath, sha256: sha(bytes), size: 4000 });
    await expect(assertOwnedObject(db(), store, bob.userId, url)).rejects.toMatchObject({ kind: 'validation', message: 'That file was not uploaded by you' });
    const missing = `/objects/u/${alice.userId}/${'b'.repeat(64)}.pdf`;
    await expect(assertOwnedObject(db(), store, alice.userId, missing)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(assertOwnedObject(db(), store, alice.userId, '/etc/passwd')).rejects.toMatchObject({ kind: 'validation' });

    // Referenced by a CV and by an evidence row: kept until both are gone.
    const [profile] = await db().insert(profiles).values({ userId: alice.userId, fullName: 'Alice', cvUrl: url }).returning();
    const [petition] = await db().insert(petitions).values({ profileId: profile!.id, visaType: 'O-1A' }).returning();
    const [evidence] = await db().insert(evidenceDocuments).values({ petitionId: petition!.id, fileName: 'a.pdf', fileUrl: objectPath }).returning();
    expect(await releaseObjectIfUnreferenced(db(), store, objectPath)).toBe(false);
    await db().update(profiles).set({ cvUrl: null }).where(eq(profiles.id, profile!.id));
    expect(await releaseObjectIfUnreferenced(db(), store, objectPath)).toBe(false);
    expect(fs.existsSync(fileOnDisk(objectPath))).toBe(true);
    await db().delete(evidenceDocuments).where(eq(evidenceDocuments.id, evidence!.id));
    expect(await releaseObjectIfUnreferenced(db(), store, `${objectPath}?grant=whatever`)).toBe(true);
    expect(fs.existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.path, objectPath))).toEqual([]);
    await expect(assertOwnedObject(db(), store, alice.userId, objectPath)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('answers a real socket with 413 rather than dropping the connection', async () => {
    const address = await listenOnLoopback(server);
    const big = Buffer.alloc(MAX + 1, 3);
    const url = await presign(alice.cookie, big);
    const declared = await fetch(`${address}${url}`, { method: 'PUT', headers: { cookie: alice.cookie, origin: address }, body: big });
    expect(declared.status).toBe(413);
    // Chunked, with no declared length: the limit trips mid-stream.
    const chunks = [big.subarray(0, 4 * 1024 * 1024), big.subarray(4 * 1024 * 1024, 8 * 1024 * 1024), big.subarray(8 * 1024 * 1024)];
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const streamed = await fetch(`${address}${url}`, { method: 'PUT', headers: { cookie: alice.cookie, origin: address }, body, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { message: string }).message).toMatch(/larger than/);
    // And a normal upload over the socket works.
    const small = randomBytes(100_000);
    const ok = await fetch(`${address}${await presign(alice.cookie, small)}`, { method: 'PUT', headers: { cookie: alice.cookie, origin: address, 'content-type': 'application/octet-stream' }, body: small });
    expect(ok.status).toBe(200);
  });
});
