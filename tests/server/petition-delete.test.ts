import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import type { PacketReply } from '../../src/contract/packet';
import { analyseEvidence } from '../../server/modules/evidence/job';
import { runPacketJob } from '../../server/modules/packet/job';
import { runStatementJob } from '../../server/modules/statements/job';
import { caseDocuments, evidenceDocuments, petitionPackets, petitions, recommendationLetters, storedObjects } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { objectPathFromUrl } from '../../server/platform/storage/objects-service';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { addEvidence, openPush, settled, uploadBytes, userWithPetition, waitFor, type Owner } from './evidence-helpers';
import { DATABASES, startTestServer, type TestServer } from './harness';

// DELETE /api/petitions/{id} (decision 030) against the real server, database, job queue and object store:
// the rows go, the objects no other row refers to go, and a packet build running at that moment ends
// without leaving a part behind. The server's log is read: a deletion must not make any job log an error.

describe.each(DATABASES)('deleting a petition on %s', (kind) => {
  let server: TestServer;
  let origin: string;
  const lines: string[] = [];
  /** Log lines at level error (50) or above. */
  const errorsLogged = () => lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50);
  beforeAll(async () => {
    server = await startTestServer(kind, { logLevel: 'info', logDestination: { write: (line) => void lines.push(line) } });
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const db = () => server.deps.database.db;
  const del = (cookie: string, id: string) => server.inject({ method: 'DELETE', url: `/api/petitions/${id}`, headers: { cookie } });
  /** The files on disk under the user's folder of the object store. */
  const filesOf = (userId: string) => {
    const dir = path.join(server.dataDir, 'objects', 'u', userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `/objects/u/${userId}/${f}`).sort() : [];
  };
  const storedOf = async (userId: string) => (await db().select({ path: storedObjects.path }).from(storedObjects).where(eq(storedObjects.userId, userId))).map((r) => r.path).sort();
  const rowsUnder = async (petitionId: string) => ({
    petition: (await db().select().from(petitions).where(eq(petitions.id, petitionId))).length,
    evidence: (await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId))).length,
    caseDocuments: (await db().select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId))).length,
    letters: (await db().select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, petitionId))).length,
    packet: (await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, petitionId))).length,
  });
  const NONE = { petition: 0, evidence: 0, caseDocuments: 0, letters: 0, packet: 0 };

  async function secondPetition(owner: Owner): Promise<Owner> {
    const profile = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: owner.cookie } });
    const res = await server.inject({ method: 'POST', url: '/api/petitions', headers: { cookie: owner.cookie }, payload: { profileId: (profile.json() as { id: string }).id, visaType: 'EB-1A' } });
    expect(res.statusCode, res.body).toBe(201);
    return { ...owner, petitionId: (res.json() as { id: string }).id };
  }

  async function addSettled(owner: Owner, fileName: string, bytes: Buffer) {
    const row = await addEvidence(server, owner, fileName, bytes, '.pdf');
    await settled(server, owner, row.id);
    return row;
  }

  async function buildPacket(owner: Owner): Promise<PacketReply> {
    const start = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie }, payload: {} });
    expect(start.statusCode, start.body).toBe(202);
    return waitFor('the packet build to finish', async () => {
      const reply = (await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie } })).json() as PacketReply;
      return reply.status === 'ready' || reply.status === 'failed' ? reply : undefined;
    }, 60_000);
  }

  it('removes the rows and every object only it referred to; keeps a file another petition holds and the profile CV', async () => {
    const owner = await userWithPetition(server);
    const other = await secondPetition(owner);
    // The CV, uploaded once and also filed as evidence of the petition that goes.
    const cvBytes = await makeTextPdf(['Curriculum vitae of Ada Lovelace.']);
    const cvPath = objectPathFromUrl(await uploadBytes(server, owner.cookie, cvBytes, '.pdf'));
    const cv = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie: owner.cookie }, payload: { fullName: 'Ada Lovelace', otherLinks: [], cvUrl: cvPath, cvFileName: 'cv.pdf' } });
    expect(cv.statusCode, cv.body).toBe(200);

    const only = await addSettled(owner, 'award.pdf', await makeTextPdf(['The 2024 award for research.']));
    const shared = await addSettled(owner, 'article.pdf', await makeTextPdf(['An article about the applicant.']));
    await addSettled(owner, 'cv.pdf', cvBytes);
    const copy = await server.inject({ method: 'POST', url: `/api/petitions/${other.petitionId}/evidence/copy`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [shared.id] } });
    expect(copy.statusCode, copy.body).toBe(200);
    await db().insert(caseDocuments).values({ petitionId: owner.petitionId, title: 'Final merits', content: 'She is extraordinary (Exhibit 1).', type: 'statement', criteriaId: FINAL_MERITS });
    await db().insert(recommendationLetters).values({ petitionId: owner.petitionId, recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Navy', relationship: 'Colleague', letterContent: 'I recommend her.' });
    const packet = await buildPacket(owner);
    expect(packet.status, packet.error ?? '').toBe('ready');
    const [packetRow] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    const partPaths = packetRow!.parts.map((p) => p.objectPath);
    expect(partPaths.length).toBeGreaterThan(0);
    const onlyPath = objectPathFromUrl(only.fileUrl);
    const sharedPath = objectPathFromUrl(shared.fileUrl);
    expect(filesOf(owner.userId)).toEqual([onlyPath, sharedPath, cvPath, ...partPaths].sort());

    const push = await openPush(origin, owner.cookie);
    const res = await del(owner.cookie, owner.petitionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The petition has been deleted.' });
    await push.next('petition-deleted', (m) => m.type === 'petition-deleted' && m.petitionId === owner.petitionId);
    push.close();

    expect(await rowsUnder(owner.petitionId)).toEqual(NONE);
    expect((await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}`, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    const list = (await server.inject({ method: 'GET', url: '/api/petitions', headers: { cookie: owner.cookie } })).json() as { id: string }[];
    expect(list.map((p) => p.id)).toEqual([other.petitionId]);
    // What stays: the file the other petition holds and the CV; nothing else, on disk or in stored_objects.
    expect(filesOf(owner.userId)).toEqual([sharedPath, cvPath].sort());
    expect(await storedOf(owner.userId)).toEqual([sharedPath, cvPath].sort());
    const download = await server.inject({ method: 'GET', url: '/api/cv/download-url', headers: { cookie: owner.cookie } });
    expect(download.statusCode, download.body).toBe(200);
    expect((await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, other.petitionId))).length).toBe(1);

    // Deleting it again: it is gone.
    expect((await del(owner.cookie, owner.petitionId)).statusCode).toBe(404);
    expect(errorsLogged()).toEqual([]);
  });

  it("answers 404 for another user's petition, an unknown one and a malformed id, and deletes nothing", async () => {
    const owner = await userWithPetition(server);
    const row = await addSettled(owner, 'award.pdf', await makeTextPdf(['Another award.']));
    const stranger = await userWithPetition(server);

    const theirs = await del(stranger.cookie, owner.petitionId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Petition not found' });
    expect((await del(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await del(owner.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await server.inject({ method: 'DELETE', url: `/api/petitions/${owner.petitionId}` })).statusCode).toBe(401);

    expect(await rowsUnder(owner.petitionId)).toMatchObject({ petition: 1, evidence: 1 });
    expect(filesOf(owner.userId)).toEqual([objectPathFromUrl(row.fileUrl)]);
    expect(await storedOf(owner.userId)).toEqual([objectPathFromUrl(row.fileUrl)]);
  });

  it('a deletion during a packet build ends the build: no part in the store, no stored_objects row, no error logged', async () => {
    const owner = await userWithPetition(server);
    // Enough pages that the engine is still at work when the deletion comes. Uploaded together: the
    // analyses then run back to back.
    const exhibits = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const lines = Array.from({ length: 45 * 15 }, (_, n) => `Exhibit ${i + 1}, line ${n + 1}: the committee found the work original and influential.`);
        return addEvidence(server, owner, `exhibit-${i + 1}.pdf`, await makeTextPdf(lines), '.pdf');
      }),
    );
    for (const row of exhibits) await settled(server, owner, row.id);
    const push = await openPush(origin, owner.cookie);
    const start = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie }, payload: {} });
    expect(start.statusCode, start.body).toBe(202);
    const jobId = await waitFor(
      "the row to say 'building'",
      async () => {
        const [row] = await db().select().from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
        return row?.status === 'building' && row.jobId;
      },
      30_000,
    );
    const res = await del(owner.cookie, owner.petitionId);
    expect(res.statusCode, res.body).toBe(200);

    const job = await waitFor('the packet job to end', async () => {
      const found = await server.deps.boss!.getJobById(QUEUES.packetBuild, jobId);
      return found && !['created', 'retry', 'active'].includes(found.state) ? found : undefined;
    }, 60_000);
    expect(job.state).toBe('completed');
    // It was stopped, not finished, and ended quietly: neither 'ready' nor 'failed' was pushed.
    expect(push.messages.filter((m) => m.type === 'packet-status' && (m.status === 'ready' || m.status === 'failed'))).toEqual([]);
    push.close();
    expect(await rowsUnder(owner.petitionId)).toEqual(NONE);
    expect(filesOf(owner.userId)).toEqual([]);
    expect(await storedOf(owner.userId)).toEqual([]);
    expect(errorsLogged()).toEqual([]);
  }, 120_000); // its waits add up to more than the default 60 s on a machine shared with other test runs

  it('jobs whose petition was deleted end quietly: a queued analysis, and each worker run on the gone rows', async () => {
    const owner = await userWithPetition(server);
    const row = await addEvidence(server, owner, 'queued.pdf', await makeTextPdf(['Queued for analysis.']), '.pdf');
    // Deleted straight after the upload: its analysis is still queued (or just picked up).
    expect((await del(owner.cookie, owner.petitionId)).statusCode).toBe(200);
    const jobs = await waitFor('the analysis job to end', async () => {
      const found = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysis, { data: { evidenceId: row.id } });
      return found.length > 0 && found.every((j) => !['created', 'retry', 'active'].includes(j.state)) ? found : undefined;
    });
    expect(jobs.map((j) => j.state).every((s) => s === 'cancelled' || s === 'completed')).toBe(true);

    // Each worker handed the deleted petition's rows directly (as a retry or a late job would be): no throw, nothing written.
    const push = await openPush(origin, owner.cookie);
    await analyseEvidence(server.deps, { evidenceId: row.id, petitionId: owner.petitionId });
    expect(await runStatementJob(server.deps, { petitionId: owner.petitionId, criteriaId: FINAL_MERITS, criteriaTitle: 'Final merits' })).toBe(false);
    await runPacketJob(server.deps, { petitionId: owner.petitionId });
    await new Promise((r) => setTimeout(r, 300));
    expect(push.messages).toEqual([]);
    push.close();
    expect(await rowsUnder(owner.petitionId)).toEqual(NONE);
    expect(filesOf(owner.userId)).toEqual([]);
    expect(await storedOf(owner.userId)).toEqual([]);
    expect(errorsLogged()).toEqual([]);
  });
});
