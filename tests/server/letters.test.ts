import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { builtInAuthor } from '../../src/contract/analyst-author';
import { evidenceDocuments, petitions, profiles, recommendationLetters } from '../../server/platform/db/schema';
import type { Letter } from '../../src/contract/entities';
import type { VisaType } from '../../src/contract/visa';
import { DATABASES, useTestServer } from './harness';

const VALID = {
  recommenderName: 'Prof. Grace Hopper',
  recommenderEmail: 'grace@navy.example.org',
  recommenderTitle: 'Professor of Computer Science',
  recommenderOrganization: 'Yale University',
  relationship: 'I supervised her doctoral research for four years.',
  keyAchievements: ['Won the 2018 ACM Doctoral Dissertation Award for her work on compilers'],
};

// Evidence rows are seeded as the analysis job leaves them, so these tests do not
// depend on the upload pipeline.
const EVIDENCE = [
  { n: 1, fileName: 'acm-award.pdf', text: 'You have been selected as the winner of the 2018 ACM Doctoral Dissertation Award for your work on compilers, chosen from 172 nominations by an international committee.' },
  { n: 2, fileName: 'journal-review.pdf', text: 'Thank you for your review of manuscript 1234 for the Journal of Programming Languages. The editorial board appreciates your service as a reviewer.' },
];

