import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { builtInAuthor } from '../../src/contract/analyst-author';
import { evidenceDocuments, petitions, profiles } from '../../server/platform/db/schema';
import type { CriteriaReport } from '../../src/contract/criteria-report';
import type { VisaType } from '../../src/contract/visa';
import { DATABASES, useTestServer } from './harness';

// Evidence rows are seeded as the analysis job leaves them (text extracted, numbered,
// completed), so these tests do not depend on the upload pipeline.
const EVIDENCE = [
  { n: 1, fileName: 'cv.pdf', text: 'Ada Lovelace. Senior engineer at Analytical Engines Ltd since 2015. Education: University of London, BSc Mathematics. Skills: compilers, numerical methods.' },
  { n: 2, fileName: 'royal-society-medal.pdf', text: 'The Royal Society is pleased to inform you that the Council has awarded you the Gold Medal for 2021. The medal recognises an outstanding contribution to the mathematical sciences. Only two medals are awarded each year.' },
  { n: 3, fileName: 'press-article.pdf', text: 'The Daily Telegraph profiled the engineer in March 2022. The article describes how her compiler reduced energy use in data centres by thirty percent.' },
];

const REPORT: CriteriaReport = {
  criteriaScores: [
    { criteriaId: 'eb1a_awards', criteriaTitle: 'Awards', score: 82, strength: 'strong', reasoning: 'A national medal.', evidenceCount: 1, keyEvidence: [], suggestions: ['Add the selection criteria of the medal.'] },
    { criteriaId: 'eb1a_press', criteriaTitle: 'Published Material', score: 45, strength: 'moderate', reasoning: 'One article.', evidenceCount: 1, keyEvidence: [], suggestions: [] },
  ],
  strategicRecommendations: ['Collect more press.'],
  nextSteps: ['Ask the Royal Society for a letter about the medal.'],
};

