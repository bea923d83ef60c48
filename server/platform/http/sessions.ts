import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { PUSH_CHANNEL } from '../db/push-channel';
import { FreshCache, type ChangeFeed } from '../db/change-feed';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type SessionPolicy = { idleMs: number; maxMs: number };

/** 256 random bits, URL-safe: the only thing the cookie carries. */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the sessions table stores instead of the id: a read of the table (a backup, a log of
 * queries) gives nothing that signs anyone in. The id has 256 random bits, so no salt is needed.
 */
export function hashSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('hex');
}

/** `idToken`: kept for a session begun through OpenID Connect, so logout can hint the provider. */
export async function createSession(db: Db, userId: string, policy: SessionPolicy, extra: { idToken?: string } = {}): Promise<string> {
  const sid = newSessionId();
  await db.insert(sessions).values({
    sid: hashSessionId(sid),
    sess: { userId, createdAt: Date.now(), ...extra },
    expire: new Date(Date.now() + policy.idleMs),
  });
  return sid;
}

function deadlineOf(row: { expire: Date; sess: { createdAt: number } }, policy: SessionPolicy): number {
  return Math.min(row.expire.getTime(), row.sess.createdAt + policy.maxMs);
}

type SessionRow = { sess: { userId: string; createdAt: number }; expire: Date; user: SessionUser };

/**
 * Session rows kept in memory by the hash of their id (docs/decisions/042): the database's triggers drop one
 * when its session or its user is written or deleted, on every instance, so most requests read no table.
 */
type SessionCache = FreshCache<SessionRow>;
export const createSessionCache = (changes: ChangeFeed): SessionCache => new FreshCache<SessionRow>(changes);

/** The session and its user in one query: every signed-in request starts here (docs/decisions/034). */
async function loadSession(db: Db, hash: string): Promise<SessionRow | undefined> {
  const [found] = await db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(eq(sessions.sid, hash))
    .limit(1);
  if (!found?.user) return undefined;
  return { ...found, user: found.user };
}

/** The signed-in user for a session id, sliding the idle expiry; null when missing or expired. */
export async function readSession(db: Db, sid: string, policy: SessionPolicy, cache?: SessionCache): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(sid)) return null;
  const hash = hashSessionId(sid);
  const load = () => loadSession(db, hash);
  const found = cache ? await cache.read(hash, load, (row) => [`session:${hash}`, `user:${row.user.id}`]) : await load();
  if (!found) return null;
  const now = Date.now();
  if (deadlineOf(found, policy) <= now) {
    await endSessions(db, sql`sid = ${hash}`);
    return null;
  }
  // Slide the idle window at most once a minute, so reads do not write on every request.
  const nextExpire = now + policy.idleMs;
  if (nextExpire - found.expire.getTime() > 60_000) {
    await db.update(sessions).set({ expire: new Date(nextExpire) }).where(eq(sessions.sid, hash));
    // Read back at once: the trigger's notice of this write may come after the next request.
    cache?.forget(hash);
  }
  return found.user;
}

/** When the session stored under this hash ends (idle or absolute), or null when it is gone. */
export async function sessionDeadline(db: Db, sidHash: string, policy: SessionPolicy): Promise<number | null> {
  const [found] = await db.select().from(sessions).where(eq(sessions.sid, sidHash)).limit(1);
  return found ? deadlineOf(found, policy) : null;
}

/**
 * Deletes the matching sessions and, in the same statement, NOTIFYs each one's hash, so every
 * instance closes the sockets opened under it (logout, rotation, expiry, sign out everywhere).
 */
async function endSessions(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`
    with ended as (delete from ${sessions} where ${where} returning sid)
    select pg_notify(${PUSH_CHANNEL}, json_build_object('endedSession', sid)::text) from ended`);
}

/** The provider's ID token a session was begun with; undefined for a password sign-in or no session. */
export async function sessionIdToken(db: Db, sid: string): Promise<string | undefined> {
  const [found] = await db.select({ sess: sessions.sess }).from(sessions).where(eq(sessions.sid, hashSessionId(sid))).limit(1);
  return found?.sess.idToken;
}

/** Logout, and rotation at sign-in: the raw id from the cookie. */
export async function destroySession(db: Db, sid: string): Promise<void> {
  await endSessions(db, sql`sid = ${hashSessionId(sid)}`);
}

/** 'Sign out everywhere': every session of this user, on every device. */
export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await endSessions(db, sql`sess->>'userId' = ${userId}`);
}

export async function purgeExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const oldestLiving = Date.now() - policy.maxMs;
  await endSessions(db, sql`expire < now() or (sess->>'createdAt')::bigint <= ${oldestLiving}`);
}
