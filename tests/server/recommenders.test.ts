import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arrangeAnswers, arrangeLetter, type Arranger } from '../../server/modules/recommenders/arrange';
import { evidenceDocuments, petitions, profiles, recommendationRequests } from '../../server/platform/db/schema';
import type { Letter } from '../../src/contract/entities';
import { LINK_INVALID_MESSAGE, type CreatedRequest, type Portal, type RecommendationRequest } from '../../src/contract/recommenders';
import { makeTextPdf, makeTextPng } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer } from './harness';
import { openPdf, textItems } from './packet-render-helpers';

const APPLICANT = 'Ada Lovelace';
const INVITE = {
  recommenderName: 'Grace Hopper',
  recommenderEmail: 'grace@navy.example.org',
  recommenderTitle: 'Professor of Computer Science',
  recommenderOrganization: 'Yale University',
  relationship: 'An expert in compilers who knows my work.',
  keyAchievements: ['The 2018 compiler award'],
};
const PAPER = 'Fast Compilers for Analytical Engines\nAda Lovelace, Grace Hopper\nYale University\n\nAbstract\nWe show a compiler that is fast.';
const AWARD = 'Ada Lovelace received the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations.';

const ANSWERS = {
  howKnown: 'I reviewed her dissertation as an outside examiner.',
  knownSince: 'Since 2017.',
  whatTheyDid: 'She built the first compiler for the Analytical Engine. It cut programming time from weeks to days.',
  howYouKnowIt: 'I read the thesis and ran the compiler myself.',
  whyItMatters: 'Three other universities now teach her method.',
  position: 'Professor of Computer Science at Yale University.',
  record: 'I have published 40 papers on compilers.',
  ties: ['none'],
};
const STROKES = [
  [
    [0.1, 0.5],
    [0.3, 0.2],
    [0.5, 0.7],
    [0.8, 0.4],
  ],
];

