import { describe, expect, it } from 'vitest';
import { criteriaReportSchema } from '../../src/contract/criteria-report';
import { petitionStrength } from '../../src/contract/strength';
import { petitionSchema } from '../../src/contract/entities';
import { DATABASES, useTestServer } from './harness';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { userWithPetition } from './evidence-helpers';

// One strength number: the dashboard (GET /api/petitions) and the petition page
// (GET /api/petitions/{id}) read the same stored strengthScore, and it is the
// petition page's definition (the rounded mean of the report's criteria scores).
describe.each(DATABASES)('petition strength on %s', (kind) => {
  const server = useTestServer(kind);

  it('stores the mean of the criteria scores, and the list and the petition give the same number', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE);
    const made = await server.inject({ method: 'POST', url: `/api/petitions/${user.petitionId}/criteria-report`, headers: { cookie: user.cookie } });
    expect(made.statusCode, made.body).toBe(200);

    const one = petitionSchema.parse((await server.inject({ method: 'GET', url: `/api/petitions/${user.petitionId}`, headers: { cookie: user.cookie } })).json());
    const list = petitionSchema.array().parse((await server.inject({ method: 'GET', url: '/api/petitions', headers: { cookie: user.cookie } })).json());
    const listed = list.find((p) => p.id === user.petitionId);
    const report = criteriaReportSchema.parse(one.criteriaStrengthReport);

    const expected = petitionStrength(report);
    expect(expected, 'the report has criteria scores').not.toBeNull();
    expect(one.strengthScore, 'the petition page strength').toBe(expected);
    expect(listed?.strengthScore, 'the dashboard card strength').toBe(expected);
  });
});
