import { expect } from 'vitest';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import yauzl from 'yauzl';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import type { PacketReply } from '../../src/contract/packet';
import { caseDocuments, recommendationLetters } from '../../server/platform/db/schema';
import { register, settled, uploadBytes, waitFor, type Owner } from './evidence-helpers';
import type { TestServer } from './harness';

// Shared by the packet server tests: the packet routes as the page calls them, evidence added
// through the real upload path, and reading the downloaded parts back with pdf.js (unpdf).

/** The petition letter's final merits (citing Exhibit 1) and one signed ('final') recommendation letter, which the packet takes in. */
export async function seedMeritsAndLetter(server: Pick<TestServer, 'deps'>, petitionId: string): Promise<void> {
  const db = server.deps.database.db;
  await db.insert(caseDocuments).values({ petitionId, title: 'Final merits', content: '## Summary\n\nShe is extraordinary (Exhibit 1).', type: 'statement', criteriaId: FINAL_MERITS });
  await db.insert(recommendationLetters).values({
    petitionId,
    recommenderName: 'Grace Hopper',
    recommenderTitle: 'Professor',
    recommenderOrganization: 'Navy',
    relationship: 'Colleague',
    letterContent: 'Dear officer,\n\nI recommend her.',
    status: 'final',
  });
}

export const canvasImport = () => import('@napi-rs/canvas');

export function packetApi(server: TestServer) {
  const post = (owner: Pick<Owner, 'cookie' | 'petitionId'>, payload: object = {}) =>
    server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie }, payload });
  const get = async (owner: Pick<Owner, 'cookie' | 'petitionId'>) => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/packet`, headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PacketReply;
  };
  /** Waits for 'ready' or 'failed' (a build not newer than `after` does not count). */
  const finished = (owner: Owner, timeoutMs = 120_000, after: string | null = null) =>
    waitFor(
      'the packet build to finish',
      async () => {
        const reply = await get(owner);
        const done = reply.status === 'ready' || reply.status === 'failed';
        return done && (reply.status === 'failed' || reply.builtAt !== after) ? reply : undefined;
      },
      timeoutMs,
    );
  /** Upload and register; returns the evidence id. */
  const registerFile = async (owner: Owner, fileName: string, bytes: Buffer, extension: string, mimeType: string) => {
    const fileUrl = await uploadBytes(server, owner.cookie, bytes, extension);
    const res = await register(server, owner, { fileName, fileUrl, fileSize: bytes.length, mimeType });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { evidence: { id: string } }).evidence.id;
  };
  /** Waits for the analyses to settle: exhibit numbers are given as each analysis completes. */
  const allSettled = (owner: Owner, ids: string[]) => Promise.all(ids.map((id) => settled(server, owner, id, 240_000)));
  /** Upload, register, and wait for the analysis to settle; returns the evidence id. */
  const addFile = async (owner: Owner, fileName: string, bytes: Buffer, extension: string, mimeType: string) => {
    const id = await registerFile(owner, fileName, bytes, extension, mimeType);
    await allSettled(owner, [id]);
    return id;
  };
  /** A part through its signed link, as the browser downloads it. */
  const download = async (url: string) => {
    const res = await server.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    return res.rawPayload;
  };
  return { post, get, finished, registerFile, allSettled, addFile, download };
}

/** Every entry of a zip, by path. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  return getDocumentProxy(new Uint8Array(bytes), { CanvasFactory });
}

export type TextItem = { str: string; transform: number[] };

export async function pageItems(doc: PDFDocumentProxy, n: number): Promise<TextItem[]> {
  const content = await (await doc.getPage(n)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ str: item.str, transform: item.transform as number[] }] : []));
}

export const pageText = async (doc: PDFDocumentProxy, n: number) => (await pageItems(doc, n)).map((i) => i.str).join(' ');

/** The page's text with all white space removed (pdf.js splits runs of mixed scripts differently). */
export const compactText = async (doc: PDFDocumentProxy, n: number) => (await pageItems(doc, n)).map((i) => i.str.replace(/\s/g, '')).join('');

export type OutlineEntry = { title: string; page: number; depth: number };

/** Every outline entry with the 1-based page it opens, resolving named destinations too. */
export async function outlineOf(doc: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const out: OutlineEntry[] = [];
  const walk = async (items: Awaited<ReturnType<PDFDocumentProxy['getOutline']>>, depth: number) => {
    for (const item of items ?? []) {
      const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
      if (!Array.isArray(dest) || !dest[0]) throw new Error(`outline entry '${item.title}' opens no page`);
      const ref = dest[0] as Parameters<PDFDocumentProxy['getPageIndex']>[0];
      out.push({ title: item.title, page: (await doc.getPageIndex(ref)) + 1, depth });
      await walk(item.items, depth + 1);
    }
  };
  await walk(await doc.getOutline(), 0);
  return out;
}
