import type { IDBPDatabase } from 'idb';
import { openExhibitDB, type ExhibitDB } from './db';

/**
 * A synchronous Storage-like object whose backing store is IndexedDB (architecture.md §client): read once
 * from IDB before the first render, then reads and writes hit memory and each write is
 * flushed to IDB (throttled, and at once on pagehide).
 */
type SyncStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

const FLUSH_MS = 1000;

export async function createIdbSyncStorage(): Promise<SyncStorage & { flush(): Promise<void>; flushNow(): void; clear(): Promise<void> }> {
  const memory = new Map<string, string>();
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openDb: IDBPDatabase<ExhibitDB> | undefined;
  try {
    const db = await openExhibitDB();
    openDb = db;
    const tx = db.transaction('kv');
    for (const key of await tx.store.getAllKeys()) {
      const value = await tx.store.get(key);
      if (value !== undefined) memory.set(key, value);
    }
    await tx.done;
  } catch {
    // Private browsing without IDB: the cache simply does not persist.
  }

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (dirty.size === 0) return;
    const keys = [...dirty];
    dirty.clear();
    try {
      const db = await openExhibitDB();
      const tx = db.transaction('kv', 'readwrite');
      for (const key of keys) {
        const value = memory.get(key);
        if (value === undefined) await tx.store.delete(key);
        else await tx.store.put(value, key);
      }
      await tx.done;
    } catch {
      // Quota or a closed connection: the next write tries again.
      keys.forEach((k) => dirty.add(k));
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
  };
  /**
   * For a page being left: the transaction is opened, filled and committed within the event,
   * with no await in between. An awaited write is still pending when the document goes, and
   * Chromium then drops it (a reload right after a change lost the change).
   */
  const flushNow = () => {
    if (dirty.size === 0 || !openDb) return;
    clearTimeout(timer);
    timer = undefined;
    try {
      const tx = openDb.transaction('kv', 'readwrite');
      for (const key of dirty) {
        const value = memory.get(key);
        if (value === undefined) void tx.store.delete(key).catch(() => undefined);
        else void tx.store.put(value, key).catch(() => undefined);
      }
      dirty.clear();
      tx.done.catch(() => undefined);
      tx.commit();
    } catch {
      // A closed connection: the throttled flush (if the page stays) tries again.
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushNow);

  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value);
      dirty.add(key);
      schedule();
    },
    removeItem(key) {
      memory.delete(key);
      dirty.add(key);
      schedule();
    },
    flush,
    flushNow,
    async clear() {
      const keys = [...memory.keys()];
      memory.clear();
      keys.forEach((k) => dirty.add(k));
      await flush();
    },
  };
}
