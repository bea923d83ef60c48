/**
 * What an attorney would refuse in a packet (issue 30): pages of mixed sizes, an unsigned letter that
 * reads as signed, an index out of filing order. Built with the engine, read back with pdf.js (unpdf).
 */
import { PDFDocument, StandardFonts, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { buildPacket, type PacketExhibit, type PacketInput, type PageSizeName } from '../../server/platform/packet';
import { DRAFT_MARK } from '../../server/platform/packet/draft-band';
import { COPIED_BOTTOM, fitPlacement } from '../../server/platform/packet/fit-page';
import { PAGE_SIZES, geometryFor } from '../../server/platform/packet/geometry';
import { concatPdfs, makeOrientedPhoto, makeTextPdf } from '../fixtures/make-fixtures';

const MB = 1024 * 1024;
const canvasImport = () => import('@napi-rs/canvas');

const input = (exhibits: PacketExhibit[], pageSize: PageSizeName = 'letter'): PacketInput => ({
  pageSize,
  cover: { applicant: 'Ada Example', visaLabel: 'EB-1A', classification: 'EB-1A', date: '2026-11-29' },
  petitionLetter: [{ title: 'Final merits', markdown: 'She is at the top of her field (Exhibit 1).' }],
  exhibits,
});

const exhibit = (n: number, criterionTitle: string, more: Partial<PacketExhibit>): PacketExhibit => ({
  label: `Exhibit ${n}`,
  number: n,
  title: `Document ${n}`,
  criterionTitle,
  kind: 'text',
  text: `The text of document ${n}.`,
  ...more,
});

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocumentProxy(new Uint8Array(bytes), { CanvasFactory: await createIsomorphicCanvasFactory(canvasImport) });
}

type Item = { str: string; x: number; y: number };
/** Text items with their position as displayed (top-left origin, like the viewer). */
async function shownItems(doc: PDFDocumentProxy, n: number): Promise<{ width: number; height: number; items: Item[] }> {
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = content.items.flatMap((item) => {
    if (!('str' in item) || !item.str.trim()) return [];
    const [x, y] = viewport.convertToViewportPoint(item.transform[4] as number, item.transform[5] as number) as [number, number];
    return [{ str: item.str, x, y }];
  });
  return { width: viewport.width, height: viewport.height, items };
}

/** A one-page PDF with odd boxes: its text sits near the visible box's bottom-left and top-right corners. */
async function oddPdf(size: [number, number], boxes: { crop?: [number, number, number, number]; rotate?: number } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(size);
  const [x0, y0, w, h] = boxes.crop ?? [0, 0, size[0], size[1]];
  if (boxes.crop) page.setCropBox(x0, y0, w, h);
  if (boxes.rotate) page.setRotation(degrees(boxes.rotate));
  page.drawText('LOWER LEFT', { x: x0 + 4, y: y0 + 4, size: 10, font });
  page.drawText('UPPER RIGHT', { x: x0 + w - 80, y: y0 + h - 14, size: 10, font });
  return Buffer.from(await doc.save());
}

