import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { BundleChecksReply } from '../../src/contract/bundle-checks';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import { caseDocuments, evidenceDocuments, recommendationLetters } from '../../server/platform/db/schema';
import { seedEvidence } from './criteria-seed';
import { uploadBytes, userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useTestServer } from './harness';

// GET /api/petitions/{id}/bundle-checks against the real server and database: a UK petition that
// breaks every limit of the route, then has each fixed (decision 026).

async function pdfOfPages(pages: number, title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title); // a distinct title gives distinct bytes, so each upload is its own object
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`${title}, page ${i + 1}`, { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe.each(DATABASES)('bundle checks on %s', (kind) => {
  const server = useTestServer(kind);

  const db = () => server.deps.database.db;
  const get = (owner: Pick<Owner, 'cookie' | 'petitionId'>) => server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/bundle-checks`, headers: { cookie: owner.cookie } });
  async function checksOf(owner: Owner) {
    const res = await get(owner);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as BundleChecksReply;
    expect(reply.applies).toBe(true);
    return Object.fromEntries(reply.checks.map((c) => [c.id, c]));
  }
  async function putCv(owner: Owner, bytes: Buffer, cvFileName: string, extension = '.pdf') {
    const cvUrl = new URL(await uploadBytes(server, owner.cookie, bytes, extension), 'http://localhost').pathname;
    const res = await server.inject({ method: 'PUT', url: '/api/cv', headers: { cookie: owner.cookie }, payload: { cvUrl, cvFileName } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const letter = (petitionId: string, recommenderName: string, recommenderOrganization: string) => ({
    petitionId,
    recommenderName,
    recommenderTitle: 'Professor',
    recommenderOrganization,
    relationship: 'Colleague',
    letterContent: 'An outline for the recommender.',
  });

  it('names every broken limit with its fix, and passes once each is fixed', async () => {
    const owner = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    await putCv(owner, await pdfOfPages(5, 'Long CV'), 'cv.pdf');
    const rows = await seedEvidence(
      server,
      owner.petitionId,
      Array.from({ length: 12 }, (_, i) => ({ evidenceNumber: i + 1, fileName: `doc-${i + 1}.pdf`, category: i < 6 ? 'uk_awards' : 'uk_media_recognition', text: `Document ${i + 1}.` })),
    );
    await db().insert(recommendationLetters).values([letter(owner.petitionId, 'Ada', 'Acme Ltd'), letter(owner.petitionId, 'Bo', 'acme ltd.')]);
    const [media] = await db()
      .insert(caseDocuments)
      .values([
        { petitionId: owner.petitionId, title: 'Media — Evidence Map', content: '- **Exhibit 7**, an article\n- **Exhibit 2**, the award again', type: 'statement', criteriaId: 'uk_media_recognition' },
        { petitionId: owner.petitionId, title: 'Personal statement', content: words(1200), type: 'statement', criteriaId: FINAL_MERITS },
      ])
      .returning();

    const broken = await checksOf(owner);
    expect(Object.entries(broken).filter(([, c]) => !c.ok).map(([id]) => id)).toEqual(['cv-pages', 'evidence-count', 'letters', 'one-criterion-per-document', 'personal-statement-words']);
    expect(broken['cv-pages']).toMatchObject({ message: 'Your CV has 5 pages.', fix: 'Shorten your CV by 2 pages: the route takes at most 3.' });
    expect(broken['evidence-count']?.fix).toBe('Remove 2 documents: the route takes at most 10.');
    expect(broken['letters']?.message).toBe('2 letters; the route needs 3. Ada and Bo are all from Acme Ltd.');
    expect(broken['one-criterion-per-document']?.message).toBe('Exhibit 2 is used for Awards and Prizes and Media Recognition.');
    expect(broken['personal-statement-words']?.fix).toBe('Cut 200 words: the limit is 1,000.');

    await putCv(owner, await pdfOfPages(2, 'Short CV'), 'cv.pdf');
    await db().delete(evidenceDocuments).where(eq(evidenceDocuments.id, rows[10]!.id));
    await db().delete(evidenceDocuments).where(eq(evidenceDocuments.id, rows[11]!.id));
    await db().update(recommendationLetters).set({ recommenderOrganization: 'Beta University' }).where(eq(recommendationLetters.recommenderName, 'Bo'));
    await db().insert(recommendationLetters).values(letter(owner.petitionId, 'Cy', 'Gamma Labs'));
    await db().update(caseDocuments).set({ content: '- **Exhibit 7**, an article' }).where(eq(caseDocuments.id, media!.id));
    await db().update(caseDocuments).set({ content: words(1000), updatedAt: new Date() }).where(eq(caseDocuments.criteriaId, FINAL_MERITS));

    const fixed = await checksOf(owner);
    expect(Object.values(fixed).filter((c) => !c.ok)).toEqual([]);
    expect(fixed['cv-pages']?.message).toBe('Your CV has 2 pages (at most 3).');
    expect(fixed['letters']?.message).toBe('3 letters from 3 different organisations.');
  });

  it('measures each evidence document and each letter against 3 sides of A4: PDFs by their pages, text by its words', async () => {
    const owner = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    const stored = async (bytes: Buffer) => new URL(await uploadBytes(server, owner.cookie, bytes, '.pdf'), 'http://localhost').pathname;
    const evidence = (evidenceNumber: number, fileName: string, category: string, fileUrl: string, mimeType: string, extractedText: string) => ({
      petitionId: owner.petitionId,
      evidenceNumber,
      fileName,
      fileUrl,
      mimeType,
      category,
      extractedText,
      processingStatus: 'completed' as const,
    });
    const pdf = 'application/pdf';
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    // The extracted text of the award is short: its length is its pages, read from the stored file.
    const rows = await db()
      .insert(evidenceDocuments)
      .values([
        evidence(1, 'award.pdf', 'uk_awards', await stored(await pdfOfPages(7, 'Award')), pdf, 'The award.'),
        evidence(2, 'talk.pdf', 'uk_media_recognition', await stored(await pdfOfPages(2, 'Talk')), pdf, words(4000)),
        evidence(3, 'blog.docx', 'uk_media_recognition', '/objects/test/blog.docx', docx, words(2100)),
        evidence(4, 'letter-acme.pdf', 'uk_recommendation_letters', await stored(await pdfOfPages(5, 'Letter Acme')), pdf, 'Dear panel.'),
      ])
      .returning();
    await db().insert(recommendationLetters).values({ ...letter(owner.petitionId, 'Grace Hopper', 'Navy'), letterContent: words(1800) });

    const broken = await checksOf(owner);
    expect(broken['evidence-length']).toMatchObject({
      ok: false,
      message: 'Exhibit 1 (award.pdf) is 7 pages and Exhibit 3 (blog.docx) is about 5 sides of A4 (2,100 words); evidence documents should be at most 3 sides of A4 each (some guides ask for 2). Text documents are estimated at about 500 words a side.',
      fix: 'Cut Exhibit 1 (award.pdf) to the pages that matter: 7 pages, at most 3. Cut Exhibit 3 (blog.docx) to the pages that matter: about 5 sides of A4 (2,100 words), at most 3.',
    });
    expect(broken['letter-length']).toMatchObject({
      ok: false,
      message: 'The signed letter Exhibit 4 (letter-acme.pdf) is 5 pages. The draft letter from Grace Hopper has 1,800 words, about 4 sides of A4. Each letter may be at most 3 sides of A4. Text is estimated at about 500 words a side.',
    });

    await db().update(evidenceDocuments).set({ fileUrl: await stored(await pdfOfPages(3, 'Award, cut')) }).where(eq(evidenceDocuments.id, rows[0]!.id));
    await db().update(evidenceDocuments).set({ extractedText: words(1400) }).where(eq(evidenceDocuments.id, rows[2]!.id));
    await db().update(evidenceDocuments).set({ fileUrl: await stored(await pdfOfPages(2, 'Letter Acme, signed')) }).where(eq(evidenceDocuments.id, rows[3]!.id));
    await db().update(recommendationLetters).set({ letterContent: words(600) }).where(eq(recommendationLetters.petitionId, owner.petitionId));
    const fixed = await checksOf(owner);
    expect(fixed['evidence-length']).toMatchObject({ ok: true, fix: null, message: 'Each evidence document is at most 3 sides of A4 (some guides ask for 2). Text documents are estimated at about 500 words a side.' });
    expect(fixed['letter-length']).toMatchObject({ ok: true, fix: null, message: 'Each signed letter is at most 3 sides of A4.' });
  });

  it('says when the CV is not a PDF whose pages can be counted', async () => {
    const owner = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    await putCv(owner, Buffer.from('Ada Lovelace\n\nMathematician. Wrote the first program.\n'), 'cv.txt', '.txt');
    const checks = await checksOf(owner);
    expect(checks['cv-pages']).toMatchObject({ ok: false, message: 'The pages of your CV (cv.txt) could not be counted: only PDFs can be.' });
  });

  it('does not apply to other visas, and another user’s petition is a 404', async () => {
    const o1a = await userWithPetition(server, 'O-1A');
    const res = await get(o1a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applies: false, checks: [] });

    const uk = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    const stranger = await get({ cookie: o1a.cookie, petitionId: uk.petitionId });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Petition not found' });
    expect((await get({ cookie: o1a.cookie, petitionId: 'not-a-uuid' })).statusCode).toBe(404);
  });
});
