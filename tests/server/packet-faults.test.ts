import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PACKET_MIN_PART_BYTES } from '../../src/contract/packet';
import { caseDocuments, petitionPackets, storedObjects } from '../../server/platform/db/schema';
import { STOPPED_BUILD_ERROR } from '../../server/modules/packet/recover';
import { QUEUES } from '../../server/platform/queue/names';
import type { ObjectStore } from '../../server/platform/storage/object-store';
import { makeNoisePdf, makeTextPdf } from '../fixtures/make-fixtures';
import { userWithPetition, waitFor, type Owner } from './evidence-helpers';
import { DATABASES, startTestServer, useTestServer, type TestServer } from './harness';
import { packetApi } from './packet-helpers';

// Issue 14: the packet job when its object store or its database fails under it, and after the
// process building it died. Faults are injected around the real store and the real database.

const postgresOnly = DATABASES.filter((k) => k === 'postgres');

/** An exhibit large enough (≈1.4 MB of noise) that a 1 MB part size makes several parts. */
async function seeded(server: TestServer, { analysed = true } = {}): Promise<Owner> {
  const api = packetApi(server);
  const owner = await userWithPetition(server);
  const ids = [
    await api.registerFile(owner, 'award.pdf', await makeTextPdf(['The 2024 award for research.']), '.pdf', 'application/pdf'),
    await api.registerFile(owner, 'scan.pdf', await makeNoisePdf(5, 300, 'A scanned certificate of the 2024 research award'), '.pdf', 'application/pdf'),
  ];
  if (analysed) await api.allSettled(owner, ids);
  return owner;
}

const objectsOf = async (server: TestServer, userId: string) =>
  (await server.deps.database.db.select({ path: storedObjects.path }).from(storedObjects).where(eq(storedObjects.userId, userId))).map((o) => o.path).sort();

describe.each(DATABASES)('packet build when the object store fails on %s', (kind) => {
  const server = useTestServer(kind);
  const api = packetApi(server);

  it('failing part-way through storing the parts leaves no half set, says why, and keeps serving the previous parts', async () => {
    const owner = await seeded(server);
    await api.post(owner, { maxPartBytes: PACKET_MIN_PART_BYTES });
    const before = await api.finished(owner);
    expect(before.status, before.error ?? '').toBe('ready');
    expect(before.parts.length).toBeGreaterThanOrEqual(2);
    const oldBytes = await Promise.all(before.parts.map((p) => api.download(p.url)));
    const objectsBefore = await objectsOf(server, owner.userId);

    // A change, so the new build's parts differ from the old ones; then a store whose second part write fails.
    await server.deps.database.db.insert(caseDocuments).values({ petitionId: owner.petitionId, title: 'Awards', content: 'The award (Exhibit 1).', type: 'statement', criteriaId: 'o1a_awards' });
    const real = server.deps.store;
    const written: string[] = [];
    let partWrites = 0;
    const failing: ObjectStore = {
      ...real,
      put: async (path, body, expected) => {
        if (path.endsWith('.pdf') && ++partWrites === 2) throw new Error('The object store is unavailable');
        const result = await real.put(path, body, expected);
        written.push(path);
        return result;
      },
    };
    server.deps.store = failing;
    try {
      expect((await api.post(owner, { maxPartBytes: PACKET_MIN_PART_BYTES })).statusCode).toBe(202);
      const after = await api.finished(owner);
      expect(after.status).toBe('failed');
      expect(after.error).toBe('The packet could not be built: The object store is unavailable');
      expect(partWrites).toBe(2);
    } finally {
      server.deps.store = real;
    }

    // The one part that was stored is gone again, from disk and from the object rows.
    expect(written).toHaveLength(1);
    expect(objectsBefore).not.toContain(written[0]);
    expect(await real.exists(written[0]!)).toBe(false);
    expect(await objectsOf(server, owner.userId)).toEqual(objectsBefore);

    // The previous build's parts are still listed and still download, byte for byte.
    const now = await api.get(owner);
    expect(now.builtAt).toBe(before.builtAt);
    expect(now.parts.map((p) => p.fileName)).toEqual(before.parts.map((p) => p.fileName));
    for (const [i, part] of now.parts.entries()) expect((await api.download(part.url)).equals(oldBytes[i]!)).toBe(true);
  }, 180_000);
});

