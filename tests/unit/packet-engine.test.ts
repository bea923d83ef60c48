/**
 * The packet engine read back with pdf.js (unpdf): pages, stamps, outline, index ranges,
 * parts, Unicode, placeholders, rotated pages and photo orientation.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { buildPacket, type PacketExhibit, type PacketInput } from '../../server/platform/packet';
import { COPIED_BOTTOM } from '../../server/platform/packet/fit-page';
import { STAMP_BASELINE, STAMP_SIZE, geometryFor } from '../../server/platform/packet/geometry';
import { makeDocx, makeEncryptedPdf, makeHugeDeclaredPng, makeNoisePdf, makeNoisePng, makeOrientedPhoto, makePageTreePdf, makeRotatedPdf, makeSharedResourcesPdf, makeTextPdf } from '../fixtures/make-fixtures';

const canvasImport = () => import('@napi-rs/canvas');
const MB = 1024 * 1024;

const base = (exhibits: PacketExhibit[], extra: Partial<PacketInput> = {}): PacketInput => ({
  pageSize: 'letter',
  cover: { applicant: 'Ada Example', visaLabel: 'O-1A Extraordinary Ability', classification: 'Sciences', date: 'November 24, 2026' },
  petitionLetter: [
    { title: 'Final merits', markdown: '# Summary\n\nThe beneficiary is at the top of the field (Exhibit 1).\n\n- one\n- two' },
    { title: 'Awards', markdown: 'She received the award (Exhibit 2).' },
  ],
  exhibits,
  ...extra,
});

const exhibit = (n: number, kind: PacketExhibit['kind'], more: Partial<PacketExhibit>): PacketExhibit => ({
  label: `Exhibit ${n}`,
  number: n,
  title: `Document ${n}`,
  criterionTitle: n % 2 ? 'Awards' : 'Membership',
  kind,
  ...more,
});

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  return getDocumentProxy(new Uint8Array(bytes), { CanvasFactory });
}

type Item = { str: string; transform: number[] };
async function pageItems(doc: PDFDocumentProxy, n: number): Promise<Item[]> {
  const content = await (await doc.getPage(n)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ str: item.str, transform: item.transform as number[] }] : []));
}
const pageText = async (doc: PDFDocumentProxy, n: number) => (await pageItems(doc, n)).map((i) => i.str).join(' ');

type Flat = { title: string; page: number; depth: number };
async function outline(doc: PDFDocumentProxy): Promise<Flat[]> {
  const out: Flat[] = [];
  const walk = async (items: Awaited<ReturnType<PDFDocumentProxy['getOutline']>>, depth: number) => {
    for (const item of items ?? []) {
      const dest = Array.isArray(item.dest) ? item.dest : [];
      const ref = dest[0] as Parameters<PDFDocumentProxy['getPageIndex']>[0];
      out.push({ title: item.title, page: (await doc.getPageIndex(ref)) + 1, depth });
      await walk(item.items, depth + 1);
    }
  };
  await walk(await doc.getOutline(), 0);
  return out;
}

/** The band at the foot of a Letter page that holds the stamp line, drawn alone by pdf.js at 2×, as grey levels. */
const BAND = { from: 14, to: 46, scale: 2 };
async function stampBand(doc: PDFDocumentProxy, n: number): Promise<Uint8Array> {
  const page = await doc.getPage(n);
  const { createCanvas } = await canvasImport();
  const canvas = createCanvas(612 * BAND.scale, (BAND.to - BAND.from) * BAND.scale);
  const context = canvas.getContext('2d');
  // Shifted up so the canvas holds only the band: no full page to draw, encode and decode.
  const viewport = page.getViewport({ scale: BAND.scale, offsetY: -(792 - BAND.to) * BAND.scale });
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
  return Uint8Array.from({ length: rgba.length / 4 }, (_, i) => rgba[4 * i + 1] ?? 255);
}

/**
 * Stamps as the packet's conventions describe them, drawn by pdf-lib itself with the whole Noto Sans (no subset, none
 * of the packet engine's code): 'left' at the left margin and 'right' flush with the right margin, on the stamp's
 * baseline, in its size and dark grey. One Letter page per stamp.
 */
