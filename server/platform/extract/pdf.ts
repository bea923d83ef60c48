/**
 * Text from PDFs with unpdf (a serverless build of pdf.js).
 *
 * Pages with a text layer are read directly. Pages with (almost) no text are
 * treated as scans: pdf.js renders the page onto a @napi-rs/canvas at a
 * resolution OCR reads well, and the PNG goes to OCR.
 */
import sharp from 'sharp';
import { createIsomorphicCanvasFactory, getDocumentProxy, getResolvedPDFJS, renderPageAsImage } from 'unpdf';
import { ExtractError, MAX_TEXT_CHARS } from './errors';
import { EXTRACTION_LIMITS, expandsTooMuchMessage, pageExpandsTooMuchMessage, tooManyPagesMessage, type PdfLimits } from './limits';
import { checkInflatedSize } from './pdf-inflate';
import { ocrImage } from './ocr';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;
type PDFPageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

const PASSWORD = 'This PDF is password-protected. Remove the password and upload it again.';
const DAMAGED = 'This PDF could not be read. It may be damaged.';

/** A page with fewer non-space characters than this is treated as scanned. */
const SCANNED_PAGE_MIN_CHARS = 20;
/** OCR at most this many scanned pages per document. */
const MAX_OCR_PAGES = 40;
/** pdf.js won't decode images larger than this (pixels). */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Scanned pages are rendered at this resolution (tesseract reads best at 200–300 dpi)... */
const OCR_RENDER_DPI = 200;
/** ...and never above this many pixels (the canvas lives outside the V8 heap, 4 bytes a pixel). */
const MAX_RENDER_PIXELS = 12_000_000;
const canvasImport = () => import('@napi-rs/canvas');
const MB = 1024 * 1024;

interface PdfExtractResult {
  text: string;
  method: 'pdf-text' | 'pdf-ocr';
}

/**
 * A PDF declaring more than `maxPdfPages` pages is refused at once (its page tree is never walked);
 * one whose streams expand past `maxInflatedMb` (or a page past `maxPageInflatedMb`) before pdf.js opens it.
 */
export async function extractPdf(bytes: Buffer, limits: Partial<PdfLimits> = {}): Promise<PdfExtractResult> {
  const { maxPdfPages: maxPages, maxInflatedMb, maxPageInflatedMb } = { ...EXTRACTION_LIMITS, ...limits };
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!head.includes('%PDF-')) throw new ExtractError(DAMAGED);
  const inflated = await checkInflatedSize(bytes, { documentBytes: maxInflatedMb * MB, pageBytes: maxPageInflatedMb * MB });
  if (inflated.over === 'document') throw new ExtractError(expandsTooMuchMessage(maxInflatedMb));
  if (inflated.over === 'page') throw new ExtractError(pageExpandsTooMuchMessage(maxPageInflatedMb));

  const pdfjs = await getResolvedPDFJS();
  // pdf.js draws a page's images through temporary canvases: give it the Node canvas to make them with.
  const CanvasFactory = await createIsomorphicCanvasFactory(canvasImport);
  let doc: PDFDocumentProxy;
  try {
    // pdf.js transfers (detaches) the buffer it is given: pass a copy.
    doc = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: pdfjs.VerbosityLevel.ERRORS,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      useWorkerFetch: false,
      maxImageSize: MAX_IMAGE_PIXELS,
      CanvasFactory,
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
    let blankScans = 0;
    for (const n of scanned.slice(0, MAX_OCR_PAGES)) {
      const page = await doc.getPage(n).catch(() => null);
      if (!page || !(await paintsImages(page, pdfjs.OPS))) continue;
      const png = await renderForOcr(doc, page, n);
      page.cleanup();
      if (!png) continue;
      const text = (await ocrImage(png)).trim();
      if (text) {
        ocrUsed = true;
        pages[n - 1] = [pages[n - 1] ?? '', text].filter((s) => s.trim()).join('\n');
      } else if (await isBlank(png)) {
        blankScans++; // it paints images, yet nothing reached the canvas: pdf.js could not decode them
      }
    }

    // A form feed between pages: the fact sheet names the page of each fact (decision 056).
    const text = pages.join('\n\f\n');
    if (!ocrUsed && blankScans > 0 && text.replace(/\s/g, '').length < SCANNED_PAGE_MIN_CHARS) {
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

/** Whether the page paints any image: only then can OCR find text that the text layer lacks. */
async function paintsImages(page: PDFPageProxy, OPS: { paintImageXObject: number; paintInlineImageXObject: number }): Promise<boolean> {
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject);
}

/** The page as a PNG at OCR_RENDER_DPI, scaled down to MAX_RENDER_PIXELS; null if pdf.js cannot draw it. */
async function renderForOcr(doc: PDFDocumentProxy, page: PDFPageProxy, n: number): Promise<Buffer | null> {
  const { width, height } = page.getViewport({ scale: 1 }); // PDF points: 72 a inch
  const scale = Math.min(OCR_RENDER_DPI / 72, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height)));
  try {
    return Buffer.from(await renderPageAsImage(doc, n, { canvasImport, scale }));
  } catch {
    return null;
  }
}

/** True when every pixel is white (or transparent): the page drew nothing visible. */
async function isBlank(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().stats();
  return channels.every((c) => c.min >= 250);
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
