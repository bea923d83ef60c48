import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestIdp, type TestIdp } from '../fixtures/oidc-provider';
import { userIdentities, users } from '../../server/platform/db/schema';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { OidcBrowser, whoAmI } from './oidc-helpers';

// Issue 17 item 2: sign-in through an OpenID provider (docs/decisions/039), against oidc-provider on
// 127.0.0.1. `inject` answers as http://localhost, which the provider has registered for the app.

describe.each(DATABASES)('OpenID Connect sign-in on %s', (kind) => {
  let idp: TestIdp;
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    idp = await startTestIdp('http://localhost');
    server = await startTestServer(kind, {
      oidc: { issuerUrl: idp.issuer, clientId: idp.client.id, clientSecret: idp.client.secret },
      logLevel: 'warn',
      logDestination: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await idp?.stop();
  });

  const sessionOf = (browser: OidcBrowser) => `exhibit.sid=${browser.app.get('exhibit.sid') ?? ''}`;
  const userByEmail = async (email: string) => (await server.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('makes an account at the first sign-in, returns to the page that sent it there, and knows the person again by sub', async () => {
    const browser = new OidcBrowser(server);
    const authorization = new URL(await browser.startSignIn('/petition/abc?tab=letters'));
    expect(authorization.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({ response_type: 'code', code_challenge_method: 'S256', client_id: 'exhibit' });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(p)).toMatch(/^[\w-]{43}$/);
    const back = await browser.callback(await browser.atProvider(authorization.href, 'ada'));
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe('/petition/abc?tab=letters');
    const me = await whoAmI(server, sessionOf(browser));
    expect(me).toMatchObject({ email: 'ada@idp.test', firstName: 'Idp' });
    expect((await userByEmail('ada@idp.test'))?.passwordHash).toBeNull();

    // The provider changes her address: the identity, not the email, says who she is.
    idp.accounts.set('ada', { email: 'ada.lovelace@idp.test' });
    const again = new OidcBrowser(server);
    expect((await again.signIn('ada')).statusCode).toBe(303);
    expect(await whoAmI(server, sessionOf(again))).toMatchObject({ id: (me as { id: string }).id, email: 'ada@idp.test' });
  });

  it('refuses a callback whose state was tampered with, and one carried to another browser', async () => {
    const browser = new OidcBrowser(server);
    const back = await browser.atProvider(await browser.startSignIn(), 'mallory');
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')!.slice(0, -2)}xx`);
    const res = await browser.callback(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(browser.app.has('exhibit.sid')).toBe(false);

    const other = new OidcBrowser(server);
    const carried = await other.callback(await browser.atProvider(await browser.startSignIn(), 'mallory'));
    expect(carried.statusCode).toBe(400);
    expect(other.app.has('exhibit.sid')).toBe(false);
  });

  it('redeems an authorization code once: a replayed code signs no one in', async () => {
    const browser = new OidcBrowser(server);
    const back = await browser.atProvider(await browser.startSignIn(), 'grace');
    expect((await browser.callback(back)).statusCode).toBe(303);

    // The same callback again: its sign-in was used up.
    const attacker = new OidcBrowser(server);
    attacker.app.set('exhibit.oidc', browser.app.get('exhibit.oidc')!);
    const replay = await attacker.callback(back);
    expect(replay.statusCode).toBe(400);
    // The old code under a fresh sign-in's state: the provider refuses to redeem it a second time.
    const fresh = new URL(await attacker.startSignIn());
    const forged = new URL(back);
    forged.searchParams.set('state', fresh.searchParams.get('state')!);
    const res = await attacker.callback(forged);
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Sign-in could not be verified');
    expect(attacker.app.has('exhibit.sid')).toBe(false);
    expect(lines.join('\n')).toMatch(/invalid_grant/);
  });

  it('refuses an ID token issued to another client of the same provider', async () => {
    const browser = new OidcBrowser(server);
    const back = await browser.atProvider(await browser.startSignIn(), 'eve');
    idp.swapAudience = true;
    try {
      const res = await browser.callback(back);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Sign-in could not be verified');
      expect(browser.app.has('exhibit.sid')).toBe(false);
      expect(lines.join('\n')).toMatch(/aud\W+\(audience\) claim value/);
      expect(await userByEmail('eve@idp.test')).toBeUndefined();
    } finally {
      idp.swapAudience = false;
    }
  });

  it('shows a clear page with a way back when the sign-in is cancelled at the provider', async () => {
    const browser = new OidcBrowser(server);
    const back = await browser.atProvider(await browser.startSignIn('/profile'), 'ada', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await browser.callback(back);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Sign-in cancelled');
    expect(res.body).toContain('<a class="button" href="/api/login?returnTo=%2Fprofile">Try again</a>');
    expect(res.body).toContain('Sign in with a password instead');
    expect(browser.app.has('exhibit.sid')).toBe(false);
  });

  it('links an existing password account only after its password is given once', async () => {
    const { userId } = await server.signUp('linda@idp.test', 'Linda');
    const browser = new OidcBrowser(server);
    const first = await browser.signIn('linda', '/profile');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Link your identity provider');
    expect(first.body).toContain('An Exhibit account already uses linda@idp.test');
    expect(browser.app.has('exhibit.sid')).toBe(false);
    const identities = () => server.deps.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
    expect(await identities()).toEqual([]);

    const token = /name="token" value="([^"]+)"/.exec(first.body)![1]!;
    const wrong = await browser.inject('POST', '/api/login/link', { token, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong password');
    expect(await identities()).toEqual([]);
    // The form's token alone, in another browser, links nothing.
    expect((await new OidcBrowser(server).inject('POST', '/api/login/link', { token, password: TEST_PASSWORD })).statusCode).toBe(400);

    const linked = await browser.inject('POST', '/api/login/link', { token, password: TEST_PASSWORD });
    expect(linked.statusCode).toBe(303);
    expect(linked.headers.location).toBe('/profile');
    expect(await whoAmI(server, sessionOf(browser))).toMatchObject({ id: userId, firstName: 'Linda' });
    expect(await identities()).toHaveLength(1);

    // From now on the provider alone signs her in.
    const later = new OidcBrowser(server);
    expect((await later.signIn('linda')).statusCode).toBe(303);
    expect(await whoAmI(server, sessionOf(later))).toMatchObject({ id: userId });
  });

  it('makes no account from an identity without a usable email, with an unverified one, or with another identity’s', async () => {
    idp.accounts.set('nomail', { email: undefined });
    idp.accounts.set('unverified', { email: 'unverified@idp.test', email_verified: false });
    await new OidcBrowser(server).signIn('owner');
    idp.accounts.set('impostor', { email: 'owner@idp.test' });
    for (const [login, status, title] of [
      ['nomail', 403, 'Your identity provider did not share your email'],
      ['unverified', 403, 'Your email address is not verified'],
      ['impostor', 409, 'This email is used by another sign-in'],
    ] as const) {
      const browser = new OidcBrowser(server);
      const res = await browser.signIn(login);
      expect(res.statusCode, login).toBe(status);
      expect(res.body).toContain(title);
      expect(browser.app.has('exhibit.sid')).toBe(false);
    }
    expect(await userByEmail('unverified@idp.test')).toBeUndefined();
    const owners = await server.deps.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'impostor'));
    expect(owners).toEqual([]);
  });

  it('sends a provider session to the end-session endpoint at logout, and a password session home', async () => {
    const browser = new OidcBrowser(server);
    await browser.signIn('ada');
    const cookie = sessionOf(browser);
    const res = await browser.inject('POST', '/api/logout', {});
    // A page that moves on by itself (a form's redirect to another origin would break CSP form-action 'self').
    expect(res.statusCode).toBe(200);
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(res.body)?.[1];
    expect(res.body).toContain(`href="${refresh}">Continue</a>`);
    const to = new URL(refresh!.replaceAll('&amp;', '&'));
    expect(`${to.origin}${to.pathname}`).toBe(`${idp.issuer}/session/end`);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/');
    expect(to.searchParams.get('client_id')).toBe('exhibit');
    expect(to.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(await whoAmI(server, cookie)).toBe(401);

    const { cookie: password } = await server.signUp();
    const home = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie: password }, payload: {} });
    expect(home.headers.location).toBe('/');
  });

  it('sends the browser to the provider from /api/login and keeps the password form one link away', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/login?mode=signin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a class="button secondary" href="/api/login?returnTo=%2F">Sign in with your identity provider</a>');
    expect(String(res.headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
  });

  it('says the provider cannot be reached when it does not answer, and stays up', async () => {
    const gone = await startTestIdp('http://localhost');
    await gone.stop();
    const down = await startTestServer(kind, { oidc: { issuerUrl: gone.issuer, clientId: 'exhibit', clientSecret: 'x' } });
    try {
      const res = await down.inject({ method: 'GET', url: '/api/login' });
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('Your identity provider cannot be reached');
      expect((await down.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    } finally {
      await down.stop();
    }
  });
});

describe.each(DATABASES)('AUTH_BUILTIN=false on %s', (kind) => {
  let idp: TestIdp;
  let server: TestServer;
  beforeAll(async () => {
    idp = await startTestIdp('http://localhost');
    server = await startTestServer(kind, { oidc: { issuerUrl: idp.issuer, clientId: idp.client.id, clientSecret: idp.client.secret }, authBuiltin: false });
  });
  afterAll(async () => {
    await server?.stop();
    await idp?.stop();
  });

  it('refuses password sign-in and sign-up, and never shows the password form', async () => {
    const email = 'nopassword@example.com';
    const signup = await server.inject({ method: 'POST', url: '/api/signup', payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } });
    expect(signup.statusCode).toBe(403);
    expect(signup.body).toContain('Sign-in with a password is turned off');
    const rows = await server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
    const login = await server.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'exhibit.sid')).toBeUndefined();
    for (const mode of ['signin', 'signup']) {
      const page = await server.inject({ method: 'GET', url: `/api/login?mode=${mode}` });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`));
    }
  });
});
