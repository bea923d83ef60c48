import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { parseTrustProxy, type TrustProxy } from '../../server/platform/config';
import { rateLimits, sessions, users } from '../../server/platform/db/schema';
import { accountKey, addressKey } from '../../server/modules/auth/rate-limit';

// Issue 31, item 1 (and issue 33, item 7): over the limit the server answered 429 but carried on. It
// checked the password, a right guess made a session and cleared the account's count, and a sign-up
// made its account. A refused attempt must do nothing but count itself (docs/decisions/051).

const LIMIT = 10;
const oneProxy = parseTrustProxy('1') as TrustProxy;
const freshEmail = (what: string) => `${what}-${randomBytes(5).toString('hex')}@example.com`;
/** A fresh address behind the proxy for each test, so no test spends another's allowance. */
let lastOctet = 0;
const freshAddress = () => `198.18.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;
/**
 * A 429 reaches the client before anything its handler might still do (a hash, a row): waits longer than
 * that would take, so what is read next includes it. A refused request does nothing, so this waits for nothing.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe.each(DATABASES)('a refused sign-in or sign-up does nothing on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, { loginRateLimit: LIMIT, trustProxy: oneProxy, logLevel: 'info', logDestination: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const db = () => server.deps.database.db;
  const signIn = (from: string, email: string, password: string) =>
    server.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': from }, payload: { email, password } });
  const signUp = (from: string, email: string) =>
    server.inject({ method: 'POST', url: '/api/signup', headers: { 'x-forwarded-for': from }, payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } });
  /** A fresh account, signed up from an address of its own so no test's allowance is spent on it. */
  const account = async (what: string) => {
    const email = freshEmail(what);
    await signUp(freshAddress(), email);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    // The sign-up signed it in; these tests count only the sessions their own attempts make.
    await db().delete(sessions).where(sql`${sessions.sess}->>'userId' = ${row!.id}`);
    return { email, userId: row!.id };
  };
  const sessionsOf = async (userId: string) => (await db().select().from(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`)).length;
  const attemptsOn = async (key: string) => (await db().select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;
  /** Waiting out an address's one-minute window: its counter is moved a minute into the past, as the clock would. */
  const waitOutAddress = (action: string, ip: string) =>
    db().update(rateLimits).set({ windowStart: sql`${rateLimits.windowStart} - interval '61 seconds'` }).where(eq(rateLimits.key, addressKey(action, ip)));

  it('a right password sent over the limit signs no one in, clears nothing, and later answers like a wrong one', async () => {
    const a = await account('guessed');
    const b = await account('control');
    const attacker = freshAddress();
    // Both accounts have had LIMIT wrong guesses (A's from the attacker's address, which uses it up).
    for (let i = 0; i < LIMIT; i++) expect((await signIn(attacker, a.email, 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < LIMIT; i++) expect((await signIn(freshAddress(), b.email, 'wrong password')).statusCode).toBe(401);

    // Over the limit: the right password for A, a wrong one for B. Both refused, and nothing happens.
    const right = await signIn(attacker, a.email, TEST_PASSWORD);
    const wrong = await signIn(attacker, b.email, 'wrong password');
    await settle();
    expect([right.statusCode, wrong.statusCode]).toEqual([429, 429]);
    expect(right.cookies.find((c) => c.name.endsWith('exhibit.sid'))).toBeUndefined();
    expect.soft(await sessionsOf(a.userId), 'a session row was made for the refused right password').toBe(0);
    expect.soft(await attemptsOn(accountKey('signin', a.email)), 'the right password cleared the account’s count').toBe(LIMIT);

    // Once the address may try again, one wrong guess each: the same answer, so no oracle.
    await waitOutAddress('signin', attacker);
    const afterA = await signIn(attacker, a.email, 'another wrong one');
    const afterB = await signIn(attacker, b.email, 'another wrong one');
    expect(afterA.statusCode, 'the account whose password was guessed answers unlike the control one').toBe(afterB.statusCode);
    expect(afterA.statusCode).toBe(429);
  });

  it('a sign-up over the limit makes no account', async () => {
    const from = freshAddress();
    const emails = Array.from({ length: LIMIT + 4 }, () => freshEmail('flood'));
    const codes: number[] = [];
    for (const email of emails) codes.push((await signUp(from, email)).statusCode);
    await settle();
    expect(codes).toEqual([...Array<number>(LIMIT).fill(303), ...Array<number>(4).fill(429)]);
    const made = await db().select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(made.map((u) => u.email).sort(), 'refused sign-ups still made their accounts').toEqual(emails.slice(0, LIMIT).sort());
  });

  it('a refused request gets one reply: no second send, no 500 in the log', async () => {
    const from = freshAddress();
    const { email } = await account('replies');
    for (let i = 0; i < LIMIT; i++) await signIn(from, email, 'wrong password');
    const before = lines.length;
    const refused = [
      await signIn(from, email, 'wrong password'),
      await signIn(from, email, TEST_PASSWORD),
      await signIn(from, freshEmail('nobody'), 'wrong password'),
    ];
    for (let i = 0; i < LIMIT + 1; i++) refused.push(await signUp(from, freshEmail('replies')));
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429, ...Array<number>(LIMIT).fill(303), 429]);
    await settle();
    type Line = { level: number; msg?: string; res?: { statusCode?: number }; err?: { statusCode?: number } };
    const logged = lines.slice(before).map((line) => JSON.parse(line) as Line);
    expect.soft(logged.filter((l) => l.msg?.includes('Reply was already sent')).map((l) => l.msg)).toEqual([]);
    // A second send was logged as a warning whose error carries a 500 (FST_ERR_REP_ALREADY_SENT).
    const failed = (l: Line) => Math.max(l.res?.statusCode ?? 0, l.err?.statusCode ?? 0) >= 500 || l.level >= 50;
    expect.soft(logged.filter(failed).map((l) => l.msg)).toEqual([]);
    expect(logged.filter((l) => l.res?.statusCode === 429)).toHaveLength(4);
  });

  it('a refused sign-in hashes no password: it costs a small part of the CPU an attempt that is checked costs', async () => {
    const from = freshAddress();
    const { email, userId } = await account('timing');
    for (let i = 0; i < LIMIT; i++) await signIn(from, email, 'wrong password');
    await settle();
    // The server runs in this process and argon2 in its thread pool, so this process's CPU time counts every hash.
    const cpuOf = async (send: (i: number) => Promise<{ statusCode: number }>, status: number) => {
      const before = process.cpuUsage();
      for (let i = 0; i < 6; i++) expect((await send(i)).statusCode).toBe(status);
      await settle();
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    };
    // Checked: an unknown email from a fresh address, verified against the dummy hash (one argon2id each).
    const checked = await cpuOf(() => signIn(freshAddress(), freshEmail('nobody'), 'wrong password'), 401);
    // Refused: the account's right password and unknown emails, from the address that used its allowance.
    const refused = await cpuOf((i) => signIn(from, i % 2 ? email : freshEmail('nobody'), i % 2 ? TEST_PASSWORD : 'wrong password'), 429);
    expect(refused, `CPU for 6 refused attempts ${refused.toFixed(0)} ms, for 6 checked ones ${checked.toFixed(0)} ms`).toBeLessThan(checked / 2);
    // And nothing was written for them but their count: no session, no cleared count.
    expect(await sessionsOf(userId)).toBe(0);
    expect(await attemptsOn(accountKey('signin', email))).toBe(LIMIT);
  });
});
