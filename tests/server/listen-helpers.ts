import pg from 'pg';
import { LISTEN_APPLICATION_NAME } from '../../server/platform/db/listener';

/** Kills this database's LISTEN connection the way a failover or an operator would (from the admin database). */
export async function terminateListen(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const res = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and (application_name = $2 or query ilike 'LISTEN%')`,
      [new URL(databaseUrl).pathname.slice(1), LISTEN_APPLICATION_NAME],
    );
    return res.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
