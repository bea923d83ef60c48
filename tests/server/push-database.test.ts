import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { LISTEN_APPLICATION_NAME } from '../../server/db/listener';
import { DATABASES, startTestServer } from './harness';
import { waitFor } from './evidence-helpers';
import { aMessage, logOut, openSocket } from './session-sockets';

const postgresOnly = DATABASES.filter((k) => k === 'postgres');

/** Kills this database's LISTEN connection the way a failover or an operator would. */
async function terminateListen(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and (application_name = $1 or query ilike 'LISTEN%')`,
      [LISTEN_APPLICATION_NAME],
    );
    return res.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe.each(postgresOnly)('push when the database connection drops, on %s', (kind) => {
  it('closes open sockets when LISTEN is cut, reconnects, and delivers to new sockets after', async () => {
    const server = await startTestServer(kind);
    try {
      const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const me = await server.signUp();
      const before = await openSocket(origin, me.cookie);
      expect(await terminateListen(server.databaseUrl!)).toBeGreaterThan(0);
      // The socket would otherwise sit open and silent: the client must reconnect and refetch.
      expect(await before.whenClosed('after LISTEN was cut')).toMatchObject({ code: 1012 });

      // Once LISTEN is back (0.5 s backoff), a new socket opens and a publish reaches it.
      const after = await waitFor('push to accept sockets again', async () => openSocket(origin, me.cookie).catch(() => undefined), 15_000);
      await waitFor('a message through the reopened LISTEN', async () => {
        await server.deps.push.publish(me.userId, aMessage('p1', 'after-reconnect'));
        await new Promise((r) => setTimeout(r, 200));
        return after.messages.some((m) => m.evidenceId === 'after-reconnect');
      }, 15_000);
      after.close();
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe.each(postgresOnly)('two app instances on one %s database', (kind) => {
  it('logout on one instance closes the session’s socket on the other', async () => {
    const first = await startTestServer(kind);
    const second = await startTestServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      const me = await first.signUp();
      const other = await first.signUp();
      const origin = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const onSecond = await openSocket(origin, me.cookie);
      const theirs = await openSocket(origin, other.cookie);
      expect((await logOut(first, me.cookie)).statusCode).toBe(303);
      expect(await onSecond.whenClosed('on the other instance after logout')).toMatchObject({ code: 4401 });
      expect(theirs.isOpen()).toBe(true);
      theirs.close();
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 60_000);
});
