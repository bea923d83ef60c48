import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import { normalOrigin } from '../../platform/http/origin';
import type { OidcClient } from '../../platform/oidc/client';
import { OidcFailure } from '../../platform/oidc/failure';
import { linkIdentity, readClaims, resolveProviderUser } from './oidc-accounts';
import { bindBrowser, browserOf, deleteLinkRequest, findLinkRequest, saveLinkRequest, saveSignIn, takeSignIn } from './oidc-flow';
import { renderLinkPage, renderSignInProblem, type SignInProblem } from './oidc-pages';
import { verifyPassword } from './passwords';
import { accountKey, addressKey, clear } from './rate-limit';
import type { AuthReplies } from './replies';

const STATUS: Record<SignInProblem, number> = {
  cancelled: 200,
  'provider-error': 401,
  unreachable: 502,
  rejected: 401,
  expired: 400,
  'no-email': 403,
  unverified: 403,
  'email-taken': 409,
  'builtin-off': 403,
  busy: 429,
};

/** Redirects to the provider take many hops; a whole office behind one address signs in at 9 am. */
const STARTS_PER_LOGIN_ATTEMPT = 10;

/** The origin the provider sends the browser back to: PUBLIC_URL, else the host this request was addressed to. */
function appOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return normalOrigin(publicUrl) ?? normalOrigin(`${request.protocol}://${request.host}`) ?? `${request.protocol}://${request.host}`;
}

type ProviderSignIn = {
  /** GET /api/login: a fresh authorization request, remembered, and the redirect to the provider. */
  start(request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<FastifyReply>;
  /** Where POST /api/logout sends a session begun at the provider: its end-session endpoint, if it has one. */
  logoutUrl(request: FastifyRequest, idToken: string): Promise<string | null>;
  problem(reply: FastifyReply, problem: SignInProblem, returnTo: string): FastifyReply;
};

/** /api/callback and /api/login/link, on the auth routes' own instance (its form parser and CSRF setting). */
export function oidcRoutes(app: FastifyInstance, oidc: OidcClient, kit: AuthReplies): ProviderSignIn {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const form = { config: { writes: 'form' as const } };
  const redirectUri = (request: FastifyRequest) => `${appOrigin(request, config.publicUrl)}/api/callback`;

  const problem = (reply: FastifyReply, what: SignInProblem, returnTo: string) =>
    kit.html(reply, renderSignInProblem(what, { returnTo, passwordSignIn: config.authBuiltin }), STATUS[what]);

  app.get('/api/callback', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const flow = await takeSignIn(db, typeof q.state === 'string' ? q.state : '', browserOf(request));
    if (!flow) return problem(reply, q.error === 'access_denied' ? 'cancelled' : 'expired', '/');
    const callbackUrl = new URL(redirectUri(request));
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    let signedIn;
    try {
      signedIn = await oidc.finish(callbackUrl, flow.checks);
    } catch (err) {
      if (!(err instanceof OidcFailure)) throw err;
      request.log.warn({ reason: err.reason, detail: err.detail }, 'OpenID Connect sign-in failed');
      return problem(reply, err.reason, flow.returnTo);
    }
    const claims = readClaims(signedIn.claims);
    if (!claims) return problem(reply, 'rejected', flow.returnTo);
    const found = await resolveProviderUser(db, oidc.issuer, claims);
    if (found.kind === 'refused') return problem(reply, found.why, flow.returnTo);
    if (found.kind === 'user') return kit.signIn(request, reply, found.userId, flow.returnTo, { idToken: signedIn.idToken });
    const link = { userId: found.userId, issuer: oidc.issuer, subject: claims.sub, idToken: signedIn.idToken, returnTo: flow.returnTo };
    const token = await saveLinkRequest(db, bindBrowser(request, reply), link);
    return kit.html(reply, renderLinkPage({ email: found.email, token, csrf: app.formTokens.issue(request, reply) }));
  });

  // The one password check that links an identity to the account with its email. It stays open when
  // AUTH_BUILTIN=false: it is how the accounts made before the provider move over to it.
  app.post('/api/login/link', form, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const token = raw.token;
    const link = await findLinkRequest(db, token, browserOf(request));
    const [user] = link ? await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, link.userId)).limit(1) : [];
    if (!link || !user || typeof token !== 'string') return problem(reply, 'expired', '/');
    const render = (error: string) => renderLinkPage({ email: user.email, token, csrf: app.formTokens.issue(request, reply), error });
    const perMinute = { max: config.loginRateLimit, windowSeconds: 60 };
    const refused =
      (await kit.limited(reply, { key: addressKey('signin', request.ip), ...perMinute }, render)) ||
      (await kit.limited(reply, { key: accountKey('signin', user.email), max: config.loginRateLimit, windowSeconds: 15 * 60 }, render));
    if (refused) return reply;
    const password = typeof raw.password === 'string' && raw.password.length <= 200 ? raw.password : '';
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) return kit.html(reply, render('Wrong password. Try again.'), 401);
    await clear(db, accountKey('signin', user.email));
    if (!(await linkIdentity(db, link.userId, link.issuer, link.subject))) return problem(reply, 'email-taken', link.returnTo);
    await deleteLinkRequest(db, token);
    return kit.signIn(request, reply, link.userId, link.returnTo, { idToken: link.idToken });
  });

  return {
    problem,
    async start(request, reply, returnTo) {
      const limit = { key: addressKey('oidc', request.ip), max: config.loginRateLimit * STARTS_PER_LOGIN_ATTEMPT, windowSeconds: 60 };
      if (await kit.limited(reply, limit, (error) => renderSignInProblem('busy', { returnTo, passwordSignIn: false, text: error }))) return reply;
      let authorization;
      try {
        authorization = await oidc.authorizationRequest(redirectUri(request));
      } catch (err) {
        if (!(err instanceof OidcFailure)) throw err;
        request.log.warn({ reason: err.reason, detail: err.detail }, 'OpenID Connect provider unavailable');
        return problem(reply, 'unreachable', returnTo);
      }
      await saveSignIn(db, bindBrowser(request, reply), authorization.checks, returnTo);
      return reply.redirect(authorization.url.href, 303);
    },
    async logoutUrl(request, idToken) {
      const url = await oidc.endSessionUrl(`${appOrigin(request, config.publicUrl)}/`, idToken);
      return url?.href ?? null;
    },
  };
}
