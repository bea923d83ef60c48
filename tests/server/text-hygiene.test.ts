import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseDocuments, evidenceDocuments, profiles, recommendationLetters, users } from '../../server/platform/db/schema';
import { makeTextPdf, makeZip } from '../fixtures/make-fixtures';
import { DATABASES, TEST_PASSWORD, useTestServer } from './harness';
import { addEvidence, listEvidence, uploadBytes, userWithPetition, type Owner } from './evidence-helpers';

/** The object path of an upload (what PUT /api/cv takes), without the upload grant. */
const objectPathOf = (uploadUrl: string) => new URL(uploadUrl, 'http://localhost').pathname;

// Issue 11 finding 8: a NUL (or another C0 control) in any text field gave a 500 and a logged
// query with its parameters. Every write route with text now strips it or answers 400.

const NUL = '\u0000';
const RLO = '\u202e';

type Case = {
  route: string;
  /** Sends the request for a fresh user; returns the response and what was stored. */
  send: (owner: Owner) => Promise<{ status: number; body: string; stored: () => Promise<unknown> }>;
};

describe.each(DATABASES)('control characters in text fields on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;
  const call = async (owner: Owner, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const res = await server.inject({ method, url, headers: { cookie: owner.cookie }, payload });
    return { status: res.statusCode, body: res.body };
  };
  const letterOf = async (owner: Owner) => {
    const res = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/recommendation-letters`,
      headers: { cookie: owner.cookie },
      payload: { recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale', relationship: 'Supervisor', keyAchievements: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const profileOf = (owner: Owner) => db().select().from(profiles).where(eq(profiles.userId, owner.userId));
  const lettersOf = (owner: Owner) => db().select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, owner.petitionId));
  const evidenceOf = (owner: Owner) => db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, owner.petitionId));

  const cases: Case[] = [
    {
      route: 'POST /api/profile (full name)',
      send: async (o) => ({ ...(await call(o, 'POST', '/api/profile', { fullName: `Ada${NUL} Love\u0007lace`, otherLinks: [] })), stored: () => profileOf(o) }),
    },
    {
      route: 'POST /api/profile (a link)',
      send: async (o) => ({ ...(await call(o, 'POST', '/api/profile', { fullName: 'Ada', otherLinks: [`https://example.org/a${NUL}b`] })), stored: () => profileOf(o) }),
    },
    {
      route: 'PUT /api/cv (file name)',
      send: async (o) => {
        const cvUrl = objectPathOf(await uploadBytes(server, o.cookie, await makeTextPdf(['Ada Lovelace', 'Curriculum vitae'])));
        return { ...(await call(o, 'PUT', '/api/cv', { cvUrl, cvFileName: `cv${NUL}.pdf` })), stored: () => profileOf(o) };
      },
    },
    {
      route: 'POST /api/petitions (profile id)',
      send: async (o) => ({ ...(await call(o, 'POST', '/api/petitions', { profileId: `x${NUL}`, visaType: 'O-1A' })), stored: async () => null }),
    },
    {
      route: 'POST /api/petitions/:id/evidence (mime type)',
      send: async (o) => {
        const fileUrl = await uploadBytes(server, o.cookie, Buffer.from('Ada reviewed papers for the programme committee.'), '.txt');
        return { ...(await call(o, 'POST', `/api/petitions/${o.petitionId}/evidence`, { fileName: 'notes.txt', fileUrl, mimeType: `text/plain${NUL}` })), stored: () => evidenceOf(o) };
      },
    },
    {
      route: 'PATCH /api/evidence/:id (description and notes)',
      send: async (o) => {
        const e = await addEvidence(server, o, 'notes.txt', Buffer.from('Ada judged the national prize.'), '.txt');
        return { ...(await call(o, 'PATCH', `/api/evidence/${e.id}`, { aiDescription: `Judging${NUL} record`, userNotes: `see${NUL}page 2` })), stored: () => evidenceOf(o) };
      },
    },
    {
      route: 'POST /api/petitions/:id/recommendation-letters (every field)',
      send: async (o) => ({
        ...(await call(o, 'POST', `/api/petitions/${o.petitionId}/recommendation-letters`, {
          recommenderName: `Grace${NUL} Hopper`,
          recommenderTitle: `Prof${NUL}essor`,
          recommenderOrganization: `Ya${NUL}le`,
          relationship: `Super${NUL}visor`,
          keyAchievements: [`Won${NUL} the prize`],
        })),
        stored: () => lettersOf(o),
      }),
    },
    {
      route: 'PATCH /api/recommendation-letters/:id (content)',
      send: async (o) => {
        const id = await letterOf(o);
        return { ...(await call(o, 'PATCH', `/api/recommendation-letters/${id}`, { letterContent: `Dear officer,${NUL}\r\nI recommend Ada.` })), stored: () => lettersOf(o) };
      },
    },
    {
      route: 'POST /api/petitions/:id/chat (question)',
      send: async (o) => ({ ...(await call(o, 'POST', `/api/petitions/${o.petitionId}/chat`, { question: `Which awards${NUL} did Ada win?` })), stored: async () => null }),
    },
    {
      route: 'POST /api/petitions/:id/generate-statement (instructions)',
      send: async (o) => ({
        ...(await call(o, 'POST', `/api/petitions/${o.petitionId}/generate-statement`, { criteriaId: 'o1a_awards', criteriaTitle: `Awards${NUL}`, instructions: `Stress${NUL} the jury.` })),
        stored: () => db().select().from(caseDocuments).where(eq(caseDocuments.petitionId, o.petitionId)),
      }),
    },
  ];

  it.each(cases)('$route: the control character is gone or the request is refused with a message, never a 500', async ({ send }) => {
    const owner = await userWithPetition(server);
    const { status, body, stored } = await send(owner);
    expect(status, body).not.toBe(500);
    if (status === 400) {
      expect((JSON.parse(body) as { message: string }).message).toMatch(/control character/);
      return;
    }
    expect(status, body).toBeLessThan(300);
    expect(body).not.toMatch(/\\u0000|\\u0007/);
    expect(JSON.stringify(await stored())).not.toMatch(/\\u0000|\\u0007|\\r/);
  });

  it('sign-up and sign-in with a NUL answer with the form, not a 500', async () => {
    const email = `nul${Date.now()}@example.com`;
    const signUp = await server.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, firstName: `Ada${NUL}`, lastName: `Love${NUL}lace` },
    });
    expect(signUp.statusCode, signUp.body).toBe(303); // signed in, on to profile setup (docs/decisions/014)
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect([user?.firstName, user?.lastName]).toEqual(['Ada', 'Lovelace']);
    const signIn = await server.inject({ method: 'POST', url: '/api/login', payload: { email: `ada${NUL}@example.com`, password: 'whatever it is' } });
    expect(signIn.statusCode, signIn.body).toBe(400);
  });

  it('a CR LF in the sign-in return address cannot split the redirect: the user lands on /', async () => {
    const { email } = await server.signUp();
    const res = await server.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD, returnTo: '/dashboard\r\nX-Evil: 1' } });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['x-evil']).toBeUndefined();
  });

  it('a NUL in a path parameter is refused, not passed to the database', async () => {
    const owner = await userWithPetition(server);
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}%00/evidence`, headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'id: The id must not contain control characters' });
  });

  it('a NUL in a query string is refused, not passed to the database', async () => {
    const owner = await userWithPetition(server);
    const path = `/objects/u/${owner.userId}/${'a'.repeat(64)}.pdf`;
    const res = await server.inject({ method: 'PUT', url: `${path}?grant=x%00`, headers: { cookie: owner.cookie, 'content-type': 'application/pdf' }, payload: Buffer.from('%PDF-1.4') });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'grant: The upload link must not contain control characters' });
  });

  it('a right-to-left override is removed from registered, imported and CV file names', async () => {
    const owner = await userWithPetition(server);
    // Shown as 'txt.exe' reversed: the name must not be able to hide its real extension.
    const fileUrl = await uploadBytes(server, owner.cookie, Buffer.from('Ada chaired the review panel of the prize.'), '.txt');
    const reg = await call(owner, 'POST', `/api/petitions/${owner.petitionId}/evidence`, { fileName: `report${RLO}exe.txt`, fileUrl });
    expect(reg.status, reg.body).toBe(200);

    const zip = await makeZip([{ name: `press\u2066${RLO}fdp.txt`, data: Buffer.from('The Times featured Ada in an interview.') }]);
    const boundary = '----exhibitrlo';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="zipFile"; filename="e.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      zip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/evidence/upload-zip`,
      headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await listEvidence(server, owner)).map((e) => e.fileName).sort()).toEqual(['pressfdp.txt', 'reportexe.txt']);

    const cvUrl = objectPathOf(await uploadBytes(server, owner.cookie, await makeTextPdf(['Ada Lovelace', 'CV'])));
    const cv = await call(owner, 'PUT', '/api/cv', { cvUrl, cvFileName: `cv\u200f${RLO}fdp.pdf` });
    expect(cv.status, cv.body).toBe(200);
    expect((JSON.parse(cv.body) as { cvFileName: string }).cvFileName).toBe('cvfdp.pdf');
    expect((await profileOf(owner))[0]?.cvFileName).toBe('cvfdp.pdf');
  });

  it('a recommender named with a right-to-left override is stored, listed and exported without it', async () => {
    const owner = await userWithPetition(server);
    const res = await call(owner, 'POST', `/api/petitions/${owner.petitionId}/recommendation-letters`, {
      recommenderName: `Grace ${RLO}reppoH`,
      recommenderTitle: `Prof\u2066essor\u2069`,
      recommenderOrganization: `Ya\u200ble`,
      relationship: 'Colleague',
    });
    expect(res.status, res.body).toBe(201);
    const [stored] = await lettersOf(owner);
    expect([stored?.recommenderName, stored?.recommenderTitle, stored?.recommenderOrganization]).toEqual(['Grace reppoH', 'Professor', 'Yale']);
    const docx = await server.inject({ method: 'GET', url: `/api/recommendation-letters/${stored?.id}/docx`, headers: { cookie: owner.cookie } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).not.toMatch(/\u202e|%E2%80%AE/i);
  });

  it('keeps tabs and newlines, and turns a CR LF into a newline', async () => {
    const owner = await userWithPetition(server);
    const e = await addEvidence(server, owner, 'notes.txt', Buffer.from('Ada judged the national prize.'), '.txt');
    const res = await call(owner, 'PATCH', `/api/evidence/${e.id}`, { userNotes: 'line one\r\n\tline two\rline three' });
    expect(res.status, res.body).toBe(200);
    expect((JSON.parse(res.body) as { userNotes: string }).userNotes).toBe('line one\n\tline two\nline three');
  });
});
