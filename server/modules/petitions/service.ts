import { and, desc, eq } from 'drizzle-orm';
import type { CreatePetitionBody } from '../../../src/contract/petitions';
import type { Db } from '../../platform/db/client';
import { petitions, profiles } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's petitions, newest first. */
export async function listPetitions(db: Db, userId: string) {
  const rows = await db
    .select({ petition: petitions })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(profiles.userId, userId))
    .orderBy(desc(petitions.createdAt), desc(petitions.id));
  return rows.map((r) => r.petition);
}

/**
 * Creates a draft petition on the caller's profile, keeping the screening the
 * user chose from (the profile's latest aiAnalysis) as the petition's own copy.
 * Someone else's profile id, an unknown one and a malformed one all answer 404.
 */
export async function createPetition(db: Db, userId: string, body: CreatePetitionBody) {
  if (!UUID.test(body.profileId)) throw notFound('Profile not found');
  const [profile] = await db
    .select({ id: profiles.id, aiAnalysis: profiles.aiAnalysis })
    .from(profiles)
    .where(and(eq(profiles.id, body.profileId), eq(profiles.userId, userId)))
    .limit(1);
  if (!profile) throw notFound('Profile not found');
  const [row] = await db
    .insert(petitions)
    .values({ profileId: profile.id, visaType: body.visaType, aiScreeningResult: profile.aiAnalysis ?? null })
    .returning();
  if (!row) throw new Error('petition insert returned no row');
  return row;
}
