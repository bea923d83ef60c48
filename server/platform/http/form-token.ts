import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

// The fallback for the server-rendered forms (sign-in, sign-up, sign-out) when a browser sends
// no Origin at all: a signed double-submit token. The cookie holds a random value; the form holds
// its HMAC. A page elsewhere can neither read the cookie nor sign a value of its own. The key
// lives in app_settings so every instance behind a load balancer checks alike.

const KEY_NAME = 'form_token_key';
const FORM_COOKIE = 'exhibit.form';
/** The hidden field the forms carry the token in. */
export const FORM_FIELD = 'csrf';

export type FormTokens = {
  /** The token for this browser's forms; sets the cookie it is bound to when there is none yet. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** Does the parsed form body carry the token bound to this browser's cookie? */
  verify(request: FastifyRequest): boolean;
};

const NONCE = /^[A-Za-z0-9_-]{43}$/;

async function loadKey(db: Db): Promise<Buffer> {
  await db.insert(appSettings).values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY_NAME)).limit(1);
  if (!row) throw new Error('The form token key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

export async function createFormTokens(db: Db): Promise<FormTokens> {
  const key = await loadKey(db);
  const sign = (nonce: string) => createHmac('sha256', key).update(`form\u001f${nonce}`).digest();

  return {
    issue(request, reply) {
      let nonce = request.cookies[FORM_COOKIE];
      if (!nonce || !NONCE.test(nonce)) {
        nonce = randomBytes(32).toString('base64url');
        reply.setCookie(FORM_COOKIE, nonce, { path: '/api/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
      }
      return sign(nonce).toString('base64url');
    },
    verify(request) {
      const nonce = request.cookies[FORM_COOKIE];
      const body = request.body as Record<string, unknown> | undefined;
      const given = body?.[FORM_FIELD];
      if (!nonce || !NONCE.test(nonce) || typeof given !== 'string' || !NONCE.test(given)) return false;
      return timingSafeEqual(sign(nonce), Buffer.from(given, 'base64url'));
    },
  };
}
