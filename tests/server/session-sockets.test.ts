import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashSessionId } from '../../server/platform/http/sessions';
import { trustHops } from '../../server/platform/config';
import { DATABASES, startTestServer, startListeningServer, useListeningServer, TEST_PASSWORD } from './harness';
import { aMessage, logOut, openSocket, pause, refusedStatus, signInAgain } from './session-sockets';

const SESSION_ENDED = 4401;

describe.each(DATABASES)('sockets follow their session on %s', (kind) => {
  const server = useListeningServer(kind);

  it('closes a socket when its session logs out, and sends it nothing after', async () => {
    const me = await server.signUp();
    const other = await server.signUp();
    const mine = await openSocket(server.origin, me.cookie);
    const theirs = await openSocket(server.origin, other.cookie);
    expect((await logOut(server, me.cookie)).statusCode).toBe(303);
    expect(await mine.whenClosed('after logout')).toMatchObject({ code: SESSION_ENDED });
    await server.deps.push.publish(me.userId, aMessage('p1', 'after-logout'));
    await server.deps.push.publish(other.userId, aMessage('p2', 'still-here'));
    await pause(300);
    expect(mine.messages).toEqual([]);
    // Another user's socket is untouched and still receives.
    expect(theirs.isOpen()).toBe(true);
    expect(theirs.messages.map((m) => m.evidenceId)).toEqual(['still-here']);
    theirs.close();
    // And the ended session cannot open a new one.
    expect(await refusedStatus(server.origin, me.cookie)).toBe(401);
  });

  it('closes the old session’s socket when the browser signs in again (rotation)', async () => {
    const me = await server.signUp();
    const before = await openSocket(server.origin, me.cookie);
    const res = await server.inject({ method: 'POST', url: '/api/login', headers: { cookie: me.cookie }, payload: { email: me.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(303);
    expect(await before.whenClosed('after sign-in rotated the session')).toMatchObject({ code: SESSION_ENDED });
  });

  it('closes the socket of a session that expires while it is open', async () => {
    const short = await startListeningServer(kind, { sessionIdleMs: 5_000 });
    try {
      const at = short.origin;
      const me = await short.signUp();
      const sid = hashSessionId(me.cookie.split('=')[1]!);
      await short.deps.database.db.execute(sql`update sessions set expire = now() + interval '1500 milliseconds' where sid = ${sid}`);
      const socket = await openSocket(at, me.cookie);
      expect(await socket.whenClosed('after the session expired', 8_000)).toMatchObject({ code: SESSION_ENDED });
      expect((await short.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })).statusCode).toBe(401);
    } finally {
      await short.stop();
    }
  });

  it('holds at most 5 sockets per session: a 6th closes the oldest', async () => {
    const me = await server.signUp();
    const sockets = [];
    for (let i = 0; i < 6; i++) sockets.push(await openSocket(server.origin, me.cookie));
    expect(await sockets[0]!.whenClosed('the oldest of six')).toMatchObject({ code: 4429 });
    expect(sockets.slice(1).every((s) => s.isOpen())).toBe(true);
    // Another session of the same user has its own five.
    const elsewhere = await openSocket(server.origin, await signInAgain(server, me.email));
    await pause(200);
    expect(sockets.slice(1).every((s) => s.isOpen())).toBe(true);
    for (const s of [...sockets, elsewhere]) s.close();
  });

  it("'Sign out everywhere' ends every session of the user and closes their sockets, and no one else's", async () => {
    const me = await server.signUp();
    const laptop = me.cookie;
    const phone = await signInAgain(server, me.email);
    const other = await server.signUp();
    const sockets = [await openSocket(server.origin, laptop), await openSocket(server.origin, phone)];
    const theirs = await openSocket(server.origin, other.cookie);

    const res = await server.inject({ method: 'POST', url: '/api/auth/sessions/end-all', headers: { cookie: phone } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/exhibit\.sid=;/);
    for (const cookie of [laptop, phone]) {
      expect((await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
    for (const s of sockets) expect(await s.whenClosed('after sign out everywhere')).toMatchObject({ code: SESSION_ENDED });
    expect((await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other.cookie } })).statusCode).toBe(200);
    await pause(200);
    expect(theirs.isOpen()).toBe(true);
    theirs.close();
  });

  it("refuses 'Sign out everywhere' without a session", async () => {
    const me = await server.signUp();
    const anon = await server.inject({ method: 'POST', url: '/api/auth/sessions/end-all' });
    expect(anon.statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })).statusCode).toBe(200);
  });

  it('stores only a hash of each session id, never the cookie value', async () => {
    const me = await server.signUp();
    const raw = decodeURIComponent(me.cookie.split('=')[1]!);
    const rows = await server.deps.database.db.query.sessions.findMany();
    const stored = rows.map((r) => r.sid);
    expect(stored).not.toContain(raw);
    expect(stored.some((sid) => sid.includes(raw) || raw.includes(sid))).toBe(false);
    expect(stored).toContain(hashSessionId(raw));
    expect(JSON.stringify(rows)).not.toContain(raw);
  });

  it('names the cookie __Host-exhibit.sid over https and reads only that name there', async () => {
    const secure = await startTestServer(kind, { trustProxy: trustHops(1) });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const me = await secure.signUp();
      const res = await secure.inject({ method: 'POST', url: '/api/login', headers: https, payload: { email: me.email, password: TEST_PASSWORD } });
      const set = res.cookies.find((c) => c.name === '__Host-exhibit.sid');
      expect(set, String(res.headers['set-cookie'])).toBeDefined();
      expect(set).toMatchObject({ path: '/', secure: true, httpOnly: true });
      expect(set).not.toHaveProperty('domain');
      const ok = await secure.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...https, cookie: `__Host-exhibit.sid=${set!.value}` } });
      expect(ok.statusCode).toBe(200);
      const plainName = await secure.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...https, cookie: `exhibit.sid=${set!.value}` } });
      expect(plainName.statusCode).toBe(401);
    } finally {
      await secure.stop();
    }
  });
});

