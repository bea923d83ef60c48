import { createHash } from 'node:crypto';
import net from 'node:net';
import { lt, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rateLimits } from '../../platform/db/schema';

/**
 * Fixed-window attempt counters in PostgreSQL, so every instance sees the same count
 * (docs/decisions/014). One atomic upsert per attempt: no read-then-write race.
 */
export type Limit = { key: string; max: number; windowSeconds: number };
type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt against `limit`; refused once the window already holds `max`. */
export async function hit(db: Db, limit: Limit): Promise<LimitVerdict> {
  const window = sql`(${limit.windowSeconds}::int * interval '1 second')`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<string>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))`,
    });
  if (!row || row.count <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retryAfterSeconds)) };
}

/** Forgets a key's attempts (a successful sign-in clears its account's count). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago; every window is far shorter than a day. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}

/** The per-account key: a hash, so the table holds no typed email addresses. */
export function accountKey(action: string, email: string): string {
  return `${action}:account:${createHash('sha256').update(email).digest('hex')}`;
}

/**
 * The per-address key. An IPv6 client usually holds a whole /64, so that is the unit counted;
 * an IPv4-mapped address counts as the IPv4 one.
 */
export function addressKey(action: string, ip: string): string {
  return `${action}:ip:${addressUnit(ip)}`;
}

function addressUnit(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = ip.includes('::') && tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip;
}

/** 'Too many attempts. Try again in N minutes.' */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
