import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINAL_MERITS, type CriteriaReport } from '../../src/contract/criteria-report';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { caseDocuments, evidenceDocuments, petitions, recommendationLetters } from '../../server/platform/db/schema';
import { seedEvidence } from './criteria-seed';
import { listEvidence, userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useTestServer } from './harness';

// PUT /api/petitions/{id}/exhibit-order against the real server and database: the numbers change in
// one transaction and every stored citation still points at the document it pointed at (decision 022).

const STATEMENT = [
  '## Awards',
  'The award (Exhibit 1) and the press piece (Exhibit 3) show acclaim.',
  'Exhibits 3 and 5 are articles; Exhibits 1, 2 and 4 are letters.',
  'The record runs across Exhibits 2–4.',
  '> "Our own Exhibit no. 3 is attached." — Exhibit 5',
  'The Exhibition 3 catalogue is at https://example.org/Exhibit 3.',
].join('\n');
const LETTER = 'Dear officer,\n\nI have read Exhibit 5 and Exhibits 3-5. Her award (see Exhibit 1) is rare; Exhibit 4 confirms it.';
const NOTES = 'Pair with Exhibit 3; contradicts nothing in Exhibit 2.';

const report: CriteriaReport = {
  criteriaScores: [
    { criteriaId: 'o1a_awards', criteriaTitle: 'Awards', score: 70, strength: 'moderate', reasoning: 'Exhibit 1 is filed under this criterion. Exhibits 3 and 5 mention it.', evidenceCount: 2, keyEvidence: ['Exhibit 1: award.pdf', 'Exhibit 5: article-b.pdf'], suggestions: ['Add the jury list to Exhibit 1.'] },
  ],
  strategicRecommendations: ['Lead with Exhibits 1–3.'],
  nextSteps: ['Ask the author of Exhibit 4 for a second letter.'],
};

