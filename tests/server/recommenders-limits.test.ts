import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { petitions, profiles, recommendationRequests, storedObjects } from '../../server/platform/db/schema';
import { parseRecommenderEnv, type RecommenderSettings } from '../../server/platform/mail/settings';
import type { CreatedRequest, Portal } from '../../src/contract/recommenders';
import { makeDocx, makeTextPdf, makeZip } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer } from './harness';

// Issue 35: the recommender's calls are limited per link and per address, before any work, and their own letter
// (PDF or DOCX) goes through the evidence path's hostile-file checks. Each refusal is judged by what the refused
// call did: nothing saved, no object stored, the link not even opened.

const PER_TOKEN = 4;
const PER_ADDRESS = 6;
const settings = (): RecommenderSettings => {
  const parsed = parseRecommenderEnv({ RECOMMENDER_RATE_LIMIT_PER_TOKEN: String(PER_TOKEN), RECOMMENDER_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS), RECOMMENDER_RATE_LIMIT_WINDOW: '600' });
  if (parsed instanceof Error) throw parsed;
  return parsed;
};

const INVITE = {
  recommenderName: 'Grace Hopper',
  recommenderTitle: 'Professor of Computer Science',
  recommenderOrganization: 'Yale University',
  relationship: 'An expert in compilers who knows my work.',
  keyAchievements: [],
};
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the recommender rate-limit settings', () => {
  it('default to 900 per link and 1,500 per address in 10 minutes, and refuse a limit that is not a count', () => {
    expect((parseRecommenderEnv({}) as RecommenderSettings).rateLimit).toEqual({ perToken: 900, perAddress: 1500, windowSeconds: 600 });
    expect(settings().rateLimit).toEqual({ perToken: PER_TOKEN, perAddress: PER_ADDRESS, windowSeconds: 600 });
    const bad = parseRecommenderEnv({ RECOMMENDER_RATE_LIMIT_PER_TOKEN: '0' });
    expect(bad).toBeInstanceOf(Error);
    expect((bad as Error).message).toMatch(/RECOMMENDER_RATE_LIMIT_PER_TOKEN/);
  });
});

