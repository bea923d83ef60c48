import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createIdbSyncStorage } from './query-cache-storage';
import { clearSavedInstructions } from './saved-instructions';
import { clearThumbnailCache } from './thumbnail-cache';

const CACHE_KEY = 'exhibit-query-cache';
/** ≤ the query gcTime (24 h), so nothing restored is older than what memory would keep. */
export const CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24;

type PersistedCache = { persister: Persister; clear: (opts?: { leaving?: boolean }) => Promise<void> };

/**
 * What is kept across starts: every query that holds data, also one whose last refetch failed.
 * Offline, the start-up check of /api/auth/user and any refetch fail; their last-seen data is
 * exactly what the next start must show (issue 12: keeping only 'success' dropped the user, and
 * the next start showed the landing page).
 */
export const shouldPersistQuery = (query: { state: { data: unknown } }): boolean => query.state.data !== undefined;

/**
 * A failed refetch is stored as the data it left behind: an Error does not survive JSON, and the
 * next start should show the data, not an error, while it asks the server again.
 */
function asLastSeen(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** The persisted query cache: one await before the first render, sync reads after. */
let active: PersistedCache | undefined;

export async function openPersistedCache(): Promise<PersistedCache> {
  const storage = await createIdbSyncStorage();
  // Once the user signs out, the page is about to leave: nothing in memory (a throttled write
  // still pending, the pagehide flush) may put their data back after the clear.
  let leaving = false;
  const guarded = { ...storage, setItem: (key: string, value: string) => (leaving ? undefined : storage.setItem(key, value)) };
  const stored = createSyncStoragePersister({ storage: guarded, key: CACHE_KEY, throttleTime: 1000 });
  // The throttle writes only at the end of its second: what changed just before a reload or a
  // switch away would be lost, so the latest client is written at once when the page is left.
  let latest: PersistedClient | undefined;
  const persister: Persister = {
    ...stored,
    persistClient: (client) => {
      latest = asLastSeen(client);
      return stored.persistClient(latest);
    },
  };
  const writeNow = () => {
    if (!latest || leaving) return;
    storage.setItem(CACHE_KEY, JSON.stringify(latest));
    storage.flushNow();
  };
  window.addEventListener('pagehide', writeNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && writeNow());
  active = {
    persister,
    clear: (opts) => {
      latest = undefined;
      if (opts?.leaving) leaving = true;
      return storage.clear();
    },
  };
  return active;
}

/**
 * Another user may sign in on the same phone: the last one's data must not show, nor the instructions they
 * wrote for statements (cleared first, synchronously, before any navigation away). `leaving`: the
 * page is signing out and navigating away, so nothing is persisted again until the next start.
 */
export async function clearPersistedCache(opts: { leaving?: boolean } = {}): Promise<void> {
  clearSavedInstructions();
  await Promise.all([active?.clear(opts), clearThumbnailCache()]);
}
