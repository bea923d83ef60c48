import { and, desc, eq } from 'drizzle-orm';
import type { CreatePetitionBody } from '../../../src/contract/petitions';
import type { Db } from '../../platform/db/client';
import type { Deps } from '../../platform/deps';
import { evidenceDocuments, petitionPackets, petitions, profiles } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';
import { cancelQueuedAnalysis } from '../evidence/queue';
import { queueVectorRelease } from '../evidence/vector-store/queue';

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

/**
 * Deletes a petition and everything under it (decision 030). One transaction locks the petition
 * (no evidence can be added meanwhile) and its packet row (a build's swap either lands before, and
 * its parts are read here, or finds the row gone and removes its own parts), reads the objects the
 * rows point at, and deletes the petition: the foreign keys cascade to evidence, case documents,
 * letters and the packet. Afterwards each object goes unless another row (the same file in another
 * petition, the profile's CV) still refers to it. Jobs still queued or running end quietly when they
 * find their rows gone; queued analyses are cancelled so no worker wakes for nothing.
 */
export async function deletePetition(deps: Deps, petition: { id: string }, userId: string): Promise<void> {
  const db = deps.database.db;
  const paths = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: petitions.id, vectorStoreId: petitions.vectorStoreId }).from(petitions).where(eq(petitions.id, petition.id)).for('update');
    if (!locked) return [];
    const files = await tx
      .select({ url: evidenceDocuments.fileUrl, providerFileId: evidenceDocuments.openaiFileId })
      .from(evidenceDocuments)
      .where(eq(evidenceDocuments.petitionId, petition.id))
      .for('update');
    const [packet] = await tx.select({ parts: petitionPackets.parts }).from(petitionPackets).where(eq(petitionPackets.petitionId, petition.id)).for('update');
    await tx.delete(petitions).where(eq(petitions.id, petition.id));
    // The provider's files and store go by a job queued with the delete (docs/decisions/037).
    const fileIds = files.flatMap((f) => (f.providerFileId ? [f.providerFileId] : []));
    await queueVectorRelease(deps, tx, { storeId: locked.vectorStoreId, fileIds, deleteStore: true });
    return [...files.map((f) => f.url), ...(packet?.parts ?? []).map((p) => p.objectPath)];
  });
  await cancelQueuedAnalysis(deps, { petitionId: petition.id }).catch(() => 0);
  // One release per object, even when several rows shared it.
  for (const path of new Set(paths)) await releaseObjectIfUnreferenced(db, deps.store, path);
  try {
    await deps.push.publish(userId, { type: 'petition-deleted', petitionId: petition.id, status: 'deleted' });
  } catch {
    // Best effort: other tabs also learn it from the 404 of their next fetch.
  }
}