describe.each(DATABASES)('the recommender’s calls, limited and checked, on %s', (kind) => {
  const server = useTestServer(kind, { recommenders: settings() });
  const db = () => server.deps.database.db;
  let address = 0;
  /** Each test its own client address, so only its own calls count against it. */
  const nextAddress = () => `203.0.113.${++address}`;

  async function inviteOne() {
    const user = await server.signUp();
    const [profile] = await db().insert(profiles).values({ userId: user.userId, fullName: 'Ada Lovelace' }).returning();
    const [petition] = await db().insert(petitions).values({ profileId: profile!.id, visaType: 'EB-1A' }).returning();
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${petition!.id}/recommendation-requests`, headers: { cookie: user.cookie }, payload: INVITE });
    expect(res.statusCode, res.body).toBe(201);
    const [, id, token] = /\/recommend\/([0-9a-f-]{36})#([A-Za-z0-9_-]+)$/.exec((res.json() as CreatedRequest).link) ?? [];
    return { userId: user.userId, id: id!, token: token! };
  }

  const call = (ip: string, method: 'GET' | 'PUT' | 'POST', url: string, token: string, csrf?: string, payload?: object | Buffer, type?: string) =>
    server.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { 'x-recommender-token': token, ...(csrf ? { 'x-recommender-csrf': csrf } : {}), ...(type ? { 'content-type': type, 'x-file-name': 'letter' } : {}) },
      ...(payload ? { payload } : {}),
    });
  const row = async (id: string) => (await db().select().from(recommendationRequests).where(eq(recommendationRequests.id, id)))[0]!;
  const objectPathOf = (userId: string, bytes: Buffer, ext: string) => `/objects/u/${userId}/${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
  const storedRows = async (path: string) => db().select().from(storedObjects).where(eq(storedObjects.path, path));

  it('refuses a link’s calls over its limit before any work: the refused save stores nothing, the refused upload no object', async () => {
    const ip = nextAddress();
    const { userId, id, token } = await inviteOne();
    const opened = await call(ip, 'GET', `/api/recommend/${id}`, token);
    expect(opened.statusCode, opened.body).toBe(200);
    const { csrf } = opened.json() as Portal;
    for (let i = 0; i < PER_TOKEN - 1; i++) {
      const saved = await call(ip, 'PUT', `/api/recommend/${id}/answers`, token, csrf, { howKnown: `Save ${i}` });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await row(id)).answers).toMatchObject({ howKnown: `Save ${PER_TOKEN - 2}` });

    const refused = await call(ip, 'PUT', `/api/recommend/${id}/answers`, token, csrf, { howKnown: 'Over the limit' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect((await row(id)).answers).toMatchObject({ howKnown: `Save ${PER_TOKEN - 2}` });

    const pdf = await makeTextPdf(['Yale University letterhead', 'I recommend Ada Lovelace without reservation.']);
    const upload = await call(ip, 'PUT', `/api/recommend/${id}/upload`, token, csrf, pdf, 'application/pdf');
    expect(upload.statusCode).toBe(429);
    const path = objectPathOf(userId, pdf, 'pdf');
    expect(await server.deps.store.exists(path)).toBe(false);
    expect(await storedRows(path)).toEqual([]);
    expect(await row(id)).toMatchObject({ uploadPath: null, letterText: null });

    // The same link from another address is the same link: still over its limit.
    expect((await call(nextAddress(), 'GET', `/api/recommend/${id}`, token)).statusCode).toBe(429);

    // Another link of the same applicant, from the same address, still works, and stores the very object refused above.
    const other = await inviteOne();
    const viewOther = (await call(nextAddress(), 'GET', `/api/recommend/${other.id}`, other.token)).json() as Portal;
    const accepted = await call(nextAddress(), 'PUT', `/api/recommend/${other.id}/upload`, other.token, viewOther.csrf, pdf, 'application/pdf');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const otherPath = objectPathOf(other.userId, pdf, 'pdf');
    expect(await server.deps.store.exists(otherPath)).toBe(true);
    expect(await storedRows(otherPath)).toHaveLength(1);
  }, 120_000);

  it('counts every call from an address, guesses included, before the lookup: the refused open does not open the link', async () => {
    const ip = nextAddress();
    const { id, token } = await inviteOne();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const guess = await call(ip, 'GET', `/api/recommend/${id}`, `${String(i).padStart(2, '0')}${'A'.repeat(41)}`);
      expect(guess.statusCode).toBe(404);
    }
    const real = await call(ip, 'GET', `/api/recommend/${id}`, token);
    expect(real.statusCode).toBe(429);
    expect((await row(id)).status).toBe('invited');
    // Another address with the real link is not held back by the guesser's count.
    const elsewhere = await call(nextAddress(), 'GET', `/api/recommend/${id}`, token);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await row(id)).status).toBe('opened');
  });

  it('takes their own letter as a Word document, and refuses a hostile one with a clear message, storing nothing', async () => {
    const { userId, id, token } = await inviteOne();
    const ip = nextAddress();
    const { csrf } = (await call(ip, 'GET', `/api/recommend/${id}`, token)).json() as Portal;

    // A Word document whose package inflates to 300 MB: refused by the evidence path's checks before it is read.
    const docx = await makeDocx(['Yale University', 'I recommend Ada Lovelace without reservation.']);
    const hostile = await makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
      { name: 'word/media/padding.bin', data: Buffer.alloc(300 * 1024 * 1024), compress: true },
    ]);
    expect(hostile.length).toBeLessThan(1024 * 1024);
    const refused = await call(ip, 'PUT', `/api/recommend/${id}/upload`, token, csrf, hostile, DOCX_MIME);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This Word document is too large to read.');
    expect(await server.deps.store.exists(objectPathOf(userId, hostile, 'docx'))).toBe(false);
    expect(await row(id)).toMatchObject({ uploadPath: null, letterText: null });

    // A file that only claims to be a Word document is what its bytes say.
    const fake = await call(ip, 'PUT', `/api/recommend/${id}/upload`, token, csrf, Buffer.from('MZ\u0090\u0000 not a document'), DOCX_MIME);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Upload your letter as a PDF or a Word document (.docx).');

    const accepted = await call(ip, 'PUT', `/api/recommend/${id}/upload`, token, csrf, docx, DOCX_MIME);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().letterText).toContain('I recommend Ada Lovelace without reservation.');
    const path = objectPathOf(userId, docx, 'docx');
    expect(await row(id)).toMatchObject({ uploadPath: path, uploadMime: DOCX_MIME, letterOrigin: 'uploaded' });
    expect((await server.deps.store.read(path)).equals(docx)).toBe(true);
  }, 120_000);

  it('refuses a signature of no stroke, or of single dots, and signs nothing', async () => {
    const { id, token } = await inviteOne();
    const ip = nextAddress();
    const { csrf } = (await call(ip, 'GET', `/api/recommend/${id}`, token)).json() as Portal;
    expect((await call(ip, 'PUT', `/api/recommend/${id}/letter`, token, csrf, { letterText: 'I recommend Ada Lovelace.' })).statusCode).toBe(200);
    for (const strokes of [[], [[[0.5, 0.5]]], [[[0.2, 0.2]], [[0.8, 0.8]]]]) {
      const res = await call(ip, 'POST', `/api/recommend/${id}/sign`, token, csrf, { fullName: 'Grace Hopper', confirmed: true, strokes });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ strokes: 'Draw your signature before signing.' });
    }
    expect(await row(id)).toMatchObject({ status: 'answered', signature: null, signedPdfPath: null });
  });
});
