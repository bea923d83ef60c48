import { describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, useTestServer } from './harness';
import { trustHops } from '../../server/platform/config';
import { checkJobsHealth } from '../../server/platform/queue/boss';
import { hashSessionId } from '../../server/platform/http/sessions';

describe.each(DATABASES)('accounts and sessions on %s', (kind) => {
  const server = useTestServer(kind);

  it('answers 401 with body Unauthorized when no one is signed in', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('Unauthorized');
  });

  it('signs up, returns the user, and stores an argon2id hash, never the password', async () => {
    const { cookie, email } = await server.signUp(undefined, 'Grace');
    const res = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: 'Grace', lastName: null });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const rows = await server.deps.database.db.query.users.findMany();
    const row = rows.find((r) => r.email === email)!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('sets an HttpOnly SameSite=Lax cookie with a 256-bit id and rotates it at sign-in', async () => {
    const { cookie, email } = await server.signUp();
    const before = cookie.split('=')[1]!;
    expect(Buffer.from(before, 'base64url').length).toBeGreaterThanOrEqual(16);
    const res = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    const after = res.cookies.find((c) => c.name === 'exhibit.sid')!.value;
    expect(after).not.toBe(before);
    // The old session is gone.
    const old = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('marks the cookie Secure behind https', async () => {
    const secure = await startTestServer(kind, { trustProxy: trustHops(1) });
    try {
      const { email } = await secure.signUp();
      const res = await secure.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(303);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await secure.stop();
    }
  });

  it("says 'Invalid email or password' for a wrong password and an unknown email alike", async () => {
    const { email } = await server.signUp();
    for (const payload of [
      { email, password: 'wrong password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await server.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Invalid email or password');
      expect(res.cookies.find((c) => c.name === 'exhibit.sid')).toBeUndefined();
    }
  });

  it('refuses a sign-up whose passwords differ, keeping what was typed', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/signup',
      payload: 'email=typed%40example.com&password=plum+tractor+velvet&confirmPassword=plum+tractor+velvot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Passwords do not match');
    expect(res.body).toContain('value="typed@example.com"');
  });

  it('logs out: the session ends and the browser returns to /', async () => {
    const { cookie } = await server.signUp();
    const res = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const after = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('treats forged and expired session ids as signed out', async () => {
    for (const sid of ['forged-session-id-that-is-long-enough', "'; drop table users; --", 'x'.repeat(500)]) {
      const res = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `exhibit.sid=${encodeURIComponent(sid)}` } });
      expect(res.statusCode).toBe(401);
    }
    const { cookie } = await server.signUp();
    const sid = hashSessionId(cookie.split('=')[1]!);
    await server.deps.database.db.execute(
      // Push both the idle and the absolute expiry into the past.
      (await import('drizzle-orm')).sql`update sessions set expire = now() - interval '1 minute' where sid = ${sid}`,
    );
    await server.heard();
    const res = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('only returns to same-site paths after sign-in', async () => {
    const { email } = await server.signUp();
    const res = await server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: TEST_PASSWORD, returnTo: '//evil.example.com/' },
    });
    expect(res.headers.location).toBe('/');
  });

  it('answers malformed JSON and oversize bodies with a readable 4xx, never a stack trace', async () => {
    const bad = await server.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const big = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('serves the sign-in page with Email, Password, Sign In and Create account', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('>Sign In</button>');
    expect(res.body).toContain('>Create account</button>');
    const signup = await server.inject({ method: 'GET', url: '/api/login?mode=signup' });
    expect(signup.body).toContain('Confirm password');
  });

  it('runs a job through pg-boss on this database', async () => {
    expect(await checkJobsHealth(server.deps.boss!)).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after too many attempts', async () => {
    const server = await startTestServer('pglite', { loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await server.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'nope' } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
    } finally {
      await server.stop();
    }
  });
});
