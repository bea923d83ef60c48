import { openExhibitDB } from './db';

/**
 * A synchronous Storage-like object whose backing store is IndexedDB (DESIGN §3): read once
 * from IDB before the first render, then reads and writes hit memory and each write is
 * flushed to IDB (throttled, and at once on pagehide).
 */
export type SyncStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

const FLUSH_MS = 1000;

export async function createIdbSyncStorage(): Promise<SyncStorage & { flush(): Promise<void>; clear(): Promise<void> }> {
  const memory = new Map<string, string>();
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const db = await openExhibitDB();
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
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());

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
    async clear() {
      const keys = [...memory.keys()];
      memory.clear();
      keys.forEach((k) => dirty.add(k));
      await flush();
    },
  };
}
