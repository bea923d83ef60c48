import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { ReconnectingListener } from './listener';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle for the process: PGlite embedded, or a PostgreSQL pool. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * Subscribe to a NOTIFY channel; returns an unsubscribe function. A lost connection is reopened
   * with backoff; `onStatus(false)` while it is down (NOTIFYs are missed then), `onStatus(true)` when back.
   */
  listen(channel: string, onPayload: (payload: string) => void, onStatus?: (up: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `from`: a dumped PGlite data dir to start from (tests copy one migrated database, decision 067). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; inMemory?: boolean; from?: Blob }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir ?? './data', 'db');
    fs.mkdirSync(dir, { recursive: true });
  }
  const pglite = opts.from ? new PGlite({ dataDir: dir, loadDataDir: opts.from }) : new PGlite(dir);
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    pglite,
    listen: (channel, cb) => pglite.listen(channel, cb),
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can be cut off (server restart, or a connection killed while the pool
  // ends); without a listener that error event would take the whole process down.
  pool.on('error', (err) => console.error('[db] idle connection lost:', err.message));
  const pgDb = drizzlePg(pool, { schema });
  await migratePg(pgDb, { migrationsFolder });
  const listeners: ReconnectingListener[] = [];
  return {
    kind: 'postgres',
    db: pgDb as unknown as Db,
    pool,
    async listen(channel, cb, onStatus) {
      const listener = new ReconnectingListener(url, channel, cb, onStatus);
      await listener.start();
      listeners.push(listener);
      return async () => {
        listeners.splice(listeners.indexOf(listener), 1);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}
