import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import { oidcLinkRequests, oidcSignIns } from '../../platform/db/schema';
import type { OidcChecks } from '../../platform/oidc/client';

// The transient state of a sign-in through the provider lives in the database (docs/decisions/039):
// a row per authorization request, taken exactly once by its callback, and a row per identity that
// waits for its account's password. Both are bound to the browser that started them by a cookie
// of its own, so a callback or a link form carried to another browser does nothing there.

/** Long enough to sign in at the provider, short enough that a forgotten tab's request is gone. */
const SIGN_IN_MINUTES = 10;
const LINK_MINUTES = 15;
const RANDOM = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** `__Host-` over https, as for the session cookie: a sibling subdomain cannot plant its own binding. */
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-exhibit.oidc' : 'exhibit.oidc');

/** The hash of this browser's binding cookie, set first when it has none. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  let value = request.cookies[cookieName(request)];
  if (!value || !RANDOM.test(value)) {
    value = randomBytes(32).toString('base64url');
    // Lax, not Strict: the provider's redirect back to /api/callback is a navigation from another site.
    reply.setCookie(cookieName(request), value, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
  }
  return sha256(value);
}

export function browserOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[cookieName(request)];
  return value && RANDOM.test(value) ? sha256(value) : undefined;
}

export async function saveSignIn(db: Db, browser: string, checks: OidcChecks, returnTo: string): Promise<void> {
  await db.delete(oidcSignIns).where(lt(oidcSignIns.expiresAt, sql`now()`));
  await db.insert(oidcSignIns).values({
    stateHash: sha256(checks.state),
    browserHash: browser,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    returnTo,
    expiresAt: minutesFromNow(SIGN_IN_MINUTES),
  });
}

/**
 * The sign-in this `state` belongs to, removed as it is read: a second callback with the same
 * state finds nothing. Null when unknown, expired, or started in another browser.
 */
export async function takeSignIn(db: Db, state: string, browser: string | undefined): Promise<{ checks: OidcChecks; returnTo: string } | null> {
  if (!RANDOM.test(state)) return null;
  const [row] = await db.delete(oidcSignIns).where(eq(oidcSignIns.stateHash, sha256(state))).returning();
  if (!row || row.expiresAt.getTime() <= Date.now() || row.browserHash !== browser) return null;
  return { checks: { state, nonce: row.nonce, codeVerifier: row.codeVerifier }, returnTo: row.returnTo };
}

type LinkRequest = { userId: string; issuer: string; subject: string; idToken: string; returnTo: string };

/** Stores an identity waiting for its account's password; returns the token the link form carries. */
export async function saveLinkRequest(db: Db, browser: string, link: LinkRequest): Promise<string> {
  await db.delete(oidcLinkRequests).where(lt(oidcLinkRequests.expiresAt, sql`now()`));
  const token = randomBytes(32).toString('base64url');
  await db.insert(oidcLinkRequests).values({ tokenHash: sha256(token), browserHash: browser, ...link, expiresAt: minutesFromNow(LINK_MINUTES) });
  return token;
}

/** The waiting link for this token and browser, still valid; it stays until it is used (a mistyped password may be tried again). */
export async function findLinkRequest(db: Db, token: unknown, browser: string | undefined): Promise<LinkRequest | null> {
  if (typeof token !== 'string' || !RANDOM.test(token) || !browser) return null;
  const [row] = await db
    .select()
    .from(oidcLinkRequests)
    .where(and(eq(oidcLinkRequests.tokenHash, sha256(token)), eq(oidcLinkRequests.browserHash, browser), gt(oidcLinkRequests.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { userId: row.userId, issuer: row.issuer, subject: row.subject, idToken: row.idToken, returnTo: row.returnTo } : null;
}

export async function deleteLinkRequest(db: Db, token: string): Promise<void> {
  await db.delete(oidcLinkRequests).where(eq(oidcLinkRequests.tokenHash, sha256(token)));
}
