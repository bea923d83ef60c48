import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LIST_TEXT_MAX, toEvidenceListItem, type EvidenceDescription, type EvidenceListItem } from '../../src/contract/evidence-list';
import { analyseEvidence } from '../../server/modules/evidence/job';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, evidenceDetail, openPush, settled, userWithPetition, type Owner } from './evidence-helpers';

// Issue 15 item 3 (decision 034): the evidence list as the table shows it, its ETag and 304, the whole
// row for a dialog, and the push that names the row a client patches.

const AWARD = ['Ada Lovelace won the 2023 National Prize for Excellence in Computing.', 'The award is given each year by a jury of recognised experts.'];
const LONG = `${'The jury praised the work at length. '.repeat(6)}\n\n${'A second paragraph the table never shows. '.repeat(8)}`;

/** The JSON a client reads, whatever Content-Encoding the reply used. */
function bodyOf(res: LightMyRequestResponse): unknown {
  const encoding = res.headers['content-encoding'];
  const raw = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(raw.toString('utf8'));
}

describe.each(DATABASES)('the evidence list, its ETag and the whole row on %s', (kind) => {
  const server = useListeningServer(kind);
  const db = () => server.deps.database.db;
  const get = (owner: Pick<Owner, 'cookie'>, url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers: { cookie: owner.cookie, ...headers } });
  const listUrl = (owner: Owner) => `/api/petitions/${owner.petitionId}/evidence`;

  /** A petition with one analysed document. */
  async function analysed() {
    const owner = await userWithPetition(server);
    const ev = await addEvidence(server, owner, 'award.pdf', await makeTextPdf(AWARD));
    await settled(server, owner, ev.id);
    return { owner, ev };
  }

  it('answers 304 to an unchanged list, with and without compression, and 200 with a new ETag after a change', async () => {
    const { owner, ev } = await analysed();
    const plain = bodyOf(await get(owner, listUrl(owner)));
    for (const [encoding, sent] of [[{}, undefined], [{ 'accept-encoding': 'br, gzip' }, 'br'], [{ 'accept-encoding': 'gzip;q=1, br;q=0' }, 'gzip']] as const) {
      const first = await get(owner, listUrl(owner), encoding);
      expect(first.statusCode).toBe(200);
      // Kept compressed per version, the reply is still what the client asked for and reads the same.
      expect(first.headers['content-encoding']).toBe(sent);
      expect(bodyOf(first)).toEqual(plain);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get(owner, listUrl(owner), { ...encoding, 'if-none-match': etag });
      expect(again.statusCode, JSON.stringify(encoding)).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      // A list of tags, or the tag in its strong form, is the same version.
      expect((await get(owner, listUrl(owner), { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    }
    const before = await get(owner, listUrl(owner));
    const patched = await server.inject({ method: 'PATCH', url: `/api/evidence/${ev.id}`, headers: { cookie: owner.cookie }, payload: { userNotes: 'Use for Awards.' } });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await get(owner, listUrl(owner), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((bodyOf(after) as EvidenceListItem[])[0]?.userNotes).toBe('Use for Awards.');
  });

  it('answers 200 with a new ETag once a job has changed a row, and again when a row goes', async () => {
    const { owner, ev } = await analysed();
    const before = await get(owner, listUrl(owner));
    // The analysis job runs again (as a retry would) and writes the row; nothing that serves requests is told.
    await analyseEvidence(server.deps, { evidenceId: ev.id, petitionId: owner.petitionId });
    const rerun = await get(owner, listUrl(owner), { 'if-none-match': String(before.headers.etag) });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.headers.etag).not.toBe(before.headers.etag);
    const [was] = bodyOf(before) as EvidenceListItem[];
    const [now] = bodyOf(rerun) as EvidenceListItem[];
    expect(now!.updatedAt > was!.updatedAt).toBe(true);
    // A write to a column the list does not send still makes a new version: never a stale 304.
    await db().update(evidenceDocuments).set({ extractedText: 'rewritten' }).where(eq(evidenceDocuments.id, ev.id));
    await server.heard();
    expect((await get(owner, listUrl(owner), { 'if-none-match': String(rerun.headers.etag) })).statusCode).toBe(200);
    const current = await get(owner, listUrl(owner));
    expect((await server.inject({ method: 'DELETE', url: `/api/evidence/${ev.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    const emptied = await get(owner, listUrl(owner), { 'if-none-match': String(current.headers.etag) });
    expect(emptied.statusCode).toBe(200);
    expect(bodyOf(emptied)).toEqual([]);
  });

  it('sends what the table shows: the start of a long text, flagged, and the whole row from GET /api/evidence/{id}', async () => {
    const { owner, ev } = await analysed();
    await db().update(evidenceDocuments).set({ aiDescription: LONG }).where(eq(evidenceDocuments.id, ev.id));
    await server.heard();
    const [row] = bodyOf(await get(owner, listUrl(owner))) as EvidenceListItem[];
    const whole = await evidenceDetail(server, owner, ev.id);
    expect(whole.aiDescription).toBe(LONG);
    expect(row?.aiDescription && LONG.startsWith(row.aiDescription)).toBe(true);
    expect(row?.aiDescription?.length).toBeLessThanOrEqual(LIST_TEXT_MAX);
    expect(row?.textCut).toContain('description');
    // Nothing the table does not show: no file address, hash or vector-store fields.
    for (const field of ['fileUrl', 'md5Hash', 'petitionId', 'vectorStoreId', 'vectorStoreAttachedAt']) expect(row).not.toHaveProperty(field);
    // The client turns a whole row into the list's row with the same function the server uses.
    expect(toEvidenceListItem(whole)).toEqual(row);
  });

  it("answers the whole row only to its owner: 404 for another user's, 400 for a malformed id, 401 signed out", async () => {
    const { owner, ev } = await analysed();
    const stranger = await server.signUp();
    const theirs = await get(stranger, `/api/evidence/${ev.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Evidence not found' });
    expect((await get(owner, '/api/evidence/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const bad of ['not-a-uuid', `${ev.id}x`, '%00']) {
      const res = await get(owner, `/api/evidence/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toMatch(/evidence id/);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await server.inject({ method: 'GET', url: `/api/evidence/${ev.id}` })).statusCode).toBe(401);
    // The descriptions the letters read are the owner's too.
    expect((await get(stranger, `/api/petitions/${owner.petitionId}/evidence/descriptions`)).statusCode).toBe(404);
  });

  it('gives the letters the whole descriptions, in list order, with their own ETag', async () => {
    const { owner, ev } = await analysed();
    await db().update(evidenceDocuments).set({ aiDescription: LONG }).where(eq(evidenceDocuments.id, ev.id));
    await server.heard();
    const url = `/api/petitions/${owner.petitionId}/evidence/descriptions`;
    const first = await get(owner, url);
    // With what tells a row set aside as not the applicant's (decision 062): the user's marks and the facts' filing reason.
    expect(bodyOf(first) as EvidenceDescription[]).toEqual([{ id: ev.id, fileName: 'award.pdf', category: 'o1a_awards', aiTags: expect.any(Array), aiDescription: LONG, userSetFields: [], filingReason: null }]);
    expect((await get(owner, url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('pushes messages that name the row, and the row fetched then is the row the list sends', async () => {
    const owner = await userWithPetition(server);
    const push = await openPush(server.origin, owner.cookie);
    try {
      const ev = await addEvidence(server, owner, 'award.pdf', await makeTextPdf(AWARD));
      const done = await push.next('the completed push', (m) => m.evidenceId === ev.id && m.status === 'completed');
      expect(done).toMatchObject({ type: 'evidence-status', petitionId: owner.petitionId, evidenceId: ev.id });
      const [listed] = bodyOf(await get(owner, listUrl(owner))) as EvidenceListItem[];
      expect(toEvidenceListItem(await evidenceDetail(server, owner, ev.id))).toEqual(listed);
      // A renumbering moves many rows at once: its message names none, so clients fetch the list.
      const other = await addEvidence(server, owner, 'second.pdf', await makeTextPdf(['Ada Lovelace judged the national contest.']));
      await settled(server, owner, other.id);
      const order = await server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [other.id, ev.id] } });
      expect(order.statusCode, order.body).toBe(200);
      const renumbered = await push.next('the renumbering push', (m) => m.status === 'updated');
      expect(renumbered).toEqual({ type: 'evidence-status', petitionId: owner.petitionId, status: 'updated' });
    } finally {
      push.close();
    }
  });
});
