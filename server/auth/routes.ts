import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS, signInBody, signUpBody } from '../../src/contract/auth';
import { hasControls } from '../../src/contract/text';
import { users } from '../db/schema';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { createSession, destroySession, SESSION_COOKIE } from './sessions';
import { renderLoginPage, type LoginPageState } from './login-page';

/** Only same-origin paths: an open redirect would make the sign-in page a phishing tool. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // A CR or LF would split the Location header (Node refuses it: a 500); no real path holds a control.
  if (hasControls(value)) return '/';
  if (value.startsWith('/api/login') || value.startsWith('/api/logout') || value.startsWith('/api/signup')) return '/';
  return value;
}

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;
  const policy = app.deps.sessionPolicy;

  await app.register(rateLimit, { global: false });
  const limited = {
    config: { rateLimit: { max: app.deps.config.loginRateLimit, timeWindow: '1 minute' } },
  };

  const page = (reply: FastifyReply, state: LoginPageState, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderLoginPage(state));

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string, returnTo: string) {
    // Rotation: whatever session came in is ended; the signed-in one is new.
    const old = request.cookies[SESSION_COOKIE];
    if (old) await destroySession(db, old);
    const sid = await createSession(db, userId, policy);
    reply.setCookie(SESSION_COOKIE, sid, app.cookieOptions(request));
    return reply.redirect(returnTo, 303);
  }

  app.get('/api/login', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    if (app.deps.config.oidcIssuerUrl) {
      return reply.code(501).send({ message: 'OpenID Connect sign-in is not available in this build yet.' });
    }
    return page(reply, { mode: q.mode === 'signup' ? 'signup' : 'signin', returnTo: safeReturnTo(q.returnTo) });
  });

  app.post('/api/login', limited, async (request, reply) => {
    const parsed = signInBody.safeParse(request.body ?? {});
    const returnTo = safeReturnTo((request.body as Record<string, unknown> | undefined)?.returnTo);
    if (!parsed.success) return page(reply, { mode: 'signin', returnTo, error: INVALID_CREDENTIALS }, 400);
    const { email, password } = parsed.data;
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await dummyHash(), password), false);
    if (!user || !ok) return page(reply, { mode: 'signin', returnTo, email, error: INVALID_CREDENTIALS }, 401);
    return signIn(request, reply, user.id, returnTo);
  });

  app.post('/api/signup', limited, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturnTo(raw.returnTo);
    const keep = {
      email: typeof raw.email === 'string' ? raw.email : '',
      firstName: typeof raw.firstName === 'string' ? raw.firstName : '',
      lastName: typeof raw.lastName === 'string' ? raw.lastName : '',
    };
    const parsed = signUpBody.safeParse(raw);
    if (!parsed.success) {
      return page(reply, { mode: 'signup', returnTo, ...keep, error: parsed.error.issues[0]?.message ?? 'Check the form' }, 400);
    }
    const { email, password, firstName, lastName } = parsed.data;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      return page(reply, { mode: 'signup', returnTo, ...keep, error: 'An account with this email already exists. Sign in instead.' }, 409);
    }
    const [created] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), firstName: firstName || null, lastName: lastName || null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) {
      return page(reply, { mode: 'signup', returnTo, ...keep, error: 'An account with this email already exists. Sign in instead.' }, 409);
    }
    return signIn(request, reply, created.id, returnTo);
  });

  app.get('/api/logout', async (request, reply) => {
    const sid = request.cookies[SESSION_COOKIE];
    if (sid) await destroySession(db, sid);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  });

  app.get('/api/auth/user', { preHandler: app.requireUser }, async (request) => request.user);
}