describe.each(DATABASES)('petition chat on %s', (kind) => {
  const server = useTestServer(kind);

  const db = () => server.deps.database.db;

  type Seed = { n: number; fileName: string; text: string; category?: string; kind?: string };

  async function seedPetition(profileId: string, userId: string, evidence: Seed[], visaType: VisaType = 'EB-1A') {
    const [petition] = await db().insert(petitions).values({ profileId, visaType }).returning();
    if (evidence.length > 0) {
      await db().insert(evidenceDocuments).values(
        evidence.map((e) => ({
          petitionId: petition!.id,
          evidenceNumber: e.n,
          fileName: e.fileName,
          fileUrl: `/objects/u/${userId}/${e.n}.pdf`,
          extractedText: e.text,
          category: e.category ?? null,
          aiAnalysis: e.kind ? { kind: e.kind } : null,
          processingStatus: 'completed' as const,
        })),
      );
    }
    return petition!.id;
  }

  async function userWithPetition(evidence: Seed[] = EVIDENCE) {
    const user = await server.signUp();
    const [profile] = await db().insert(profiles).values({ userId: user.userId, fullName: 'Ada Lovelace' }).returning();
    const petitionId = await seedPetition(profile!.id, user.userId, evidence);
    return { ...user, profileId: profile!.id, petitionId };
  }

  const ask = (cookie: string, petitionId: string, payload: unknown) =>
    server.inject({ method: 'POST', url: `/api/petitions/${petitionId}/chat`, headers: { cookie }, payload: payload as object });

  it('answers from the one document that holds the answer and cites it as its exhibit', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await ask(cookie, petitionId, { question: 'Which medal did the Royal Society award me?' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toContain('Gold Medal');
    expect(answer).toContain('Exhibit 2');
    expect(findExhibitRefs(answer)).toEqual([2]);
  });

  it('still finds the answer when the question’s words are not all in one document', async () => {
    const { cookie, petitionId } = await userWithPetition();
    // 'newspaper' appears nowhere, so the all-terms search finds nothing; any-term search finds the article.
    const res = await ask(cookie, petitionId, { question: 'What newspaper article mentions my compiler reducing energy use?' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toContain('Exhibit 3');
    expect(answer).toContain('energy use');
  });

  it('summarises an exhibit by number even when a search of the question finds nothing', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await ask(cookie, petitionId, { question: 'Summarise Exhibit 3' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toContain('**Exhibit 3 (press-article.pdf)**');
    expect(answer).toContain('> The Daily Telegraph profiled the engineer in March 2022.');
    expect(findExhibitRefs(answer)).toEqual([3]);
    const absent = (await ask(cookie, petitionId, { question: 'Summarise Exhibit 7' })).json() as { answer: string };
    expect(absent.answer).toContain('This petition has no exhibit numbered 7; its exhibits are 1\u20133.');
    expect(findExhibitRefs(absent.answer)).toEqual([]);
  });

  it("lists a criterion's exhibits by their stored category, and reads the salary from the pay letter", async () => {
    const { cookie, petitionId } = await userWithPetition([
      { ...EVIDENCE[0]!, category: 'cv', kind: 'cv', text: `${EVIDENCE[0]!.text} Salary: $40,000 as a junior engineer in 2010.` },
      { ...EVIDENCE[1]!, category: 'eb1a_awards', kind: 'award' },
      { ...EVIDENCE[2]!, category: 'eb1a_press', kind: 'press_article', text: `${EVIDENCE[2]!.text} She also won a prize for the compiler.` },
      { n: 4, fileName: 'offer.pdf', category: 'eb1a_high_salary', kind: 'employment_letter', text: 'Analytical Engines Ltd confirms your annual salary of $310,000 from 1 April 2023. This places you among the best paid engineers in the country.' },
    ]);
    const awards = (await ask(cookie, petitionId, { question: 'Which exhibits support the awards criterion?' })).json() as { answer: string };
    const [filed, also] = awards.answer.split('_Based on:')[0]!.split('filed elsewhere');
    expect(filed).toMatch(/^\*\*Awards\*\*: 1 exhibit is filed under it\./);
    expect(findExhibitRefs(filed!)).toEqual([2]);
    expect(findExhibitRefs(also ?? '')).toEqual([3]);
    const salary = (await ask(cookie, petitionId, { question: 'What does my salary letter say?' })).json() as { answer: string };
    expect(salary.answer).toContain('Analytical Engines Ltd confirms your annual salary of $310,000 from 1 April 2023.');
    expect(salary.answer).not.toContain('$40,000');
    expect(findExhibitRefs(salary.answer)).toEqual([4]);
  });

  it('says plainly when nothing in the evidence answers the question', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const res = await ask(cookie, petitionId, { question: 'Do I hold any patents on quantum cryptography?' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toContain('I could not find this in your uploaded evidence.');
    expect(findExhibitRefs(answer)).toEqual([]);
  });

  it('tells a user without evidence to upload some', async () => {
    const { cookie, petitionId } = await userWithPetition([]);
    const res = await ask(cookie, petitionId, { question: 'When did I receive the Gold Medal?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toContain('You have not uploaded any evidence yet.');
  });

  it('searches only this petition’s evidence', async () => {
    const user = await userWithPetition(EVIDENCE.slice(0, 1));
    // The user's other petition holds the medal letter, numbered differently.
    await seedPetition(user.profileId, user.userId, [{ ...EVIDENCE[1]!, n: 7 }]);
    const res = await ask(user.cookie, user.petitionId, { question: 'Which medal did the Royal Society award me?' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).not.toContain('Gold Medal');
    expect(findExhibitRefs(answer)).toEqual([]);
  });

  it('answers a strength question from the petition’s criteria report', async () => {
    const { cookie, petitionId } = await userWithPetition();
    await db().update(petitions).set({ criteriaStrengthReport: REPORT }).where(eq(petitions.id, petitionId));
    const res = await ask(cookie, petitionId, { question: 'How strong is my petition?' });
    expect(res.statusCode, res.body).toBe(200);
    const { answer } = res.json() as { answer: string };
    expect(answer).toContain('Awards (82%)');
    expect(answer).toContain('your criteria report');
  });

  it('copes with search syntax and quotes in the question', async () => {
    const { cookie, petitionId } = await userWithPetition();
    for (const question of ['"gold medal" -silver OR (royal', "it's a medal'; DROP TABLE evidence_documents; --", '&&& ||| !!! :*', 'the of and']) {
      const res = await ask(cookie, petitionId, { question });
      expect(res.statusCode, `${question}: ${res.body}`).toBe(200);
      expect(findExhibitRefs(res.json().answer).every((n) => [1, 2, 3].includes(n))).toBe(true);
    }
    const rows = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));
    expect(rows).toHaveLength(3);
  });

  it('refuses an answer that cites an exhibit the petition does not have', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const real = server.deps.analyst;
    server.deps.analyst = { ...real, answerQuestion: async () => ({ answer: 'Exhibit 12 proves it.', author: builtInAuthor() }) };
    try {
      const res = await ask(cookie, petitionId, { question: 'Which medal did I win?' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/cited an exhibit that is not in this petition/);
    } finally {
      server.deps.analyst = real;
    }
  });

  it('refuses empty, blank and over-long questions with a readable message', async () => {
    const { cookie, petitionId } = await userWithPetition();
    const cases: Array<[unknown, string]> = [
      [{ question: '' }, 'Question is required'],
      [{ question: '   \n\t ' }, 'Question is required'],
      [{}, 'Question is required'],
      [{ question: 42 }, 'Question is required'],
      [{ question: 'x'.repeat(20_000) }, 'Question is too long (max 4000 characters).'],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(cookie, petitionId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const padded = await ask(cookie, petitionId, { question: `  ${'medal '.repeat(666)}  ` });
    expect(padded.statusCode).toBe(200);
  });

  it('answers 404 for another user’s petition and 401 when signed out', async () => {
    const owner = await userWithPetition();
    const stranger = await userWithPetition();
    const res = await ask(stranger.cookie, owner.petitionId, { question: 'Which medal did I win?' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Petition not found' });
    const anon = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/chat`, payload: { question: 'Hi' } });
    expect(anon.statusCode).toBe(401);
  });
});
