import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, destroySession } from '../../platform/http/sessions';
import { readSessionCookie, sessionCookieName } from '../../platform/http/session-cookie';
import { hit, tooManyAttempts, type Limit } from './rate-limit';

/** What every sign-in route answers with: server-rendered pages, attempt limits, and the new session. */
export type AuthReplies = ReturnType<typeof authReplies>;

export function authReplies(app: FastifyInstance) {
  const { db } = app.deps.database;

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  /**
   * Counts one attempt against `limit`. True when it is used up: the 429 with `render`'s page saying when
   * to come back has been sent, and the caller must `return reply` and do nothing more (no hash, no row).
   * A flag, not the reply: a reply is a thenable, so `await`ing one yields undefined (docs/decisions/051).
   */
  async function limited(reply: FastifyReply, limit: Limit, render: (error: string) => string): Promise<boolean> {
    const verdict = await hit(db, limit);
    if (verdict.allowed) return false;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    html(reply, render(tooManyAttempts(verdict.retryAfterSeconds)), 429);
    return true;
  }

  /** The same session for a password and a provider sign-in: rotated, idle and absolute expiry. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string, returnTo: string, extra: { idToken?: string } = {}) {
    // Rotation: whatever session came in is ended; the signed-in one is new.
    const old = readSessionCookie(request);
    if (old) await destroySession(db, old);
    const sid = await createSession(db, userId, app.deps.sessionPolicy, extra);
    reply.setCookie(sessionCookieName(request), sid, app.cookieOptions(request));
    return reply.redirect(returnTo, 303);
  }

  return { html, limited, signIn };
}
