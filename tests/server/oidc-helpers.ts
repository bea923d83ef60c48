import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from './harness';

/**
 * A browser's two sides of a sign-in through the test provider: the app's cookies (sent with
 * `inject`) and the provider's (sent with `fetch` to its real port), and the provider's
 * development pages driven as a person would: the login form, then the consent form.
 */
export class OidcBrowser {
  /** The app's cookies, name → value. */
  readonly app = new Map<string, string>();
  private readonly idp = new Map<string, string>();

  constructor(private readonly server: TestServer) {}

  get cookie(): string {
    return [...this.app].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** `inject` with this browser's app cookies, keeping what the reply sets. */
  async inject(method: 'GET' | 'POST', url: string, payload?: Record<string, string>): Promise<LightMyRequestResponse> {
    const res = await this.server.inject({ method, url, headers: { cookie: this.cookie }, ...(payload ? { payload } : {}) });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) this.app.delete(c.name);
      else this.app.set(c.name, c.value);
    }
    return res;
  }

  /** GET /api/login: the redirect to the provider's authorization endpoint. */
  async startSignIn(returnTo?: string): Promise<string> {
    const res = await this.inject('GET', `/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  }

  private async fetchIdp(url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      redirect: 'manual',
      method: form ? 'POST' : 'GET',
      headers: { cookie: [...this.idp].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.idp.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** Follows the provider's redirects until one leaves it; returns that answer's page or location. */
  private async follow(res: Response, base: string): Promise<{ page?: string; leaves?: URL }> {
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (!location) return { page: await res.text() };
      const next = new URL(location, base);
      if (next.origin !== new URL(base).origin) return { leaves: next };
      res = await this.fetchIdp(next.href);
    }
    throw new Error('the provider redirected more than 10 times');
  }

  /**
   * At the provider: signs in as `login` and consents (or cancels on the login page), and returns
   * the URL it sends the browser back to (the app's /api/callback with code or error).
   */
  async atProvider(authorizationUrl: string, login: string, opts: { cancel?: boolean } = {}): Promise<URL> {
    const base = new URL(authorizationUrl).origin;
    let step = await this.follow(await this.fetchIdp(authorizationUrl), base);
    for (let pages = 0; pages < 4 && step.page; pages++) {
      const page = step.page;
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`no form on the provider's page: ${page.slice(0, 300)}`);
      if (opts.cancel) {
        const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
        if (!abort) throw new Error('no cancel link on the provider page');
        step = await this.follow(await this.fetchIdp(new URL(abort, base).href), base);
        continue;
      }
      const form: Record<string, string> = page.includes('name="login"') ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' };
      step = await this.follow(await this.fetchIdp(new URL(action, base).href, form), base);
    }
    if (!step.leaves) throw new Error('the provider never sent the browser back');
    return step.leaves;
  }

  /** GET the callback URL the provider sent back, on the app. */
  callback(url: URL): Promise<LightMyRequestResponse> {
    return this.inject('GET', `${url.pathname}${url.search}`);
  }

  /** The whole round: /api/login, the provider's pages, the callback. */
  async signIn(login: string, returnTo?: string): Promise<LightMyRequestResponse> {
    return this.callback(await this.atProvider(await this.startSignIn(returnTo), login));
  }
}

/** The signed-in user as /api/auth/user answers, or the status when there is none. */
export async function whoAmI(server: TestServer, cookie: string): Promise<{ id: string; email: string; firstName: string | null } | number> {
  const res = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return res.statusCode === 200 ? (res.json() as { id: string; email: string; firstName: string | null }) : res.statusCode;
}
