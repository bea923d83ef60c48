import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import type { PacketReply } from '../../src/contract/packet';
import { caseDocuments, evidenceDocuments, petitionPackets, recommendationLetters } from '../../server/platform/db/schema';
import { contentFingerprint } from '../../server/modules/packet/inputs';
import { runPacketJob } from '../../server/modules/packet/job';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { openPdf, packetApi, pageText } from './packet-helpers';
import { escapeRegExp } from '../../src/contract/reg-exp';

// What goes into the petition packet and under which heading (issue 30), and when a built packet reads as
// stale: against the real server, database, job queue and object store; parts read back with pdf.js.

const DRAFT_MARK = 'DRAFT — NOT SIGNED';

/** A page's text with runs of white space as one space (pdf.js may split a line into runs by font). */
const spaced = async (doc: PDFDocumentProxy, n: number) => (await pageText(doc, n)).replace(/\s+/g, ' ');

/** A letter long enough to take more than one page. */
const longLetter = (who: string) => [`Dear officer,`, ...Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}: ${who} writes that the applicant's research changed the field, and explains how in some detail here.`)].join('\n\n');

/** A title's first words as a pattern (a long title wraps onto the next index line). */
const titleStart = (title: string) => escapeRegExp(title.split(' ').slice(0, 2).join(' '));

