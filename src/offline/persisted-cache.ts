import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createIdbSyncStorage } from './query-cache-storage';

export const CACHE_KEY = 'exhibit-query-cache';
/** ≤ the query gcTime (24 h), so nothing restored is older than what memory would keep. */
export const CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24;

export type PersistedCache = { persister: Persister; clear: () => Promise<void> };

/** The persisted query cache: one await before the first render, sync reads after. */
let active: PersistedCache | undefined;

export async function openPersistedCache(): Promise<PersistedCache> {
  const storage = await createIdbSyncStorage();
  const persister = createSyncStoragePersister({ storage, key: CACHE_KEY, throttleTime: 1000 });
  active = { persister, clear: () => storage.clear() };
  return active;
}

/** Another user may sign in on the same phone: the last one's data must not show. */
export async function clearPersistedCache(): Promise<void> {
  await active?.clear();
}