describe.each(DATABASES)('exhibit order on %s', (kind) => {
  const server = useTestServer(kind);

  const db = () => server.deps.database.db;
  const put = (owner: Pick<Owner, 'cookie' | 'petitionId'>, payload: unknown, headers: Record<string, string> = {}) =>
    server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, headers: { cookie: owner.cookie, ...headers }, payload: payload as object });

  /** A petition with five exhibits and every kind of text citing them. */
  async function seeded() {
    const owner = await userWithPetition(server);
    const rows = await seedEvidence(
      server,
      owner.petitionId,
      ['award', 'letter-a', 'article-a', 'letter-b', 'article-b'].map((name, i) => ({
        evidenceNumber: i + 1,
        fileName: `${name}.pdf`,
        category: i === 0 ? 'o1a_awards' : 'other',
        text: `Document ${name}. Our own Exhibit 3 is attached.`,
      })),
    );
    // The analyst's descriptions never cite (a document's own 'Exhibit 3' is neutralised); a user's may.
    await db().update(evidenceDocuments).set({ aiDescription: 'A document of the record.' }).where(eq(evidenceDocuments.petitionId, owner.petitionId));
    await db().update(evidenceDocuments).set({ userNotes: NOTES }).where(eq(evidenceDocuments.id, rows[0]!.id));
    await db().update(evidenceDocuments).set({ aiDescription: 'The letter that explains Exhibit 5.', userSetFields: ['description'] }).where(eq(evidenceDocuments.id, rows[1]!.id));
    await db().insert(caseDocuments).values([
      { petitionId: owner.petitionId, title: 'Awards statement', content: STATEMENT, type: 'statement', criteriaId: 'o1a_awards', metadata: { wordCount: 40, notes: ['Drafted from 3 exhibits (Exhibits 1, 3 and 5).'] } },
      { petitionId: owner.petitionId, title: 'Final merits', content: 'No citations here.', type: 'statement', criteriaId: FINAL_MERITS },
    ]);
    await db().insert(recommendationLetters).values({
      petitionId: owner.petitionId,
      recommenderName: 'Grace Hopper',
      recommenderTitle: 'Professor',
      recommenderOrganization: 'Navy',
      relationship: 'Colleague',
      keyAchievements: ['The prize in Exhibit 1'],
      letterContent: LETTER,
    });
    await db().update(petitions).set({ criteriaStrengthReport: report }).where(eq(petitions.id, owner.petitionId));
    return { owner, ids: rows.map((r) => r.id) };
  }

  /** Every stored text of the petition, each line with the documents it cites (by id, not number). */
  async function citedDocuments(petitionId: string) {
    const evidence = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));
    const idOf = new Map(evidence.map((e) => [e.evidenceNumber, e.id]));
    const docs = await db().select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId));
    const letters = await db().select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId));
    const [petition] = await db().select().from(petitions).where(eq(petitions.id, petitionId));
    const texts: Record<string, string> = {};
    for (const d of docs) texts[`doc:${d.title}`] = `${d.content}\n${JSON.stringify(d.metadata)}`;
    for (const l of letters) texts[`letter:${l.recommenderName}`] = `${l.letterContent}\n${l.keyAchievements.join('\n')}`;
    texts.report = JSON.stringify(petition?.criteriaStrengthReport).replace(/","/g, '"\n"');
    for (const e of evidence) texts[`notes:${e.fileName}`] = `${e.userNotes ?? ''}\n${e.aiDescription ?? ''}`;
    // A URL is an address, not a citation ('https://example.org/Exhibit 3').
    const cites = (line: string) => findExhibitRefs(line.replace(/\S+:\/\/\S+/g, ''));
    const cited = Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, t.split(/\n|;|\. /).map((line) => cites(line).map((n) => idOf.get(n) ?? `missing ${n}`).sort())]));
    return { cited, texts, evidence };
  }

  it('renumbers through a swap and a 3-cycle, and every citation still names the same document', async () => {
    const { owner, ids } = await seeded();
    const before = await citedDocuments(owner.petitionId);
    // Old → new: 3→5 and 5→3 (a swap); 1→2, 2→4, 4→1 (a cycle).
    const order = [ids[3]!, ids[0]!, ids[4]!, ids[1]!, ids[2]!];
    const res = await put(owner, { evidenceIds: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ numbers: order.map((evidenceId, i) => ({ evidenceId, evidenceNumber: i + 1 })), textsRewritten: 5 });

    const listed = await listEvidence(server, owner);
    expect(listed.map((e) => [e.id, e.evidenceNumber])).toEqual(order.map((id, i) => [id, i + 1]));
    const after = await citedDocuments(owner.petitionId);
    expect(after.cited).toEqual(before.cited);

    // The exact texts: lists keep their order, ranges become the new numbers, non-citations stay.
    const statement = after.texts['doc:Awards statement']!;
    expect(statement).toContain('The award (Exhibit 2) and the press piece (Exhibit 5) show acclaim.');
    expect(statement).toContain('Exhibits 5 and 3 are articles; Exhibits 2, 4 and 1 are letters.');
    expect(statement).toContain('The record runs across Exhibits 1, 4 and 5.');
    expect(statement).toContain('> "Our own Exhibit no. 3 is attached." — Exhibit 3');
    expect(statement).toContain('The Exhibition 3 catalogue is at https://example.org/Exhibit 3.');
    expect(after.texts['letter:Grace Hopper']).toContain('I have read Exhibit 3 and Exhibits 1, 3 and 5. Her award (see Exhibit 2) is rare; Exhibit 1 confirms it.');
    expect(after.texts['notes:letter-a.pdf']).toBe('\nThe letter that explains Exhibit 3.');
    expect(after.texts['doc:Final merits']).toBe(before.texts['doc:Final merits']);
    // A document's own text is never rewritten: its 'Exhibit 3' is its own attachment.
    expect(after.evidence.every((e) => e.extractedText?.endsWith('Our own Exhibit 3 is attached.'))).toBe(true);

    // Applying the same order again changes nothing.
    const again = await put(owner, { evidenceIds: order });
    expect(again.json()).toMatchObject({ textsRewritten: 0, message: 'The exhibits were already in this order' });
    expect((await citedDocuments(owner.petitionId)).texts).toEqual(after.texts);
  });

  it('refuses an order that is not exactly the petition\'s exhibits with a readable 400, and changes nothing', async () => {
    const { owner, ids } = await seeded();
    const { ids: otherIds } = await seeded();
    const before = await citedDocuments(owner.petitionId);
    const cases: Array<[unknown, RegExp]> = [
      [{ evidenceIds: ids.slice(0, 4) }, /leaves out 1 exhibit of this petition/],
      [{ evidenceIds: [...ids, ids[0]] }, /Each exhibit must appear once/],
      [{ evidenceIds: [...ids.slice(0, 4), otherIds[0]] }, /1 document that is not evidence of this petition/],
      [{ evidenceIds: [...ids, '00000000-0000-4000-8000-000000000000'] }, /not evidence of this petition/],
      [{ evidenceIds: 'all' }, /evidenceIds must be a list/],
      [{ evidenceIds: ids, extra: 1 }, /extra/i],
      [{}, /evidenceIds/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(owner, payload);
      const what = JSON.stringify(payload).slice(0, 80);
      expect(res.statusCode, what).toBe(400);
      expect((res.json() as { message: string }).message, what).toMatch(message);
      expect(res.body, what).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await citedDocuments(owner.petitionId)).toEqual(before);
  });

  it("answers 404 for another user's petition, 401 signed out, 403 from a foreign page, and changes nothing", async () => {
    const { owner, ids } = await seeded();
    const stranger = await userWithPetition(server);
    const before = await citedDocuments(owner.petitionId);
    const reversed = [...ids].reverse();
    const theirs = await put({ cookie: stranger.cookie, petitionId: owner.petitionId }, { evidenceIds: reversed });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Petition not found' });
    expect((await put({ cookie: owner.cookie, petitionId: 'not-a-uuid' }, { evidenceIds: reversed })).statusCode).toBe(404);
    expect((await put({ cookie: '', petitionId: owner.petitionId }, { evidenceIds: reversed })).statusCode).toBe(401);
    expect((await put(owner, { evidenceIds: reversed }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await citedDocuments(owner.petitionId)).toEqual(before);
  });
});