describe.each(DATABASES)('packet filing on %s', (kind) => {
  const server = useListeningServer(kind);
  const db = () => server.deps.database.db;
  const { post, get, finished, addFile, download } = packetApi(server);

  const pdfFile = async (owner: Owner, fileName: string, line: string) => addFile(owner, fileName, await makeTextPdf([line]), '.pdf', 'application/pdf');

  async function patchCategory(owner: Owner, evidenceId: string, category: string) {
    const res = await server.inject({ method: 'PATCH', url: `/api/evidence/${evidenceId}`, headers: { cookie: owner.cookie }, payload: { category } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { category: string }).category).toBe(category);
  }

  async function evidenceNumber(evidenceId: string): Promise<number> {
    const [row] = await db().select({ n: evidenceDocuments.evidenceNumber }).from(evidenceDocuments).where(eq(evidenceDocuments.id, evidenceId));
    expect(row?.n).toEqual(expect.any(Number));
    return row!.n!;
  }

  async function insertLetter(petitionId: string, recommenderName: string, status: 'draft' | 'final' | 'sent', letterContent = longLetter(recommenderName)) {
    const [row] = await db()
      .insert(recommendationLetters)
      .values({ petitionId, recommenderName, recommenderTitle: 'Professor', recommenderOrganization: 'Navy', relationship: 'Colleague', letterContent, status })
      .returning({ id: recommendationLetters.id });
    return row!.id;
  }

  /** POST and wait for this build (not an earlier one) to finish ready. */
  async function build(owner: Owner, payload: object = {}): Promise<PacketReply> {
    const before = (await get(owner)).builtAt;
    const started = await post(owner, payload);
    expect(started.statusCode, started.body).toBe(202);
    const reply = await finished(owner, 120_000, before);
    expect(reply.status, reply.error ?? '').toBe('ready');
    return reply;
  }

  /** The one part of a packet, opened with pdf.js. */
  async function onlyPart(reply: PacketReply): Promise<PDFDocumentProxy> {
    expect(reply.parts).toHaveLength(1);
    return openPdf(await download(reply.parts[0]!.url));
  }

  /** The page that starts the printed exhibit index (between the cover and the first exhibit). */
  async function indexPage(doc: PDFDocumentProxy, firstExhibitPage: number): Promise<number> {
    for (let n = 1; n < firstExhibitPage; n++) if ((await spaced(doc, n)).startsWith('Exhibit index')) return n;
    throw new Error('no exhibit index page before the first exhibit');
  }

  it('a draft letter is left out with a warning that names it; with includeDrafts it is in, marked DRAFT on every page', async () => {
    const owner = await userWithPetition(server);
    await pdfFile(owner, 'award.pdf', 'The 2024 award for research.');
    // The draft is older, so it would be Letter 1 if it were filed.
    await insertLetter(owner.petitionId, 'Dana Draft', 'draft');
    await insertLetter(owner.petitionId, 'Fiona Final', 'final');

    const signedOnly = await build(owner);
    expect(signedOnly.index.map((e) => e.label)).toEqual(['Letter 1', 'Exhibit 1']);
    expect(signedOnly.index[0]!.title).toContain('Fiona Final');
    expect(signedOnly.index.some((e) => e.title.includes('Dana Draft'))).toBe(false);
    expect(signedOnly.index.some((e) => e.draft)).toBe(false);
    const leftOut = signedOnly.warnings.filter((w) => w.includes('Dana Draft'));
    expect(leftOut).toHaveLength(1);
    expect(leftOut[0]).toContain('The letter from Dana Draft is a draft, so it is not in the packet.');
    expect(leftOut[0]).toContain("tick 'Include drafts, marked DRAFT'");
    expect(signedOnly.warnings.some((w) => w.includes('Fiona Final'))).toBe(false);
    const signedPdf = await onlyPart(signedOnly);
    for (let n = 1; n <= signedPdf.numPages; n++) expect(await spaced(signedPdf, n)).not.toContain(DRAFT_MARK);

    const withDrafts = await build(owner, { includeDrafts: true });
    expect(withDrafts.index.map((e) => e.label)).toEqual(['Letter 1', 'Letter 2', 'Exhibit 1']);
    const draft = withDrafts.index.find((e) => e.title.includes('Dana Draft'));
    const final = withDrafts.index.find((e) => e.title.includes('Fiona Final'));
    expect(draft?.draft).toBe(true);
    expect(final?.draft).toBeUndefined();
    expect(withDrafts.index.find((e) => e.label === 'Exhibit 1')?.draft).toBeUndefined();
    expect(withDrafts.warnings.some((w) => w.includes('The letter from Dana Draft is a draft, so it is not in the packet'))).toBe(false);
    expect(withDrafts.warnings.some((w) => w.includes('Dana Draft') && w.includes(DRAFT_MARK))).toBe(true);

    const pdf = await onlyPart(withDrafts);
    // The draft takes a separator and more than one page of text: every one is marked.
    expect(draft!.endPage - draft!.startPage).toBeGreaterThanOrEqual(2);
    for (let n = draft!.startPage; n <= draft!.endPage; n++) expect(await spaced(pdf, n), `page ${n} of the draft`).toContain(DRAFT_MARK);
    expect(await spaced(pdf, draft!.startPage)).toContain('Dana Draft');
    for (let n = final!.startPage; n <= final!.endPage; n++) expect(await spaced(pdf, n), `page ${n} of the final letter`).not.toContain(DRAFT_MARK);
    // Nor anywhere outside the draft.
    for (let n = 1; n <= pdf.numPages; n++) if (n < draft!.startPage || n > draft!.endPage) expect(await spaced(pdf, n), `page ${n}`).not.toContain(DRAFT_MARK);
  });

  it("an uploaded document the user files as a recommendation letter is indexed under 'Recommendation letters', not 'Other evidence'", async () => {
    const owner = await userWithPetition(server);
    const other = await pdfFile(owner, 'minutes.pdf', 'Minutes of the board meeting.');
    await patchCategory(owner, other, 'other');
    const letter = await pdfFile(owner, 'support.pdf', 'A note on the applicant from a colleague.');
    await patchCategory(owner, letter, 'recommendation_letter');
    const n = await evidenceNumber(letter);

    const reply = await build(owner);
    const entry = reply.index.find((e) => e.evidenceId === letter);
    expect(entry?.label).toBe(`Exhibit ${n}`);
    expect(entry?.criterionId).toBe('recommendation_letter');
    const pdf = await onlyPart(reply);

    // Its separator page names the section.
    const separator = await spaced(pdf, entry!.startPage);
    expect(separator).toContain(`EXHIBIT ${n}`);
    expect(separator).toContain('Recommendation letters');
    expect(separator).not.toContain('Other evidence');
    const otherEntry = reply.index.find((e) => e.evidenceId === other)!;
    expect(await spaced(pdf, otherEntry.startPage)).toContain('Other evidence');

    // The index prints it under that heading: the heading is the line just before it.
    const index = await spaced(pdf, await indexPage(pdf, reply.index[0]!.startPage));
    expect(index).toMatch(new RegExp(`Other evidence Exhibit ${otherEntry.label.split(' ')[1]} — ${titleStart(otherEntry.title)}`));
    expect(index).toMatch(new RegExp(`Recommendation letters Exhibit ${n} — ${titleStart(entry!.title)}`));
  });

  it('every change to what the packet prints changes the fingerprint and makes the packet stale; a change it does not print does not', async () => {
    const owner = await userWithPetition(server);
    const first = await pdfFile(owner, 'award.pdf', 'The 2024 award for research.');
    const second = await pdfFile(owner, 'press.pdf', 'Press coverage of the work.');
    const [statement] = await db()
      .insert(caseDocuments)
      // No citation, so the new order changes nothing but the numbers.
      .values({ petitionId: owner.petitionId, title: 'Awards', content: 'She won a prize.', type: 'statement', criteriaId: 'o1a_awards' })
      .returning({ id: caseDocuments.id });
    const letter = await insertLetter(owner.petitionId, 'Grace Hopper', 'draft', 'Dear officer,\n\nI recommend her.');

    const built = await build(owner);
    expect(built.stale).toBe(false);
    const fingerprint = () => contentFingerprint(db(), owner.petitionId);
    // The digest the build took is the one it stores, and nothing has changed since.
    const [row] = await db().select({ fingerprint: petitionPackets.fingerprint }).from(petitionPackets).where(eq(petitionPackets.petitionId, owner.petitionId));
    expect(row?.fingerprint).toBe(await fingerprint());

    const changes = async (what: string, change: () => Promise<unknown>) => {
      const before = await fingerprint();
      await change();
      expect(await fingerprint(), what).not.toBe(before);
    };
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    const as = { headers: { cookie: owner.cookie } };

    let added = '';
    await changes('evidence added', async () => {
      added = await pdfFile(owner, 'article.pdf', 'An article about the applicant.');
    });
    expect((await get(owner)).stale).toBe(true);

    await changes('evidence deleted', async () => ok(await server.inject({ method: 'DELETE', url: `/api/evidence/${added}`, ...as })));
    const [{ category: was } = { category: null }] = await db().select({ category: evidenceDocuments.category }).from(evidenceDocuments).where(eq(evidenceDocuments.id, second));
    await changes('evidence recategorised', () => patchCategory(owner, second, was === 'o1a_judging' ? 'o1a_memberships' : 'o1a_judging'));
    await changes('evidence retitled', async () =>
      ok(await server.inject({ method: 'PATCH', url: `/api/evidence/${second}`, ...as, payload: { exhibitTitle: 'Judging invitation, ICML 2025' } })),
    );
    await changes('evidence reordered', async () =>
      ok(await server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, ...as, payload: { evidenceIds: [second, first] } })),
    );

    let written = '';
    await changes('a statement written', async () => {
      const [doc] = await db()
        .insert(caseDocuments)
        .values({ petitionId: owner.petitionId, title: 'Press', content: 'Coverage (Exhibit 1).', type: 'statement', criteriaId: 'o1a_press' })
        .returning({ id: caseDocuments.id });
      written = doc!.id;
    });
    await changes('a statement edited', () => db().update(caseDocuments).set({ content: 'The award, again (Exhibit 2).', updatedAt: new Date() }).where(eq(caseDocuments.id, statement!.id)));
    await changes('a statement deleted', async () => ok(await server.inject({ method: 'DELETE', url: `/api/case-documents/${written}`, ...as })));

    await changes('a letter edited', async () => ok(await server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${letter}`, ...as, payload: { letterContent: 'Dear officer,\n\nI recommend her warmly.' } })));
    await changes('a letter signed', async () => ok(await server.inject({ method: 'PATCH', url: `/api/recommendation-letters/${letter}`, ...as, payload: { status: 'final' } })));
    await changes('a letter deleted', async () => ok(await server.inject({ method: 'DELETE', url: `/api/recommendation-letters/${letter}`, ...as })));

    // What the packet does not print: notes (through the route and in the row) and the vector store's state.
    const unchanged = await fingerprint();
    const notes = await server.inject({ method: 'PATCH', url: `/api/evidence/${first}`, ...as, payload: { userNotes: 'Ask for the certificate.' } });
    ok(notes);
    await db().update(evidenceDocuments).set({ userNotes: 'Still waiting.', vectorStoreStatus: 'completed', updatedAt: new Date() }).where(eq(evidenceDocuments.id, second));
    expect(await fingerprint()).toBe(unchanged);
    expect((await get(owner)).stale).toBe(true);
  });

  it("a letter's status changed while the packet builds makes the built packet stale", async () => {
    const owner = await userWithPetition(server);
    await pdfFile(owner, 'award.pdf', 'The 2024 award for research.');
    const letter = await insertLetter(owner.petitionId, 'Grace Hopper', 'final', 'Dear officer,\n\nI recommend her.');
    // The job itself, with the real store; the letter goes back to draft the moment the engine reads its first file.
    await db().insert(petitionPackets).values({ petitionId: owner.petitionId, status: 'queued', maxPartBytes: 12_000_000 });
    const store = server.deps.store;
    let changed = false;
    const changingStore: typeof store = {
      ...store,
      read: async (path: string) => {
        if (!changed) {
          changed = true;
          await db().update(recommendationLetters).set({ status: 'draft', updatedAt: new Date() }).where(eq(recommendationLetters.id, letter));
        }
        return store.read(path);
      },
    };
    await runPacketJob({ ...server.deps, store: changingStore }, { petitionId: owner.petitionId });
    expect(changed).toBe(true);
    const reply = await get(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');
    // The packet holds the letter as it was read (signed), but the letter is a draft now.
    expect(reply.index.map((e) => e.label)).toEqual(['Letter 1', 'Exhibit 1']);
    expect(reply.stale).toBe(true);
  });

  it('a statement written before an exhibit was added under its criterion is named; one updated after it is not', async () => {
    const owner = await userWithPetition(server);
    await pdfFile(owner, 'cv.pdf', 'Curriculum vitae.');
    const [statement] = await db()
      .insert(caseDocuments)
      .values({ petitionId: owner.petitionId, title: 'Awards', content: 'She won prizes.', type: 'statement', criteriaId: 'o1a_awards' })
      .returning({ id: caseDocuments.id });
    const award = await pdfFile(owner, 'prize.pdf', 'The 2025 prize for research.');
    await patchCategory(owner, award, 'o1a_awards');
    const n = await evidenceNumber(award);
    const warning = `The Awards statement was written before Exhibit ${n} was added.`;

    const behind = await build(owner);
    expect(behind.warnings.filter((w) => w.startsWith('The Awards statement'))).toEqual([warning]);

    await db().update(caseDocuments).set({ content: 'She won prizes, among them the 2025 prize (Exhibit 2).', updatedAt: new Date() }).where(eq(caseDocuments.id, statement!.id));
    const caughtUp = await build(owner);
    expect(caughtUp.warnings.filter((w) => w.includes('statement was written before'))).toEqual([]);
  });

  it('an exhibit added under an earlier criterion is last in the index, and the page ranges run upwards', async () => {
    const owner = await userWithPetition(server);
    const award = await pdfFile(owner, 'award.pdf', 'The 2024 award for research.');
    await patchCategory(owner, award, 'o1a_awards');
    const press = await pdfFile(owner, 'press.pdf', 'Press coverage of the work.');
    await patchCategory(owner, press, 'o1a_press');
    await build(owner);

    const later = await pdfFile(owner, 'medal.pdf', 'A medal for the same research.');
    await patchCategory(owner, later, 'o1a_awards');
    const reply = await build(owner);
    expect(reply.stale).toBe(false);

    const numbers = await Promise.all([award, press].map(evidenceNumber));
    const n = await evidenceNumber(later);
    expect(n).toBeGreaterThan(Math.max(...numbers));
    expect(reply.index.at(-1)?.evidenceId).toBe(later);
    expect(reply.index.at(-1)?.label).toBe(`Exhibit ${n}`);
    expect(reply.index.map((e) => e.evidenceId)).toEqual([award, press, later]);
    reply.index.forEach((entry, i) => {
      expect(entry.endPage).toBeGreaterThanOrEqual(entry.startPage);
      if (i > 0) expect(entry.startPage, entry.label).toBeGreaterThan(reply.index[i - 1]!.endPage);
    });

    // The printed index too: one line per exhibit in filing order, the Awards heading again where the run returns to it.
    const pdf = await onlyPart(reply);
    const index = await spaced(pdf, await indexPage(pdf, reply.index[0]!.startPage));
    const printed = [...index.matchAll(/Exhibit (\d+) — /g)].map((m) => Number(m[1]));
    expect(printed).toEqual(reply.index.map((e) => Number(e.label.split(' ')[1])));
    const ranges = [...index.matchAll(/pp?\. (\d+)(?:–(\d+))?/g)].map((m) => [Number(m[1]), Number(m[2] ?? m[1])] as const);
    expect(ranges).toEqual(reply.index.map((e) => [e.startPage, e.endPage]));
    const [a, p, m] = reply.index.map((e) => titleStart(e.title));
    expect(index).toMatch(new RegExp(`Awards Exhibit \\d+ — ${a}.*Press Coverage Exhibit \\d+ — ${p}.*Awards Exhibit \\d+ — ${m}`));
  });
});
