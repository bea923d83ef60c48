import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: the link's secret. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as the page sends it: 43 base64url characters, nothing else is looked up. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link the applicant shares: the request's id in the path, the token after '#', so it never reaches a
 * server's access log or a Referer header; the page sends it in a header.
 */
export function recommenderLink(origin: string, requestId: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/recommend/${requestId}#${token}`;
}

/**
 * The page's CSRF token: an HMAC of the link's hash under a server key. A page with no session has no
 * cookie to protect; the writes carry both the link token and this value, which only a page that read the
 * request through the link holds.
 */
export function csrfFor(key: Buffer, tokenHash: string): string {
  return createHmac('sha256', key).update(`recommender\u001f${tokenHash}`).digest('base64url');
}

export function csrfMatches(key: Buffer, tokenHash: string, given: string | undefined): boolean {
  if (!given || !/^[A-Za-z0-9_-]{43}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(csrfFor(key, tokenHash)), Buffer.from(given));
}
