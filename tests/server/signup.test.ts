import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DATABASES, TEST_PASSWORD, useTestServer } from './harness';
import { users } from '../../server/platform/db/schema';

const freshEmail = () => `signup-${randomBytes(5).toString('hex')}@example.com`;
/** A session cookie, under either name (the form token's cookie is not one). */
const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name.endsWith('exhibit.sid'));

describe.each(DATABASES)('sign-up on %s', (kind) => {
  const server = useTestServer(kind);

  const signUp = (email: string, password: string, names: { firstName?: string; lastName?: string } = { firstName: 'Ada' }) =>
    server.inject({ method: 'POST', url: '/api/signup', payload: { email, password, confirmPassword: password, ...names } });
  const accountExists = async (email: string) =>
    (await server.deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length === 1;

  it('signs a new account in and sends it to profile setup (issue 33 item 5)', async () => {
    const email = freshEmail();
    const res = await signUp(email, 'plum tractor velvet 42', { firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/profile/setup');
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const me = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('never signs anyone into a taken email without its password, and leaves the owner’s password alone', async () => {
    const owner = await server.signUp();
    const attacker = 'plum tractor velvet 42';
    const forTaken = await signUp(owner.email, attacker);
    expect(forTaken.statusCode).toBe(200);
    expect(sessionCookie(forTaken)).toBeUndefined();
    expect(forTaken.body).toContain('This email already has an account. Sign in with the password you chose for it.');
    expect(forTaken.body).toContain('<form method="post" action="/api/login">');
    expect(forTaken.body).toContain(`value="${owner.email}"`);

    const signIn = (email: string, password: string) => server.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect((await signIn(owner.email, attacker)).statusCode).toBe(401);
    expect((await signIn(owner.email, TEST_PASSWORD)).statusCode).toBe(303);
    // The owner signing up again with their own password is simply signed in.
    const again = await signUp(owner.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/');
    expect(sessionCookie(again)).toBeDefined();
  });

  it('takes about as long for a taken email as for a new one (an argon2 hash either way)', async () => {
    const { email: taken } = await server.signUp();
    await signUp(freshEmail(), TEST_PASSWORD); // warm both paths' code and the password checker
    const time = async (email: string) => {
      const start = performance.now();
      await signUp(email, TEST_PASSWORD);
      return performance.now() - start;
    };
    const forNew: number[] = [];
    const forTaken: number[] = [];
    for (let i = 0; i < 9; i++) {
      forNew.push(await time(freshEmail()));
      forTaken.push(await time(taken));
    }
    // The fastest of each is its own cost: a busy machine only ever adds time. A new email pays for
    // one argon2 hash, a taken one for one argon2 verify (its owner's password is checked).
    // (`npx tsx bench/auth/signup-timing.mjs` prints the figures.)
    const [a, b] = [Math.min(...forNew), Math.min(...forTaken)];
    expect(Math.max(a, b) / Math.min(a, b), `fastest ${a.toFixed(1)} ms (new) and ${b.toFixed(1)} ms (taken)`).toBeLessThan(3);
  });

  it.each([
    ['12345678', 'Password must be at least 10 characters'],
    ['aaaaaaaa', 'Password must be at least 10 characters'],
    ['password', 'Password must be at least 10 characters'],
    ['password12', 'This password is too easy to guess. This is a commonly used password.'],
    ['aaaaaaaaaaaa', 'This password is too easy to guess. Repeated characters like "aaa" are easy to guess.'],
  ])('refuses %j with a helpful message and creates no account', async (password, message) => {
    const email = freshEmail();
    const res = await signUp(email, password);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message.replaceAll('"', '&quot;'));
    expect(res.body).toContain(`value="${email}"`);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await accountExists(email)).toBe(false);
  });

  it('refuses the email itself, or the person’s names, as the password', async () => {
    const email = freshEmail();
    const asEmail = await signUp(email, email);
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.body).toContain('This password is too easy to guess. There should not be any personal or page related data.');

    const names = { firstName: 'Wilhelmina', lastName: 'Thistlewood' };
    const asNames = await signUp(freshEmail(), 'wilhelminathistlewood', names);
    expect(asNames.statusCode).toBe(400);
    expect(asNames.body).toContain('This password is too easy to guess.');
    expect(await accountExists(email)).toBe(false);
  });

  it('accepts a strong password', async () => {
    const email = freshEmail();
    const res = await signUp(email, 'plum tractor velvet 42');
    expect(res.statusCode).toBe(303);
    expect(await accountExists(email)).toBe(true);
  });

  it('says on the form what a good password is', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/login?mode=signup' });
    expect(res.body).toContain('At least 10 characters, hard to guess and not your name or email.');
    expect(res.body).toMatch(/id="password"[^>]*minlength="10"/);
  });
});
