import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../server/platform/queue/names';
import { makeBigScanPngs, makeZip } from '../fixtures/make-fixtures';
import { DATABASES, useTestServer, type TestServer } from './harness';
import { addEvidence, listEvidence, multipart, settled, userWithPetition, waitFor, type Owner } from './evidence-helpers';

// A page of text on a 6000 × 6000 scan: about 15 s of OCR here, however small the PNG.
const PAGE = Array.from({ length: 150 }, (_, i) => `Line ${i + 1}: Ada Lovelace received the award of the Royal Society.`);
/** Drawn once for both databases: encoding a 6000 × 6000 scan takes seconds. */
let drawn: Promise<Buffer[]> | undefined;
const bigScans = () => (drawn ??= makeBigScanPngs(20, PAGE));

async function uploadZip(server: TestServer, owner: Owner, zip: Buffer) {
  const { payload, contentType } = multipart('zipFile', 'scans.zip', zip);
  const res = await server.inject({
    method: 'POST',
    url: `/api/petitions/${owner.petitionId}/evidence/upload-zip`,
    headers: { cookie: owner.cookie, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string };
}

function clearJobQueue(server: TestServer, owner: Owner) {
  return server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/clear-job-queue`, headers: { cookie: owner.cookie } });
}

/** The owner's analysis jobs that are waiting or running, as pg-boss has them. */
async function liveJobs(server: TestServer, owner: Owner) {
  const jobs = await server.deps.boss!.findJobs(QUEUES.evidenceAnalysis, { data: { petitionId: owner.petitionId } });
  return jobs.filter((j) => ['created', 'retry', 'active'].includes(j.state));
}

describe.each(DATABASES)('analysis is fair between users on %s', (kind) => {
  const server = useTestServer(kind);
  let scans: Buffer[];
  beforeAll(async () => {
    scans = await bigScans();
  });

  it("analyses another user's small document within 30 s while one user's 20 heavy scans are queued", async () => {
    const heavy = await userWithPetition(server);
    const bystander = await userWithPetition(server);
    const zip = await makeZip(scans.map((data, i) => ({ name: `scan-${i + 1}.png`, data })));
    expect((await uploadZip(server, heavy, zip)).message).toBe('Imported 20 files.');
    await waitFor('a scan to be read', async () => (await listEvidence(server, heavy)).some((e) => e.processingStatus === 'processing'));

    const started = Date.now();
    const note = await addEvidence(server, bystander, 'note.txt', Buffer.from('Ada reviewed papers for the program committee.'), '.txt');
    const done = await settled(server, bystander, note.id, 30_000);
    const waited = Date.now() - started;
    console.log(`[fairness ${kind}] the bystander's note was analysed after ${waited} ms`);
    expect(done.processingStatus).toBe('completed');
    expect(waited).toBeLessThan(30_000);

    expect((await clearJobQueue(server, heavy)).statusCode).toBe(200);
    await waitFor('the heavy user to have no live jobs', async () => (await liveJobs(server, heavy)).length === 0, 10_000);
  }, 120_000);

  it("Clear Job Queue stops the user's queued and running jobs, and frees the reader", async () => {
    const me = await userWithPetition(server);
    const zip = await makeZip(scans.slice(0, 6).map((data, i) => ({ name: `scan-${i + 1}.png`, data })));
    expect((await uploadZip(server, me, zip)).message).toBe('Imported 6 files.');
    await waitFor('a scan to be read', async () => (await listEvidence(server, me)).some((e) => e.processingStatus === 'processing'));

    const res = await clearJobQueue(server, me);
    expect(res.statusCode).toBe(200);
    // Usually one of the user's scans is running. pg-boss checks a group's limit in each fetch's own snapshot, so on
    // PostgreSQL workers polling at the same moment can each take one (2 and 3 seen): the reader itself is still one
    // per user (platform/extract's pool, the test above). Whatever the split, every job is stopped or cleared.
    const { message } = res.json() as { message: string };
    const counted = /^Stopped (\d) running jobs? and cleared (\d) queued jobs?\. The 6 documents will wait until you reprocess them\.$/.exec(message);
    expect(counted, message).not.toBeNull();
    const [running, queued] = [Number(counted![1]), Number(counted![2])];
    expect(running, message).toBeGreaterThanOrEqual(1);
    expect(running + queued, message).toBe(6);
    await waitFor('no job of the user to be queued or running', async () => (await liveJobs(server, me)).length === 0, 5_000);
    expect((await listEvidence(server, me)).map((e) => e.processingStatus)).toEqual(Array(6).fill('pending'));

    // The stopped job no longer counts against the user, and its read is not waited for.
    const started = Date.now();
    const note = await addEvidence(server, me, 'note.txt', Buffer.from('Ada chaired the jury of the national prize.'), '.txt');
    expect((await settled(server, me, note.id, 60_000)).processingStatus).toBe('completed');
    console.log(`[clear ${kind}] the next document was analysed after ${Date.now() - started} ms`);
    // The stopped scan saved nothing: it waits with the others.
    const rows = await listEvidence(server, me);
    expect(rows.filter((e) => e.id !== note.id).map((e) => e.processingStatus)).toEqual(Array(6).fill('pending'));
  }, 120_000);
});
