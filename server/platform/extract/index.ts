/**
 * Text extraction for evidence files: dispatch on the sniffed MIME type.
 *
 * Every failure a user can act on is an ExtractError whose message is shown
 * as-is; anything else is an internal error.
 */
import { DOCX_MIME } from '../../../src/contract/evidence';
import { extractDocx } from './docx';
import { ocrImage } from './ocr';
import { extractPdf } from './pdf';
import { ExtractError, MAX_TEXT_CHARS, type ExtractResult } from './errors';
import type { PdfLimits } from './limits';

export { terminateOcr } from './ocr';

export { ExtractError, MAX_TEXT_CHARS } from './errors';

const OCR_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/bmp']);

/**
 * Extract the text of a file whose type has already been sniffed
 * (see sniff.ts), on this thread: untrusted files go through extractIsolated
 * (pool.ts), which runs this in a worker under the limits of limits.ts. The result is whitespace-normalised and capped at
 * MAX_TEXT_CHARS.
 */
export async function extractText(bytes: Buffer, mime: string, limits: Partial<PdfLimits> = {}): Promise<ExtractResult> {
  if (bytes.length === 0) throw new ExtractError('This file is empty.');
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  let result: ExtractResult;
  if (type === 'application/pdf') {
    result = await extractPdf(bytes, limits);
  } else if (type === DOCX_MIME) {
    result = { text: await extractDocx(bytes), method: 'docx' };
  } else if (type.startsWith('text/')) {
    result = { text: decodeText(bytes), method: 'plain' };
  } else if (OCR_MIMES.has(type)) {
    result = { text: await ocrImage(bytes), method: 'ocr' };
  } else {
    throw new ExtractError('Exhibit cannot read this type of file. Upload a PDF, Word document, text file or photo.');
  }
  return { text: capText(normalizeText(result.text)), method: result.method };
}

/** Decode text bytes: UTF-8 (BOM optional) or UTF-16 with a BOM. */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes); // strips a UTF-8 BOM, replaces invalid sequences
}

/**
 * Normalise for analysis: NFKC (ligatures, full-width forms), unify line
 * breaks, drop control/zero-width characters and soft hyphens, turn any
 * horizontal whitespace into single spaces, trim lines and allow at most one
 * blank line in a row. A form feed (a page break) is kept between two line breaks, and a blank first
 * page too, so page numbers count from the document's first page.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?|[\u2028\u2029\u0085\v]/g, '\n')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\ufffe\uffff]/g, '')
    .replace(/[^\S\n\f]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    // A form feed marks a page break (a PDF's pages, a text file's): kept, on a line of its own.
    .replace(/[ \n]*\f[ \n]*/g, '\n\f\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^[ \n]+|\s+$/g, '');
}

/** Cut to MAX_TEXT_CHARS without splitting a surrogate pair. */
function capText(text: string, max = MAX_TEXT_CHARS): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end);
}
