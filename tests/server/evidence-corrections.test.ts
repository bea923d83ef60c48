import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criteriaReportSchema } from '../../src/contract/criteria-report';
import { evidenceSchema, petitionSchema, type Evidence } from '../../src/contract/entities';
import { EVIDENCE_DESCRIPTION_MAX, EVIDENCE_NOTES_MAX } from '../../src/contract/evidence';
import type { Analyst } from '../../server/platform/analyst/analyst';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, evidenceDetail, openPush, settled, userWithPetition, waitFor, type Owner } from './evidence-helpers';

// The user corrects, the analyst follows: PATCH /api/evidence/{id} against the real server and
// database, and the real analysis job run again over the corrected rows.

const PRESS = ['The New York Times featured Ada Lovelace in a magazine interview.', 'The newspaper coverage was written by a staff journalist.'];
const JUDGING = ['Ada Lovelace served as a judge on the review committee of the International Conference.', 'She reviewed manuscripts for the journal as a referee.'];

describe.each(DATABASES)('evidence corrections on %s', (kind) => {
  const server = useListeningServer(kind);

  const db = () => server.deps.database.db;
  const patch = (cookie: string | undefined, id: string, payload: unknown) =>
    server.inject({ method: 'PATCH', url: `/api/evidence/${id}`, headers: cookie ? { cookie } : {}, payload: payload as object });
  const post = (cookie: string, url: string) => server.inject({ method: 'POST', url, headers: { cookie } });
  const rowOf = (owner: Owner, id: string) => evidenceDetail(server, owner, id);

  /** A petition with one analysed document. */
  async function analysed(fileName: string, lines: string[], visa: 'O-1A' | 'EB-1A' = 'O-1A') {
    const owner = await userWithPetition(server, visa);
    const ev = await addEvidence(server, owner, fileName, await makeTextPdf(lines));
    expect((await settled(server, owner, ev.id)).processingStatus).toBe('completed');
    return { owner, ev: await rowOf(owner, ev.id) };
  }

  it('refuses bad corrections with a readable message and changes nothing', async () => {
    const { owner, ev } = await analysed('press.pdf', PRESS);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^Nothing to change$/],
      [{ category: 'eb1a_awards' }, /^Unknown category for this visa type$/],
      [{ category: 'made_up' }, /^Unknown category for this visa type$/],
      [{ category: 'x'.repeat(81) }, /Unknown category for this visa type/],
      [{ category: '  ' }, /Choose a category/],
      [{ aiDescription: '   ' }, /The description cannot be empty/],
      [{ aiDescription: 'x'.repeat(EVIDENCE_DESCRIPTION_MAX + 1) }, new RegExp(`at most ${EVIDENCE_DESCRIPTION_MAX} characters`)],
      [{ userNotes: 'x'.repeat(EVIDENCE_NOTES_MAX + 1) }, new RegExp(`Notes can be at most ${EVIDENCE_NOTES_MAX} characters`)],
      [{ category: 42 }, /category/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(owner.cookie, ev.id, payload);
      const what = JSON.stringify(payload).slice(0, 60);
      expect(res.statusCode, what).toBe(400);
      expect((res.json() as { message: string }).message, what).toMatch(message);
      expect(res.body, what).not.toMatch(/at .*\.ts:\d+/);
    }
    const after = await rowOf(owner, ev.id);
    expect(after).toEqual(ev);
    expect(after.userSetFields).toEqual([]);
  });

  it("answers 404 for another user's evidence and 401 when signed out, and leaves the row alone", async () => {
    const { owner, ev } = await analysed('press.pdf', PRESS);
    const stranger = await userWithPetition(server);
    const theirs = await patch(stranger.cookie, ev.id, { category: 'o1a_awards' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Evidence not found' });
    expect((await patch(owner.cookie, 'not-a-uuid', { userNotes: 'x' })).statusCode).toBe(404);
    expect((await patch(owner.cookie, '00000000-0000-4000-8000-000000000000', { userNotes: 'x' })).statusCode).toBe(404);
    expect((await patch(undefined, ev.id, { userNotes: 'x' })).statusCode).toBe(401);
    expect(await rowOf(owner, ev.id)).toEqual(ev);
  });

  it('saves a correction, marks what the user set, clears empty notes, and tells the other tabs', async () => {
    const { owner, ev } = await analysed('press.pdf', PRESS);
    expect(ev.category).toBe('o1a_press');
    const push = await openPush(server.origin, owner.cookie);
    try {
      const res = await patch(owner.cookie, ev.id, { category: ' o1a_awards ', aiDescription: 'An interview about her prize-winning work.', userNotes: 'Use for Awards.' });
      expect(res.statusCode, res.body).toBe(200);
      const saved = evidenceSchema.parse(res.json());
      expect(saved).toMatchObject({ id: ev.id, category: 'o1a_awards', aiDescription: 'An interview about her prize-winning work.', userNotes: 'Use for Awards.', userSetFields: ['category', 'description'] });
      // The analyst follows the user's category at once: the relevance note now speaks to Awards.
      expect(ev.aiAnalysis?.relevance).toMatch(/\*\*Criterion:\*\* Press Coverage/);
      expect(saved.aiAnalysis?.relevance).toMatch(/\*\*Criterion:\*\* Awards/);
      expect(saved.aiAnalysis?.criteriaIds?.[0]).toBe('o1a_awards');
      expect(saved.aiAnalysis?.kind).toBe(ev.aiAnalysis?.kind);
      expect(await rowOf(owner, ev.id)).toEqual(saved);
      // A push the other tabs refresh on; 'updated' is no processing status, so no 'Evidence processed' toast.
      const message = await push.next('the update push', (m) => m.evidenceId === ev.id && m.status === 'updated');
      expect(message).toEqual({ type: 'evidence-status', petitionId: owner.petitionId, evidenceId: ev.id, status: 'updated', fileName: 'press.pdf' });
    } finally {
      push.close();
    }

    // Notes alone: the user's by nature, so nothing more is marked; an empty note clears it.
    const cleared = await patch(owner.cookie, ev.id, { userNotes: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ userNotes: null, category: 'o1a_awards', userSetFields: ['category', 'description'] });
    // The same field again stays marked once.
    const again = await patch(owner.cookie, ev.id, { category: 'o1a_judging' });
    expect(again.json()).toMatchObject({ category: 'o1a_judging', userSetFields: ['category', 'description'] });
    // The fixed set is offered for every visa.
    expect((await patch(owner.cookie, ev.id, { category: 'recommendation_letter' })).json()).toMatchObject({ category: 'recommendation_letter' });
  });

  it('keeps the corrections through a reprocess of one document and of all, while the uncorrected row is refreshed', async () => {
    const owner = await userWithPetition(server);
    const corrected = await addEvidence(server, owner, 'press.pdf', await makeTextPdf(PRESS));
    const plain = await addEvidence(server, owner, 'judging.pdf', await makeTextPdf(JUDGING));
    await settled(server, owner, corrected.id);
    const analysedPlain = await settled(server, owner, plain.id);
    expect(analysedPlain.category).toBe('o1a_judging');

    const fix = { category: 'o1a_awards', aiDescription: 'My own words about this interview.', userNotes: 'The interview names the prize.' };
    expect((await patch(owner.cookie, corrected.id, fix)).statusCode).toBe(200);
    // Stale analysis on both rows, to see what the job writes again.
    const stale = { category: 'other', aiDescription: 'stale', aiTags: ['stale'], aiAnalysis: { relevance: 'stale' } };
    await db().update(evidenceDocuments).set({ aiTags: stale.aiTags, aiAnalysis: stale.aiAnalysis }).where(eq(evidenceDocuments.id, corrected.id));
    await db().update(evidenceDocuments).set(stale).where(eq(evidenceDocuments.id, plain.id));

    const expectCorrectionsKept = (row: Evidence) => {
      expect(row).toMatchObject({ processingStatus: 'completed', ...fix, userSetFields: ['category', 'description'] });
      // The rest of the analysis still refreshes.
      expect(row.aiTags).not.toEqual(['stale']);
      expect(row.aiTags.length).toBeGreaterThan(0);
      expect(row.aiAnalysis?.relevance).not.toBe('stale');
      expect(row.aiAnalysis?.kind).toBeTruthy();
    };

    expect((await post(owner.cookie, `/api/evidence/${corrected.id}/reprocess`)).statusCode).toBe(200);
    expectCorrectionsKept(await settled(server, owner, corrected.id));

    await db().update(evidenceDocuments).set({ aiTags: stale.aiTags, aiAnalysis: stale.aiAnalysis }).where(eq(evidenceDocuments.id, corrected.id));
    expect((await post(owner.cookie, `/api/petitions/${owner.petitionId}/evidence/bulk-reprocess`)).statusCode).toBe(200);
    expectCorrectionsKept(await settled(server, owner, corrected.id));
    const refreshed = await settled(server, owner, plain.id);
    expect(refreshed).toMatchObject({ category: 'o1a_judging', userSetFields: [], userNotes: null });
    expect(refreshed.aiDescription).not.toBe('stale');
    expect(refreshed.aiTags).not.toEqual(['stale']);
  }, 90_000);

  it('keeps a correction saved while the analysis job is running', async () => {
    const real = server.deps.analyst;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    server.deps.analyst = {
      ...real,
      async analyseEvidence(input: Parameters<Analyst['analyseEvidence']>[0]) {
        started = true;
        await held;
        return real.analyseEvidence(input);
      },
    };
    try {
      const owner = await userWithPetition(server);
      const ev = await addEvidence(server, owner, 'press.pdf', await makeTextPdf([...PRESS, 'Held while analysing.']));
      await waitFor('the job to reach the analyst', async () => started);
      const res = await patch(owner.cookie, ev.id, { category: 'o1a_awards', aiDescription: 'Corrected mid-analysis.' });
      expect(res.statusCode, res.body).toBe(200);
      release();
      const done = await settled(server, owner, ev.id);
      expect(done).toMatchObject({ processingStatus: 'completed', category: 'o1a_awards', aiDescription: 'Corrected mid-analysis.', userSetFields: ['category', 'description'] });
      expect(done.aiTags.length).toBeGreaterThan(0);
    } finally {
      release();
      server.deps.analyst = real;
    }
  });

  it('the criteria report counts an exhibit under the category the user chose', async () => {
    const { owner, ev } = await analysed('press.pdf', PRESS);
    const awardsOf = async () => {
      const res = await post(owner.cookie, `/api/petitions/${owner.petitionId}/criteria-report`);
      expect(res.statusCode, res.body).toBe(200);
      const report = criteriaReportSchema.parse(petitionSchema.parse(res.json()).criteriaStrengthReport);
      return report.criteriaScores.find((s) => s.criteriaId === 'o1a_awards')!;
    };
    const exhibit = `Exhibit ${ev.evidenceNumber}`;
    const before = await awardsOf();
    expect(before.keyEvidence.some((k) => k.startsWith(exhibit))).toBe(false);

    expect((await patch(owner.cookie, ev.id, { category: 'o1a_awards' })).statusCode).toBe(200);
    const after = await awardsOf();
    expect(after.keyEvidence).toContain(`${exhibit}: press.pdf`);
    expect(after.evidenceCount).toBeGreaterThan(before.evidenceCount);
    expect(after.score).toBeGreaterThan(before.score);
  });
});
