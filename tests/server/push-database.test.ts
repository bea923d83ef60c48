import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { DATABASES, startTestServer, startListeningServer } from './harness';
import { waitFor } from './evidence-helpers';
import { terminateListen } from './listen-helpers';
import { aMessage, logOut, openSocket, refusedStatus } from './session-sockets';

const postgresOnly = DATABASES.filter((k) => k === 'postgres');

describe.each(postgresOnly)('push when the database connection drops, on %s', (kind) => {
  it('closes open sockets when LISTEN is cut, reconnects, and delivers to new sockets after', async () => {
    const server = await startListeningServer(kind);
    try {
      const origin = server.origin;
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

/** Lets (or stops) new connections into the test's database, superusers included. */
async function allowConnections(databaseUrl: string, allow: boolean) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`alter database "${new URL(databaseUrl).pathname.slice(1)}" allow_connections ${allow}`);
  } finally {
    await client.end();
  }
}

describe.each(postgresOnly)('push while the database stays unreachable, on %s', (kind) => {
  it('refuses new sockets until LISTEN is back, and logs the outage once, not once per retry', async () => {
    const server = await startListeningServer(kind);
    const errors = vi.spyOn(console, 'error');
    try {
      const origin = server.origin;
      const me = await server.signUp();
      const before = await openSocket(origin, me.cookie);
      await allowConnections(server.databaseUrl!, false);
      try {
        await terminateListen(server.databaseUrl!);
        await before.whenClosed('after LISTEN was cut');
        expect(await refusedStatus(origin, me.cookie)).toBe(503);
        // Retries at 0.5, 1 and 2 s all fail meanwhile.
        await new Promise((r) => setTimeout(r, 4_000));
        expect(await refusedStatus(origin, me.cookie)).toBe(503);
      } finally {
        await allowConnections(server.databaseUrl!, true);
      }
      const after = await waitFor('push to accept sockets again', async () => openSocket(origin, me.cookie).catch(() => undefined), 20_000);
      after.close();
      const outageLines = errors.mock.calls.filter((args) => String(args[0]).includes('LISTEN exhibit_push connection lost'));
      expect(outageLines).toHaveLength(1);
    } finally {
      errors.mockRestore();
      await server.stop();
    }
  }, 60_000);
});

describe.each(postgresOnly)('two app instances on one %s database', (kind) => {
  it('logout on one instance closes the session’s socket on the other', async () => {
    const first = await startTestServer(kind);
    const second = await startListeningServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      const me = await first.signUp();
      const other = await first.signUp();
      const origin = second.origin;
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
