import { afterAll, describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import { ExtractError, MAX_TEXT_CHARS, extractText, normalizeText, terminateOcr } from '../../server/platform/extract/index';
import { ocrImage } from '../../server/platform/extract/ocr';
import { ANALYSABLE_TYPES, isAnalysable, refusalReason, sniffType } from '../../server/platform/extract/sniff';
import {
  concatPdfs,
  makeDocx,
  makeEncryptedPdf,
  makeExe,
  makeScannedPdf,
  makeTextJpeg,
  makeTextPdf,
  makeTextPng,
  makeUndecodableScanPdf,
  makeZip,
} from '../fixtures/make-fixtures';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

afterAll(async () => {
  await terminateOcr();
});

/** Sniff, check acceptance, extract: what the upload pipeline does. */
async function sniffAndExtract(bytes: Buffer, name: string) {
  const sniffed = await sniffType(bytes, name);
  expect(refusalReason(sniffed, name)).toBeNull();
  if (!sniffed) throw new Error('unreachable');
  return extractText(bytes, sniffed.mime);
}

async function expectExtractError(promise: Promise<unknown>, message: string | RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractError);
  if (typeof message === 'string') expect((err as Error).message).toBe(message);
  else expect((err as Error).message).toMatch(message);
}

describe('sniffType / refusalReason', () => {
  it('recognises the analysable types by content', async () => {
    expect(await sniffType(await makeTextPdf(['x']), 'a.pdf')).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(await sniffType(await makeDocx(['x']), 'a.docx')).toEqual({ mime: DOCX_MIME, ext: 'docx' });
    expect(await sniffType(makeTextPng('hi'), 'photo.png')).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffType(makeTextJpeg('hi'), 'photo.jpg')).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    // Works on just the first 4100 bytes too.
    const bigPdf = await makeTextPdf(Array.from({ length: 300 }, (_, i) => `line ${i}`));
    expect((await sniffType(bigPdf.subarray(0, 4100), 'a.pdf'))?.mime).toBe('application/pdf');
    const bigDocx = await makeDocx(Array.from({ length: 2000 }, (_, i) => `Paragraph ${i}: ${Math.random()}`));
    expect(bigDocx.length).toBeGreaterThan(4100);
    expect(await sniffType(bigDocx.subarray(0, 4100), 'a.docx')).toEqual({ mime: DOCX_MIME, ext: 'docx' });
  });

  it('detects plain text and takes the extension from the name', async () => {
    expect(await sniffType(Buffer.from('# Notes\n\nSome *markdown*.\n'), 'notes.md')).toEqual({
      mime: 'text/plain',
      ext: 'md',
    });
    expect(await sniffType(Buffer.from('name,role\nJane,Lead\n'), 'people.csv')).toEqual({
      mime: 'text/plain',
      ext: 'csv',
    });
    expect(await sniffType(Buffer.from('Grüße, café — ✓\n'), 'letter')).toEqual({ mime: 'text/plain', ext: 'txt' });
    // A text file that happens to start with "MZ" is still text.
    expect((await sniffType(Buffer.from('MZ Consulting invoice\n'), 'invoice.txt'))?.mime).toBe('text/plain');
    // So is one that starts with another binary format's few-letter signature: a video's 'wide' or 'free' at byte 4,
    // a bitmap's 'BM', audio's 'ID3' (each was refused as that format).
    for (const first of ['hsr-freediving.example.hr/results/2025', 'Oh, wide open spaces: a review', 'BMW Group report 2024', 'ID3 reading list', 'GIF89 notes']) {
      expect(await sniffType(Buffer.from(`${first}\nThe second line of a plain text file.\n`), 'page.txt'), first).toEqual({ mime: 'text/plain', ext: 'txt' });
    }
    // Formats told from their own text keep their type: a plain-ASCII PDF, XML.
    expect((await sniffType(Buffer.from('%PDF-1.4\n1 0 obj\n'), 'a.pdf'))?.mime).toBe('application/pdf');
    expect((await sniffType(Buffer.from('<?xml version="1.0"?><a/>'), 'a.xml'))?.mime).toBe('application/xml');
  });

  it('does not take binary or invalid UTF-8 for text', async () => {
    expect(await sniffType(Buffer.from([0x41, 0x42, 0x00, 0x43]), 'a.txt')).toBeNull();
    expect(await sniffType(Buffer.from([0x41, 0xc3, 0x28, 0x41]), 'a.txt')).toBeNull();
  });

  it('refuses a Windows program renamed to .pdf, with a clear message', async () => {
    const sniffed = await sniffType(makeExe(), 'cv.pdf');
    expect(sniffed?.ext).toBe('exe');
    expect(isAnalysable(sniffed?.mime ?? '')).toBe(false);
    expect(refusalReason(sniffed, 'cv.pdf')).toBe(
      'This file is a Windows program (.exe), not a document. Upload a PDF, Word document, text file or photo.',
    );
  });

  it('refuses a 0-byte file as empty', async () => {
    const sniffed = await sniffType(new Uint8Array(0), 'empty.pdf');
    expect(refusalReason(sniffed, 'empty.pdf')).toBe('This file is empty.');
  });

  it('refuses a generic zip as an evidence file and points to the zip import', async () => {
    const zip = await makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]);
    const sniffed = await sniffType(zip, 'evidence.zip');
    expect(sniffed?.mime).toBe('application/zip');
    expect(refusalReason(sniffed, 'evidence.zip')).toMatch(/zip archive.*zip import/);
    // A zip pretending to be a Word document is a damaged Word document.
    expect(refusalReason(sniffed, 'cv.docx')).toBe('This Word document could not be read. It may be damaged.');
  });

  it('refuses unknown and unsupported types with a human message', async () => {
    expect(refusalReason(null, 'x.bin')).toMatch(/could not recognise/);
    expect(refusalReason({ mime: 'image/heic', ext: 'heic' }, 'IMG_1.HEIC')).toMatch(/HEIC format.*JPEG/);
    expect(refusalReason({ mime: 'application/x-cfb', ext: 'cfb' }, 'cv.doc')).toMatch(/older Microsoft Office/);
    expect(refusalReason({ mime: 'video/mp4', ext: 'mp4' }, 'a.mp4')).toMatch(/^This file is a video \(\.mp4\)/);
    for (const mime of ['application/pdf', DOCX_MIME, 'text/plain', 'image/jpeg', 'image/png', 'image/webp']) {
      expect(ANALYSABLE_TYPES.has(mime)).toBe(true);
      expect(refusalReason({ mime, ext: 'x' }, 'x')).toBeNull();
    }
  });
});

