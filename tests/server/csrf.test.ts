import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { trustHops } from '../../server/platform/config';
import { userWithPetition, type Owner } from './evidence-helpers';

const LETTER = {
  recommenderName: 'Mallory',
  recommenderTitle: 'Attacker',
  recommenderOrganization: 'Evil Corp',
  recommenderEmail: '',
  relationship: 'none',
  keyAchievements: ['planted'],
};

/** The value and hidden token of the sign-in page's form, as a browser that got the page holds them. */
async function formToken(server: TestServer, url = '/api/login') {
  const page = await server.inject({ method: 'GET', url });
  const cookie = page.cookies.find((c) => c.name === 'exhibit.form');
  const token = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!cookie || !token) throw new Error(`${url} rendered no form token`);
  return { cookie: `exhibit.form=${cookie.value}`, token };
}

describe.each(DATABASES)('CSRF, Origin checks and security headers on %s', (kind) => {
  let server: TestServer;
  let victim: Owner & { email: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    const owner = await userWithPetition(server);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: owner.cookie } });
    victim = { ...owner, email: (me.json() as { email: string }).email };
  });
  afterAll(async () => {
    await server?.stop();
  });

  const letters = async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/petitions/${victim.petitionId}/recommendation-letters`, headers: { cookie: victim.cookie } });
    return res.json() as unknown[];
  };
  const whoAmI = async (cookie: string) => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    return res.statusCode === 200 ? (res.json() as { email: string }).email : res.statusCode;
  };

  it('refuses a write from another site or another port of this host, and one with no Origin, before it changes anything', async () => {
    const url = `/api/petitions/${victim.petitionId}/recommendation-letters`;
    for (const origin of ['https://evil.example', 'http://localhost:8081', 'null']) {
      const res = await server.inject({ method: 'POST', url, headers: { cookie: victim.cookie, origin }, payload: LETTER });
      expect(res.statusCode, origin).toBe(403);
      expect((res.json() as { message: string }).message).toMatch(/^This request comes from .*; changes are accepted only from Exhibit's own pages\.$/);
    }
    const bare = await server.app.inject({ method: 'POST', url, headers: { cookie: victim.cookie }, payload: LETTER });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: "This request has no Origin header; changes are accepted only from Exhibit's own pages." });
    expect(await letters()).toEqual([]);
    // The app's own page still writes; another site can neither edit nor delete what it wrote.
    const own = await server.inject({ method: 'POST', url, headers: { cookie: victim.cookie }, payload: LETTER });
    expect(own.statusCode, own.body).toBe(201);
    const letterUrl = `/api/recommendation-letters/${(own.json() as { id: string }).id}`;
    const edit = await server.inject({ method: 'PATCH', url: letterUrl, headers: { cookie: victim.cookie, origin: 'https://evil.example' }, payload: { recommenderName: 'Eve' } });
    expect(edit.statusCode).toBe(403);
    const remove = await server.inject({ method: 'DELETE', url: letterUrl, headers: { cookie: victim.cookie, origin: 'http://localhost:8081' } });
    expect(remove.statusCode).toBe(403);
    expect(await letters()).toMatchObject([{ recommenderName: 'Mallory' }]);
    expect((await server.inject({ method: 'DELETE', url: letterUrl, headers: { cookie: victim.cookie } })).statusCode).toBe(200);
  });

  it('refuses a page whose name was rebound to this server: a foreign Host with its own Origin is not ours without PUBLIC_URL', async () => {
    const url = `/api/petitions/${victim.petitionId}/recommendation-letters`;
    for (const host of ['evil.example', 'evil.example:3000', 'exhibit.attacker.test']) {
      const res = await server.app.inject({ method: 'POST', url, headers: { cookie: victim.cookie, host, origin: `http://${host}` }, payload: LETTER });
      expect(res.statusCode, host).toBe(403);
    }
    // The sign-up form too: a rebound page cannot make accounts through us.
    const signUp = await server.app.inject({ method: 'POST', url: '/api/signup', headers: { host: 'evil.example', origin: 'http://evil.example' }, payload: { email: 'rebound@example.com', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } });
    expect(signUp.statusCode).toBe(403);
    expect(await letters()).toEqual([]);
    // This machine by loopback name or address is still its own origin.
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await server.app.inject({ method: 'POST', url, headers: { cookie: victim.cookie, host, origin: `http://${host}` }, payload: LETTER });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(201);
      const id = (res.json() as { id: string }).id;
      expect((await server.inject({ method: 'DELETE', url: `/api/recommendation-letters/${id}`, headers: { cookie: victim.cookie } })).statusCode).toBe(200);
    }
  });

  it('refuses a form-encoded or text body on a JSON route with 415, even from our own origin', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: victim.cookie } });
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'fullName=Mallory&otherLinks=x'],
      ['text/plain', JSON.stringify({ fullName: 'Mallory', otherLinks: [] })],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nMallory\r\n--x--\r\n'],
    ] as const) {
      const res = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie: victim.cookie, 'content-type': type }, payload });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: 'Send this request as JSON (Content-Type: application/json).' });
    }
    const after = await server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: victim.cookie } });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses raw uploads (object PUT, zip import) from another origin, though they are not JSON', async () => {
    const presign = await server.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: victim.cookie }, payload: { hash: 'a'.repeat(64), extension: '.pdf' } });
    const put = await server.inject({ method: 'PUT', url: (presign.json() as { uploadURL: string }).uploadURL, headers: { cookie: victim.cookie, origin: 'http://localhost:9999', 'content-type': 'application/pdf' }, payload: 'x' });
    expect(put.statusCode).toBe(403);
    const zip = await server.app.inject({ method: 'POST', url: `/api/petitions/${victim.petitionId}/evidence/upload-zip`, headers: { cookie: victim.cookie, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(zip.statusCode).toBe(403);
  });

  it("refuses login CSRF: a cross-site form posting the attacker's credentials leaves the victim signed in as themself", async () => {
    const attacker = await server.signUp();
    const body = new URLSearchParams({ email: attacker.email, password: TEST_PASSWORD }).toString();
    for (const url of ['/api/login', '/api/signup']) {
      const res = await server.inject({
        method: 'POST',
        url,
        headers: { cookie: victim.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: url === '/api/signup' ? `${body}&confirmPassword=correct+horse+battery&email=fresh%40example.com` : body,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.cookies.find((c) => c.name === 'exhibit.sid')).toBeUndefined();
    }
    expect(await whoAmI(victim.cookie)).toBe(victim.email);
  });

  it('accepts a sign-in form with no Origin only with the token its page rendered', async () => {
    const who = await server.signUp();
    const { cookie, token } = await formToken(server);
    const post = (headers: Record<string, string>, extra: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `email=${encodeURIComponent(who.email)}&password=correct+horse+battery${extra}`,
      });
    const other = await formToken(server);
    for (const [headers, extra] of [
      [{}, ''],
      [{ cookie }, ''],
      [{ cookie }, `&csrf=${other.token}`],
      [{}, `&csrf=${token}`],
      // A token never makes a foreign Origin acceptable.
      [{ cookie, origin: 'http://localhost:8081' }, `&csrf=${token}`],
    ] as const) {
      const res = await post(headers, extra);
      expect(res.statusCode, JSON.stringify([headers, extra])).toBe(403);
      expect(res.cookies.find((c) => c.name === 'exhibit.sid')).toBeUndefined();
    }
    const ok = await post({ cookie }, `&csrf=${token}`);
    expect(ok.statusCode, ok.body).toBe(303);
    expect(ok.cookies.find((c) => c.name === 'exhibit.sid')).toBeDefined();
  });

  it('signs out only by POST: GET /api/logout asks and changes nothing', async () => {
    const { cookie, email } = await server.signUp();
    const ask = await server.inject({ method: 'GET', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Sign out of Exhibit?');
    expect(ask.body).toMatch(/<form method="post" action="\/api\/logout">[\s\S]*name="csrf"[\s\S]*<button type="submit">Sign Out<\/button>/);
    expect(ask.cookies.find((c) => c.name === 'exhibit.sid')).toBeUndefined();
    expect(await whoAmI(cookie)).toBe(email);

    const crossSite = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await server.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(noToken.statusCode).toBe(403);
    expect(await whoAmI(cookie)).toBe(email);

    const out = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(await whoAmI(cookie)).toBe(401);
  });

  it('sends a CSP with no inline script and no remote images, CORP same-origin, and no-store on /api JSON; no HSTS over plain http', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: victim.cookie } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    // No inline script at all: no hash, no nonce, no 'unsafe-inline' (docs/decisions/076).
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    // The socket's address under either scheme, as the page may be behind a TLS proxy (Host here is localhost:80).
    expect(directive('connect-src')).toBe("connect-src 'self' ws://localhost wss://localhost:80");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // A client-supplied X-Forwarded-Proto means nothing without a trusted proxy.
    const spoofed = await server.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const login = await server.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.body).not.toMatch(/<script/i);
    expect(login.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('sends HSTS behind a trusted TLS proxy, and accepts writes from PUBLIC_URL', async () => {
    const behind = await startTestServer(kind, { trustProxy: trustHops(1), publicUrl: 'https://exhibit.example' });
    try {
      const tls = await behind.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(tls.headers['content-security-policy'])).toContain('wss://exhibit.example');
      const { cookie } = await behind.signUp();
      const res = await behind.inject({ method: 'POST', url: '/api/profile', headers: { cookie, origin: 'https://exhibit.example' }, payload: { fullName: 'Ada', otherLinks: [] } });
      expect(res.statusCode, res.body).toBe(200);
      // PUBLIC_URL names the one public origin: another name the proxy forwards is not ours.
      const other = await behind.inject({ method: 'POST', url: '/api/profile', headers: { cookie, 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }, payload: { fullName: 'Eve', otherLinks: [] } });
      expect(other.statusCode).toBe(403);
    } finally {
      await behind.stop();
    }
  });
});
