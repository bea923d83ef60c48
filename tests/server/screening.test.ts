import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningResultSchema } from '../../src/contract/screening';
import { profiles } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { HEADING_LINES, LONDON_DESIGNER, ML_ENGINEER } from '../fixtures/screening-cvs';
import { checkCounts, prose, quotesIn } from '../unit/screening-prose';
import { DATABASES, useTestServer } from './harness';

describe.each(DATABASES)('AI screening on %s', (kind) => {
  const server = useTestServer(kind);

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function uploadPdf(cookie: string, lines: string[]) {
    const bytes = await makeTextPdf(lines);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const presign = await call(cookie, 'POST', '/api/objects/upload', { hash, extension: '.pdf' });
    const url = new URL(presign.json().uploadURL as string, 'http://localhost');
    const put = await server.inject({ method: 'PUT', url: url.pathname + url.search, headers: { cookie, 'content-type': 'application/pdf' }, payload: bytes });
    expect(put.statusCode, put.body).toBe(200);
    return url.pathname;
  }

  it('answers 404 with a clear message when the user has no profile', async () => {
    const { cookie } = await server.signUp();
    const res = await call(cookie, 'POST', '/api/screening');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Profile not found. Create your profile first.');
  });

  it('ranks O-1A or EB-1A first for a researcher’s CV and saves the result on the profile', async () => {
    const { cookie, userId } = await server.signUp();
    const cvUrl = await uploadPdf(cookie, [
      'Dr. Ada Lovelace, Research Scientist',
      'Publications: 32 peer-reviewed journal articles and conference papers in machine learning; first author of 12.',
      'Citations: cited over 4,500 times, h-index 25 (Google Scholar).',
      'Peer review: reviewer for Nature Machine Intelligence, JMLR and the NeurIPS program committee.',
      'Awards: Best Paper Award at ICML 2022; recipient of the national Young Scientist Prize.',
    ]);
    await call(cookie, 'POST', '/api/profile', {
      fullName: 'Ada Lovelace',
      scholarUrl: 'https://scholar.google.com/citations?user=ada',
      otherLinks: [],
      cvUrl,
      cvFileName: 'cv.pdf',
    });
    const res = await call(cookie, 'POST', '/api/screening');
    expect(res.statusCode, res.body).toBe(200);
    const result = screeningResultSchema.parse(res.json());
    expect(result.analysis.length).toBeGreaterThan(20);
    expect(result.recommendedVisas.length).toBeGreaterThan(0);
    expect(['O-1A', 'EB-1A']).toContain(result.recommendedVisas[0]!.type);
    const scores = result.recommendedVisas.map((v) => v.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.strengths.length).toBeGreaterThan(0);
    expect(result.recommendations.length).toBeGreaterThan(0);

    const [row] = await server.deps.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row?.aiAnalysis).toEqual(result);
    const profile = (await call(cookie, 'GET', '/api/profile')).json();
    expect(profile.aiAnalysis).toEqual(result);
  });

  it('reads a PDF CV with section headings: quotes only its sentences, with counts that match', async () => {
    const { cookie } = await server.signUp();
    const lines = ML_ENGINEER.split('\n');
    const cvUrl = await uploadPdf(cookie, lines);
    await call(cookie, 'POST', '/api/profile', { fullName: 'Priya Raman', otherLinks: [], cvUrl, cvFileName: 'cv.pdf' });
    const res = await call(cookie, 'POST', '/api/screening');
    expect(res.statusCode, res.body).toBe(200);
    const result = screeningResultSchema.parse(res.json());
    const headings = [...HEADING_LINES, ...lines.filter((l) => l.trim() && l === l.toUpperCase())];
    const quoted = prose(result).flatMap(quotesIn);
    expect(quoted.length).toBeGreaterThan(3);
    for (const q of quoted) for (const h of headings) expect(q, 'a heading was quoted as evidence').not.toContain(h);
    expect(quoted).toContain('My total compensation in 2023 was $485,000, above the 95th percentile for the role.');
    for (const v of result.recommendedVisas) checkCounts(v.reasoning, v.type, { allNamed: true });
    expect(prose(result).join(' ')).not.toContain('UK_GLOBAL_TALENT');
  });

  it('saves the answer to ‘Where do you want to work?’, returns it, keeps it on a later save, and screens by it', async () => {
    const { cookie } = await server.signUp();
    const cvUrl = await uploadPdf(cookie, LONDON_DESIGNER.split('\n'));
    const saved = await call(cookie, 'POST', '/api/profile', { fullName: 'Olivia Hart', otherLinks: [], cvUrl, cvFileName: 'cv.pdf', workCountry: 'US' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().workCountry).toBe('US');
    // An edit that does not send the country keeps it.
    await call(cookie, 'POST', '/api/profile', { fullName: 'Olivia Hart', otherLinks: [] });
    expect((await call(cookie, 'GET', '/api/profile')).json().workCountry).toBe('US');
    const us = screeningResultSchema.parse((await call(cookie, 'POST', '/api/screening')).json());
    expect(us.recommendedVisas[0]!.type, 'a London designer who wants to work in the US').not.toBe('UK_GLOBAL_TALENT');

    await call(cookie, 'POST', '/api/profile', { fullName: 'Olivia Hart', otherLinks: [], workCountry: 'UK' });
    expect((await call(cookie, 'GET', '/api/profile')).json().workCountry).toBe('UK');
    const uk = screeningResultSchema.parse((await call(cookie, 'POST', '/api/screening')).json());
    expect(uk.recommendedVisas[0]!.type).toBe('UK_GLOBAL_TALENT');
  });

  it('refuses a work country that is not one of the three answers', async () => {
    const { cookie } = await server.signUp();
    const res = await call(cookie, 'POST', '/api/profile', { fullName: 'Olivia Hart', otherLinks: [], workCountry: 'France' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose United States, United Kingdom or Not sure yet');
  });

  it('screens only the caller’s own profile', async () => {
    const ada = await server.signUp();
    const bob = await server.signUp();
    await call(ada.cookie, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [] });
    await call(bob.cookie, 'POST', '/api/profile', { fullName: 'Bob', otherLinks: [] });
    const res = await call(bob.cookie, 'POST', '/api/screening');
    expect(res.statusCode).toBe(200);
    const db = server.deps.database.db;
    const [adaRow] = await db.select().from(profiles).where(eq(profiles.userId, ada.userId));
    const [bobRow] = await db.select().from(profiles).where(eq(profiles.userId, bob.userId));
    expect(adaRow?.aiAnalysis).toBeNull();
    expect(bobRow?.aiAnalysis).toEqual(res.json());
  });

  it('still screens a profile without a CV, and keeps the profile’s update time', async () => {
    const { cookie } = await server.signUp();
    const created = (await call(cookie, 'POST', '/api/profile', { fullName: 'Grace', otherLinks: ['https://github.com/grace'] })).json();
    const res = await call(cookie, 'POST', '/api/screening');
    expect(res.statusCode).toBe(200);
    expect(screeningResultSchema.safeParse(res.json()).success).toBe(true);
    const after = (await call(cookie, 'GET', '/api/profile')).json();
    expect(after.updatedAt).toBe(created.updatedAt);
  });
});
