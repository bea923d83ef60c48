import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { ACCOUNT_EXISTS_NOTICE, INVALID_CREDENTIALS, signInBody, signUpBody } from '../../../src/contract/auth';
import { hasControls } from '../../../src/contract/text';
import { users } from '../../platform/db/schema';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { destroySession, sessionIdToken } from '../../platform/http/sessions';
import { clearSessionCookie, readSessionCookie } from '../../platform/http/session-cookie';
import { renderLoginPage, renderSignOutPage, type LoginPageState } from './login-page';
import { checkNewPassword } from './password-policy';
import { accountKey, addressKey, clear, sweepRateLimits, type Limit } from './rate-limit';
import { oidcRoutes } from './oidc-routes';
import { renderProviderLogout, renderSignInProblem } from './oidc-pages';
import { authReplies } from './replies';

/** Where a new account goes once signed in: its first step. */
const PROFILE_SETUP = '/profile/setup';

/** One account's attempts are counted over this long, from every address together. */
const ACCOUNT_WINDOW_SECONDS = 15 * 60;

/** Only same-origin paths: an open redirect would make the sign-in page a phishing tool. */
function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // A CR or LF would split the Location header (Node refuses it: a 500); no real path holds a control.
  if (hasControls(value)) return '/';
  if (['/api/login', '/api/logout', '/api/signup', '/api/callback'].some((p) => value.startsWith(p))) return '/';
  return value;
}

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const perAddress = { max: app.deps.config.loginRateLimit, windowSeconds: 60 };
  const perAccount = { max: app.deps.config.loginRateLimit, windowSeconds: ACCOUNT_WINDOW_SECONDS };

  const sweep = setInterval(() => void sweepRateLimits(db).catch(() => undefined), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The server-rendered forms post urlencoded bodies (they work without JS); no other route parses them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The forms may post urlencoded; the CSRF guard still wants our Origin or the form token.
  const form = { config: { writes: 'form' as const } };

  const kit = authReplies(app);
  const { html, signIn } = kit;
  const provider = app.deps.oidc ? oidcRoutes(app, app.deps.oidc, kit) : null;
  const builtin = app.deps.config.authBuiltin;
  // Every rendered form carries the token bound to this browser (the CSRF fallback when no Origin is sent).
  const page = (reply: FastifyReply, state: LoginPageState, status = 200) =>
    html(reply, renderLoginPage({ ...state, provider: !!provider, csrf: app.formTokens.issue(reply.request, reply) }), status);

  /** True when `limit` is used up and the 429 with the form again has been sent: the route returns `reply` at once. */
  const limited = (reply: FastifyReply, limit: Limit, state: LoginPageState) =>
    kit.limited(reply, limit, (error) => renderLoginPage({ ...state, error, provider: !!provider, csrf: app.formTokens.issue(reply.request, reply) }));

  /** With AUTH_BUILTIN=false a password form is never shown, and a post to one is refused. */
  const builtinOff = (reply: FastifyReply, returnTo: string) => html(reply, renderSignInProblem('builtin-off', { returnTo, passwordSignIn: false }), 403);

  app.get('/api/login', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const returnTo = safeReturnTo(q.returnTo);
    // With a provider, /api/login goes there; the password form is one ?mode= away while built-in accounts are on.
    const form = builtin && (q.mode === 'signin' || q.mode === 'signup');
    if (provider && !form) return provider.start(request, reply, returnTo);
    return page(reply, { mode: q.mode === 'signup' ? 'signup' : 'signin', returnTo });
  });

  app.post('/api/login', form, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(raw.returnTo);
    if (!builtin) return builtinOff(reply, returnTo);
    const typed = typeof raw.email === 'string' ? raw.email : '';
    // request.ip is the address the trusted proxy saw (config.trustProxy), never a client-written header.
    if (await limited(reply, { key: addressKey('signin', request.ip), ...perAddress }, { mode: 'signin', returnTo, email: typed })) return reply;
    const parsed = signInBody.safeParse(raw);
    if (!parsed.success) return page(reply, { mode: 'signin', returnTo, error: INVALID_CREDENTIALS }, 400);
    const { email, password } = parsed.data;
    const account = accountKey('signin', email);
    if (await limited(reply, { key: account, ...perAccount }, { mode: 'signin', returnTo, email })) return reply;
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await dummyHash(), password), false);
    if (!user || !ok) return page(reply, { mode: 'signin', returnTo, email, error: INVALID_CREDENTIALS }, 401);
    await clear(db, account);
    return signIn(request, reply, user.id, returnTo);
  });

  app.post('/api/signup', form, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(raw.returnTo);
    if (!builtin) return builtinOff(reply, returnTo);
    const keep = {
      email: typeof raw.email === 'string' ? raw.email : '',
      firstName: typeof raw.firstName === 'string' ? raw.firstName : '',
      lastName: typeof raw.lastName === 'string' ? raw.lastName : '',
    };
    if (await limited(reply, { key: addressKey('signup', request.ip), ...perAddress }, { mode: 'signup', returnTo, ...keep })) return reply;
    const parsed = signUpBody.safeParse(raw);
    if (!parsed.success) {
      return page(reply, { mode: 'signup', returnTo, ...keep, error: parsed.error.issues[0]?.message ?? 'Check the form' }, 400);
    }
    const { email, password, firstName, lastName } = parsed.data;
    // The account's one budget, shared with sign-in: a taken email's sign-up checks its password (below),
    // so it is a guess like any other (docs/decisions/014).
    const account = accountKey('signin', email);
    if (await limited(reply, { key: account, ...perAccount }, { mode: 'signup', returnTo, ...keep })) return reply;
    const strength = await checkNewPassword(password, { email, firstName, lastName });
    if (!strength.ok) return page(reply, { mode: 'signup', returnTo, ...keep, error: strength.message }, 400);
    const joined = await createAccount(email, password, { firstName, lastName });
    if (joined) {
      await clear(db, account);
      return signIn(request, reply, joined.id, PROFILE_SETUP);
    }
    // Taken: the owner's own password signs in, as the sign-in form would; no other password is
    // ever stored or changed for it, and anything else gets the sign-in form, its email filled in.
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (user?.passwordHash && (await verifyPassword(user.passwordHash, password))) {
      await clear(db, account);
      return signIn(request, reply, user.id, returnTo);
    }
    return page(reply, { mode: 'signin', returnTo, email, notice: ACCOUNT_EXISTS_NOTICE });
  });

  /** A new account, or undefined when the email already has one (one insert: two racing sign-ups make one). */
  async function createAccount(email: string, password: string, names: { firstName?: string; lastName?: string }) {
    // Checked first so that a taken email costs one argon2 verify, as a new one costs one hash.
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) return undefined;
    const [created] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), firstName: names.firstName || null, lastName: names.lastName || null })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return created;
  }

  // A GET changes nothing (a link or an image on another site must not sign anyone out): it asks first.
  app.get('/api/logout', async (request, reply) => html(reply, renderSignOutPage(app.formTokens.issue(request, reply))));

  app.post('/api/logout', form, async (request, reply) => {
    const sid = readSessionCookie(request);
    // A session begun at the provider ends there too, where it has an end-session endpoint.
    const idToken = sid && provider ? await sessionIdToken(db, sid) : undefined;
    if (sid) await destroySession(db, sid);
    clearSessionCookie(request, reply);
    const providerLogout = idToken && provider ? await provider.logoutUrl(request, idToken) : null;
    if (providerLogout) return html(reply, renderProviderLogout(providerLogout));
    return reply.redirect('/', 303);
  });

  app.get('/api/auth/user', { preHandler: app.requireUser }, async (request) => request.user);
}
