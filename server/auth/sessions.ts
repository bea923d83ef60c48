import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'exhibit.sid';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type SessionPolicy = { idleMs: number; maxMs: number };

/** 256 random bits, URL-safe: the only thing the cookie carries. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, userId: string, policy: SessionPolicy): Promise<string> {
  const sid = newSessionId();
  await db.insert(sessions).values({
    sid,
    sess: { userId, createdAt: Date.now() },
    expire: new Date(Date.now() + policy.idleMs),
  });
  return sid;
}

/** The signed-in user for a session id, sliding the idle expiry; null when missing or expired. */
export async function readSession(db: Db, sid: string, policy: SessionPolicy): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(sid)) return null;
  const [found] = await db.select().from(sessions).where(eq(sessions.sid, sid)).limit(1);
  if (!found) return null;
  const now = Date.now();
  if (found.expire.getTime() <= now || found.sess.createdAt + policy.maxMs <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(eq(users.id, found.sess.userId))
    .limit(1);
  if (!user) return null;
  // Slide the idle window at most once a minute, so reads do not write on every request.
  const nextExpire = now + policy.idleMs;
  if (nextExpire - found.expire.getTime() > 60_000) {
    await db.update(sessions).set({ expire: new Date(nextExpire) }).where(eq(sessions.sid, sid));
  }
  return user;
}

export async function destroySession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