describe('extractText', () => {
  it('reads the text layer of a PDF', async () => {
    const pdf = await makeTextPdf(['Letter of recommendation', 'Dr Ada Lovelace, Analytical Engines Ltd']);
    const result = await sniffAndExtract(pdf, 'letter.pdf');
    expect(result.method).toBe('pdf-text');
    expect(result.text).toContain('Letter of recommendation');
    expect(result.text).toContain('Dr Ada Lovelace, Analytical Engines Ltd');
  });

  it('OCRs a scanned PDF (a page that is only a JPEG image)', async () => {
    const pdf = await makeScannedPdf(['Certificate of achievement', 'awarded to Jane Smith']);
    const result = await sniffAndExtract(pdf, 'scan.pdf');
    expect(result.method).toBe('pdf-ocr');
    expect(result.text.toUpperCase()).toContain('CERTIFICATE');
    expect(result.text.toUpperCase()).toContain('JANE SMITH');
  });

  it('OCRs only the scanned pages of a mixed PDF', async () => {
    const pdf = await concatPdfs([
      await makeTextPdf(['Typed cover letter for the petition']),
      await makeScannedPdf(['Scanned membership card']),
    ]);
    const result = await extractText(pdf, 'application/pdf');
    expect(result.method).toBe('pdf-ocr');
    expect(result.text).toContain('Typed cover letter for the petition');
    expect(result.text.toUpperCase()).toContain('MEMBERSHIP CARD');
    expect(result.text.indexOf('Typed')).toBeLessThan(result.text.toUpperCase().indexOf('MEMBERSHIP'));
  });

  it('marks each page break of a PDF with a form feed, so a fact can name its page', async () => {
    const pdf = await concatPdfs([await makeTextPdf(['Certificate of Recognition']), await makeTextPdf(['Presented on June 3, 2024'])]);
    const { text } = await extractText(pdf, 'application/pdf');
    expect(text.split('\f')).toHaveLength(2);
    expect(text.split('\f')[1]).toContain('Presented on June 3, 2024');
  });

  it('says so when a scan uses an image format it cannot decode', async () => {
    await expectExtractError(
      extractText(await makeUndecodableScanPdf(), 'application/pdf'),
      /^This PDF is a scan whose page images use JPEG 2000 compression, which Exhibit cannot read\./,
    );
  });

  it('refuses a password-protected PDF with a clear message', async () => {
    const pdf = makeEncryptedPdf('Confidential salary letter', 'secret');
    // The fixture is genuinely encrypted: it opens with its password.
    const doc = await getDocumentProxy(new Uint8Array(pdf), { password: 'secret', verbosity: 0 });
    const page = await doc.getPage(1);
    const items = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    expect(items).toContain('Confidential salary letter');
    await doc.destroy();

    await expectExtractError(
      sniffAndExtract(pdf, 'salary.pdf'),
      'This PDF is password-protected. Remove the password and upload it again.',
    );
  });

  it('reports a damaged PDF', async () => {
    const pdf = await makeTextPdf(['Some text']);
    const damaged = Buffer.concat([pdf.subarray(0, 20), Buffer.alloc(200, 0x41)]);
    await expectExtractError(extractText(damaged, 'application/pdf'), 'This PDF could not be read. It may be damaged.');
    await expectExtractError(
      extractText(Buffer.from('not a pdf at all'), 'application/pdf'),
      'This PDF could not be read. It may be damaged.',
    );
  });

  it('reads a Word document', async () => {
    const docx = await makeDocx(['Statement of purpose', 'I build tools for journalists & researchers.']);
    const result = await sniffAndExtract(docx, 'statement.docx');
    expect(result).toEqual({
      method: 'docx',
      text: 'Statement of purpose\n\nI build tools for journalists & researchers.',
    });
  });

  it('reports a damaged Word document', async () => {
    const docx = await makeDocx(['Hello']);
    const message = 'This Word document could not be read. It may be damaged.';
    await expectExtractError(extractText(docx.subarray(0, docx.length - 40), DOCX_MIME), message);
    await expectExtractError(extractText(Buffer.from('garbage bytes, not a zip'), DOCX_MIME), message);
    const notWord = await makeZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    await expectExtractError(extractText(notWord, DOCX_MIME), message);
  });

  it('reads plain text, normalising whitespace and line endings', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Title\r\n\r\n\r\n\r\nFirst\tparagraph   with  spaces.  \r\nSecond\u00a0line\u200b.\r\n'),
    ]);
    const result = await sniffAndExtract(bytes, 'notes.txt');
    expect(result).toEqual({ method: 'plain', text: 'Title\n\nFirst paragraph with spaces.\nSecond line.' });
  });

  it('caps extracted text at 200,000 characters', async () => {
    const bytes = Buffer.from('word '.repeat(60_000));
    const result = await extractText(bytes, 'text/plain');
    expect(MAX_TEXT_CHARS).toBe(200_000);
    expect(result.text.length).toBe(200_000);
  });

  it('OCRs a PNG photo of text', async () => {
    const png = makeTextPng(['Award for outstanding', 'research in robotics']);
    const result = await sniffAndExtract(png, 'award.png');
    expect(result.method).toBe('ocr');
    expect(result.text.toUpperCase()).toContain('OUTSTANDING');
    expect(result.text.toUpperCase()).toContain('ROBOTICS');
  });

  it('OCRs a JPEG photo of text', async () => {
    const jpeg = makeTextJpeg(['Press coverage', 'The Guardian interview']);
    const result = await sniffAndExtract(jpeg, 'press.jpg');
    expect(result.method).toBe('ocr');
    expect(result.text.toUpperCase()).toContain('PRESS COVERAGE');
    expect(result.text.toUpperCase()).toContain('GUARDIAN');
  });

  it('honours Exif orientation of phone photos (little-endian Exif)', async () => {
    const jpeg = makeTextJpeg(['Rotated evidence page'], { exifOrientation: 6, exifLittleEndian: true });
    const result = await extractText(jpeg, 'image/jpeg');
    expect(result.text.toUpperCase()).toContain('EVIDENCE');
  });

  it('reports an image that cannot be decoded', async () => {
    const png = makeTextPng('hello');
    await expectExtractError(ocrImage(png.subarray(0, 60)), /could not be read/);
    // The shared worker survives and keeps working.
    expect((await ocrImage(makeTextPng('Still working'))).toUpperCase()).toContain('WORKING');
  });

  it('refuses types it cannot extract', async () => {
    await expectExtractError(extractText(Buffer.from('x'), 'application/zip'), /cannot read this type/);
    await expectExtractError(extractText(Buffer.alloc(0), 'text/plain'), 'This file is empty.');
  });

  it('normalizeText keeps a page break on a line of its own, and a blank first page', () => {
    expect(normalizeText('page one  \f  page two\n\n\f\fpage four')).toBe('page one\n\f\npage two\n\f\n\n\f\npage four');
    expect(normalizeText('\fsecond page')).toBe('\f\nsecond page');
  });

  it('normalizeText handles ligatures, soft hyphens and blank lines', () => {
    expect(normalizeText('  e\ufb03cient co\u00adoperation \n\n\n\n next  ')).toBe('efficient cooperation\n\nnext');
  });
});
