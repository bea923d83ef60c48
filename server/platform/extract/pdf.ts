/**
 * Text from PDFs with unpdf (a serverless build of pdf.js).
 *
 * Pages with a text layer are read directly. Pages with (almost) no text are
 * treated as scans: there is no canvas to render them, so the page's image
 * XObjects are decoded by pdf.js itself (JPEG/DCTDecode, Flate, CCITT, ...),
 * converted to a greyscale PNG with node:zlib and passed to OCR.
 */
import { crc32, deflateSync } from 'node:zlib';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { ExtractError, MAX_TEXT_CHARS } from './errors';
import { EXTRACTION_LIMITS, tooManyPagesMessage } from './limits';
import { ocrImage } from './ocr';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type PDFPageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

const PASSWORD = 'This PDF is password-protected. Remove the password and upload it again.';
const DAMAGED = 'This PDF could not be read. It may be damaged.';

/** A page with fewer non-space characters than this is treated as scanned. */
export const SCANNED_PAGE_MIN_CHARS = 20;
/** OCR at most this many scanned pages per document. */
export const MAX_OCR_PAGES = 40;
/** Images smaller than this (in pixels) are logos or decorations, not scans. */
const MIN_SCAN_IMAGE_PIXELS = 40_000;
/** pdf.js won't decode images larger than this (pixels). */
const MAX_IMAGE_PIXELS = 40_000_000;

export interface PdfExtractResult {
  text: string;
  method: 'pdf-text' | 'pdf-ocr';
}

interface DecodedImage {
  width: number;
  height: number;
  /** pdf.js ImageKind: 1 = 1 bit grey, 2 = RGB, 3 = RGBA. */
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** `maxPages`: a PDF declaring more pages is refused at once (its page tree is never walked). */
export async function extractPdf(bytes: Buffer, maxPages = EXTRACTION_LIMITS.maxPdfPages): Promise<PdfExtractResult> {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!head.includes('%PDF-')) throw new ExtractError(DAMAGED);

  const pdfjs = await getResolvedPDFJS();
  let doc: PDFDocumentProxy;
  try {
    // pdf.js transfers (detaches) the buffer it is given: pass a copy.
    doc = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: pdfjs.VerbosityLevel.ERRORS,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      useWorkerFetch: false,
      maxImageSize: MAX_IMAGE_PIXELS,
    });
  } catch (err) {
    if (isPasswordError(err)) throw new ExtractError(PASSWORD, { cause: err });
    throw new ExtractError(DAMAGED, { cause: err });
  }

  try {
    // pdf.js takes the count from the page tree's root: a few KB can claim a million pages.
    if (doc.numPages > maxPages) throw new ExtractError(tooManyPagesMessage(doc.numPages, maxPages));
    const pages: string[] = [];
    const scanned: number[] = [];
    let failures = 0;
    let chars = 0;
    for (let n = 1; n <= doc.numPages && chars <= MAX_TEXT_CHARS; n++) {
      let text = '';
      try {
        text = await pageText(await doc.getPage(n));
      } catch (err) {
        if (isPasswordError(err)) throw new ExtractError(PASSWORD, { cause: err });
        failures++;
      }
      pages[n - 1] = text;
      chars += text.length;
      if (text.replace(/\s/g, '').length < SCANNED_PAGE_MIN_CHARS) scanned.push(n);
    }
    if (failures > 0 && failures === doc.numPages) throw new ExtractError(DAMAGED);

    let ocrUsed = false;
    let undecodable = 0;
    for (const n of scanned.slice(0, MAX_OCR_PAGES)) {
      const page = await doc.getPage(n).catch(() => null);
      if (!page) continue;
      const { images, unreadable } = await pageImages(page, pdfjs.OPS);
      undecodable += unreadable;
      const parts: string[] = [];
      for (const image of images) {
        const text = (await ocrImage(toGrayPng(image))).trim();
        if (text) parts.push(text);
      }
      if (parts.length > 0) {
        ocrUsed = true;
        pages[n - 1] = [pages[n - 1] ?? '', ...parts].filter((s) => s.trim()).join('\n');
      }
      page.cleanup();
    }

    const text = pages.join('\n\n');
    if (!ocrUsed && undecodable > 0 && text.replace(/\s/g, '').length < SCANNED_PAGE_MIN_CHARS) {
      throw new ExtractError(undecodableMessage(bytes));
    }
    return { text, method: ocrUsed ? 'pdf-ocr' : 'pdf-text' };
  } catch (err) {
    if (err instanceof ExtractError) throw err;
    if (isPasswordError(err)) throw new ExtractError(PASSWORD, { cause: err });
    throw new ExtractError(DAMAGED, { cause: err });
  } finally {
    await doc.destroy().catch(() => {});
  }
}

