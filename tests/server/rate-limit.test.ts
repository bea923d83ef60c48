import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { like } from 'drizzle-orm';
import { parseTrustProxy, type TrustProxy } from '../../server/platform/config';
import { rateLimits } from '../../server/platform/db/schema';
import { sweepRateLimits } from '../../server/modules/auth/rate-limit';

const oneProxy = parseTrustProxy('1') as TrustProxy;
const unknownEmail = (i: number) => `nobody-${i}-${Math.random().toString(16).slice(2)}@example.com`;

describe.each(DATABASES)('sign-in and sign-up limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { loginRateLimit: 3, trustProxy: oneProxy });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signInFrom = (forwardedFor: string, email: string, password = 'wrong password') =>
    server.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': forwardedFor }, payload: { email, password } });

  it('TRUST_PROXY=1 counts the address the proxy saw, whatever leftmost X-Forwarded-For the client writes', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 5; i++) codes.push((await signInFrom(`198.51.100.${i}, 203.0.113.7`, unknownEmail(i))).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);

    const limited = await signInFrom('198.51.100.99, 203.0.113.7', unknownEmail(9));
    expect(limited.body).toContain('Too many attempts. Try again in 1 minute.');
    expect(limited.body).toContain('<form method="post" action="/api/login">');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another address behind the same proxy is not held back by the first one's attempts.
    expect((await signInFrom('203.0.113.8', unknownEmail(10))).statusCode).toBe(401);
  });

  it('limits one account tried from many addresses, even with the right password, until its window ends', async () => {
    const { email } = await server.signUp();
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await signInFrom(`192.0.2.${i}`, email)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const right = await signInFrom('192.0.2.50', email, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.body).toMatch(/Too many attempts\. Try again in (\d+) minutes?\./);
    expect(right.cookies.find((c) => c.name.endsWith('exhibit.sid'))).toBeUndefined();
  });

  it('clears an account’s count when it signs in', async () => {
    const { email } = await server.signUp();
    expect((await signInFrom('192.0.2.101', email)).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.102', email)).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.103', email, TEST_PASSWORD)).statusCode).toBe(303);
    const after: number[] = [];
    for (let i = 1; i <= 3; i++) after.push((await signInFrom(`192.0.2.${110 + i}`, email)).statusCode);
    expect(after).toEqual([401, 401, 401]);
  });

  it('counts a taken email’s sign-ups in the account’s one budget with its sign-ins: no second way to guess', async () => {
    // A taken email's sign-up checks the owner's password (it signs them in when right), so it is a guess too.
    const { email } = await server.signUp();
    const signUpFrom = (forwardedFor: string, password: string) =>
      server.inject({ method: 'POST', url: '/api/signup', headers: { 'x-forwarded-for': forwardedFor }, payload: { email, password, confirmPassword: password } });
    const codes = [
      (await signUpFrom('192.0.2.201', 'plum tractor velvet 1')).statusCode,
      (await signInFrom('192.0.2.202', email)).statusCode,
      (await signUpFrom('192.0.2.203', 'plum tractor velvet 3')).statusCode,
      (await signUpFrom('192.0.2.204', TEST_PASSWORD)).statusCode,
      (await signInFrom('192.0.2.205', email, TEST_PASSWORD)).statusCode,
    ];
    expect(codes).toEqual([200, 401, 200, 429, 429]);
  });

  it('limits sign-ups per address', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const email = unknownEmail(i);
      const res = await server.inject({
        method: 'POST',
        url: '/api/signup',
        headers: { 'x-forwarded-for': '203.0.113.200' },
        payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.body).toContain('Too many attempts. Try again in 1 minute.');
    }
    expect(codes).toEqual([303, 303, 303, 429]);
  });

  it('sweeps counters whose window ended long ago', async () => {
    const { db } = server.deps.database;
    await db.insert(rateLimits).values([
      { key: 'test:stale', windowStart: new Date(Date.now() - 2 * 86400_000), count: 9 },
      { key: 'test:recent', windowStart: new Date(), count: 1 },
    ]);
    await sweepRateLimits(db);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'test:%'));
    expect(left).toEqual([{ key: 'test:recent' }]);
  });
});

describe.each(DATABASES.filter((kind) => kind === 'postgres'))('sign-in limit across instances on %s', (kind) => {
  it('holds across two instances on one PostgreSQL', async () => {
    const first = await startTestServer(kind, { loginRateLimit: 3 });
    const second = await startTestServer(kind, { loginRateLimit: 3 }, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 === 0 ? first : second;
        const res = await instance.inject({ method: 'POST', url: '/api/login', payload: { email: unknownEmail(i), password: 'nope' } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
