import sharp from 'sharp';
import { renderPageAsImage } from 'unpdf';
import type { PDFDocumentProxy } from 'unpdf/pdfjs';
import { describe, expect, it } from 'vitest';
import { PACKET_MIN_PART_BYTES, type PacketReply } from '../../src/contract/packet';
import { makeDocx, makeEncryptedPdf, makeHugeDeclaredPng, makeNoisePdf, makeOrientedPhoto, makePageTreePdf, makeTextPdf } from '../fixtures/make-fixtures';
import { userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { canvasImport, compactText, openPdf, outlineOf, packetApi, pageItems, pageText, seedMeritsAndLetter } from './packet-helpers';

// Issue 14: the packet built by the real job from files uploaded through the real routes, on both
// databases, downloaded part by part through the signed links and read back with pdf.js (unpdf).

const UNICODE_NAME = 'Résumé — Биография — 中文简历.txt';

type Part = { doc: PDFDocumentProxy; firstPage: number; lastPage: number; bytes: number };

describe.each(DATABASES)('packet read back through the job on %s', (kind) => {
  const server = useListeningServer(kind);
  const api = packetApi(server);

  /** Every kind of exhibit the packet takes, a statement and a letter. */
  async function seeded(owner: Owner) {
    const files: Array<[string, Buffer, string, string]> = [
      ['award.pdf', await makeTextPdf(Array.from({ length: 120 }, (_, i) => `Line ${i + 1} of the award notice`)), '.pdf', 'application/pdf'],
      ['membership.docx', await makeDocx(['Membership certificate', 'Senior member since 2019.']), '.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', Buffer.from('Press coverage of the work.\nSecond line.'), '.txt', 'text/plain'],
      ['photo.jpg', await makeOrientedPhoto(6), '.jpg', 'image/jpeg'],
      ['locked.pdf', makeEncryptedPdf(), '.pdf', 'application/pdf'],
      [UNICODE_NAME, Buffer.from('Café Ж 中 text'), '.txt', 'text/plain'],
      ['scan.pdf', await makeNoisePdf(5, 300, 'A scanned certificate of the 2024 research award'), '.pdf', 'application/pdf'],
    ];
    const ids = new Map<string, string>();
    for (const [name, bytes, ext, mime] of files) ids.set(name, await api.registerFile(owner, name, bytes, ext, mime));
    await api.allSettled(owner, [...ids.values()]);
    await seedMeritsAndLetter(server, owner.petitionId);
    return ids;
  }

  async function downloadParts(reply: PacketReply): Promise<Part[]> {
    const parts: Part[] = [];
    let next = 1;
    for (const info of reply.parts) {
      const bytes = await api.download(info.url);
      expect(bytes.length).toBe(info.bytes);
      const doc = await openPdf(bytes);
      expect(doc.numPages).toBe(info.pages);
      parts.push({ doc, firstPage: next, lastPage: next + info.pages - 1, bytes: bytes.length });
      next += info.pages;
    }
    return parts;
  }

  it('splits into parts under 1 MB whose pages, stamps, outlines, index, Unicode, placeholder and photo all read back true', async () => {
    const owner = await userWithPetition(server);
    const ids = await seeded(owner);
    const started = await api.post(owner, { maxPartBytes: PACKET_MIN_PART_BYTES });
    expect(started.statusCode, started.body).toBe(202);
    const reply = await api.finished(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');

    const parts = await downloadParts(reply);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(reply.parts.map((p) => p.fileName)).toEqual(parts.map((_, i) => `Exhibit-packet-part-${i + 1}-of-${parts.length}.pdf`));
    const total = parts.at(-1)!.lastPage;
    const at = (n: number) => {
      const part = parts.find((p) => p.firstPage <= n && n <= p.lastPage);
      if (!part) throw new Error(`no part holds packet page ${n}`);
      return { doc: part.doc, page: n - part.firstPage + 1, part: parts.indexOf(part) + 1 };
    };
    const textAt = (n: number) => pageText(at(n).doc, at(n).page);

    // Parts under the limit, unless a warning owns up to a single page that alone is larger.
    for (const [i, part] of parts.entries()) {
      const oversize = reply.warnings.some((w) => w.includes(`alone is larger than the part size limit, so part ${i + 1} is`));
      if (!oversize) expect(part.bytes, `part ${i + 1}`).toBeLessThanOrEqual(PACKET_MIN_PART_BYTES);
    }
    // Exhibit numbers follow the order analyses complete (and a file that cannot be read has none yet), so entries are found by file.
    const byTitle = (fileName: string) => {
      const entry = reply.index.find((e) => e.evidenceId === ids.get(fileName));
      if (!entry) throw new Error(`no index entry for ${fileName}`);
      return entry;
    };
    const scan = byTitle('scan.pdf');
    expect(reply.warnings).toContain(`${scan.label} is larger than the part size limit on its own, so its pages are split across parts ${[...new Set(Array.from({ length: 6 }, (_, i) => at(scan.startPage + i).part))].join(', ')}.`);

    // Running page numbers continue across parts: every page carries its packet-wide number, and the page labels say so too.
    for (const part of parts) {
      for (let local = 1; local <= part.doc.numPages; local++) {
        expect((await pageItems(part.doc, local)).map((i) => i.str), `packet page ${part.firstPage + local - 1}`).toContain(String(part.firstPage + local - 1));
      }
      const labels = await part.doc.getPageLabels();
      expect(labels?.[0]).toBe(String(part.firstPage));
      expect(labels?.at(-1)).toBe(String(part.lastPage));
    }

    // The index: filing order, ranges that tile the exhibits to the last page, each in the part holding its separator page.
    expect(reply.index[0]!.label).toBe('Letter 1');
    expect(reply.index.slice(1).map((e) => e.evidenceId).sort()).toEqual([...ids.values()].sort());
    // Titled from their first lines (decision 050); a file without text by what little is known.
    for (const entry of reply.index.slice(1)) expect([...ids.keys()]).not.toContain(entry.title);
    expect(byTitle('notes.txt').title).toBe('Press coverage of the work');
    expect(byTitle('locked.pdf').title).toBe('Untitled PDF (locked)');
    for (const entry of reply.index.slice(1)) expect(entry.label).toMatch(/^Exhibit \d+$/);
    expect(new Set(reply.index.map((e) => e.label)).size).toBe(reply.index.length);
    expect(reply.index.at(-1)!.endPage).toBe(total);
    for (const [i, entry] of reply.index.entries()) {
      if (i > 0) expect(entry.startPage).toBe(reply.index[i - 1]!.endPage + 1);
      expect(at(entry.startPage).part).toBe(entry.part);
      // The separator page names the exhibit; every page after it carries 'Exhibit N — Page i of n'.
      expect(await textAt(entry.startPage)).toContain(entry.label.toUpperCase());
      const pages = entry.endPage - entry.startPage;
      for (let p = 1; p <= pages; p++) expect(await textAt(entry.startPage + p)).toContain(`${entry.label} — Page ${p} of ${pages}`);
    }
    expect(byTitle('award.pdf').endPage - byTitle('award.pdf').startPage).toBe(3);
    expect(scan.endPage - scan.startPage).toBe(5);

    // The printed index gives the same ranges.
    const indexPage = reply.index[0]!.startPage - 1;
    const indexText = await textAt(indexPage);
    expect(indexText).toContain('Exhibit index');
    for (const entry of reply.index) expect(indexText).toContain(`pp. ${entry.startPage}–${entry.endPage}`);

    // Every outline entry of every part opens the page it names.
    for (const [p, part] of parts.entries()) {
      const marks = await outlineOf(part.doc);
      expect(marks.length, `outline of part ${p + 1}`).toBeGreaterThan(0);
      for (const mark of marks) {
        const packetPage = part.firstPage + mark.page - 1;
        const entry = reply.index.find((e) => mark.title === `${e.label} — ${e.title}`);
        const continued = reply.index.find((e) => mark.title === `${e.label} (continued)`);
        if (entry) expect(packetPage, mark.title).toBe(entry.startPage);
        else if (continued) {
          expect(mark.page, mark.title).toBe(1);
          expect(await textAt(packetPage)).toContain(`${continued.label} — Page`);
        } else if (mark.title === 'Cover') expect(packetPage).toBe(1);
        else if (mark.title === 'Petition letter') expect(packetPage).toBe(2);
        else if (mark.title === 'Exhibit index') expect(packetPage).toBe(indexPage);
        else if (mark.title === 'Exhibits') expect(marks.find((m) => m.depth === 1 && m.page === mark.page), 'Exhibits opens its first entry').toBeDefined();
        else expect(await textAt(packetPage), `outline entry '${mark.title}'`).toContain(mark.title);
      }
      // Each exhibit whose separator is in this part has its entry here.
      for (const entry of reply.index.filter((e) => e.part === p + 1)) expect(marks.map((m) => m.title)).toContain(`${entry.label} — ${entry.title}`);
    }
    expect((await outlineOf(parts[0]!.doc)).filter((m) => m.depth === 0).map((m) => m.title).slice(0, 3)).toEqual(['Cover', 'Petition letter', 'Exhibit index']);

    // Unicode titles and text come out as they went in.
    const unicode = byTitle(UNICODE_NAME);
    expect(unicode.title).toBe('Café Ж 中 text');
    expect(await compactText(at(unicode.startPage).doc, at(unicode.startPage).page)).toContain('CaféЖ中text');
    expect(await compactText(at(unicode.startPage + 1).doc, at(unicode.startPage + 1).page)).toContain('CaféЖ中text');
    expect(indexText.replace(/\s/g, '')).toContain('CaféЖ中text');

    // The encrypted exhibit: a placeholder page that says why and what to do, and a warning.
    const locked = byTitle('locked.pdf');
    expect(reply.warnings).toContainEqual(expect.stringContaining(`${locked.label} (${locked.title}): This PDF is password-protected`));
    expect(locked.endPage).toBe(locked.startPage + 1);
    const placeholder = await textAt(locked.endPage);
    expect(placeholder).toContain('This exhibit could not be included');
    expect(placeholder).toContain('Save a copy without the password');
    expect(placeholder).toContain(`${locked.label} — Page 1 of 1`);

    // The photo stands upright: stored turned with Exif orientation 6, it shows 400 × 300, black half on top.
    const photo = at(byTitle('photo.jpg').endPage);
    const png = await renderPageAsImage(photo.doc, photo.page, { canvasImport, scale: 0.5 });
    const { data, info } = await sharp(Buffer.from(png)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = (xPt: number, yPt: number) => data[Math.round(yPt * 0.5) * info.width + Math.round(xPt * 0.5)] ?? -1;
    expect(grey(306, 72 + 40)).toBeLessThan(60);
    expect(grey(306, 72 + 260)).toBeGreaterThan(200);
    expect(grey(306 - 180, 72 + 40)).toBeLessThan(60);
    expect(grey(306, 72 + 360)).toBeGreaterThan(200); // 300 tall, not 400: below it is the page
    for (const part of parts) await part.doc.destroy();
  }, 480_000);

  it('builds a 30,000 × 30,000 photo and a PDF claiming 3,000 pages as placeholders with warnings, and the server stays up', async () => {
    const owner = await userWithPetition(server);
    const huge = await api.addFile(owner, 'huge.png', makeHugeDeclaredPng(), '.png', 'image/png');
    const endless = await api.addFile(owner, 'endless.pdf', makePageTreePdf(3_000), '.pdf', 'application/pdf');
    expect((await api.post(owner)).statusCode).toBe(202);
    const reply = await api.finished(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');
    // Warnings name each exhibit by its label and title.
    const label = (id: string) => {
      const entry = reply.index.find((e) => e.evidenceId === id);
      return entry ? `${entry.label} (${entry.title})` : 'none';
    };
    expect(reply.warnings).toHaveLength(2);
    expect(reply.warnings).toContainEqual(expect.stringContaining(`${label(huge)}: This image is 30,000 × 30,000 pixels, more than the packet takes (100 megapixels)`));
    expect(reply.warnings).toContainEqual(expect.stringContaining(`${label(endless)}: This PDF has 3,000 pages; Exhibit reads at most 2,000.`));
    expect(reply.parts).toHaveLength(1);
    const doc = await openPdf(await api.download(reply.parts[0]!.url));
    expect(doc.numPages).toBe(reply.index.at(-1)!.endPage);
    for (const entry of reply.index) {
      expect(entry.endPage).toBe(entry.startPage + 1);
      const text = await pageText(doc, entry.endPage);
      expect(text).toContain('This exhibit could not be included');
      expect(text).toContain(`${entry.label} — Page 1 of 1`);
    }
    await doc.destroy();
    // Over a real socket, not inject: the listening server still answers.
    const me = await fetch(`${server.origin}/api/auth/user`, { headers: { cookie: owner.cookie } });
    expect(me.status).toBe(200);
  }, 180_000);
});
