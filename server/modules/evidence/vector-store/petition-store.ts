import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { evidenceDocuments, petitions } from '../../../platform/db/schema';
import type { ProviderVectorStore } from '../../../platform/vector-store/vector-store';

const storeIdOf = async (deps: Deps, petitionId: string) =>
  (await deps.database.db.select({ id: petitions.vectorStoreId }).from(petitions).where(eq(petitions.id, petitionId)).limit(1))[0];

/**
 * The petition's one store at the provider, created the first time (its id and creation time on the
 * petition row). A store the provider no longer has (deleted, expired) is replaced, and the rows that
 * were in it are set back so they are attached again (their uploaded files are reused). Null when the
 * petition is gone. No lock is held across the provider's answer: the id is written only if it is
 * still the one read, and a store made in vain is deleted again.
 */
export async function ensurePetitionStore(deps: Deps, provider: ProviderVectorStore, petitionId: string): Promise<string | null> {
  const current = await storeIdOf(deps, petitionId);
  if (!current) return null;
  if (current.id && (await provider.storeExists(current.id))) return current.id;

  const created = await provider.createStore(`exhibit-petition-${petitionId}`, { petition_id: petitionId });
  const won = await deps.database.db.transaction(async (tx) => {
    const saved = await tx
      .update(petitions)
      .set({ vectorStoreId: created.id, vectorStoreCreatedAt: created.createdAt, updatedAt: new Date() })
      .where(and(eq(petitions.id, petitionId), current.id ? eq(petitions.vectorStoreId, current.id) : isNull(petitions.vectorStoreId)))
      .returning({ id: petitions.id });
    if (saved.length > 0 && current.id) {
      await tx
        .update(evidenceDocuments)
        .set({ vectorStoreId: null, vectorStoreFileId: null, vectorStoreStatus: null, vectorStoreAttachedAt: null, vectorStoreError: null })
        .where(and(eq(evidenceDocuments.petitionId, petitionId), eq(evidenceDocuments.vectorStoreId, current.id)));
    }
    return saved.length > 0;
  });
  if (won) return created.id;
  await provider.deleteStore(created.id).catch(() => undefined);
  return (await storeIdOf(deps, petitionId))?.id ?? null;
}