function isPasswordError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'PasswordException';
}

async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let out = '';
  for (const item of content.items) {
    if ('str' in item) out += item.str + (item.hasEOL ? '\n' : '');
  }
  return out;
}

/**
 * The decoded images painted on a page, largest first, plus how many
 * scan-sized images pdf.js could not decode.
 */
async function pageImages(
  page: PDFPageProxy,
  OPS: { paintImageXObject: number; paintInlineImageXObject: number },
): Promise<{ images: DecodedImage[]; unreadable: number }> {
  const ops = await page.getOperatorList();
  const images: DecodedImage[] = [];
  const seen = new Set<string>();
  let unreadable = 0;
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | undefined;
    let image: unknown = null;
    if (fn === OPS.paintImageXObject) {
      const key = args?.[0];
      if (typeof key !== 'string' || seen.has(key)) continue;
      seen.add(key);
      image = await resolveObject(page, key);
    } else if (fn === OPS.paintInlineImageXObject) {
      image = args?.[0];
    } else {
      continue;
    }
    const decoded = asDecodedImage(image);
    if (decoded) {
      if (decoded.width * decoded.height >= MIN_SCAN_IMAGE_PIXELS) images.push(decoded);
    } else {
      unreadable++;
    }
  }
  images.sort((a, b) => b.width * b.height - a.width * a.height);
  return { images, unreadable };
}

function resolveObject(page: PDFPageProxy, key: string): Promise<unknown> {
  const objs = key.startsWith('g_') ? page.commonObjs : page.objs;
  if (objs.has(key)) return Promise.resolve(objs.get(key));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 10_000);
    objs.get(key, (value: unknown) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

function asDecodedImage(value: unknown): DecodedImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { width, height, kind, data } = value as Partial<DecodedImage>;
  if (typeof width !== 'number' || typeof height !== 'number' || width < 1 || height < 1) return null;
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray)) return null;
  const expected = kind === 1 ? Math.ceil(width / 8) * height : kind === 2 ? width * height * 3 : width * height * 4;
  if (kind !== 1 && kind !== 2 && kind !== 3) return null;
  if (data.length < expected) return null;
  return { width, height, kind, data };
}

/** Convert a pdf.js decoded image to an 8-bit greyscale PNG. */
function toGrayPng({ width, height, kind, data }: DecodedImage): Buffer {
  const stride = width + 1;
  const raw = Buffer.alloc(stride * height);
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    const out = y * stride + 1; // byte 0 of each row: filter type 0
    for (let x = 0; x < width; x++) {
      let g: number;
      if (kind === 1) {
        g = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
      } else if (kind === 2) {
        const p = (y * width + x) * 3;
        g = ((data[p] ?? 0) * 299 + (data[p + 1] ?? 0) * 587 + (data[p + 2] ?? 0) * 114) / 1000;
      } else {
        const p = (y * width + x) * 4;
        const a = (data[p + 3] ?? 255) / 255;
        const lum = ((data[p] ?? 0) * 299 + (data[p + 1] ?? 0) * 587 + (data[p + 2] ?? 0) * 114) / 1000;
        g = lum * a + 255 * (1 - a); // flatten onto white
      }
      raw[out + x] = g;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 3 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * Name the compression of a scan's images for the error message. Image
 * XObjects are streams, and streams never live inside compressed object
 * streams, so their /Filter is visible in the raw bytes of unencrypted files.
 */
function undecodableMessage(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const format = raw.includes('/JPXDecode')
    ? 'JPEG 2000'
    : raw.includes('/JBIG2Decode')
      ? 'JBIG2'
      : raw.includes('/CCITTFaxDecode')
        ? 'CCITT fax'
        : null;
  const what = format
    ? `This PDF is a scan whose page images use ${format} compression, which Exhibit cannot read.`
    : 'This PDF is a scan whose page images Exhibit cannot read.';
  return `${what} Save or scan it again as a standard PDF, or upload the pages as JPEG or PNG photos.`;
}