describe('one page size', () => {
  const odd = async () => [
    exhibit(1, 'Awards', { kind: 'pdf', bytes: await oddPdf([612, 822]) }),
    exhibit(2, 'Awards', { kind: 'pdf', bytes: await oddPdf([612, 792], { crop: [100, 150, 300, 400] }) }),
    exhibit(3, 'Press', { kind: 'pdf', bytes: await oddPdf([842, 595], { rotate: 90 }) }),
    // 5 × 200 inches.
    exhibit(4, 'Press', { kind: 'pdf', bytes: await oddPdf([360, 14_400]) }),
    exhibit(5, 'Press', { kind: 'image', bytes: await makeOrientedPhoto(1) }),
    // One exhibit whose pages differ in size, as a bundle of scans' do: each page is fitted on its own.
    exhibit(6, 'Press', { kind: 'pdf', bytes: await concatPdfs([await oddPdf([612, 822]), await oddPdf([360, 14_400]), await oddPdf([842, 595], { rotate: 90 }), await oddPdf([612, 822])]) }),
  ];

  for (const pageSize of ['letter', 'a4'] as const) {
    it(`makes every page of a ${pageSize} packet ${pageSize}, the copied pages scaled whole inside the margins`, async () => {
      const result = await buildPacket(input(await odd(), pageSize), { maxPartBytes: 12 * MB });
      const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
      const [w, h] = PAGE_SIZES[pageSize];
      for (let n = 1; n <= doc.numPages; n++) {
        const { width, height } = await shownItems(doc, n);
        expect([width, height].map((v) => v.toFixed(1)), `page ${n}`).toEqual([w, h].map((v) => v.toFixed(1)));
      }
      for (const entry of result.index.filter((e) => e.label !== 'Exhibit 5')) {
        // Each of the exhibit's pages (after its separator): both corners of its visible box are on the page, above the stamp's band.
        const pages = entry.endPage - entry.startPage;
        for (let p = 1; p <= pages; p++) {
          const { width, height, items } = await shownItems(doc, entry.startPage + p);
          for (const corner of ['LOWER LEFT', 'UPPER RIGHT']) {
            const item = items.find((i) => i.str === corner);
            expect(item, `${entry.label} page ${p}: ${corner}`).toBeDefined();
            expect(item!.x).toBeGreaterThanOrEqual(0);
            expect(item!.x).toBeLessThan(width);
            expect(item!.y).toBeGreaterThan(0);
            expect(item!.y).toBeLessThan(height - COPIED_BOTTOM);
          }
          const stamp = items.find((i) => i.str.includes(`${entry.label} — Page ${p} of ${pages}`));
          expect(stamp?.y).toBeGreaterThan(height - COPIED_BOTTOM);
          expect(stamp?.y).toBeLessThan(height);
        }
      }
    });
  }

  it('never enlarges a small page and keeps the aspect of a large one', () => {
    const geometry = geometryFor('letter');
    const small = fitPlacement({ x0: 0, y0: 0, x1: 200, y1: 100 }, 0, geometry);
    expect(small.scale).toBe(1);
    const tall = fitPlacement({ x0: 0, y0: 0, x1: 360, y1: 14_400 }, 0, geometry);
    expect(tall.scale).toBeCloseTo((792 - 36 - COPIED_BOTTOM) / 14_400, 6);
    expect(tall.matrix[0]).toBe(tall.matrix[3]);
  });
});

describe('unsigned letters', () => {
  it('marks every page of an included draft, and no page of a signed letter', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of the letter, about her work.`).join('\n\n');
    const result = await buildPacket(
      input([
        exhibit(1, 'Recommendation letters', { label: 'Letter 1', kind: 'letter', text: long, draft: true }),
        exhibit(2, 'Recommendation letters', { label: 'Letter 2', kind: 'letter', text: 'I recommend her.' }),
      ]),
      { maxPartBytes: 12 * MB },
    );
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    const [draft, signed] = result.index;
    expect(draft!.endPage - draft!.startPage).toBeGreaterThan(1);
    for (let n = draft!.startPage; n <= draft!.endPage; n++) {
      const { items } = await shownItems(doc, n);
      const mark = items.find((i) => i.str.includes(DRAFT_MARK));
      expect(mark, `page ${n}`).toBeDefined();
      // Across the top, where no reader misses it.
      expect(mark!.y).toBeLessThan(60);
    }
    for (let n = signed!.startPage; n <= signed!.endPage; n++) {
      expect((await shownItems(doc, n)).items.some((i) => i.str.includes(DRAFT_MARK))).toBe(false);
    }
  });
});

describe('the index', () => {
  it('lists a newly added exhibit at its number, under its criterion, with its true page range', async () => {
    const exhibits = [
      exhibit(1, 'Awards', { kind: 'pdf', bytes: await makeTextPdf(['Award notice']) }),
      exhibit(2, 'Press', {}),
      exhibit(3, 'Press', {}),
      // Added last, filed under the first criterion.
      exhibit(4, 'Awards', {}),
    ];
    const result = await buildPacket(input(exhibits), { maxPartBytes: 12 * MB });
    expect(result.index.map((e) => e.label)).toEqual(['Exhibit 1', 'Exhibit 2', 'Exhibit 3', 'Exhibit 4']);
    result.index.slice(1).forEach((entry, i) => expect(entry.startPage).toBe(result.index[i]!.endPage + 1));
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    const indexPage = result.index[0]!.startPage - 1;
    const lines = (await shownItems(doc, indexPage)).items.sort((a, b) => a.y - b.y || a.x - b.x).map((i) => i.str);
    const text = lines.join(' | ');
    const last = result.index[3]!;
    // Its heading comes again just before it, and its range is its own: after Exhibit 3's.
    expect(text).toMatch(/Exhibit 3 — Document 3 \| pp?\. [\d–]+ \| Awards \| Exhibit 4 — Document 4/);
    expect(text).toContain(`Exhibit 4 — Document 4 | ${last.startPage === last.endPage ? `p. ${last.startPage}` : `pp. ${last.startPage}–${last.endPage}`}`);
  });
});
