import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { evidenceDocuments, petitions, sessions, users } from '../../server/platform/db/schema';
import { hashSessionId } from '../../server/platform/http/sessions';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { addEvidence, listEvidence, settled, userWithPetition, waitFor } from './evidence-helpers';
import { DATABASES, startListeningServer, useTestServer, type TestServer } from './harness';
import { terminateListen } from './listen-helpers';

// Decision 042: the session and the evidence list's version are kept in memory and dropped when the
// database's triggers NOTIFY a change. Writes made outside the app must reach a reader (through LISTEN),
// and a write made through the app must be read back by the very next request.

const AWARD = ['Ada Lovelace won the 2023 National Prize for Excellence in Computing.'];
const postgresOnly = DATABASES.filter((k) => k === 'postgres');

const me = (server: TestServer, cookie: string) => server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const sidHashOf = (cookie: string) => hashSessionId(decodeURIComponent(cookie.split('=')[1]!));

describe.each(DATABASES)('read caches and the change feed on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;

  async function analysedRow() {
    const owner = await userWithPetition(server);
    const ev = await addEvidence(server, owner, 'award.pdf', await makeTextPdf(AWARD));
    await settled(server, owner, ev.id);
    return { owner, ev };
  }

  it('answers the list from memory, and hears of rows written, deleted or gone with their petition outside the app', async () => {
    const { owner, ev } = await analysedRow();
    const url = `/api/petitions/${owner.petitionId}/evidence`;
    const first = await server.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    const again = await server.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(again.headers.etag).toBe(first.headers.etag);

    await db().update(evidenceDocuments).set({ fileName: 'renamed-by-an-operator.pdf' }).where(eq(evidenceDocuments.id, ev.id));
    await vi.waitFor(async () => expect((await listEvidence(server, owner)).map((row) => row.fileName)).toEqual(['renamed-by-an-operator.pdf']));

    await db().delete(evidenceDocuments).where(eq(evidenceDocuments.id, ev.id));
    await vi.waitFor(async () => expect(await listEvidence(server, owner)).toEqual([]));

    // An empty list has no rows to name: the petition's own trigger drops it.
    await db().delete(petitions).where(eq(petitions.id, owner.petitionId));
    await vi.waitFor(async () => expect((await server.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode).toBe(404));
  });

  it('reads back a change made through the app at once, with no wait for the notice', async () => {
    const { owner, ev } = await analysedRow();
    expect((await listEvidence(server, owner))[0]?.category).toBe('o1a_awards');
    const patched = await server.inject({ method: 'PATCH', url: `/api/evidence/${ev.id}`, headers: { cookie: owner.cookie }, payload: { category: 'o1a_press' } });
    expect(patched.statusCode).toBe(200);
    expect((await listEvidence(server, owner))[0]?.category).toBe('o1a_press');

    expect((await me(server, owner.cookie)).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/api/auth/sessions/end-all', headers: { cookie: owner.cookie } })).statusCode).toBeLessThan(400);
    expect((await me(server, owner.cookie)).statusCode).toBe(401);
  });

  it('hears of a session ended, and a user renamed or deleted, outside the app', async () => {
    const a = await server.signUp();
    expect((await me(server, a.cookie)).json()).toMatchObject({ firstName: 'Ada' });
    await db().update(users).set({ firstName: 'Grace' }).where(eq(users.id, a.userId));
    await vi.waitFor(async () => expect((await me(server, a.cookie)).json()).toMatchObject({ firstName: 'Grace' }));
    await db().delete(sessions).where(eq(sessions.sid, sidHashOf(a.cookie)));
    await vi.waitFor(async () => expect((await me(server, a.cookie)).statusCode).toBe(401));

    const b = await server.signUp();
    expect((await me(server, b.cookie)).statusCode).toBe(200);
    await db().execute(sql`delete from ${users} where id = ${b.userId}`);
    await vi.waitFor(async () => expect((await me(server, b.cookie)).statusCode).toBe(401));
  });
});

describe.each(postgresOnly)('read caches while LISTEN is down, on %s', (kind) => {
  it('keeps nothing while it cannot hear changes, and keeps again once LISTEN is back', async () => {
    const server = await startListeningServer(kind);
    try {
      const a = await server.signUp();
      expect((await me(server, a.cookie)).statusCode).toBe(200);
      expect(await terminateListen(server.databaseUrl!)).toBeGreaterThan(0);
      await waitFor('the change feed to stop', async () => (server.deps.changes.live ? undefined : true), 10_000);
      // Nothing heard now: a write outside the app must be read at once, from the database.
      await server.deps.database.db.update(users).set({ firstName: 'Unheard' }).where(eq(users.id, a.userId));
      expect((await me(server, a.cookie)).json()).toMatchObject({ firstName: 'Unheard' });

      await waitFor('the change feed to come back', async () => (server.deps.changes.live ? true : undefined), 15_000);
      expect((await me(server, a.cookie)).statusCode).toBe(200);
      await server.deps.database.db.update(users).set({ firstName: 'Heard' }).where(eq(users.id, a.userId));
      await vi.waitFor(async () => expect((await me(server, a.cookie)).json()).toMatchObject({ firstName: 'Heard' }));
    } finally {
      await server.stop();
    }
  });

  it('signs a session out on a second instance when it ends on the first', async () => {
    const first = await startListeningServer(kind);
    const second = await startListeningServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      const a = await first.signUp();
      expect((await me(second, a.cookie)).statusCode).toBe(200);
      expect((await first.inject({ method: 'POST', url: '/api/auth/sessions/end-all', headers: { cookie: a.cookie } })).statusCode).toBeLessThan(400);
      await vi.waitFor(async () => expect((await me(second, a.cookie)).statusCode).toBe(401));
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