describe.each(DATABASES)('recommendation letters on %s', (kind) => {
  const server = useTestServer(kind);

  const db = () => server.deps.database.db;

  async function userWithPetition(opts: { evidence?: boolean; visaType?: VisaType } = {}) {
    const user = await server.signUp();
    const [profile] = await db().insert(profiles).values({ userId: user.userId, fullName: 'Ada Lovelace' }).returning();
    const [petition] = await db().insert(petitions).values({ profileId: profile!.id, visaType: opts.visaType ?? 'EB-1A' }).returning();
    if (opts.evidence !== false) {
      await db().insert(evidenceDocuments).values(
        EVIDENCE.map((e) => ({
          petitionId: petition!.id,
          evidenceNumber: e.n,
          fileName: e.fileName,
          fileUrl: `/objects/u/${user.userId}/${e.n}.pdf`,
          extractedText: e.text,
          processingStatus: 'completed' as const,
          aiDescription: e.text,
          aiTags: [],
        })),
      );
    }
    return { ...user, petitionId: petition!.id };
  }

  const create = (cookie: string, petitionId: string, payload: unknown, key?: string) =>
    server.inject({
      method: 'POST',
      url: `/api/petitions/${petitionId}/recommendation-letters`,
      headers: { cookie, ...(key !== undefined ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });
  const list = async (cookie: string, petitionId: string) => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/recommendation-letters`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as Letter[];
  };
  const rowsOf = (petitionId: string) => db().select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId));

  it('drafts a letter in the recommender’s voice that cites the exhibit proving the achievement', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await create(cookie, petitionId, VALID);
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as Letter;
    expect(letter).toMatchObject({
      petitionId,
      recommenderName: VALID.recommenderName,
      recommenderEmail: VALID.recommenderEmail,
      recommenderTitle: VALID.recommenderTitle,
      recommenderOrganization: VALID.recommenderOrganization,
      relationship: VALID.relationship,
      keyAchievements: VALID.keyAchievements,
      status: 'draft',
    });
    expect(letter).not.toHaveProperty('idempotencyKey');
    expect(letter.letterContent).toContain('My name is Prof. Grace Hopper');
    expect(letter.letterContent).toContain('Ada Lovelace');
    expect(letter.letterContent).toContain('Exhibit 1');
    expect(findExhibitRefs(letter.letterContent).every((n) => [1, 2].includes(n))).toBe(true);
  });

  it('never cites an exhibit the petition does not have, even when the user typed one', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await create(cookie, petitionId, { ...VALID, keyAchievements: ['Reviewed manuscripts for the Journal of Programming Languages (Exhibit 9)'] });
    expect(res.statusCode, res.body).toBe(201);
    const refs = findExhibitRefs((res.json() as Letter).letterContent);
    expect(refs).not.toContain(9);
    expect(refs.every((n) => [1, 2].includes(n))).toBe(true);
  });

  it('refuses to save a letter an analyst wrote citing an invented exhibit', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const real = server.deps.analyst;
    // A remote model can invent references; the route must catch it before saving.
    server.deps.analyst = { ...real, draftLetter: async () => ({ content: 'As Exhibit 7 shows, she is outstanding.', author: builtInAuthor() }) };
    try {
      const res = await create(cookie, petitionId, VALID);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/cited an exhibit that is not in this petition/);
    } finally {
      server.deps.analyst = real;
    }
    expect(await rowsOf(petitionId)).toHaveLength(0);
  });

  it('drafts a letter for a petition with no evidence yet, citing no exhibits', async () => {
    const { cookie, petitionId } = await userWithPetition({ evidence: false });
    const res = await create(cookie, petitionId, { ...VALID, recommenderEmail: '', keyAchievements: [] });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as Letter;
    expect(letter.recommenderEmail).toBeNull();
    expect(findExhibitRefs(letter.letterContent)).toEqual([]);
  });

  it('lists the petition’s letters newest first', async () => {
    const { cookie, petitionId } = await userWithPetition();
    for (const name of ['First Recommender', 'Second Recommender', 'Third Recommender']) {
      expect((await create(cookie, petitionId, { ...VALID, recommenderName: name })).statusCode).toBe(201);
    }
    const letters = await list(cookie, petitionId);
    expect(letters.map((l) => l.recommenderName)).toEqual(['Third Recommender', 'Second Recommender', 'First Recommender']);
  });

  it('returns the same letter when the same Idempotency-Key is sent twice, and a new one for a new key', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const first = await create(cookie, petitionId, VALID, 'outbox-op-1');
    const again = await create(cookie, petitionId, VALID, 'outbox-op-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await rowsOf(petitionId)).toHaveLength(1);

    const other = await create(cookie, petitionId, VALID, 'outbox-op-2');
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await rowsOf(petitionId)).toHaveLength(2);
  });

  it('refuses an Idempotency-Key reused for another letter with 422, keeping the first and drafting nothing', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const first = await create(cookie, petitionId, VALID, 'outbox-op-9');
    expect(first.statusCode).toBe(201);
    // Editing the letter afterwards does not make a replay of the request that created it another request.
    const edited = await server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${first.json().id}`, headers: { cookie }, payload: { letterContent: 'Dear officer, an edited letter.' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const replay = await create(cookie, petitionId, VALID, 'outbox-op-9');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);

    const other = await create(cookie, petitionId, { ...VALID, recommenderName: 'Someone Else' }, 'outbox-op-9');
    expect(other.statusCode, `another letter under a used key was answered ${other.body}`).toBe(422);
    expect(other.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request. Send this letter with a new key.' });
    expect((await rowsOf(petitionId)).map((r) => r.id)).toEqual([first.json().id]);
  });

  it('makes one letter when two replays with the same key arrive at once', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const results = await Promise.all([1, 2, 3].map(() => create(cookie, petitionId, VALID, 'raced-key')));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await rowsOf(petitionId)).toHaveLength(1);
  });

  it('scopes an Idempotency-Key to its petition', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const [profile] = await db().select().from(profiles).innerJoin(petitions, eq(petitions.profileId, profiles.id)).where(eq(petitions.id, petitionId));
    const [second] = await db().insert(petitions).values({ profileId: profile!.profiles.id, visaType: 'O-1A' }).returning();
    const a = await create(cookie, petitionId, VALID, 'shared-key');
    const b = await create(cookie, second!.id, VALID, 'shared-key');
    expect(b.statusCode).toBe(201);
    expect(b.json().petitionId).toBe(second!.id);
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('refuses an over-long Idempotency-Key', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await create(cookie, petitionId, VALID, 'k'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Idempotency-Key can be at most 100 characters' });
    expect(await rowsOf(petitionId)).toHaveLength(0);
  });

  it('answers bad input with the form’s messages and saves nothing', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const cases: Array<[unknown, string]> = [
      [{ ...VALID, recommenderName: '   ' }, 'Name is required'],
      [{ ...VALID, recommenderTitle: '' }, 'Title is required'],
      [{ ...VALID, recommenderOrganization: undefined }, 'Organization is required'],
      [{ ...VALID, relationship: '' }, 'Relationship is required'],
      [{ ...VALID, recommenderEmail: 'not-an-email' }, 'Invalid email'],
      [{ ...VALID, recommenderName: 'x'.repeat(201) }, 'Name can be at most 200 characters'],
      [{ ...VALID, recommenderOrganization: 'x'.repeat(201) }, 'Organization can be at most 200 characters'],
      [{ ...VALID, relationship: 'x'.repeat(2001) }, 'Relationship can be at most 2000 characters'],
      [{ ...VALID, keyAchievements: Array.from({ length: 31 }, (_, i) => `Achievement ${i}`) }, 'At most 30 key achievements'],
      [{ ...VALID, keyAchievements: ['x'.repeat(501)] }, 'Each key achievement can be at most 500 characters'],
      [{ ...VALID, keyAchievements: 'one line' }, 'Key achievements must be a list of text lines'],
      [{ ...VALID, status: 'sent' }, 'Unrecognized key: "status"'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(cookie, petitionId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await rowsOf(petitionId)).toHaveLength(0);
  });

  it('trims fields and drops blank achievement lines', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await create(cookie, petitionId, { ...VALID, recommenderName: '  Alan Turing  ', keyAchievements: ['  Led the compiler team  ', '', '   ', 'Published in the Journal'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recommenderName: 'Alan Turing', keyAchievements: ['Led the compiler team', 'Published in the Journal'] });
  });

  it('deletes a letter', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const { id } = (await create(cookie, petitionId, VALID)).json() as Letter;
    const res = await server.inject({ method: 'DELETE', url: `/api/recommendation-letters/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The recommendation letter has been removed.' });
    expect(await list(cookie, petitionId)).toEqual([]);
    const twice = await server.inject({ method: 'DELETE', url: `/api/recommendation-letters/${id}`, headers: { cookie } });
    expect(twice.statusCode).toBe(404);
  });

  it('answers 404 for another user’s petition and letters, and changes nothing', async () => {
    const owner = await userWithPetition();
    const { id } = (await create(owner.cookie, owner.petitionId, VALID)).json() as Letter;
    const stranger = await userWithPetition();

    const get = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/recommendation-letters`, headers: { cookie: stranger.cookie } });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: 'Petition not found' });
    const post = await create(stranger.cookie, owner.petitionId, VALID);
    expect(post.statusCode).toBe(404);
    const del = await server.inject({ method: 'DELETE', url: `/api/recommendation-letters/${id}`, headers: { cookie: stranger.cookie } });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Letter not found' });
    expect(await rowsOf(owner.petitionId)).toHaveLength(1);

    const bogus = await server.inject({ method: 'DELETE', url: '/api/recommendation-letters/not-a-uuid', headers: { cookie: owner.cookie } });
    expect(bogus.statusCode).toBe(404);
  });

  const patch = (cookie: string, id: string, payload: unknown) =>
    server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${id}`, headers: { cookie }, payload: payload as object });

  it('saves the user’s edited text and a new status, and lists the letter as edited', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const created = (await create(cookie, petitionId, VALID)).json() as Letter;
    const text = `${created.letterContent}\n\nP.S. Her review service for the journal is described in Exhibit 2.`;
    const res = await patch(cookie, created.id, { letterContent: text, status: 'final' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Letter;
    expect(updated).toMatchObject({ id: created.id, letterContent: text, status: 'final', recommenderName: VALID.recommenderName });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await list(cookie, petitionId)).toEqual([updated]);

    const sent = await patch(cookie, created.id, { status: 'sent' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', letterContent: text });
  });

  it('refuses edited text that cites an exhibit the petition lacks, naming the number, and keeps the old text', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const created = (await create(cookie, petitionId, VALID)).json() as Letter;
    const res = await patch(cookie, created.id, { letterContent: 'As Exhibit 2 and Exhibit 7 show, she is outstanding.', status: 'final' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The letter cites Exhibit 7, which is not in this petition. Correct the exhibit number or remove the reference, then save again.' });
    const many = await patch(cookie, created.id, { letterContent: 'See Exhibits 7 and 9.' });
    expect(many.json().message).toMatch(/^The letter cites Exhibits 7 and 9, which are not in this petition\./);
    const [row] = await rowsOf(petitionId);
    expect(row).toMatchObject({ letterContent: created.letterContent, status: 'draft' });
  });

  it('answers bad edits with a readable 400', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const { id } = (await create(cookie, petitionId, VALID)).json() as Letter;
    const cases: Array<[unknown, string]> = [
      [{}, 'Nothing to change'],
      [{ status: 'archived' }, 'Status must be draft, final or sent'],
      [{ letterContent: '   ' }, 'The letter cannot be empty'],
      [{ letterContent: 'x'.repeat(50_001) }, 'The letter can be at most 50000 characters'],
      [{ letterContent: 42 }, 'Invalid input: expected string, received number'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(cookie, id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await rowsOf(petitionId))[0]?.status).toBe('draft');
  });

  it('answers 404 when someone else edits a letter, and changes nothing', async () => {
    const owner = await userWithPetition();
    const { id, letterContent } = (await create(owner.cookie, owner.petitionId, VALID)).json() as Letter;
    const stranger = await userWithPetition();
    for (const payload of [{ status: 'sent' }, { status: 'bogus' }]) {
      const res = await patch(stranger.cookie, id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Letter not found' });
    }
    expect((await patch(owner.cookie, 'not-a-uuid', { status: 'final' })).statusCode).toBe(404);
    expect((await rowsOf(owner.petitionId))[0]).toMatchObject({ status: 'draft', letterContent });
    const anon = await server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${id}`, payload: { status: 'sent' } });
    expect(anon.statusCode).toBe(401);
  });

  it('flags a recommender named in an exhibit on create, list and edit, and not one who is absent', async () => {
    const { cookie, petitionId, userId } = await userWithPetition();
    await db().insert(evidenceDocuments).values({
      petitionId,
      evidenceNumber: 3,
      fileName: 'sparse-attention.pdf',
      fileUrl: `/objects/u/${userId}/3.pdf`,
      extractedText: 'Sparse Attention for Long Documents\nAda Lovelace, Jane Roe and Wei Chen\nAbstract\nWe present a method.',
      processingStatus: 'completed' as const,
      aiDescription: 'A paper on sparse attention.',
      aiTags: [],
    });
    const coauthor = await create(cookie, petitionId, { ...VALID, recommenderName: 'Dr Jane Roe', recommenderOrganization: 'Harvard University', relationship: 'Independent expert' });
    expect(coauthor.statusCode, coauthor.body).toBe(201);
    const flagged = coauthor.json() as Letter;
    expect(flagged.independenceConcerns).toHaveLength(1);
    // The applicant (Ada Lovelace, from the profile) is on the same author line: the tie is named.
    expect(flagged.independenceConcerns[0]).toMatch(/^Co-author: Dr Jane Roe is named in Exhibit 3 \(sparse-attention\.pdf\): 'Ada Lovelace, Jane Roe and Wei Chen'\./);
    expect(flagged.independenceConcerns[0]).toContain('says the recommender is independent, but this exhibit shows a link');
    // The drafted letter itself follows the relationship given.
    expect(flagged.letterContent).not.toMatch(/direct view|worked with|colleague/i);

    const other = (await create(cookie, petitionId, VALID)).json() as Letter;
    expect(other.independenceConcerns).toEqual([]);

    const listed = await list(cookie, petitionId);
    expect(listed.find((l) => l.id === flagged.id)?.independenceConcerns).toEqual(flagged.independenceConcerns);
    expect(listed.find((l) => l.id === other.id)?.independenceConcerns).toEqual([]);
    const edited = await patch(cookie, flagged.id, { status: 'final' });
    expect(edited.json().independenceConcerns).toEqual(flagged.independenceConcerns);
  });

  it('does not flag an expert the press quotes as not involved in the research', async () => {
    const { cookie, petitionId, userId } = await userWithPetition();
    await db().insert(evidenceDocuments).values({
      petitionId,
      evidenceNumber: 3,
      fileName: 'boston-globe.pdf',
      fileUrl: `/objects/u/${userId}/3.pdf`,
      extractedText:
        'Compilers that check themselves\nResearchers led by Ada Lovelace have built a compiler that proves its own output correct, a goal the field has pursued for decades. “It is a remarkable advance,” said Anna Keller, a professor of computer science at ETH Zurich who was not involved in the research.',
      processingStatus: 'completed' as const,
      aiDescription: 'A news article.',
      aiTags: [],
    });
    const res = await create(cookie, petitionId, { ...VALID, recommenderName: 'Prof. Anna Keller', recommenderOrganization: 'ETH Zurich', relationship: 'Independent expert; never collaborated' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Letter).independenceConcerns).toEqual([]);
  });

  it('says the relationship in the first person, and keeps what it cannot say in notes beside the letter', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await create(cookie, petitionId, { ...VALID, relationship: 'Independent expert; met her at a conference in 2019' });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as Letter;
    expect(letter.letterContent).toContain('I write as an independent expert in the field.');
    expect(letter.letterContent).not.toMatch(/My relationship to|conference|3 of 10|one-time major award/);
    expect(letter.notes).toEqual([expect.stringContaining("'met her at a conference in 2019'")]);
    expect((await list(cookie, petitionId))[0]?.notes).toEqual(letter.notes);
  });

  it('answers 401 when no one is signed in', async () => {
    const { petitionId } = await userWithPetition();
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${petitionId}/recommendation-letters`, payload: VALID });
    expect(res.statusCode).toBe(401);
  });
});