async function referenceStamps(stamps: { left: string; right: string }[]): Promise<PDFDocumentProxy> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const file = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin')), '..', 'fonts', 'NotoSans-Regular.ttf');
  const font = await doc.embedFont(await readFile(file), { features: { liga: false, clig: false } });
  const { width, height, margin } = geometryFor('letter');
  for (const { left, right } of stamps) {
    const page = doc.addPage([width, height]);
    const style = { y: STAMP_BASELINE, size: STAMP_SIZE, font, color: rgb(0.1, 0.1, 0.1) };
    if (left) page.drawText(left, { ...style, x: margin });
    page.drawText(right, { ...style, x: width - margin - font.widthOfTextAtSize(right, STAMP_SIZE) });
  }
  return open(await doc.save());
}

describe('buildPacket', () => {
  it('stamps each page of exhibits of 1, 3 and 12 pages with its own "Page n of N" and packet number, drawn as the reference draws them', async () => {
    const counts = [1, 3, 12];
    const exhibits = counts.map((pages, i) => exhibit(i + 1, 'pdf', { bytes: makePageTreePdf(pages, { fanOut: pages, text: `A page of document ${i + 1}` }) }));
    const result = await buildPacket(base(exhibits), { maxPartBytes: 12 * MB });
    expect(result.warnings).toEqual([]);
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    expect(doc.numPages).toBe(result.pages);

    // Every page: its stamp in the text layer, as the only text items of the band.
    const expected = new Map<number, { left: string; right: string }>();
    for (let n = 1; n <= result.pages; n++) expected.set(n, { left: '', right: String(n) });
    for (const [i, entry] of result.index.entries()) {
      expect(entry.endPage - entry.startPage).toBe(counts[i]);
      for (let p = 1; p <= (counts[i] ?? 0); p++) expected.set(entry.startPage + p, { left: `${entry.label} — Page ${p} of ${counts[i]}`, right: String(entry.startPage + p) });
    }
    for (const [n, stamp] of expected) {
      const band = (await pageItems(doc, n)).filter((item) => (item.transform[5] ?? 0) < COPIED_BOTTOM).map((item) => item.str);
      expect(band, `page ${n}`).toEqual([stamp.left, stamp.right].filter(Boolean));
    }

    // Drawn: the band of a page of each count (each page of the short ones, the 12-page one where its numbers gain a
    // digit), of a separator and of the cover matches the reference's, pixel for pixel within anti-aliasing.
    const [one, three, twelve] = result.index;
    if (!one || !three || !twelve) throw new Error('no index');
    const pages = [1, one.startPage, one.startPage + 1, three.startPage + 1, three.startPage + 2, three.startPage + 3, twelve.startPage + 1, twelve.startPage + 9, twelve.startPage + 10, twelve.startPage + 12];
    const reference = await referenceStamps(pages.map((n) => expected.get(n) ?? { left: '', right: '' }));
    for (const [i, n] of pages.entries()) {
      const [drawn, wanted] = await Promise.all([stampBand(doc, n), stampBand(reference, i + 1)]);
      const ink = wanted.filter((v) => v < 160).length;
      let off = 0;
      for (let k = 0; k < wanted.length; k++) if (Math.abs((drawn[k] ?? 255) - (wanted[k] ?? 255)) > 48) off++;
      expect(ink, `page ${n}: the reference has ink`).toBeGreaterThan(10);
      expect(off, `page ${n}: pixels unlike the reference (of ${ink} inked)`).toBeLessThanOrEqual(ink / 50);
    }
  });

  it('lays out cover, letter, index and stamped exhibits whose index ranges, bookmarks and stamps agree', async () => {
    const exhibits = [
      exhibit(1, 'pdf', { bytes: await makeTextPdf(Array.from({ length: 120 }, (_, i) => `Line ${i + 1} of the award notice`)) }),
      exhibit(2, 'docx', { bytes: await makeDocx(['Membership certificate', 'Senior member since 2019.']) }),
      exhibit(3, 'text', { text: 'A plain note.\n\nSecond paragraph.' }),
      exhibit(4, 'letter', { title: 'Letter from Dr. Grace Hopper', text: '# Letter of support\n\nI have known the beneficiary for ten years.' }),
      exhibit(5, 'image', { bytes: await makeOrientedPhoto(1) }),
    ];
    const result = await buildPacket(base(exhibits), { maxPartBytes: 12 * MB });
    expect(result.parts).toHaveLength(1);
    expect(result.warnings).toEqual([]);
    const part = result.parts[0];
    if (!part) throw new Error('no part');
    const doc = await open(part.bytes);
    expect(doc.numPages).toBe(result.pages);
    expect(part).toMatchObject({ firstPage: 1, lastPage: result.pages, pages: result.pages });

    // The text PDF has 3 pages (45 lines each); the others one page each, plus a separator each.
    expect(result.index.map((e) => e.endPage - e.startPage + 1)).toEqual([4, 2, 2, 2, 2]);
    expect(result.index.at(-1)?.endPage).toBe(result.pages);

    // Every page carries its running number; every exhibit page its own stamp.
    for (let n = 1; n <= result.pages; n++) {
      expect((await pageItems(doc, n)).map((i) => i.str)).toContain(String(n));
    }
    for (const entry of result.index) {
      expect(await pageText(doc, entry.startPage)).toContain(entry.label.toUpperCase());
      const total = entry.endPage - entry.startPage;
      for (let p = 1; p <= total; p++) {
        expect(await pageText(doc, entry.startPage + p)).toContain(`${entry.label} — Page ${p} of ${total}`);
      }
    }

    // The index prints the same ranges in filing order, a criterion's heading where each run of it starts.
    const indexPage = result.index[0] ? result.index[0].startPage - 1 : 0;
    const indexText = await pageText(doc, indexPage);
    expect(indexText).toContain('Exhibit index');
    for (const entry of result.index) expect(indexText).toContain(`pp. ${entry.startPage}–${entry.endPage}`);
    const at = (label: string) => indexText.indexOf(`${label} —`);
    expect([1, 2, 3, 4, 5].map((n) => at(`Exhibit ${n}`))).toEqual([1, 2, 3, 4, 5].map((n) => at(`Exhibit ${n}`)).sort((a, b) => a - b));
    expect(indexText.indexOf('Membership')).toBeGreaterThan(at('Exhibit 1'));
    expect(indexText.indexOf('Membership')).toBeLessThan(at('Exhibit 2'));
    expect(indexText.split('Awards').length - 1).toBe(3);

    // Bookmarks: sections, then one entry per exhibit opening its separator page.
    const marks = await outline(doc);
    expect(marks.filter((m) => m.depth === 0).map((m) => m.title)).toEqual(['Cover', 'Petition letter', 'Exhibit index', 'Exhibits']);
    expect(marks.find((m) => m.title === 'Cover')?.page).toBe(1);
    expect(marks.find((m) => m.title === 'Petition letter')?.page).toBe(2);
    expect(marks.find((m) => m.title === 'Exhibit index')?.page).toBe(indexPage);
    for (const entry of result.index) {
      expect(marks.find((m) => m.title === `${entry.label} — ${entry.title}`)?.page).toBe(entry.startPage);
    }
    expect(await pageText(doc, 2)).toContain('Final merits');
    expect(await pageText(doc, result.index[1]?.startPage ? result.index[1].startPage + 1 : 0)).toContain('Senior member since 2019.');
  });

  it('keeps names in any script intact (é, Ж, 中)', async () => {
    const name = 'Zoë Żuk-Жуков 李中文';
    const result = await buildPacket(
      base([exhibit(1, 'text', { title: 'Résumé — Биография — 中文简历', text: 'Café Ж 中 text' })], {
        cover: { applicant: name, visaLabel: 'EB-1A', classification: 'Sciences', date: '2026-11-24' },
      }),
      { maxPartBytes: 12 * MB },
    );
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    const compact = async (n: number) => (await pageItems(doc, n)).map((i) => i.str.replace(/\s/g, '')).join('');
    expect(await compact(1)).toContain(name.replace(/ /g, ''));
    const start = result.index[0]?.startPage ?? 0;
    expect(await compact(start)).toContain('Résumé—Биография—中文简历'.replace(/ /g, ''));
    expect(await compact(start + 1)).toContain('CaféЖ中text');
    expect((await outline(doc)).map((m) => m.title)).toContain('Exhibit 1 — Résumé — Биография — 中文简历');
  });

  it('puts a placeholder that says why and what to do in place of an encrypted PDF, and warns', async () => {
    const result = await buildPacket(base([exhibit(1, 'pdf', { bytes: makeEncryptedPdf(), title: 'Locked letter' })]), { maxPartBytes: 12 * MB });
    expect(result.warnings).toEqual([expect.stringContaining('Exhibit 1 (Locked letter): This PDF is password-protected')]);
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    const text = await pageText(doc, result.index[0]?.endPage ?? 0);
    expect(text).toContain('This exhibit could not be included');
    expect(text).toContain('Save a copy without the password');
    expect(text).toContain('Exhibit 1 — Page 1 of 1');
  });

  it('refuses a 30,000 × 30,000 photo with a placeholder and a warning instead of decoding it', async () => {
    const result = await buildPacket(base([exhibit(1, 'image', { bytes: makeHugeDeclaredPng() })]), { maxPartBytes: 12 * MB });
    expect(result.warnings).toEqual([expect.stringContaining('This image is 30,000 × 30,000 pixels, more than the packet takes (100 megapixels)')]);
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    expect(await pageText(doc, result.pages)).toContain('Save a smaller copy');
  });

  it('refuses a PDF over the extraction page cap without walking its pages', async () => {
    const result = await buildPacket(base([exhibit(1, 'pdf', { bytes: makePageTreePdf(1_000_000) })]), { maxPartBytes: 12 * MB });
    expect(result.warnings).toEqual([expect.stringContaining('This PDF has 1,000,000 pages; Exhibit reads at most 2,000.')]);
    expect(result.pages).toBe(result.index[0]?.endPage);
  });

  it('builds a PDF of exactly 2,000 pages (the page cap) in full, every page stamped', async () => {
    const result = await buildPacket(base([exhibit(1, 'pdf', { bytes: makePageTreePdf(2000) })]), { maxPartBytes: 12 * MB });
    expect(result.warnings).toEqual([]);
    const entry = result.index[0];
    expect(entry && entry.endPage - entry.startPage + 1).toBe(1 + 2000); // its separator page, then its pages
    const doc = await open(result.parts.at(-1)?.bytes ?? new Uint8Array());
    expect(await pageText(doc, doc.numPages)).toContain('Exhibit 1 — Page 2000 of 2000');
  }, 120_000);

  it('keeps an exhibit whose pages share one resources dictionary near its own size', async () => {
    const source = makeSharedResourcesPdf(500);
    const result = await buildPacket(base([exhibit(1, 'pdf', { bytes: source })]), { maxPartBytes: 12 * MB });
    const bytes = result.parts.reduce((sum, part) => sum + part.bytes.length, 0);
    // Before each page had its own resources: 3.4 MB for these 124 KB, one stamp font entry per page on every page.
    expect(bytes).toBeLessThan(3 * source.length);
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    expect(await pageText(doc, doc.numPages)).toContain('Page 500');
  }, 60_000);

  it('stamps a rotated, offset page upright at the bottom of the page as displayed', async () => {
    for (const rotate of [0, 90, 180, 270] as const) {
      const result = await buildPacket(base([exhibit(1, 'pdf', { bytes: await makeRotatedPdf(rotate) })]), { maxPartBytes: 12 * MB });
      const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
      const n = result.index[0]?.endPage ?? 0;
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const stamp = (await pageItems(doc, n)).find((i) => i.str.includes('Exhibit 1 — Page 1 of 1'));
      if (!stamp) throw new Error(`no stamp at rotation ${rotate}`);
      const [a = 0, b = 0, , , e = 0, f = 0] = stamp.transform;
      // The text runs along the page's displayed horizontal: its angle in user space is the rotation.
      expect((((Math.round((Math.atan2(b, a) * 180) / Math.PI) % 360) + 360) % 360)).toBe(rotate);
      const [x, y] = viewport.convertToViewportPoint(e, f) as [number, number];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(viewport.width / 2);
      expect(y).toBeLessThan(viewport.height);
      expect(y).toBeGreaterThan(viewport.height - COPIED_BOTTOM);
      // Shown upright on a Letter page, with the document's content above the stamp's band.
      expect([Math.round(viewport.width), Math.round(viewport.height)]).toEqual([612, 792]);
      const content = (await pageItems(doc, n)).find((i) => i.str.includes('Rotated page'));
      if (!content) throw new Error(`no content at rotation ${rotate}`);
      const [, cy] = viewport.convertToViewportPoint(content.transform[4] ?? 0, content.transform[5] ?? 0) as [number, number];
      expect(cy).toBeGreaterThan(0);
      expect(cy).toBeLessThan(viewport.height - COPIED_BOTTOM);
    }
  });

  it('places a photo upright by its Exif orientation, keeping the JPEG bytes as they are', async () => {
    const photo = await makeOrientedPhoto(6);
    const result = await buildPacket(base([exhibit(1, 'image', { bytes: photo })]), { maxPartBytes: 12 * MB });
    const bytes = result.parts[0]?.bytes ?? new Uint8Array();
    expect(Buffer.from(bytes).indexOf(photo.subarray(0, 2000))).toBeGreaterThan(0);
    const doc = await open(bytes);
    const png = await renderPageAsImage(doc, result.index[0]?.endPage ?? 0, { canvasImport, scale: 0.5 });
    const { data, info } = await sharp(Buffer.from(png)).greyscale().raw().toBuffer({ resolveWithObject: true });
    // The photo is 400×300 upright, centred horizontally under the top margin (72 pt).
    const at = (xPt: number, yPt: number) => data[Math.round(yPt * 0.5) * info.width + Math.round(xPt * 0.5)] ?? -1;
    expect(at(306, 72 + 40)).toBeLessThan(60); // upper half black
    expect(at(306, 72 + 260)).toBeGreaterThan(200); // lower half white
    expect(at(306 - 180, 72 + 40)).toBeLessThan(60); // 400 wide: reaches 180 pt left of centre
  });

  it('splits into parts under the limit between exhibits, and inside one exhibit only when it alone is larger', async () => {
    const maxPartBytes = 700_000;
    const exhibits = [
      exhibit(1, 'image', { bytes: await makeNoisePng() }),
      exhibit(2, 'image', { bytes: await makeNoisePng() }),
      exhibit(3, 'pdf', { bytes: await makeNoisePdf(5), title: 'Large scan' }),
      exhibit(4, 'image', { bytes: await makeNoisePng() }),
    ];
    const result = await buildPacket(base(exhibits), { maxPartBytes });
    expect(result.parts.length).toBeGreaterThanOrEqual(3);
    let next = 1;
    for (const [p, part] of result.parts.entries()) {
      expect(part.bytes.length).toBeLessThanOrEqual(maxPartBytes);
      expect(part.firstPage).toBe(next);
      next = part.lastPage + 1;
      const doc = await open(part.bytes);
      expect(doc.numPages).toBe(part.pages);
      // Pages keep the packet-wide numbers: the last text item of each page is its number.
      const first = await pageItems(doc, 1);
      expect(first.map((i) => i.str)).toContain(String(part.firstPage));
      const marks = await outline(doc);
      expect(marks.length).toBeGreaterThan(0);
      if (p > 0) expect(marks[0]?.title).toBe('Exhibits');
    }
    expect(next - 1).toBe(result.pages);
    const spread = (label: string) =>
      result.parts.filter((part) => {
        const entry = result.index.find((e) => e.label === label);
        return entry && part.firstPage <= entry.endPage && part.lastPage >= entry.startPage;
      }).length;
    // Small exhibits stay whole; only the large scan is cut, and the warnings say so.
    expect(spread('Exhibit 1')).toBe(1);
    expect(spread('Exhibit 2')).toBe(1);
    expect(spread('Exhibit 4')).toBe(1);
    expect(spread('Exhibit 3')).toBeGreaterThan(1);
    expect(result.warnings).toEqual([expect.stringContaining('Exhibit 3 is larger than the part size limit on its own')]);
    for (const entry of result.index) {
      const part = result.parts[entry.part - 1];
      expect(part && part.firstPage <= entry.startPage && entry.startPage <= part.lastPage).toBe(true);
    }
  });

  it('uses A4 for UK petitions', async () => {
    const result = await buildPacket({ ...base([exhibit(1, 'text', { text: 'x' })]), pageSize: 'a4' }, { maxPartBytes: 12 * MB });
    const doc = await open(result.parts[0]?.bytes ?? new Uint8Array());
    const view = (await doc.getPage(1)).view;
    expect(view.map(Math.round)).toEqual([0, 0, 595, 842]);
  });
});
