import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import type { Letter } from '../../src/contract/entities';
import { DOCX_MIME } from '../../src/contract/word-drafts';
import { caseDocuments } from '../../server/platform/db/schema';
import { DATABASES, useTestServer } from './harness';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { userWithPetition, type Owner } from './evidence-helpers';

// Issue 14 item 6: statements and letters as Word drafts, read back with mammoth as Word would open them.

const STATEMENT = [
  '# Criterion 1: Awards — Zoë Ivanova',
  '',
  'Zoë Ivanova (Зоя Иванова, 佐伊) received the **Médaille d’or** for *outstanding* work (Exhibit 1).',
  '',
  '## Evidence',
  '',
  '- The award letter from the Société Française de Physique (Exhibit 1)',
  '- The jury’s report, signed by Иван Петров',
  '',
  '1. First point: selection from 172 nominations',
  '2. Second point: international jury',
  '',
  '> A quotation from the citation.',
  '',
  '<script>alert(1)</script>',
].join('\n');

const NOTES = ['Drafted from Exhibit 1; check the award year before filing.'];

const RECOMMENDER = {
  recommenderName: 'Prof. Zoë Петрова 王芳',
  recommenderEmail: 'zoe@example.org',
  recommenderTitle: 'Professor of Physics',
  recommenderOrganization: 'Université de Genève',
  relationship: 'I supervised her doctoral research for four years.',
  keyAchievements: ['Won the 2019 Gold Medal of the Physical Society for her work on quantum sensors'],
};

const html = async (body: Buffer) => {
  const result = await mammoth.convertToHtml({ buffer: body });
  return { html: result.value, warnings: result.messages };
};
const textOf = async (body: Buffer) => (await mammoth.extractRawText({ buffer: body })).value;

describe.each(DATABASES)('Word drafts on %s', (kind) => {
  const server = useTestServer(kind);

  async function statementOf(owner: Owner) {
    const [row] = await server.deps.database.db
      .insert(caseDocuments)
      .values({ petitionId: owner.petitionId, title: 'Criterion 1: Awards — Zoë Ivanova', content: STATEMENT, criteriaId: 'o1a_awards', metadata: { wordCount: 60, notes: NOTES } })
      .returning();
    return row!;
  }

  const get = (cookie: string, url: string) => server.inject({ method: 'GET', url, headers: { cookie } });

  it('serves a statement as a .docx with its headings, lists and paragraphs, Unicode intact, and without the notes', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const doc = await statementOf(owner);
    const res = await get(owner.cookie, `/api/case-documents/${doc.id}/docx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_MIME);
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = String(res.headers['content-disposition']);
    // The title as the name, less the ':' Windows refuses; an ASCII fallback and the exact UTF-8 name.
    expect(disposition).toMatch(/^attachment; filename="Criterion 1 Awards _ Zo_ Ivanova\.docx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Criterion 1 Awards — Zoë Ivanova.docx');

    const { html: page, warnings } = await html(res.rawPayload);
    expect(warnings).toEqual([]);
    // The draft opens with its own title: it is the one top heading, not repeated.
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<h1>Criterion 1: Awards — Zoë Ivanova</h1>');
    expect(page).toContain('<h2>Evidence</h2>');
    expect(page).toContain('<p>Zoë Ivanova (Зоя Иванова, 佐伊) received the <strong>Médaille d’or</strong> for <em>outstanding</em> work (Exhibit 1).</p>');
    expect(page).toContain('<ul><li>The award letter from the Société Française de Physique (Exhibit 1)</li><li>The jury’s report, signed by Иван Петров</li></ul>');
    expect(page).toContain('<ol><li>First point: selection from 172 nominations</li><li>Second point: international jury</li></ol>');
    expect(page).toContain('A quotation from the citation.');
    // Raw HTML is text, never markup.
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Filing text only: the notes for the user stay in the app.
    expect(await textOf(res.rawPayload)).not.toContain('check the award year');
  });

  it('serves a letter as a .docx with room for letterhead and a signature block under the text', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, owner.petitionId, O1A_EVIDENCE);
    const created = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/recommendation-letters`,
      headers: { cookie: owner.cookie },
      payload: RECOMMENDER,
    });
    expect(created.statusCode, created.body).toBe(201);
    const letter = created.json() as Letter;

    const res = await get(owner.cookie, `/api/recommendation-letters/${letter.id}/docx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_MIME);
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Recommendation letter - Prof\. Zo_ _+ _+\.docx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Recommendation letter - Prof. Zoë Петрова 王芳.docx');

    const { html: page, warnings } = await html(res.rawPayload);
    expect(warnings).toEqual([]);
    // The achievements the letter lists stay a list.
    expect(page).toMatch(/<ul><li>[^<]*Gold Medal/);
    expect(page).toContain('Dear Officer,');
    const text = await textOf(res.rawPayload);
    // The body keeps its line breaks; the sign-off is rebuilt once, with room to sign: the closing, an
    // empty signature line, then who signs.
    expect(text).toContain('My name is Prof. Zoë Петрова 王芳, and I am Professor of Physics at Université de Genève.');
    expect(text.match(/Sincerely,/g)).toHaveLength(1);
    expect(page).toMatch(/<p>Sincerely,<\/p><p><strong>Prof\. Zoë Петрова 王芳<\/strong><\/p><p>Professor of Physics<\/p><p>Université de Genève<\/p><p>zoe@example\.org<\/p>$/);
    expect(text.match(/Prof\. Zoë Петрова 王芳\n/g)?.length).toBeGreaterThanOrEqual(1);

    // The page leaves 1.5 in more at the top than a statement's page does, and the signature line is there.
    const xml = await zipEntry(res.rawPayload, 'word/document.xml');
    expect(xml).toMatch(/<w:pgMar w:top="3600"/);
    expect(xml).toMatch(/<w:pBdr><w:bottom w:val="single"/);
    // Fonts named per script class, so Word shows Cyrillic and CJK without substitution boxes.
    expect(await zipEntry(res.rawPayload, 'word/styles.xml')).toMatch(/<w:rFonts w:ascii="Calibri" w:cs="Arial" w:eastAsia="Yu Gothic" w:hAnsi="Calibri"\/>/);
  });

  it('answers 404 for another user’s statement or letter, and for an id that is not one', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const stranger = await userWithPetition(server, 'O-1A');
    const doc = await statementOf(owner);
    await seedEvidence(server, owner.petitionId, O1A_EVIDENCE);
    const created = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/recommendation-letters`,
      headers: { cookie: owner.cookie },
      payload: RECOMMENDER,
    });
    const letter = created.json() as Letter;

    for (const url of [`/api/case-documents/${doc.id}/docx`, `/api/recommendation-letters/${letter.id}/docx`, '/api/case-documents/not-an-id/docx']) {
      const res = await get(stranger.cookie, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('Zoë');
    }
    const signedOut = await server.inject({ method: 'GET', url: `/api/case-documents/${doc.id}/docx` });
    expect(signedOut.statusCode).toBe(401);
  });
});

/** One part of a .docx (word/document.xml), read with the zip reader the server already uses. */
function zipEntry(docx: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(docx, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the file`)));
      zip.readEntry();
    });
  });
}