describe.each(DATABASES)('recommenders who sign in their own words, on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;

  async function applicant(visaType: 'EB-1A' | 'UK_GLOBAL_TALENT' = 'EB-1A') {
    const user = await server.signUp();
    const [profile] = await db().insert(profiles).values({ userId: user.userId, fullName: APPLICANT }).returning();
    const [petition] = await db().insert(petitions).values({ profileId: profile!.id, visaType }).returning();
    const rows = await db()
      .insert(evidenceDocuments)
      .values(
        [AWARD, PAPER].map((text, i) => ({
          petitionId: petition!.id,
          evidenceNumber: i + 1,
          fileName: i === 0 ? 'award.pdf' : 'paper.pdf',
          fileUrl: `/objects/u/${user.userId}/${String(i).repeat(64)}.pdf`,
          mimeType: 'application/pdf',
          extractedText: text,
          category: i === 0 ? 'awards' : 'scholarly_articles',
          processingStatus: 'completed' as const,
          aiTags: [],
        })),
      )
      .returning();
    return { ...user, petitionId: petition!.id, evidence: rows };
  }

  async function invite(cookie: string, petitionId: string, extra: object = {}) {
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${petitionId}/recommendation-requests`, headers: { cookie }, payload: { ...INVITE, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as CreatedRequest;
    const [, id, token] = /\/recommend\/([0-9a-f-]{36})#([A-Za-z0-9_-]+)$/.exec(created.link) ?? [];
    return { ...created, requestId: id!, token: token! };
  }

  const portal = (id: string, token: string | undefined) =>
    server.inject({ method: 'GET', url: `/api/recommend/${id}`, headers: token === undefined ? {} : { 'x-recommender-token': token } });

  async function open(id: string, token: string) {
    const res = await portal(id, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Portal;
  }

  const write = (method: 'PUT' | 'POST', id: string, token: string, csrf: string | undefined, path: string, payload: object) =>
    server.inject({ method, url: `/api/recommend/${id}/${path}`, headers: { 'x-recommender-token': token, ...(csrf ? { 'x-recommender-csrf': csrf } : {}) }, payload });

  const listRequests = async (cookie: string, petitionId: string) => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/recommendation-requests`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RecommendationRequest[];
  };

  it('invites with a 256-bit link whose token is stored only as its hash, and lists the request as invited', async () => {
    const { cookie, petitionId } = await applicant();
    const created = await invite(cookie, petitionId);
    expect(created.status).toBe('invited');
    expect(created.email).toEqual({ state: 'off' });
    expect(Buffer.from(created.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await db().select().from(recommendationRequests).where(eq(recommendationRequests.id, created.requestId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await listRequests(cookie, petitionId);
    expect(listed.map((r) => [r.id, r.status])).toEqual([[created.requestId, 'invited']]);
    // Days from now: RECOMMENDER_LINK_DAYS defaults to 30.
    const days = (Date.parse(listed[0]!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('grants one request: its questionnaire and shared exhibit only; A’s token on B’s request is 404', async () => {
    const { cookie, petitionId, evidence } = await applicant();
    const a = await invite(cookie, petitionId, { sharedEvidenceIds: [evidence[0]!.id] });
    const b = await invite(cookie, petitionId, { recommenderName: 'Alan Turing' });
    const view = await open(a.requestId, a.token);
    expect(view).toMatchObject({ applicantName: APPLICANT, recommenderName: 'Grace Hopper', status: 'opened', keyAchievements: INVITE.keyAchievements });
    expect(view.exhibits.map((e) => [e.id, e.label])).toEqual([[evidence[0]!.id, 'Exhibit 1']]);
    // The shared exhibit's link is signed and short-lived; the other exhibit is nowhere on the page.
    expect(view.exhibits[0]!.url).toMatch(/exp=\d+/);
    expect(JSON.stringify(view)).not.toContain(evidence[1]!.id);
    expect(JSON.stringify(view)).not.toContain(petitionId);

    const crossed = await portal(b.requestId, a.token);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ message: LINK_INVALID_MESSAGE });
    const crossedWrite = await write('PUT', b.requestId, a.token, view.csrf, 'answers', ANSWERS);
    expect(crossedWrite.statusCode).toBe(404);
    expect((await listRequests(cookie, petitionId)).find((r) => r.id === a.requestId)?.status).toBe('opened');
  });

  it('reads revoked, expired and unknown links alike, and a new link replaces the old', async () => {
    const { cookie, petitionId } = await applicant();
    const revoked = await invite(cookie, petitionId);
    const expired = await invite(cookie, petitionId);
    const del = await server.inject({ method: 'DELETE', url: `/api/recommendation-requests/${revoked.requestId}`, headers: { cookie } });
    expect(del.statusCode, del.body).toBe(200);
    await db().update(recommendationRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(recommendationRequests.id, expired.requestId));
    const unknown = await portal(expired.requestId, 'A'.repeat(43));
    const answers = await Promise.all([portal(revoked.requestId, revoked.token), portal(expired.requestId, expired.token), unknown, portal(expired.requestId, undefined)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(JSON.stringify({ message: LINK_INVALID_MESSAGE }));
    }
    const statuses = Object.fromEntries((await listRequests(cookie, petitionId)).map((r) => [r.id, r.status]));
    expect(statuses).toEqual({ [revoked.requestId]: 'revoked', [expired.requestId]: 'expired' });

    const resent = await server.inject({ method: 'POST', url: `/api/recommendation-requests/${expired.requestId}/resend`, headers: { cookie } });
    expect(resent.statusCode, resent.body).toBe(200);
    const link = (resent.json() as CreatedRequest).link;
    const token = link.split('#')[1]!;
    expect(token).not.toBe(expired.token);
    expect((await portal(expired.requestId, expired.token)).statusCode).toBe(404);
    expect((await open(expired.requestId, token)).status).toBe('opened');
  });

  it('refuses a write without the page’s CSRF token, and a 20,000-character answer with a clear limit', async () => {
    const { cookie, petitionId } = await applicant();
    const { requestId, token } = await invite(cookie, petitionId);
    const view = await open(requestId, token);
    const forged = await write('PUT', requestId, token, undefined, 'answers', ANSWERS);
    expect(forged.statusCode).toBe(403);
    const long = await write('PUT', requestId, token, view.csrf, 'answers', { ...ANSWERS, whatTheyDid: 'x'.repeat(20_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ whatTheyDid: 'What they did can be at most 4,000 characters. Shorten it: what you typed is kept on this page.' });
    const saved = await write('PUT', requestId, token, view.csrf, 'answers', ANSWERS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await open(requestId, token)).answers).toEqual(ANSWERS);
  });

  it('signs once: an empty questionnaire and a blank signature are refused; the certificate carries the signed text’s hash', async () => {
    const { cookie, petitionId } = await applicant();
    const { requestId, token } = await invite(cookie, petitionId);
    const { csrf } = await open(requestId, token);
    const sign = (strokes: unknown) => write('POST', requestId, token, csrf, 'sign', { fullName: 'Grace Brewster Hopper', confirmed: true, strokes });
    const empty = await sign(STROKES);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/nothing to sign yet/);

    expect((await write('PUT', requestId, token, csrf, 'answers', ANSWERS)).statusCode).toBe(200);
    const arranged = await write('POST', requestId, token, csrf, 'arrange', {});
    expect(arranged.statusCode, arranged.body).toBe(200);
    const letterText = arranged.json().letterText as string;
    expect(letterText).toContain(ANSWERS.whatTheyDid);
    expect(letterText).toMatch(/^Re: Ada Lovelace\n\nDear Officer,/);

    const blank = await sign([]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ strokes: 'Draw your signature before signing.' });

    const signed = await sign(STROKES);
    expect(signed.statusCode, signed.body).toBe(200);
    const { letterId, sha256 } = signed.json() as { letterId: string; sha256: string };
    expect(sha256).toBe(createHash('sha256').update(letterText).digest('hex'));
    expect((await sign(STROKES)).statusCode).toBe(409);
    expect((await write('PUT', requestId, token, csrf, 'letter', { letterText: 'Changed.' })).statusCode).toBe(409);

    const letters = (await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/recommendation-letters`, headers: { cookie } })).json() as Letter[];
    expect(letters.map((l) => [l.id, l.status, l.letterContent])).toEqual([[letterId, 'final', letterText]]);
    expect((await listRequests(cookie, petitionId))[0]).toMatchObject({ status: 'signed', letterId });
    // The applicant cannot change the signed text, nor move it back to a draft.
    for (const payload of [{ letterContent: 'Better words.' }, { status: 'draft' }]) {
      const patched = await server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${letterId}`, headers: { cookie }, payload });
      expect(patched.statusCode, patched.body).toBe(409);
    }

    expect(letters[0]!.signedByRecommender).toMatchObject({ sha256 });
    const [row] = await db().select().from(recommendationRequests).where(eq(recommendationRequests.id, requestId));
    const stored = await server.deps.store.read(row!.signedPdfPath!);
    const download = await server.inject({ method: 'GET', url: `/api/recommendation-letters/${letterId}/signed-pdf`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(stored)).toBe(true);
    const pdf = await openPdf(stored);
    const lastPage = (await textItems(pdf, pdf.numPages)).map((w) => w.str).join(' ');
    expect(lastPage).toContain('Signature certificate');
    expect(lastPage).toContain(sha256);
    expect(lastPage).toContain('Grace Brewster Hopper');
    const firstPage = (await textItems(pdf, 1)).map((w) => w.str).join(' ');
    expect(firstPage).toContain('She built the first compiler for the Analytical Engine.');
    // Several signings and a PDF read back, on a busy 2-core machine.
  }, 240_000);

  it('refuses an arrangement that puts a claim in the recommender’s mouth', async () => {
    const parties = { applicantName: APPLICANT, recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', ukBundle: false };
    const answers = { ...ANSWERS, ties: ['none' as const] };
    expect(arrangeLetter(answers, parties)).toBe(arrangeAnswers(answers, parties));
    const embellished: Arranger = (a, p) => arrangeAnswers(a, p).replace('Sincerely,', 'She is among the top 1% of engineers in the world.\n\nSincerely,');
    expect(() => arrangeLetter(answers, parties, embellished)).toThrow(/not one of your sentences/);
    const newFact: Arranger = (a, p) => arrangeAnswers(a, p).replace('40 papers', '90 papers');
    expect(() => arrangeLetter(answers, parties, newFact)).toThrow(/90/);
  });

  it('shows the applicant a declared tie the evidence contradicts', async () => {
    const { cookie, petitionId } = await applicant();
    const { requestId, token } = await invite(cookie, petitionId);
    const { csrf } = await open(requestId, token);
    expect((await write('PUT', requestId, token, csrf, 'answers', ANSWERS)).statusCode).toBe(200);
    const [request] = await listRequests(cookie, petitionId);
    expect(request!.tieContradictions).toEqual(["Declared no co-authorship; Exhibit 2 lists them as co-author: 'Ada Lovelace, Grace Hopper'"]);
    expect((await write('PUT', requestId, token, csrf, 'answers', { ...ANSWERS, ties: ['co_authored', 'same_institution'] })).statusCode).toBe(200);
    expect((await listRequests(cookie, petitionId))[0]!.tieContradictions).toEqual([]);
  });

  it('lets the recommender decline with a reason, and keeps another user out', async () => {
    const { cookie, petitionId } = await applicant();
    const other = await applicant();
    const { requestId, token } = await invite(cookie, petitionId);
    const { csrf } = await open(requestId, token);
    expect((await write('POST', requestId, token, csrf, 'decline', { reason: 'I do not know the work well enough.' })).statusCode).toBe(200);
    expect((await listRequests(cookie, petitionId))[0]).toMatchObject({ status: 'declined', declineReason: 'I do not know the work well enough.' });
    expect((await server.inject({ method: 'DELETE', url: `/api/recommendation-requests/${requestId}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/recommendation-requests`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('counts letters signed through the link toward the UK bundle’s 3 letters from 3 organisations', async () => {
    const { cookie, petitionId } = await applicant('UK_GLOBAL_TALENT');
    const organisations = ['Yale University', 'United States Navy', 'Harvard University'];
    for (const [i, organisation] of organisations.entries()) {
      const { requestId, token } = await invite(cookie, petitionId, { recommenderName: `Recommender ${'ABC'[i]} Smith`, recommenderOrganization: organisation });
      const { csrf } = await open(requestId, token);
      expect((await write('PUT', requestId, token, csrf, 'letter', { letterText: 'She built the compiler that my team uses every day.' })).statusCode).toBe(200);
      expect((await write('POST', requestId, token, csrf, 'sign', { fullName: `Recommender ${'ABC'[i]} Smith`, confirmed: true, strokes: STROKES })).statusCode).toBe(200);
    }
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/bundle-checks`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const checks = (res.json() as { checks: Array<{ id: string; ok: boolean; message: string }> }).checks;
    expect(checks.find((c) => c.id === 'letters')).toMatchObject({ ok: true, message: '3 letters from 3 different organisations.' });
    // Three signed PDFs on a busy 2-core machine.
  }, 240_000);

  it('takes the recommender’s own PDF through the evidence checks, refuses another type, and signs it with its pages', async () => {
    const { cookie, petitionId } = await applicant();
    const { requestId, token } = await invite(cookie, petitionId);
    const { csrf } = await open(requestId, token);
    const upload = (bytes: Buffer, name: string, type: string) =>
      server.inject({ method: 'PUT', url: `/api/recommend/${requestId}/upload`, headers: { 'x-recommender-token': token, 'x-recommender-csrf': csrf, 'content-type': type, 'x-file-name': name }, payload: bytes });
    // A photo named like a PDF is what its bytes say it is.
    const png = await upload(makeTextPng('Not a letter'), 'letter.pdf', 'application/pdf');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('Upload your letter as a PDF or a Word document (.docx).');
    const pdf = await upload(await makeTextPdf(['Yale University letterhead', 'I recommend Ada Lovelace without reservation.']), 'letter.pdf', 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().letterText).toContain('I recommend Ada Lovelace without reservation.');
    const signed = await write('POST', requestId, token, csrf, 'sign', { fullName: 'Grace Hopper', confirmed: true, strokes: STROKES });
    expect(signed.statusCode, signed.body).toBe(200);
    const [row] = await db().select().from(recommendationRequests).where(eq(recommendationRequests.id, requestId));
    const doc = await openPdf(await server.deps.store.read(row!.signedPdfPath!));
    // Their page as they made it, the signature page, the certificate.
    expect(doc.numPages).toBe(3);
    expect((await textItems(doc, 1)).map((w) => w.str).join(' ')).toContain('Yale University letterhead');
    expect((await textItems(doc, 3)).map((w) => w.str).join(' ')).toContain('Signature certificate');
    // Text extraction in the isolated worker and a signed PDF, on a busy 2-core machine.
  }, 240_000);
});
