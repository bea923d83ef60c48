import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENDEAVOR_MAX_WORDS, ENDEAVOR_NOT_NIW_MESSAGE, ENDEAVOR_REQUIRED_MESSAGE, ENDEAVOR_TOO_LONG_MESSAGE } from '../../src/contract/endeavor';
import { runStatementJob, StatementError } from '../../server/modules/statements/job';
import { petitions } from '../../server/platform/db/schema';
import { DATABASES, useTestServer } from './harness';

// Issue 36 item 2: an EB-2 NIW petition keeps the applicant's proposed endeavor exactly as written.
describe.each(DATABASES)('the proposed endeavor on %s', (kind) => {
  const server = useTestServer(kind);

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function petitionOf(visaType: string) {
    const user = await server.signUp();
    const profile = await call(user.cookie, 'POST', '/api/profile', { fullName: 'Ada Lovelace', otherLinks: [] });
    expect(profile.statusCode, profile.body).toBe(200);
    const res = await call(user.cookie, 'POST', '/api/petitions', { profileId: (profile.json() as { id: string }).id, visaType });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie: user.cookie, id: (res.json() as { id: string }).id };
  }

  const save = (cookie: string, id: string, proposedEndeavor: unknown) =>
    call(cookie, 'PUT', `/api/petitions/${encodeURIComponent(id)}/proposed-endeavor`, { proposedEndeavor });

  const ENDEAVOR = 'I will develop open-source flood-forecasting software for county emergency managers across the United States.';

  it('saves the text as typed (trimmed), reads it back with the petition, and clears it when blank', async () => {
    const niw = await petitionOf('EB-2 NIW');
    const fresh = await call(niw.cookie, 'GET', `/api/petitions/${niw.id}`);
    expect(fresh.json()).toMatchObject({ visaType: 'EB-2 NIW', proposedEndeavor: null });

    const saved = await save(niw.cookie, niw.id, `  ${ENDEAVOR}\r\nSecond paragraph.  `);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: niw.id, proposedEndeavor: `${ENDEAVOR}\nSecond paragraph.` });
    expect((await call(niw.cookie, 'GET', `/api/petitions/${niw.id}`)).json()).toMatchObject({ proposedEndeavor: `${ENDEAVOR}\nSecond paragraph.` });

    const cleared = await save(niw.cookie, niw.id, '   ');
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [row] = await server.deps.database.db.select({ e: petitions.proposedEndeavor }).from(petitions).where(eq(petitions.id, niw.id));
    expect(row?.e).toBeNull();
  });

  it('refuses more than the word limit with a readable 400 and keeps what was saved', async () => {
    const niw = await petitionOf('EB-2 NIW');
    expect((await save(niw.cookie, niw.id, ENDEAVOR)).statusCode).toBe(200);
    const tooLong = await save(niw.cookie, niw.id, Array.from({ length: ENDEAVOR_MAX_WORDS + 1 }, () => 'word').join(' '));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(ENDEAVOR_TOO_LONG_MESSAGE);
    const atLimit = await save(niw.cookie, niw.id, Array.from({ length: ENDEAVOR_MAX_WORDS }, () => 'word').join(' '));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    for (const bad of [{}, { proposedEndeavor: 42 }, { proposedEndeavor: ENDEAVOR, extra: 1 }]) {
      const res = await call(niw.cookie, 'PUT', `/api/petitions/${niw.id}/proposed-endeavor`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers 400 for a petition of another visa type, which has no endeavor', async () => {
    const eb1a = await petitionOf('EB-1A');
    const res = await save(eb1a.cookie, eb1a.id, ENDEAVOR);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ENDEAVOR_NOT_NIW_MESSAGE });
    expect((await call(eb1a.cookie, 'GET', `/api/petitions/${eb1a.id}`)).json()).toMatchObject({ proposedEndeavor: null });
  });

  it('answers 404 for someone else’s petition, an unknown id and a malformed id, and 401 when signed out', async () => {
    const ada = await petitionOf('EB-2 NIW');
    const eve = await petitionOf('EB-2 NIW');
    for (const id of [ada.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await save(eve.cookie, id, ENDEAVOR);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Petition not found' });
    }
    expect((await call(ada.cookie, 'GET', `/api/petitions/${ada.id}`)).json()).toMatchObject({ proposedEndeavor: null });
    const anonymous = await server.inject({ method: 'PUT', url: `/api/petitions/${ada.id}/proposed-endeavor`, payload: { proposedEndeavor: ENDEAVOR } });
    expect(anonymous.statusCode).toBe(401);
  });

  const generate = (cookie: string, id: string, criteriaId: string) =>
    call(cookie, 'POST', `/api/petitions/${id}/generate-statement`, { criteriaId, criteriaTitle: 'x', instructions: '' });

  it('refuses a prong statement until the endeavor is written, with one clear message, and queues it after', async () => {
    const niw = await petitionOf('EB-2 NIW');
    for (const prong of ['niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance']) {
      const refused = await generate(niw.cookie, niw.id, prong);
      expect(refused.statusCode, prong).toBe(400);
      expect(refused.json()).toEqual({ message: ENDEAVOR_REQUIRED_MESSAGE });
    }
    // The basis does not argue from the endeavor, so it is not held back.
    expect((await generate(niw.cookie, niw.id, 'niw_advanced_degree')).statusCode).toBe(202);
    // Blank text is no endeavor.
    expect((await save(niw.cookie, niw.id, ' \n ')).statusCode).toBe(200);
    expect((await generate(niw.cookie, niw.id, 'niw_prong1_merit_importance')).statusCode).toBe(400);

    expect((await save(niw.cookie, niw.id, ENDEAVOR)).statusCode).toBe(200);
    const queued = await generate(niw.cookie, niw.id, 'niw_prong1_merit_importance');
    expect(queued.statusCode, queued.body).toBe(202);
  });

  it('a queued prong statement whose endeavor was cleared meanwhile fails with the same message, writing nothing', async () => {
    const niw = await petitionOf('EB-2 NIW');
    const data = { petitionId: niw.id, criteriaId: 'niw_prong2_well_positioned', criteriaTitle: 'x' };
    const run = runStatementJob(server.deps, data);
    await expect(run).rejects.toBeInstanceOf(StatementError);
    await expect(run).rejects.toMatchObject({ userMessage: ENDEAVOR_REQUIRED_MESSAGE });
    expect((await call(niw.cookie, 'GET', `/api/petitions/${niw.id}/case-documents`)).json()).toEqual([]);
  });
});
