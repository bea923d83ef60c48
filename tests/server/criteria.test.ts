import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criteriaFor } from '../../src/contract/criteria';
import { criteriaReportSchema, type CriteriaReport } from '../../src/contract/criteria-report';
import { petitionSchema } from '../../src/contract/entities';
import { petitions } from '../../server/platform/db/schema';
import { DATABASES, useTestServer } from './harness';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { userWithPetition } from './evidence-helpers';

describe.each(DATABASES)('criteria report on %s', (kind) => {
  const server = useTestServer(kind);

  const generate = (cookie: string, petitionId: string) =>
    server.inject({ method: 'POST', url: `/api/petitions/${petitionId}/criteria-report`, headers: { cookie } });
  const storedPetition = async (id: string) => (await server.deps.database.db.select().from(petitions).where(eq(petitions.id, id)))[0]!;

  it('answers 401 when no one is signed in', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/petitions/00000000-0000-4000-8000-000000000000/criteria-report' });
    expect(res.statusCode).toBe(401);
  });

  it('scores every criterion of the visa from the analysed evidence and saves the report', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE);
    const res = await generate(user.cookie, user.petitionId);
    expect(res.statusCode, res.body).toBe(200);
    const petition = petitionSchema.parse(res.json());
    const report = criteriaReportSchema.parse(petition.criteriaStrengthReport);

    expect(report.criteriaScores.map((s) => s.criteriaId).sort()).toEqual(criteriaFor('O-1A').map((c) => c.id).sort());
    for (const s of report.criteriaScores) {
      expect(s.strength).toBe(s.score >= 70 ? 'strong' : s.score >= 40 ? 'moderate' : 'weak');
      expect(s.reasoning.length).toBeGreaterThan(0);
      expect(s.suggestions.length).toBeGreaterThan(0);
    }
    const awards = report.criteriaScores.find((s) => s.criteriaId === 'o1a_awards')!;
    const salary = report.criteriaScores.find((s) => s.criteriaId === 'o1a_high_salary')!;
    expect(awards.evidenceCount).toBeGreaterThanOrEqual(1);
    expect(awards.keyEvidence).toContain('Exhibit 1: award-letter.pdf');
    expect(awards.score).toBeGreaterThan(salary.score);
    expect(salary).toMatchObject({ evidenceCount: 0, keyEvidence: [], strength: 'weak' });
    expect(report.strategicRecommendations.length).toBeGreaterThan(0);
    expect(report.nextSteps.length).toBeGreaterThan(0);

    // Saved on the row, with the overall score, and the reply is that row.
    const row = await storedPetition(user.petitionId);
    expect(row.criteriaStrengthReport).toEqual(report);
    expect(row.strengthScore).toBe(petition.strengthScore);
    expect(Number.isInteger(row.strengthScore)).toBe(true);
    expect(row.strengthScore).toBeGreaterThan(0);
    const read = await server.inject({ method: 'GET', url: `/api/petitions/${user.petitionId}`, headers: { cookie: user.cookie } });
    expect(read.json()).toEqual(res.json());
  });

  it('uses only analysed, numbered evidence', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, [
      { ...O1A_EVIDENCE[0]!, evidenceNumber: null },
      { ...O1A_EVIDENCE[0]!, evidenceNumber: 4, fileName: 'pending-award.pdf', status: 'processing' },
    ]);
    const res = await generate(user.cookie, user.petitionId);
    expect(res.statusCode, res.body).toBe(200);
    const report = criteriaReportSchema.parse(res.json().criteriaStrengthReport);
    for (const s of report.criteriaScores) expect(s).toMatchObject({ evidenceCount: 0, keyEvidence: [] });
  });

  it('still builds a report, all weak, for a petition with no evidence, and a refresh replaces it', async () => {
    const user = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    const first = await generate(user.cookie, user.petitionId);
    expect(first.statusCode, first.body).toBe(200);
    const empty = criteriaReportSchema.parse(first.json().criteriaStrengthReport);
    expect(empty.criteriaScores).toHaveLength(criteriaFor('UK_GLOBAL_TALENT').length);
    for (const s of empty.criteriaScores) expect(s.strength).toBe('weak');

    await seedEvidence(server, user.petitionId, [
      { evidenceNumber: 1, fileName: 'prize.pdf', category: 'uk_awards', text: O1A_EVIDENCE[0]!.text },
    ]);
    const second = await generate(user.cookie, user.petitionId);
    const refreshed = criteriaReportSchema.parse(second.json().criteriaStrengthReport);
    expect(refreshed.criteriaScores.find((s) => s.criteriaId === 'uk_awards')!.keyEvidence).toContain('Exhibit 1: prize.pdf');
    expect((await storedPetition(user.petitionId)).criteriaStrengthReport).toEqual(refreshed);
  });

  it("answers 404 for another user's petition and leaves it untouched", async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const other = await userWithPetition(server, 'O-1A');
    const res = await generate(other.cookie, owner.petitionId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Petition not found' });
    expect((await storedPetition(owner.petitionId)).criteriaStrengthReport).toBeNull();
    const malformed = await generate(other.cookie, 'not-a-uuid');
    expect(malformed.statusCode).toBe(404);
  });

  it('never saves a report that cites an exhibit the petition does not have', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE.slice(0, 1));
    const real = server.deps.analyst;
    server.deps.analyst = {
      ...real,
      async buildCriteriaReport(input) {
        const out = await real.buildCriteriaReport(input);
        const report: CriteriaReport = { ...out.report, nextSteps: [...out.report.nextSteps, 'Ask the jury chair to confirm Exhibit 9.'] };
        return { ...out, report };
      },
    };
    try {
      const res = await generate(user.cookie, user.petitionId);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/Exhibit 9, which is not in this petition; the report was not saved/);
    } finally {
      server.deps.analyst = real;
    }
    const row = await storedPetition(user.petitionId);
    expect(row.criteriaStrengthReport).toBeNull();
    expect(row.strengthScore).toBeNull();
  });
});
