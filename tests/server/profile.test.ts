import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, storedObjects } from '../../server/platform/db/schema';
import { makeExe, makeTextPdf } from '../fixtures/make-fixtures';
import { waitFor } from '../fixtures/wait-for';
import { DATABASES, startTestServer, type TestServer } from './harness';

const RESEARCHER_CV = [
  'Ada Lovelace - Curriculum Vitae',
  'Published 24 peer-reviewed journal articles and conference papers, cited over 3,000 times (h-index 21).',
  'Peer reviewer for Nature and the program committee of NeurIPS.',
  'Awarded the Royal Society Prize for outstanding research.',
];

describe.each(DATABASES)('profile and CV on %s', (kind) => {
  let server: TestServer;
  let researcherPdf: Buffer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    researcherPdf = await makeTextPdf(RESEARCHER_CV);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** Uploads bytes through the real presign + PUT path and returns the object path. */
  async function upload(cookie: string, bytes: Buffer, extension = '.pdf', contentType = 'application/pdf') {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const presign = await call(cookie, 'POST', '/api/objects/upload', { hash, extension });
    expect(presign.statusCode, presign.body).toBe(200);
    const url = new URL(presign.json().uploadURL as string, 'http://localhost');
    const put = await server.inject({ method: 'PUT', url: url.pathname + url.search, headers: { cookie, 'content-type': contentType }, payload: bytes });
    expect(put.statusCode, put.body).toBe(200);
    return url.pathname;
  }

  const profileRow = async (userId: string) =>
    (await server.deps.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
  /** The stored CV text once it has `words`: a read slower than the request's budget lands after the answer. */
  const cvTextWith = (userId: string, words: string) =>
    waitFor(`the CV text with '${words}'`, async () => {
      const text = (await profileRow(userId))?.cvText;
      return text?.includes(words) ? text : undefined;
    });

  it('answers 401 to every profile route when no one is signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['POST', '/api/profile'],
      ['PUT', '/api/cv'],
      ['GET', '/api/cv/download-url'],
      ['POST', '/api/screening'],
    ] as const) {
      const res = await server.inject({ method, url, ...(method !== 'GET' ? { payload: { fullName: 'x' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 before a profile exists', async () => {
    const { cookie } = await server.signUp();
    const res = await call(cookie, 'GET', '/api/profile');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Profile not found/);
  });

  it('creates the profile with its links, then updates the same one', async () => {
    const { cookie, userId } = await server.signUp();
    const body = {
      fullName: '  Ada Lovelace ',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      githubUrl: '',
      scholarUrl: 'https://scholar.google.com/citations?user=ada',
      otherLinks: ['https://ada.dev', 'http://example.org/talk'],
    };
    const created = await call(cookie, 'POST', '/api/profile', body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      userId,
      fullName: 'Ada Lovelace',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      githubUrl: null,
      scholarUrl: 'https://scholar.google.com/citations?user=ada',
      otherLinks: ['https://ada.dev', 'http://example.org/talk'],
      cvUrl: null,
      cvFileName: null,
      aiAnalysis: null,
    });
    expect(created.json()).not.toHaveProperty('cvText');
    const updated = await call(cookie, 'POST', '/api/profile', { fullName: 'Ada King', otherLinks: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().id).toBe(created.json().id);
    expect(updated.json()).toMatchObject({ fullName: 'Ada King', linkedinUrl: null, otherLinks: [] });
    const read = await call(cookie, 'GET', '/api/profile');
    expect(read.json()).toEqual(updated.json());
  });

  it('edits an existing profile from the profile view: new name and links, the rest kept', async () => {
    const { cookie, userId } = await server.signUp();
    const cvUrl = await upload(cookie, researcherPdf);
    const created = await call(cookie, 'POST', '/api/profile', { fullName: 'Ada Lovelace', linkedinUrl: 'https://www.linkedin.com/in/ada', otherLinks: ['https://ada.dev'], cvUrl, cvFileName: 'ada-cv.pdf' });
    expect(created.statusCode, created.body).toBe(200);
    // What the edit form does not carry: the field, the description and the screening.
    const screening = { analysis: 'Kept across edits.', recommendedVisas: [], strengths: ['Awards'], recommendations: [] };
    await server.deps.database.db.update(profiles).set({ field: 'Computing', profileDescription: 'Mathematician', aiAnalysis: screening }).where(eq(profiles.userId, userId));
    await cvTextWith(userId, 'peer-reviewed journal articles');

    // The edit form sends its own fields, as the setup form does, and no CV.
    const edited = await call(cookie, 'POST', '/api/profile', {
      fullName: 'Ada King, Countess of Lovelace',
      linkedinUrl: '',
      githubUrl: 'https://github.com/ada',
      scholarUrl: '',
      otherLinks: ['https://ada.dev', 'https://example.org/notes'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.json().id,
      fullName: 'Ada King, Countess of Lovelace',
      linkedinUrl: null,
      githubUrl: 'https://github.com/ada',
      scholarUrl: null,
      otherLinks: ['https://ada.dev', 'https://example.org/notes'],
      cvUrl,
      cvFileName: 'ada-cv.pdf',
      field: 'Computing',
      aiAnalysis: screening,
    });
    expect(new Date(edited.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.json().updatedAt).getTime());
    const row = await profileRow(userId);
    expect(row).toMatchObject({ profileDescription: 'Mathematician' });
    expect(row?.cvText).toContain('peer-reviewed journal articles');
    expect((await call(cookie, 'GET', '/api/profile')).json()).toEqual(edited.json());
    // Still one profile for this user.
    expect(await server.deps.database.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
  });

  it('refuses bad input with a readable message and stores nothing', async () => {
    const { cookie, userId } = await server.signUp();
    const cases: Array<[unknown, RegExp]> = [
      [{ fullName: '' }, /Full name is required/],
      [{ fullName: '   ' }, /Full name is required/],
      [{ linkedinUrl: 'https://x.com' }, /fullName/],
      [{ fullName: 'A', linkedinUrl: 'not a url' }, /Invalid URL/],
      [{ fullName: 'A', githubUrl: 'javascript:alert(1)' }, /Invalid URL/],
      [{ fullName: 'A', otherLinks: ['ftp://example.org'] }, /Invalid URL/],
      [{ fullName: 'A', otherLinks: ['https://ok.example', 'nope'] }, /otherLinks\.1: Invalid URL/],
      [{ fullName: 'A'.repeat(201) }, /200/],
      [{ fullName: 'A', scholarUrl: `https://example.org/${'a'.repeat(2048)}` }, /2048/],
      [{ fullName: 'A', otherLinks: Array.from({ length: 21 }, (_, i) => `https://example.org/${i}`) }, /20/],
      [{ fullName: 'A', isAdmin: true }, /isAdmin|Unrecognized/i],
      [{ fullName: 'A', userId: '00000000-0000-4000-8000-000000000000' }, /userId|Unrecognized/i],
      [{ fullName: 'A', aiAnalysis: {} }, /aiAnalysis|Unrecognized/i],
      [{ fullName: 'A', cvUrl: 'https://evil.example/cv.pdf', cvFileName: 'cv.pdf' }, /uploaded/],
    ];
    for (const [payload, message] of cases) {
      const res = await call(cookie, 'POST', '/api/profile', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(payload).slice(0, 80)).toMatch(message);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await profileRow(userId)).toBeUndefined();
  });

  it('accepts exactly 20 other links and a 200-character name', async () => {
    const { cookie } = await server.signUp();
    const otherLinks = Array.from({ length: 20 }, (_, i) => `https://example.org/${i}`);
    const res = await call(cookie, 'POST', '/api/profile', { fullName: 'A'.repeat(200), otherLinks });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().otherLinks).toHaveLength(20);
  });

  it('records a CV uploaded with the profile and extracts its text', async () => {
    const { cookie, userId } = await server.signUp();
    const cvUrl = await upload(cookie, researcherPdf);
    const res = await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [], cvUrl, cvFileName: 'ada-cv.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cvUrl, cvFileName: 'ada-cv.pdf' });
    await cvTextWith(userId, 'peer-reviewed journal articles');
    // Saving again without a CV keeps the one recorded.
    const again = await call(cookie, 'POST', '/api/profile', { fullName: 'Ada L', otherLinks: [] });
    expect(again.json()).toMatchObject({ cvUrl, cvFileName: 'ada-cv.pdf' });
  });

  it('replaces the CV with PUT /api/cv, bumps the update time and frees the old file', async () => {
    const { cookie, userId } = await server.signUp();
    const first = await upload(cookie, researcherPdf);
    const created = await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [], cvUrl: first, cvFileName: 'old.pdf' });
    const second = await upload(cookie, await makeTextPdf(['Grace Hopper', 'Invented the first compiler.']));
    const res = await call(cookie, 'PUT', '/api/cv', { cvUrl: second, cvFileName: 'new.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cvUrl: second, cvFileName: 'new.pdf', fullName: 'Ada' });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(new Date(created.json().updatedAt).getTime());
    await cvTextWith(userId, 'first compiler');
    const db = server.deps.database.db;
    expect(await db.select().from(storedObjects).where(eq(storedObjects.path, first))).toEqual([]);
    expect(await server.deps.store.exists(first)).toBe(false);
    expect(await server.deps.store.exists(second)).toBe(true);
  });

  it('keeps a CV whose text cannot be extracted, with no text', async () => {
    const { cookie, userId } = await server.signUp();
    await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [] });
    // A PDF header with nothing readable behind it: sniffed as PDF, extraction fails.
    const broken = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF', 'latin1');
    const cvUrl = await upload(cookie, broken);
    const res = await call(cookie, 'PUT', '/api/cv', { cvUrl, cvFileName: 'broken.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cvUrl).toBe(cvUrl);
    expect((await profileRow(userId))?.cvText).toBeNull();
  });

  it('refuses a file that is not a document, and removes it', async () => {
    const { cookie, userId } = await server.signUp();
    await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [] });
    const exe = await upload(cookie, makeExe(), '.pdf', 'application/pdf');
    const res = await call(cookie, 'PUT', '/api/cv', { cvUrl: exe, cvFileName: 'cv.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/program/);
    expect((await profileRow(userId))?.cvUrl).toBeNull();
    expect(await server.deps.store.exists(exe)).toBe(false);
  });

  it('refuses another user’s uploaded file and stores nothing', async () => {
    const ada = await server.signUp();
    const eve = await server.signUp();
    const adasCv = await upload(ada.cookie, researcherPdf);
    await call(eve.cookie, 'POST', '/api/profile', { fullName: 'Eve', otherLinks: [] });
    const put = await call(eve.cookie, 'PUT', '/api/cv', { cvUrl: adasCv, cvFileName: 'stolen.pdf' });
    expect([400, 404]).toContain(put.statusCode);
    expect(put.json().message).toBeTruthy();
    const post = await call(eve.cookie, 'POST', '/api/profile', { fullName: 'Eve', otherLinks: [], cvUrl: adasCv, cvFileName: 'x.pdf' });
    expect([400, 404]).toContain(post.statusCode);
    const row = await profileRow(eve.userId);
    expect(row).toMatchObject({ cvUrl: null, cvFileName: null, cvText: null });
    // Ada's file is untouched.
    expect(await server.deps.store.exists(adasCv)).toBe(true);
  });

  it('refuses a CV path that was never uploaded, and PUT /api/cv without a profile', async () => {
    const { cookie, userId } = await server.signUp();
    const ghost = `/objects/u/${userId}/${'a'.repeat(64)}.pdf`;
    const noProfile = await call(cookie, 'PUT', '/api/cv', { cvUrl: ghost, cvFileName: 'cv.pdf' });
    expect(noProfile.statusCode).toBe(404);
    await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [] });
    const res = await call(cookie, 'PUT', '/api/cv', { cvUrl: ghost, cvFileName: 'cv.pdf' });
    expect(res.statusCode).toBe(404);
    for (const body of [{ cvUrl: ghost }, { cvUrl: ghost, cvFileName: '' }, { cvUrl: '../../etc/passwd', cvFileName: 'a' }, { cvUrl: ghost, cvFileName: 'a', extra: 1 }]) {
      const bad = await call(cookie, 'PUT', '/api/cv', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await profileRow(userId))?.cvUrl).toBeNull();
  });

  it('signs a short-lived download link for the caller’s CV that serves the file', async () => {
    const { cookie } = await server.signUp();
    const none = await call(cookie, 'GET', '/api/cv/download-url');
    expect(none.statusCode).toBe(404);
    await call(cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [] });
    expect((await call(cookie, 'GET', '/api/cv/download-url')).statusCode).toBe(404);
    const cvUrl = await upload(cookie, researcherPdf);
    await call(cookie, 'PUT', '/api/cv', { cvUrl, cvFileName: 'Ada CV.pdf' });
    const res = await call(cookie, 'GET', '/api/cv/download-url');
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    expect(url.startsWith(`${cvUrl}?`)).toBe(true);
    // The signature is the capability: no cookie needed, as when opened in a new tab.
    const file = await server.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('Ada CV.pdf');
    expect(file.rawPayload.equals(researcherPdf)).toBe(true);
  });
});
