import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem } from './outbox-types';

/** The app's one IndexedDB database, opened the same way by the page and the service worker. */
export interface ExhibitDB extends DBSchema {
  /** Small key/value records: the persisted query cache. */
  kv: { key: string; value: string };
  outbox: { key: string; value: OutboxItem; indexes: { byCreated: number } };
}

const DB_NAME = 'exhibit';
const DB_VERSION = 1;
let opening: Promise<IDBPDatabase<ExhibitDB>> | undefined;

export function openExhibitDB(): Promise<IDBPDatabase<ExhibitDB>> {
  opening ??= openDB<ExhibitDB>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('kv');
      const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byCreated', 'createdAt');
    },
    blocking() {
      // A newer version of the app wants to upgrade: let it.
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}

/** For tests: forget the cached connection (fake-indexeddb is reset between tests). */
export function resetExhibitDBForTests() {
  opening = undefined;
}
