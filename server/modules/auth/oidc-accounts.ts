import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { stripNameMarks } from '../../../src/contract/text';
import type { Db } from '../../platform/db/client';
import { userIdentities, users } from '../../platform/db/schema';

/**
 * Which Exhibit user a verified provider identity is (docs/decisions/039):
 * - an identity seen before signs in as its user;
 * - a new identity whose email an account with a password already has is linked only after that
 *   password is given once ('link'): a provider claiming an address never takes an account over;
 * - otherwise a new account is made, with no password.
 */
type Resolution =
  | { kind: 'user'; userId: string }
  | { kind: 'link'; userId: string; email: string }
  | { kind: 'refused'; why: RefusalReason };

/** no-email: the provider shares no usable address; unverified: it says the address is not verified;
 *  email-taken: an account without a password (another identity) has this address. */
export type RefusalReason = 'no-email' | 'unverified' | 'email-taken';

const name = z
  .string()
  .transform((v) => stripNameMarks(v).trim().slice(0, 200) || null)
  .optional()
  .catch(undefined);

// Some providers send email_verified as the string "true".
const verified = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional().catch(undefined);

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(320).email().optional().catch(undefined),
  email_verified: verified,
  given_name: name,
  family_name: name,
});

type ProviderClaims = z.infer<typeof claimsSchema>;

/** The claims this app uses, or null when the subject itself is unusable. */
export function readClaims(raw: Record<string, unknown>): ProviderClaims | null {
  const parsed = claimsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

async function identityUser(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

async function resolveOnce(db: Db, issuer: string, claims: ProviderClaims): Promise<Resolution> {
  const known = await identityUser(db, issuer, claims.sub);
  if (known) return { kind: 'user', userId: known };
  const { email } = claims;
  if (!email) return { kind: 'refused', why: 'no-email' };
  // A provider that does not say (some never send email_verified) is taken at its word; one that says no is not.
  if (claims.email_verified === false) return { kind: 'refused', why: 'unverified' };
  const [existing] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing.passwordHash ? { kind: 'link', userId: existing.id, email } : { kind: 'refused', why: 'email-taken' };
  const userId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, firstName: claims.given_name ?? null, lastName: claims.family_name ?? null, passwordHash: null })
      .returning({ id: users.id });
    await tx.insert(userIdentities).values({ issuer, subject: claims.sub, userId: created!.id });
    return created!.id;
  });
  return { kind: 'user', userId };
}

export async function resolveProviderUser(db: Db, issuer: string, claims: ProviderClaims): Promise<Resolution> {
  try {
    return await resolveOnce(db, issuer, claims);
  } catch (err) {
    // Two first sign-ins of one person at once: the loser's insert hits the unique email or
    // identity; by now the winner's rows answer the question.
    if ((err as { code?: string; cause?: { code?: string } }).code !== '23505' && (err as { cause?: { code?: string } }).cause?.code !== '23505') throw err;
    return resolveOnce(db, issuer, claims);
  }
}

/** Links the identity to the user who just gave their password; false if it already belongs to someone else. */
export async function linkIdentity(db: Db, userId: string, issuer: string, subject: string): Promise<boolean> {
  await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
  return (await identityUser(db, issuer, subject)) === userId;
}
