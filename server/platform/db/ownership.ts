import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { caseDocuments, evidenceDocuments, petitions, profiles, recommendationLetters, recommendationRequests } from './schema';
import { notFound } from '../errors';

// Every id route loads its row joined to the owner and answers 404 for anyone else's
// (no existence leak: someone else's row and a missing row look the same).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const checkId = (id: string, what: string) => {
  if (!UUID.test(id)) throw notFound(`${what} not found`);
};

export async function loadOwnedProfile(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function loadOwnedPetition(db: Db, userId: string, petitionId: string) {
  checkId(petitionId, 'Petition');
  const [row] = await db
    .select({ petition: petitions })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(petitions.id, petitionId), eq(profiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Petition not found');
  return row.petition;
}

export async function loadOwnedEvidence(db: Db, userId: string, evidenceId: string) {
  checkId(evidenceId, 'Evidence');
  const [row] = await db
    .select({ evidence: evidenceDocuments, petition: petitions })
    .from(evidenceDocuments)
    .innerJoin(petitions, eq(petitions.id, evidenceDocuments.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(evidenceDocuments.id, evidenceId), eq(profiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Evidence not found');
  return row;
}

/**
 * loadOwnedPetition's rule as a condition on `petitions`, for a query that reads something else of the
 * petition in the same round trip (the version of its evidence list); a malformed id is a 404 at once.
 */
export function ownedPetition(userId: string, petitionId: string): SQL {
  checkId(petitionId, 'Petition');
  return sql`${petitions.id} = ${petitionId} and exists (select 1 from ${profiles} where ${profiles.id} = ${petitions.profileId} and ${profiles.userId} = ${userId})`;
}

/**
 * The same rule as a condition, for a query that reads only some columns of an evidence row (the list's,
 * without the extracted text): the row is in a petition of this user's profile.
 */
export function evidenceOwnedBy(userId: string): SQL {
  return sql`exists (select 1 from ${petitions} inner join ${profiles} on ${profiles.id} = ${petitions.profileId}
    where ${petitions.id} = ${evidenceDocuments.petitionId} and ${profiles.userId} = ${userId})`;
}

export async function loadOwnedLetter(db: Db, userId: string, letterId: string) {
  checkId(letterId, 'Letter');
  const [row] = await db
    .select({ letter: recommendationLetters })
    .from(recommendationLetters)
    .innerJoin(petitions, eq(petitions.id, recommendationLetters.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(recommendationLetters.id, letterId), eq(profiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Letter not found');
  return row.letter;
}

export async function loadOwnedCaseDocument(db: Db, userId: string, documentId: string) {
  checkId(documentId, 'Case document');
  const [row] = await db
    .select({ doc: caseDocuments })
    .from(caseDocuments)
    .innerJoin(petitions, eq(petitions.id, caseDocuments.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(caseDocuments.id, documentId), eq(profiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Case document not found');
  return row.doc;
}

export async function loadOwnedRequest(db: Db, userId: string, requestId: string) {
  checkId(requestId, 'Request');
  const [row] = await db
    .select({ request: recommendationRequests })
    .from(recommendationRequests)
    .innerJoin(petitions, eq(petitions.id, recommendationRequests.petitionId))
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(and(eq(recommendationRequests.id, requestId), eq(profiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Request not found');
  return row.request;
}

/** The user who owns a petition: push messages go to them. */
export async function ownerOfPetition(db: Db, petitionId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(petitions.id, petitionId))
    .limit(1);
  return row?.userId ?? null;
}
