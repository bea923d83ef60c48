import { eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { PacketReply } from '../../src/contract/packet';
import { caseDocuments, petitionPackets, petitions, recommendationLetters, storedObjects } from '../../server/platform/db/schema';
import { runPacketJob } from '../../server/modules/packet/job';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { openPush, userWithPetition, waitFor } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { packetApi, seedMeritsAndLetter } from './packet-helpers';

// POST/GET /api/petitions/{id}/packet against the real server, database, job queue and object store
// (decision 027): the build runs as a job, the parts download through signed links and read back with pdf.js.

describe.each(DATABASES)('petition packet on %s', (kind) => {
  const server = useListeningServer(kind);

  const db = () => server.deps.database.db;
  const { post, get, finished, addFile } = packetApi(server);

  /** Three small exhibits, a final merits statement and a letter. */
  async function seeded() {
    const owner = await userWithPetition(server);
    const ids = [
      await addFile(owner, 'award.pdf', await makeTextPdf(['The 2024 award for research.']), '.pdf', 'application/pdf'),
      await addFile(owner, 'notes.txt', Buffer.from('Press coverage of the work.\nSecond line.'), '.txt', 'text/plain'),
      await addFile(owner, 'article.pdf', await makeTextPdf(['An article about the applicant.']), '.pdf', 'application/pdf'),
    ];
    await seedMeritsAndLetter(server, owner.petitionId);
    return { owner, ids };
  }

  async function download(url: string) {
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    return res.rawPayload;
  }

  it('builds as a job, serves the parts through signed links, and reads back with the right pages and index', async () => {
    const { owner, ids } = await seeded();
    expect((await get(owner)).status).toBe('none');
    const push = await openPush(server.origin, owner.cookie);
    let reply: PacketReply;
    try {
      const started = await post(owner);
      expect(started.statusCode, started.body).toBe(202);
      expect(['queued', 'building']).toContain((started.json() as { status: string }).status);
      // The owner's socket hears the build end.
      const done = await push.next('the packet-status push', (m) => m.type === 'packet-status' && m.petitionId === owner.petitionId && m.status === 'ready');
      expect(done.progress).toBe(100);
      reply = await finished(owner);
    } finally {
      push.close();
    }
    expect(reply.status, reply.error ?? '').toBe('ready');
    expect(reply.stale).toBe(false);
    expect(reply.builtAt).not.toBeNull();
    expect(reply.parts).toHaveLength(1);
    const part = reply.parts[0]!;
    expect(part.fileName).toBe('Exhibit-packet.pdf');
    const bytes = await download(part.url);
    expect(bytes.length).toBe(part.bytes);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(part.pages);

    // One letter and three exhibits, in filing order, each starting where the PDF says.
    expect(reply.index.map((e) => e.label)).toEqual(['Letter 1', 'Exhibit 1', 'Exhibit 2', 'Exhibit 3']);
    expect(reply.index.map((e) => e.evidenceId)).toEqual([null, ...ids]);
    for (const entry of reply.index) {
      expect(entry.part).toBe(1);
      expect(entry.endPage).toBeGreaterThanOrEqual(entry.startPage);
      const page = await pdf.getPage(entry.startPage);
      const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      expect(text.toUpperCase()).toContain(entry.label.toUpperCase());
    }
    expect(reply.index.at(-1)!.endPage).toBeLessThanOrEqual(pdf.numPages);

    // US Letter for a US petition.
    const first = await pdf.getPage(1);
    expect(first.view.slice(2).map(Math.round)).toEqual([612, 792]);

    // Anything added after the build makes it stale.
    await addFile(owner, 'later.txt', Buffer.from('Added after the build.'), '.txt', 'text/plain');
    expect((await get(owner)).stale).toBe(true);
  });

  it('a UK petition is laid out on A4', async () => {
    const owner = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    await addFile(owner, 'cv.txt', Buffer.from('Curriculum vitae of Łukasz Dvořák.'), '.txt', 'text/plain');
    await post(owner);
    const reply = await finished(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');
    const pdf = await getDocumentProxy(new Uint8Array(await download(reply.parts[0]!.url)));
    expect((await pdf.getPage(1)).view.slice(2).map(Math.round)).toEqual([595, 842]);
  });

  it('a new exhibit order makes the packet stale', async () => {
    const { owner, ids } = await seeded();
    await post(owner);
    expect((await finished(owner)).stale).toBe(false);
    const res = await server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [...ids].reverse() } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(owner)).stale).toBe(true);
  });

  it('a deleted row of the petition makes the packet stale', async () => {
    const { owner } = await seeded();
    await post(owner);
    expect((await finished(owner)).status).toBe('ready');
    await db().delete(recommendationLetters).where(eq(recommendationLetters.petitionId, owner.petitionId));
    expect((await get(owner)).stale).toBe(true);
  });

  it('a second POST while one is queued or running returns it instead of starting another job', async () => {
    const { owner } = await seeded();
    const [a, b] = await Promise.all([post(owner), post(owner)]);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect((await finished(owner)).status).toBe('ready');
    const jobs = await server.deps.boss!.findJobs('packet-build', { data: { petitionId: owner.petitionId } });
    expect(jobs).toHaveLength(1);
  });

  it('rebuilding replaces the parts and removes the old objects', async () => {
    const { owner } = await seeded();
    await post(owner);
    const first = await finished(owner);
    const [row] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    const oldPaths = row!.parts.map((p) => p.objectPath);
    expect(oldPaths.length).toBeGreaterThan(0);
    for (const p of oldPaths) expect(await server.deps.store.exists(p)).toBe(true);

    // A change so the new packet differs (a new cover date alone might not).
    await db().insert(caseDocuments).values({ petitionId: owner.petitionId, title: 'Awards', content: 'The award (Exhibit 1).', type: 'statement', criteriaId: 'o1a_awards' });
    await post(owner);
    const second = await waitFor('the rebuild', async () => {
      const r = await get(owner);
      return r.status === 'ready' && r.builtAt !== first.builtAt ? r : undefined;
    }, 60_000);
    expect(second.stale).toBe(false);
    const [after] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    const newPaths = after!.parts.map((p) => p.objectPath);
    // The job removes the old parts just after it commits the new row, so wait for that step, not the row.
    for (const p of oldPaths.filter((x) => !newPaths.includes(x))) {
      await waitFor(`the old part ${p} removed`, async () => ((await server.deps.store.exists(p)) ? undefined : true), 10_000);
      expect(await db().select().from(storedObjects).where(eq(storedObjects.path, p))).toHaveLength(0);
    }
    expect(newPaths.some((p) => !oldPaths.includes(p))).toBe(true);
  });

  it('a petition deleted mid-build stops the job, which stores nothing', async () => {
    const { owner } = await seeded();
    // The job itself, with the real store, the petition deleted the moment the engine reads its first file.
    await db().insert(petitionPackets).values({ petitionId: owner.petitionId, status: 'queued', maxPartBytes: 12_000_000 });
    const before = await db().select().from(storedObjects).where(eq(storedObjects.userId, owner.userId));
    const store = server.deps.store;
    let deleted = false;
    const deletingStore: typeof store = {
      ...store,
      read: async (path: string) => {
        if (!deleted) {
          deleted = true;
          await db().delete(petitions).where(eq(petitions.id, owner.petitionId));
        }
        return store.read(path);
      },
    };
    await runPacketJob({ ...server.deps, store: deletingStore }, { petitionId: owner.petitionId });
    expect(deleted).toBe(true);
    const after = await db().select().from(storedObjects).where(eq(storedObjects.userId, owner.userId));
    expect(after.map((o) => o.path).sort()).toEqual(before.map((o) => o.path).sort());
  });

  it('refuses bad input: no evidence 400, a tiny part size 400, another user 404', async () => {
    const empty = await userWithPetition(server);
    const none = await post(empty);
    expect(none.statusCode).toBe(400);
    expect((none.json() as { message: string }).message).toMatch(/no evidence/i);

    const { owner } = await seeded();
    const tiny = await post(owner, { maxPartBytes: 1000 });
    expect(tiny.statusCode).toBe(400);
    expect((tiny.json() as { message: string }).message).toMatch(/at least 1000000/);

    const other = await userWithPetition(server);
    expect((await post({ cookie: other.cookie, petitionId: owner.petitionId })).statusCode).toBe(404);
    const read = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: other.cookie } });
    expect(read.statusCode).toBe(404);
  });
});
