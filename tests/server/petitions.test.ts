import { describe, expect, it } from 'vitest';
import { VISA_TYPES } from '../../src/contract/visa';
import { DATABASES, useTestServer } from './harness';

describe.each(DATABASES)('petitions on %s', (kind) => {
  const server = useTestServer(kind);

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function userWithProfile(fullName = 'Ada Lovelace') {
    const user = await server.signUp();
    const res = await call(user.cookie, 'POST', '/api/profile', { fullName, otherLinks: [] });
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, profileId: (res.json() as { id: string }).id };
  }

  it('answers 401 to every petition route when no one is signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/petitions'],
      ['POST', '/api/petitions'],
      ['GET', '/api/petitions/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await server.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a draft petition with the screening copied from the profile', async () => {
    const user = await userWithProfile();
    const screening = await call(user.cookie, 'POST', '/api/screening');
    expect(screening.statusCode, screening.body).toBe(200);
    const res = await call(user.cookie, 'POST', '/api/petitions', { profileId: user.profileId, visaType: 'EB-1A' });
    expect(res.statusCode, res.body).toBe(201);
    const petition = res.json();
    expect(petition).toMatchObject({ profileId: user.profileId, visaType: 'EB-1A', status: 'draft', strengthScore: null });
    expect(petition.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(petition.aiScreeningResult).toEqual(screening.json());
    const read = await call(user.cookie, 'GET', `/api/petitions/${petition.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(petition);
  });

  it('lists only the caller’s petitions, newest first', async () => {
    const ada = await userWithProfile();
    const bob = await userWithProfile('Bob');
    const ids: string[] = [];
    for (const visaType of ['O-1A', 'UK_GLOBAL_TALENT', 'EB-1B'] as const) {
      const res = await call(ada.cookie, 'POST', '/api/petitions', { profileId: ada.profileId, visaType });
      ids.push(res.json().id);
    }
    await call(bob.cookie, 'POST', '/api/petitions', { profileId: bob.profileId, visaType: 'O-1B' });
    const list = await call(ada.cookie, 'GET', '/api/petitions');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<{ id: string; visaType: string; status: string; createdAt: string }>;
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
    expect(rows.map((r) => r.visaType)).toEqual(['EB-1B', 'UK_GLOBAL_TALENT', 'O-1A']);
    expect(new Date(rows[0]!.createdAt).getTime()).not.toBeNaN();
    const bobs = (await call(bob.cookie, 'GET', '/api/petitions')).json() as unknown[];
    expect(bobs).toHaveLength(1);
  });

  it('gives an empty list to a user without petitions (or without a profile)', async () => {
    const user = await server.signUp();
    const res = await call(user.cookie, 'GET', '/api/petitions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for another user’s petition, an unknown id and a malformed id', async () => {
    const ada = await userWithProfile();
    const eve = await userWithProfile('Eve');
    const mine = (await call(ada.cookie, 'POST', '/api/petitions', { profileId: ada.profileId, visaType: 'O-1A' })).json();
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await call(eve.cookie, 'GET', `/api/petitions/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Petition not found' });
    }
  });

  it('refuses to create a petition on another user’s profile, and stores nothing', async () => {
    const ada = await userWithProfile();
    const eve = await userWithProfile('Eve');
    for (const profileId of [ada.profileId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(eve.cookie, 'POST', '/api/petitions', { profileId, visaType: 'O-1A' });
      expect(res.statusCode, profileId).toBe(404);
      expect(res.json().message).toBe('Profile not found');
    }
    expect((await call(ada.cookie, 'GET', '/api/petitions')).json()).toEqual([]);
    expect((await call(eve.cookie, 'GET', '/api/petitions')).json()).toEqual([]);
  });

  it('accepts every supported visa type and refuses others with a readable message', async () => {
    const user = await userWithProfile();
    for (const visaType of VISA_TYPES) {
      const res = await call(user.cookie, 'POST', '/api/petitions', { profileId: user.profileId, visaType });
      expect(res.statusCode, visaType).toBe(201);
    }
    for (const visaType of ['H-1B', '', 'o-1a', 42]) {
      const res = await call(user.cookie, 'POST', '/api/petitions', { profileId: user.profileId, visaType });
      expect(res.statusCode, String(visaType)).toBe(400);
      expect(res.json().message).toMatch(/visaType/);
    }
    const extra = await call(user.cookie, 'POST', '/api/petitions', { profileId: user.profileId, visaType: 'O-1A', status: 'submitted' });
    expect(extra.statusCode).toBe(400);
    expect((await call(user.cookie, 'GET', '/api/petitions')).json()).toHaveLength(VISA_TYPES.length);
  });

  it('removes the petitions with the profile’s user', async () => {
    const user = await userWithProfile();
    await call(user.cookie, 'POST', '/api/petitions', { profileId: user.profileId, visaType: 'O-1A' });
    const db = server.deps.database.db;
    const { users, petitions } = await import('../../server/platform/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.delete(users).where(eq(users.id, user.userId));
    const left = await db.select().from(petitions).where(eq(petitions.profileId, user.profileId));
    expect(left).toEqual([]);
  });
});