/** Refuses (or allows again) new connections to the test database and ends the open ones, as an outage would. */
async function setDatabaseUp(databaseUrl: string, up: boolean): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections ${up ? 'true' : 'false'}`);
    if (!up) await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
  } finally {
    await admin.end();
  }
}

describe.each(postgresOnly)('packet build when the database goes away mid-build on %s', (kind) => {
  const server = useTestServer(kind);
  const api = packetApi(server);

  it('does not crash the process, marks the row failed once the database is back, and the next build works', async () => {
    const owner = await seeded(server);
    const real = server.deps.store;
    let cut = false;
    // The outage starts when the job reads its first exhibit and lasts three seconds.
    server.deps.store = {
      ...real,
      read: async (path) => {
        if (!cut) {
          cut = true;
          await setDatabaseUp(server.databaseUrl!, false);
          setTimeout(() => void setDatabaseUp(server.databaseUrl!, true), 3_000);
        }
        return real.read(path);
      },
    };
    try {
      expect((await api.post(owner)).statusCode).toBe(202);
      await waitFor('the outage to start', async () => cut, 30_000);
    } finally {
      server.deps.store = real;
    }
    const reply = await waitFor(
      'the build to end after the outage',
      async () => {
        const r = await api.get(owner).catch(() => undefined);
        return r && r.status !== 'queued' && r.status !== 'building' ? r : undefined;
      },
      60_000,
    );
    expect(reply.status).toBe('failed');
    expect(reply.error).toMatch(/^The packet could not be built: \S/);
    expect(reply.error).not.toMatch(/\n\s+at /);

    // The process is up and its queue still runs builds.
    expect((await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect((await api.post(owner)).statusCode).toBe(202);
    expect((await api.finished(owner)).status).toBe('ready');
  }, 180_000);
});

describe.each(DATABASES)('a packet build whose process died on %s', (kind) => {
  it('is marked failed at the next start, so the owner can build again', async () => {
    // First life: the build is queued and taken by a worker that then dies with the process.
    const first = await startTestServer(kind, { runWorkers: false }, { onDisk: true });
    let second: TestServer | undefined;
    try {
      // No worker runs in this life, so the analyses wait too.
      const owner = await seeded(first, { analysed: false });
      expect((await packetApi(first).post(owner)).statusCode).toBe(202);
      const boss = first.deps.boss!;
      const db = first.deps.database.db;
      const [job] = await boss.fetch(QUEUES.packetBuild);
      expect(job?.data).toEqual({ petitionId: owner.petitionId, includeDrafts: false });
      await db.update(petitionPackets).set({ status: 'building', progress: 40 }).where(eq(petitionPackets.petitionId, owner.petitionId));
      if (kind === 'postgres') {
        // On PostgreSQL other instances may be alive: only a lapsed heartbeat marks a dead worker.
        await db.execute(sql`update pgboss.job set started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' where id = ${job!.id}`);
      }
      await first.close();

      second = await startTestServer(kind, {}, { reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
      const api = packetApi(second);
      const stopped = await api.get(owner);
      expect(stopped.status).toBe('failed');
      expect(stopped.error).toBe(STOPPED_BUILD_ERROR);
      const [after] = await second.deps.boss!.findJobs(QUEUES.packetBuild, { data: { petitionId: owner.petitionId } });
      expect(after?.state).toBe('failed');

      expect((await api.post(owner)).statusCode).toBe(202);
      const rebuilt = await api.finished(owner);
      expect(rebuilt.status, rebuilt.error ?? '').toBe('ready');
    } finally {
      await second?.stop();
      await first.stop();
    }
  }, 180_000);
});
