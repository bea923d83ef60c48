import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceSchema } from '../../src/contract/entities';
import { EXHIBIT_TITLE_MAX } from '../../src/contract/evidence';
import { backfillExhibitTitles } from '../../server/modules/evidence/exhibit-titles';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { addEvidence, evidenceDetail, listEvidence, settled, userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { packetApi } from './packet-helpers';

// Exhibits have titles a reader understands (issue 30 item 2, decision 050): the analysis titles each exhibit
// from its first lines, the user may correct it, and the packet index uses it; against the real server,
// database, analysis job and packet build.

const ARTICLE = [
  'The Boston Globe',
  'A new way to make AI models admit what they do not know',
  'By Jane Reporter Globe Staff',
  'June 2, 2025',
  'Researchers led by Ada Lovelace have found a way to make language models say when they are unsure of an answer.',
];
const HEADLINE = 'A new way to make AI models admit what they do not know';
const FILE_NAME = 'IMG_20250602_globe_article.pdf';

describe.each(DATABASES)('exhibit titles on %s', (kind) => {
  const server = useListeningServer(kind);
  const db = () => server.deps.database.db;
  const patch = (owner: Pick<Owner, 'cookie'>, id: string, payload: object) => server.inject({ method: 'PATCH', url: `/api/evidence/${id}`, headers: { cookie: owner.cookie }, payload });

  async function analysedArticle() {
    const owner = await userWithPetition(server);
    const ev = await addEvidence(server, owner, FILE_NAME, await makeTextPdf(ARTICLE));
    const row = await settled(server, owner, ev.id);
    expect(row.processingStatus).toBe('completed');
    return { owner, row };
  }

  it('the analysis titles the exhibit from its first lines, not its file name, in the row and the list', async () => {
    const { owner, row } = await analysedArticle();
    expect(row.exhibitTitle).toBe(`The Boston Globe, "${HEADLINE}", June 2, 2025`);
    expect(row.userSetFields).toEqual([]);
    const [item] = await listEvidence(server, owner);
    expect(item).toMatchObject({ exhibitTitle: row.exhibitTitle, fileName: FILE_NAME });
  });

  it("the user's title is saved, marked as theirs, and kept through a reprocess", async () => {
    const { owner, row } = await analysedArticle();
    const res = await patch(owner, row.id, { exhibitTitle: '  Boston Globe profile,\nJune 2025 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(evidenceSchema.parse(res.json())).toMatchObject({ exhibitTitle: 'Boston Globe profile, June 2025', userSetFields: ['title'] });

    const reprocess = await server.inject({ method: 'POST', url: `/api/evidence/${row.id}/reprocess`, headers: { cookie: owner.cookie } });
    expect(reprocess.statusCode, reprocess.body).toBe(200);
    const after = await settled(server, owner, row.id);
    expect(after).toMatchObject({ processingStatus: 'completed', exhibitTitle: 'Boston Globe profile, June 2025', userSetFields: ['title'] });
  }, 60_000);

  it("refuses an empty or too long title with a readable 400, and another user's row is a 404", async () => {
    const { owner, row } = await analysedArticle();
    const long = await patch(owner, row.id, { exhibitTitle: 'x'.repeat(EXHIBIT_TITLE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: expect.stringMatching(/The title can be at most 200 characters/) });
    const empty = await patch(owner, row.id, { exhibitTitle: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: expect.stringMatching(/The title cannot be empty/) });
    const stranger = await userWithPetition(server);
    const theirs = await patch(stranger, row.id, { exhibitTitle: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Evidence not found' });
    expect(await evidenceDetail(server, owner, row.id)).toEqual(row);
  });

  it('the packet index titles exhibits by their title: the user’s, the analysis’s, and one built for a row analysed before titles', async () => {
    const { owner, row } = await analysedArticle();
    const api = packetApi(server);
    const letterId = await api.addFile(owner, 'scan_0007.pdf', await makeTextPdf(['Stanford University', 'Subject: Letter of recommendation for Ada Lovelace', 'Dear Officer,', 'I am writing to recommend Ada Lovelace for the visa she seeks, without reservation.']), '.pdf', 'application/pdf');
    const paperId = await api.addFile(owner, 'paper-final-v3.pdf', await makeTextPdf(['Calibrated Uncertainty for Deep Networks', 'Ada Lovelace', 'Abstract', 'We propose a method that makes deep networks report calibrated uncertainty at no extra cost.']), '.pdf', 'application/pdf');
    expect((await patch(owner, row.id, { exhibitTitle: 'Boston Globe profile, June 2025' })).statusCode).toBe(200);
    // As a row analysed before this change: no stored title.
    await db().update(evidenceDocuments).set({ exhibitTitle: null }).where(eq(evidenceDocuments.id, paperId));

    expect((await api.post(owner)).statusCode).toBe(202);
    const built = await api.finished(owner);
    expect(built.status, built.error ?? '').toBe('ready');
    const titleOf = (id: string) => built.index.find((e) => e.evidenceId === id)?.title;
    expect(titleOf(row.id)).toBe('Boston Globe profile, June 2025');
    expect(titleOf(letterId)).toBe('Letter of recommendation for Ada Lovelace, Stanford University');
    expect(titleOf(paperId)).toBe('Calibrated Uncertainty for Deep Networks');
    for (const entry of built.index) expect(entry.title).not.toMatch(/\.pdf$/);

    // At start-up the row gets its title stored, so the list shows it too.
    expect(await backfillExhibitTitles(db())).toBeGreaterThanOrEqual(1);
    expect((await evidenceDetail(server, owner, paperId)).exhibitTitle).toBe('Calibrated Uncertainty for Deep Networks');
    expect(await backfillExhibitTitles(db())).toBe(0);
  }, 120_000);
});
