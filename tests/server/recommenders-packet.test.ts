import { afterAll, describe, expect, it } from 'vitest';
import { evidenceDocuments } from '../../server/platform/db/schema';
import type { Portal } from '../../src/contract/recommenders';
import { userWithPetition } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { packetApi } from './packet-helpers';
import { openPdf, renderPdfjs, stopOcr, textItems, wordsSeen } from './packet-render-helpers';

// A letter the recommender signed through their link goes into the packet's letters section as the signed PDF:
// its text, the signature, and the certificate page, read back as rendered pages (pdf.js, then OCR).

const ANSWERS = { whatTheyDid: 'She designed the compiler that our team still uses every day.', whyItMatters: 'Engineers at three companies rely on it.' };
const STROKES = [
  [
    [0.1, 0.6],
    [0.4, 0.2],
    [0.7, 0.8],
    [0.9, 0.3],
  ],
];

describe.each(DATABASES)('a signed recommender letter in the packet, on %s', (kind) => {
  const server = useListeningServer(kind);
  const { post, finished } = packetApi(server);
  afterAll(() => stopOcr());

  it('files the signed PDF with its certificate page', async () => {
    const owner = await userWithPetition(server);
    // One exhibit, as its analysis leaves it: the packet needs evidence to build.
    await server.deps.database.db.insert(evidenceDocuments).values({ petitionId: owner.petitionId, evidenceNumber: 1, fileName: 'press.txt', fileUrl: `/objects/u/${owner.userId}/${'a'.repeat(64)}.txt`, mimeType: 'text/plain', extractedText: 'Press coverage of the compiler.', processingStatus: 'completed', aiTags: [] });
    const created = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/recommendation-requests`,
      headers: { cookie: owner.cookie },
      payload: { recommenderName: 'Grace Hopper', recommenderTitle: 'Rear Admiral', recommenderOrganization: 'United States Navy', relationship: 'Former manager' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, link } = created.json() as { id: string; link: string };
    const token = link.split('#')[1]!;
    const headers = { 'x-recommender-token': token };
    const view = (await server.inject({ method: 'GET', url: `/api/recommend/${id}`, headers })).json() as Portal;
    const write = (method: 'PUT' | 'POST', path: string, payload: object) => server.inject({ method, url: `/api/recommend/${id}/${path}`, headers: { ...headers, 'x-recommender-csrf': view.csrf }, payload });
    expect((await write('PUT', 'answers', ANSWERS)).statusCode).toBe(200);
    expect((await write('POST', 'arrange', {})).statusCode).toBe(200);
    const signed = await write('POST', 'sign', { fullName: 'Grace Brewster Hopper', confirmed: true, strokes: STROKES });
    expect(signed.statusCode, signed.body).toBe(200);
    const { sha256 } = signed.json() as { sha256: string };

    expect((await post(owner)).statusCode).toBe(202);
    const reply = await finished(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');
    expect(reply.warnings).toEqual([]);
    const entry = reply.index.find((e) => e.label === 'Letter 1');
    expect(entry?.title).toBe('Letter from Grace Hopper, Rear Admiral, United States Navy');
    const bytes = (await server.inject({ method: 'GET', url: reply.parts[0]!.url })).rawPayload;
    const pdf = await openPdf(bytes);
    const pages = [];
    for (let n = entry!.startPage; n <= entry!.endPage; n++) pages.push((await textItems(pdf, n)).map((w) => w.str).join(' '));
    // The separator, the letter in the recommender's words with their signature, then the certificate last.
    expect(pages.join(' ')).toContain(ANSWERS.whatTheyDid);
    expect(pages.some((p) => p.includes('Signed electronically on'))).toBe(true);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain(sha256);
    const rendered = await renderPdfjs(pdf, entry!.endPage);
    const { ratio, missing } = await wordsSeen(rendered, certificate);
    expect(ratio, `OCR missed ${missing.join(' ')}`).toBeGreaterThanOrEqual(0.8);
    // A packet build and OCR on a busy 2-core machine.
  }, 240_000);
});
