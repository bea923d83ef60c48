import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

// Signed download links (architecture.md §an-upload-step-by-step): the signature is the capability, so a link opens in a
// new tab without the session cookie. The HMAC key lives in app_settings so every instance
// behind a load balancer signs and verifies alike.

const KEY_NAME = 'download_signing_key';

/**
 * Keys loaded by this process, newest last. A deployed process talks to one database and so
 * holds one key; a test process may run several apps on several databases, and a link signed
 * by one of them must still verify there.
 */
const keys: Buffer[] = [];

/** Reads (creating once, race-free) the shared signing key and caches it. Called when the app is built. */
export async function loadDownloadSigningKey(db: Db): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY_NAME)).limit(1);
  if (!row) throw new Error('The download signing key could not be stored');
  const key = Buffer.from(row.value, 'base64url');
  if (!keys.some((k) => k.equals(key))) keys.push(key);
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** A MIME type we are willing to put in a Content-Type header; anything else becomes octet-stream. */
export function safeMimeType(type: string | null | undefined): string {
  const t = (type ?? '').trim().toLowerCase();
  return MIME.test(t) ? t : 'application/octet-stream';
}

function mac(key: Buffer, objectPath: string, exp: string, name: string, type: string): Buffer {
  // Unit separators keep the fields apart: no two field lists produce the same message.
  return createHmac('sha256', key).update([objectPath, exp, name, type].join('\u001f')).digest();
}

type SignDownloadOptions = { fileName: string; mimeType?: string | null; ttlSeconds?: number };

/**
 * `/objects/u/...?exp=&sig=&name=&type=`: a link that serves `objectPath` as `fileName` with
 * `mimeType` until `ttlSeconds` (default 300) from now. Accepts a path with a query string.
 */
export async function signDownloadUrl(objectPath: string, { fileName, mimeType, ttlSeconds = 300 }: SignDownloadOptions): Promise<string> {
  const key = keys[keys.length - 1];
  if (!key) throw new Error('signDownloadUrl called before loadDownloadSigningKey');
  const path = objectPath.split('?')[0] ?? '';
  const exp = String(Math.floor(Date.now() / 1000) + Math.floor(ttlSeconds));
  const name = fileName || 'download';
  const type = safeMimeType(mimeType);
  const sig = mac(key, path, exp, name, type).toString('base64url');
  return `${path}?${new URLSearchParams({ exp, sig, name, type }).toString()}`;
}

type DownloadCheck = { ok: true; fileName: string; mimeType: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a signed link's query for `objectPath`: the signature first, then the expiry. */
export function verifyDownload(objectPath: string, query: Record<string, unknown>, now = Date.now()): DownloadCheck {
  const { exp, sig, name, type } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || typeof name !== 'string' || typeof type !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(sig, 'base64url');
  const valid = keys.some((key) => {
    const expected = mac(key, objectPath, exp, name, type);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return { ok: false, reason: 'invalid' };
  if (Number(exp) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, fileName: name, mimeType: safeMimeType(type) };
}

/**
 * Types a browser may show in a tab without running anything: the rest download. Not PDFs: a
 * PDF can carry JavaScript that the browser's viewer runs, and the viewer does not work under a
 * CSP sandbox (docs/decisions/012).
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'text/plain', 'text/csv']);

function isInlineType(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType);
}

/** The Content-Type a download is served with: text says it is UTF-8. */
export function downloadContentType(mimeType: string): string {
  return mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType;
}

/** RFC 6266 / 8187: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(fileName: string, mimeType: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${isInlineType(mimeType) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
