import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CopySources } from '../../src/contract/evidence-copy';
import { storedObjects } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer } from './harness';
import { addEvidence, evidenceDetail, listEvidence, settled, userWithPetition, type Owner } from './evidence-helpers';

// Issue 14 item 10 (decision 025): evidence copied from one petition of a user into another reuses
// the stored object, is analysed against the target's visa, and each petition's row lives on its own.

const AWARD = ['Ada Lovelace won the National Award for Excellence in Computing, a prize for outstanding achievement.'];

describe.each(DATABASES)('copying evidence between petitions on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;
  const copy = (owner: Pick<Owner, 'cookie' | 'petitionId'>, evidenceIds: unknown) =>
    server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/evidence/copy`, headers: { cookie: owner.cookie }, payload: { evidenceIds } });
  const del = (cookie: string, id: string) => server.inject({ method: 'DELETE', url: `/api/evidence/${id}`, headers: { cookie } });
  const filesOf = (userId: string) => {
    const dir = path.join(server.dataDir, 'objects', 'u', userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const onDisk = (objectPath: string) => fs.existsSync(path.join(server.dataDir, 'objects', objectPath.slice('/objects/'.length)));

  /** A second petition of the same user, of another visa. */
  async function secondPetition(owner: Owner, visaType: string): Promise<Owner> {
    const profile = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: owner.cookie } });
    const res = await server.inject({
      method: 'POST',
      url: '/api/petitions',
      headers: { cookie: owner.cookie },
      payload: { profileId: (profile.json() as { id: string }).id, visaType },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...owner, petitionId: (res.json() as { id: string }).id };
  }

  it('copies an O-1A exhibit into a UK petition: same object, fresh analysis against the UK criteria', async () => {
    const o1a = await userWithPetition(server, 'O-1A');
    const uk = await secondPetition(o1a, 'UK_GLOBAL_TALENT');
    const first = await addEvidence(server, o1a, 'award.pdf', await makeTextPdf([...AWARD, 'First.']));
    const source = await addEvidence(server, o1a, 'prize certificate.pdf', await makeTextPdf(AWARD));
    const analysed = await settled(server, o1a, source.id);
    expect(analysed.category).toBe('o1a_awards');
    await settled(server, o1a, first.id);
    // The user's own note travels with the document; the analysis does not.
    const noted = await server.inject({ method: 'PATCH', url: `/api/evidence/${source.id}`, headers: { cookie: o1a.cookie }, payload: { userNotes: 'Original certificate.' } });
    expect(noted.statusCode, noted.body).toBe(200);
    const filesBefore = filesOf(o1a.userId);
    const objectsBefore = await db().select().from(storedObjects).where(eq(storedObjects.userId, o1a.userId));

    const sources = await server.inject({ method: 'GET', url: `/api/petitions/${uk.petitionId}/evidence/copy-sources`, headers: { cookie: o1a.cookie } });
    expect(sources.statusCode, sources.body).toBe(200);
    expect((sources.json() as CopySources).map((p) => [p.id, p.visaType, p.evidence.map((e) => [e.evidenceNumber, e.fileName, e.inTarget])])).toEqual([
      [o1a.petitionId, 'O-1A', [[1, 'award.pdf', false], [2, 'prize certificate.pdf', false]]],
    ]);

    const res = await copy(uk, [source.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ copied: 1, skipped: 0 });
    const [listedCopy] = await listEvidence(server, uk);
    const copied = await evidenceDetail(server, uk, listedCopy!.id);
    expect(copied).toMatchObject({
      evidenceNumber: 1,
      fileName: 'prize certificate.pdf',
      fileUrl: source.fileUrl,
      fileSize: source.fileSize,
      mimeType: 'application/pdf',
      userNotes: 'Original certificate.',
      category: null,
      aiDescription: null,
      aiAnalysis: null,
      aiTags: [],
    });
    expect(copied!.processingStatus).toMatch(/pending|processing/);
    // No second object: the same files on disk, the same stored_objects rows.
    expect(filesOf(o1a.userId)).toEqual(filesBefore);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.userId, o1a.userId))).toEqual(objectsBefore);
    // Queued like an upload, for the target petition.
    const jobs = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: copied!.id } });
    expect(jobs.map((j) => j.data)).toEqual([{ evidenceId: copied!.id, petitionId: uk.petitionId }]);

    const done = await settled(server, uk, copied!.id);
    expect(done.processingStatus).toBe('completed');
    expect(done.category).toBe('uk_awards');
    expect(done.aiAnalysis?.criteriaIds?.every((id) => id.startsWith('uk_'))).toBe(true);
    // The source kept its own analysis.
    expect((await listEvidence(server, o1a)).find((e) => e.id === source.id)?.category).toBe('o1a_awards');

    const after = await server.inject({ method: 'GET', url: `/api/petitions/${uk.petitionId}/evidence/copy-sources`, headers: { cookie: o1a.cookie } });
    expect((after.json() as CopySources)[0]!.evidence.map((e) => e.inTarget)).toEqual([false, true]);
  });

  it('deleting the copy leaves the source and its object; deleting the source leaves the copy', async () => {
    const me = await userWithPetition(server, 'O-1A');
    const other = await secondPetition(me, 'EB-1A');
    const source = await addEvidence(server, me, 'paper.pdf', await makeTextPdf(['Ada published a paper in a peer-reviewed journal.']));
    expect((await copy(other, [source.id])).json()).toEqual({ copied: 1, skipped: 0 });
    const [copied] = await listEvidence(server, other);

    expect((await del(me.cookie, copied!.id)).statusCode).toBe(200);
    expect((await listEvidence(server, me)).map((e) => e.id)).toEqual([source.id]);
    expect(onDisk(source.fileUrl)).toBe(true);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.path, source.fileUrl))).toHaveLength(1);

    // Copied again, then the source goes: the copy keeps the file and can still be read.
    expect((await copy(other, [source.id])).json()).toEqual({ copied: 1, skipped: 0 });
    const [listed] = await listEvidence(server, other);
    const again = await evidenceDetail(server, other, listed!.id);
    expect((await del(me.cookie, source.id)).statusCode).toBe(200);
    expect(await listEvidence(server, me)).toEqual([]);
    expect(onDisk(again.fileUrl)).toBe(true);
    const download = await server.inject({ method: 'GET', url: `/api/evidence/${again.id}/download-url`, headers: { cookie: me.cookie } });
    const file = await server.inject({ method: 'GET', url: (download.json() as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect((await settled(server, other, again.id)).processingStatus).toBe('completed');

    // The last reference gone, the object goes too.
    expect((await del(me.cookie, again.id)).statusCode).toBe(200);
    expect(onDisk(again.fileUrl)).toBe(false);
  });

  it('skips content the target already holds, and numbers the copies after the last exhibit', async () => {
    const me = await userWithPetition(server, 'O-1A');
    const other = await secondPetition(me, 'EB-1A');
    const third = await secondPetition(me, 'O-1B');
    const shared = await makeTextPdf(['A letter of recommendation from Professor Babbage.']);
    const a = await addEvidence(server, me, 'letter.pdf', shared);
    const b = await addEvidence(server, me, 'judging.pdf', await makeTextPdf(['Ada served as a judge on the review committee.']));
    const own = await addEvidence(server, other, 'already here.pdf', shared);
    const c = await addEvidence(server, third, 'letter again.pdf', shared);

    const res = await copy(other, [a.id, b.id, c.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ copied: 1, skipped: 2 });
    expect((await listEvidence(server, other)).map((e) => [e.evidenceNumber, e.fileName])).toEqual([
      [1, own.fileName],
      [2, 'judging.pdf'],
    ]);
    // A second copy of the same selection changes nothing.
    expect((await copy(other, [b.id])).json()).toEqual({ copied: 0, skipped: 1 });
    expect(await listEvidence(server, other)).toHaveLength(2);
  });

  it("answers 404 for another user's evidence or petition, and 400 for a bad body", async () => {
    const me = await userWithPetition(server, 'O-1A');
    const mine2 = await secondPetition(me, 'UK_GLOBAL_TALENT');
    const stranger = await userWithPetition(server, 'O-1A');
    const theirs = await addEvidence(server, stranger, 'theirs.pdf', await makeTextPdf(['Private award of the stranger.']));
    const mine = await addEvidence(server, me, 'mine.pdf', await makeTextPdf(['My own award.']));

    for (const ids of [[theirs.id], [mine.id, theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await copy(mine2, ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Evidence not found' });
    }
    // Evidence already in the target petition is not "another petition's".
    expect((await copy(me, [mine.id])).statusCode).toBe(404);
    // Someone else's petition as the target, and its sources.
    expect((await copy({ cookie: me.cookie, petitionId: stranger.petitionId }, [mine.id])).statusCode).toBe(404);
    const sources = await server.inject({ method: 'GET', url: `/api/petitions/${stranger.petitionId}/evidence/copy-sources`, headers: { cookie: me.cookie } });
    expect(sources.statusCode).toBe(404);
    // Nothing was copied anywhere.
    expect(await listEvidence(server, mine2)).toEqual([]);
    expect(await listEvidence(server, stranger)).toHaveLength(1);

    for (const body of [[], 'x', [42], ['not-an-id']]) {
      const res = await copy(mine2, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof (res.json() as { message: unknown }).message).toBe('string');
    }
  });
});
