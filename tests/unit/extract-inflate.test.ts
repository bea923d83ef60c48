import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkInflatedSize, type InflateBudget } from '../../server/platform/extract/pdf-inflate';
import { extractText } from '../../server/platform/extract/index';
import { makeInflatingPdf, makeScannedPdf, makeTextPdf, writeRawPdf } from '../fixtures/make-fixtures';

// The count of what a PDF's streams expand to, before pdf.js opens it (issue 31 item 2,
// docs/decisions/053): per page (its content streams, repeats included) and per document,
// at the exact byte, and without ever holding more than the budget.

const MB = 1024 * 1024;
// The unit project shares a worker between files (isolate: false): what earlier files left for the collector would
// count as this file's. Collected first, the baseline is this test's own.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const BUDGET: InflateBudget = { pageBytes: 1_000, documentBytes: 2_500 };

/** A FlateDecode stream object that inflates to `data`. */
function flate(data: Buffer, extra = ''): string {
  const packed = deflateSync(data);
  return `<< /Length ${packed.length} /Filter /FlateDecode${extra} >>\nstream\n${packed.toString('latin1')}\nendstream`;
}

/** Objects 1 (catalog) and 2 (page tree), then `pages` (their numbers), then `rest`. */
function pdf(pages: string[], rest: string[]): Buffer {
  const kids = pages.map((_, i) => `${i + 3} 0 R`).join(' ');
  return writeRawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Count ${pages.length} /Kids [${kids}] >>`, ...pages, ...rest]);
}

const page = (contents: string) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} >>`;

describe('counting what a PDF expands to', () => {
  it('reads a page whose content expands to exactly the page budget, and refuses one byte more', async () => {
    expect(await checkInflatedSize(pdf([page('4 0 R')], [flate(Buffer.alloc(1_000, 0x20))]), BUDGET)).toEqual({ over: false, documentBytes: 1_000 });
    expect(await checkInflatedSize(pdf([page('4 0 R')], [flate(Buffer.alloc(1_001, 0x20))]), BUDGET)).toEqual({ over: 'page' });
  });

  it('counts at the exact byte a stream too large to inflate in one call (read a chunk at a time)', async () => {
    const noise = randomBytes(300_000); // does not compress: well over the one-call size
    const budget = { pageBytes: 300_000, documentBytes: 1_000_000 };
    expect(await checkInflatedSize(pdf([page('4 0 R')], [flate(noise)]), budget)).toEqual({ over: false, documentBytes: 300_000 });
    expect(await checkInflatedSize(pdf([page('4 0 R')], [flate(noise)]), { ...budget, pageBytes: 299_999 })).toEqual({ over: 'page' });
  });

  it('adds up the streams a page draws, a stream named twice counting twice', async () => {
    const streams = [flate(Buffer.alloc(500)), flate(Buffer.alloc(501))];
    expect(await checkInflatedSize(pdf([page('[4 0 R 4 0 R]')], streams), BUDGET)).toEqual({ over: false, documentBytes: 1_000 + 501 }); // 5 drawn by no page
    expect(await checkInflatedSize(pdf([page('[4 0 R 5 0 R]')], streams), BUDGET)).toEqual({ over: 'page' });
  });

  it('adds up every page of the document, a content stream shared by pages counting once for each', async () => {
    const shared = pdf([page('6 0 R'), page('6 0 R'), page('6 0 R')], [flate(Buffer.alloc(800))]);
    expect(await checkInflatedSize(shared, { pageBytes: 1_000, documentBytes: 2_400 })).toEqual({ over: false, documentBytes: 2_400 });
    expect(await checkInflatedSize(shared, { pageBytes: 1_000, documentBytes: 2_399 })).toEqual({ over: 'document' });
  });

  it('counts streams no page draws (images, fonts) once, toward the document', async () => {
    const image = flate(Buffer.alloc(1_000), ' /Type /XObject /Subtype /Image /Width 100 /Height 10 /ColorSpace /DeviceGray /BitsPerComponent 8');
    const doc = pdf([page('4 0 R')], [flate(Buffer.alloc(500)), image, image]);
    expect(await checkInflatedSize(doc, BUDGET)).toEqual({ over: false, documentBytes: 2_500 });
    expect(await checkInflatedSize(doc, { ...BUDGET, documentBytes: 2_499 })).toEqual({ over: 'document' });
    expect(await checkInflatedSize(pdf([page('4 0 R')], [flate(Buffer.alloc(1)), flate(Buffer.alloc(1_001))]), BUDGET)).toEqual({ over: 'page' });
  });

  it('finds pages inside a compressed object stream and bounds the object stream itself', async () => {
    // Object 3, the page, lives in object stream 5 and draws stream 4 twice.
    const objects = page('[4 0 R 4 0 R]');
    const header = `3 0 `; // "object 3 at offset 0"
    const objStm = (padding: number) => {
      const body = Buffer.from(`${header}${objects}${' '.repeat(padding)}`, 'latin1');
      return flate(body, ` /Type /ObjStm /N 1 /First ${header.length}`);
    };
    const file = (content: number, padding = 0) =>
      writeRawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 1 /Kids [3 0 R] >>', '<< >>', flate(Buffer.alloc(content)), objStm(padding)]);
    const objStmBytes = header.length + objects.length;
    expect(await checkInflatedSize(file(400), BUDGET)).toEqual({ over: false, documentBytes: 800 + objStmBytes });
    expect(await checkInflatedSize(file(501), BUDGET)).toEqual({ over: 'page' });
    expect(await checkInflatedSize(file(1, 1_001 - objStmBytes), BUDGET)).toEqual({ over: 'page' });
    expect(await checkInflatedSize(file(1, 1_000 - objStmBytes), BUDGET)).toEqual({ over: false, documentBytes: 2 + 1_000 });
  });

  it('stops a 1 GB stream at the budget in about a second, without holding it', async () => {
    const bomb = await makeInflatingPdf(1024);
    expect(bomb.length).toBeLessThan(1.1 * MB);
    collectGarbage();
    const before = process.memoryUsage().arrayBuffers;
    // Sampled while the chunks stream through: dropped chunks count until the collector runs, which V8 starts by
    // itself once external memory has grown by some 64 MB, so the peak is bounded but not exact.
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    const started = Date.now();
    expect(await checkInflatedSize(bomb, { pageBytes: 128 * MB, documentBytes: 512 * MB })).toEqual({ over: 'page' });
    expect(await checkInflatedSize(bomb, { pageBytes: 2048 * MB, documentBytes: 256 * MB })).toEqual({ over: 'document' });
    clearInterval(sampler);
    expect(Date.now() - started).toBeLessThan(5_000);
    peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    // Counted a megabyte at a time and dropped: at no moment near the 256 MB the second count read, and nothing kept.
    expect(peak - before).toBeLessThan(192 * MB);
    collectGarbage();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * MB);
  });

  it('refuses the 1 GB PDF with a sentence the user can act on, and still reads ordinary PDFs', async () => {
    await expect(extractText(await makeInflatingPdf(1024), 'application/pdf')).rejects.toThrow(
      'A page of this PDF expands to more than 128 MB when opened, the most Exhibit reads for one page, so it was not read. Split it into smaller files or save it again as a standard PDF, then upload it again.',
    );
    await expect(extractText(await makeInflatingPdf(1024), 'application/pdf', { maxPageInflatedMb: 2048, maxInflatedMb: 300 })).rejects.toThrow(
      'This PDF expands to more than 300 MB when opened, the most Exhibit reads for one file, so it was not read. Split it into smaller files or save it again as a standard PDF, then upload it again.',
    );
    for (const ordinary of [await makeTextPdf(['Letter of support']), await makeScannedPdf(['Award'])]) {
      expect((await checkInflatedSize(ordinary, { pageBytes: 128 * MB, documentBytes: 512 * MB })).over).toBe(false);
    }
    expect(await extractText(await makeInflatingPdf(1), 'application/pdf')).toEqual({ text: '', method: 'pdf-text' });
  }, 30_000);
});
