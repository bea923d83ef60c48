/**
 * An exhibit's file, read into what the packet places: PDF pages, one image, typeset text, or
 * a placeholder that says why the file could not be included and what to do.
 */
import mammoth from 'mammoth';
import { PDFDocument } from 'pdf-lib';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { SofficeError } from '../documents/soffice';
import { EXTRACTION_LIMITS, tooManyPagesMessage } from '../extract/limits';
import { htmlBlocks } from './html';
import { markdownBlocks } from './markdown';
import { textBlocks, type Block } from './blocks';
import type { PacketExhibit } from './types';

/** Larger photos are refused rather than decoded (about 400 MB of pixels). */
const MAX_IMAGE_PIXELS = 100_000_000;

export type PlacedImage = { format: 'jpg' | 'png'; bytes: Uint8Array; width: number; height: number; orientation: 1 | 3 | 6 | 8 };

type Content = (
  | { type: 'pdf'; source: PDFDocument }
  | { type: 'image'; image: PlacedImage }
  | { type: 'blocks'; blocks: Block[] }
  | { type: 'placeholder'; reason: string }
) & {
  /** Something the user should know although the exhibit is included (e.g. a fallback was used). */
  warning?: string;
};

const REUPLOAD = 'then upload it again and rebuild the packet.';

/**
 * `wordPdf`: for a Word exhibit when LibreOffice is present, its PDF from the packet's one
 * LibreOffice run (word-exhibits.ts).
 */
export async function readContent(exhibit: PacketExhibit, wordPdf?: () => Promise<Uint8Array>): Promise<Content> {
  const bytes = exhibit.bytes ?? (exhibit.kind === 'pdf' || exhibit.kind === 'image' || exhibit.kind === 'docx' ? await exhibit.read?.() : undefined);
  switch (exhibit.kind) {
    case 'text':
      return { type: 'blocks', blocks: textBlocks(exhibit.text ?? '') };
    case 'letter':
      return { type: 'blocks', blocks: markdownBlocks(exhibit.text ?? '') };
    case 'pdf':
      return bytes ? readPdf(bytes) : missing();
    case 'image':
      return bytes ? readImage(bytes) : missing();
    case 'docx':
      return bytes ? readDocx(bytes, wordPdf) : missing();
  }
}

const missing = (): Content => ({ type: 'placeholder', reason: 'The file of this exhibit is missing. Upload it again, then rebuild the packet.' });

async function readPdf(bytes: Uint8Array): Promise<Content> {
  let source: PDFDocument;
  try {
    // Loaded despite encryption only to ask whether it is encrypted: its pages are never copied.
    source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { type: 'placeholder', reason: `This PDF is damaged and could not be read. Save or export it again as a standard PDF, ${REUPLOAD}` };
  }
  if (source.isEncrypted) {
    return { type: 'placeholder', reason: `This PDF is password-protected, so its pages cannot be included. Save a copy without the password, ${REUPLOAD}` };
  }
  // The declared count first: walking a hostile page tree to count it is the attack.
  const declared = source.catalog.Pages().Count().asNumber();
  if (declared > EXTRACTION_LIMITS.maxPdfPages) {
    return { type: 'placeholder', reason: tooManyPagesMessage(declared, EXTRACTION_LIMITS.maxPdfPages) };
  }
  const pages = source.getPageCount();
  if (pages === 0) return { type: 'placeholder', reason: `This PDF has no pages. Export it again, ${REUPLOAD}` };
  if (pages > EXTRACTION_LIMITS.maxPdfPages) {
    return { type: 'placeholder', reason: tooManyPagesMessage(pages, EXTRACTION_LIMITS.maxPdfPages) };
  }
  return { type: 'pdf', source };
}

async function readImage(bytes: Uint8Array): Promise<Content> {
  let meta: Metadata;
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted to get the size and say it.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { type: 'placeholder', reason: `This image is damaged and could not be read. Save it again as JPEG or PNG, ${REUPLOAD}` };
  }
  const { width = 0, height = 0, format } = meta;
  if (width * height > MAX_IMAGE_PIXELS) {
    return {
      type: 'placeholder',
      reason: `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels, more than the packet takes (${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Save a smaller copy, ${REUPLOAD}`,
    };
  }
  const orientation = meta.orientation ?? 1;
  // JPEG turned by a quarter or half turn is placed with a matrix, its bytes untouched;
  // only mirrored orientations and other formats are re-encoded.
  if (format === 'jpeg' && (orientation === 1 || orientation === 3 || orientation === 6 || orientation === 8)) {
    return { type: 'image', image: { format: 'jpg', bytes, width, height, orientation } };
  }
  if (format === 'png' && orientation === 1) return { type: 'image', image: { format: 'png', bytes, width, height, orientation: 1 } };
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const out = meta.hasAlpha
      ? await upright.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await reencodeJpeg(upright, bytes.length, format === 'jpeg');
    return { type: 'image', image: { format: meta.hasAlpha ? 'png' : 'jpg', bytes: out.data, width: out.info.width, height: out.info.height, orientation: 1 } };
  } catch {
    return { type: 'placeholder', reason: `This image could not be converted for the packet. Save it again as JPEG or PNG, ${REUPLOAD}` };
  }
}

/** Similar quality to a phone's, stepping down while a JPEG source would come out larger. */
async function reencodeJpeg(image: Sharp, originalBytes: number, fromJpeg: boolean) {
  let out = await image.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  for (const quality of [75, 65]) {
    if (!fromJpeg || out.data.length <= originalBytes) break;
    out = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  }
  return out;
}

/** Password-protected Office files (and legacy .doc) are OLE compound files, not zips. */
export function isOleFile(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

async function readDocx(bytes: Uint8Array, wordPdf?: () => Promise<Uint8Array>): Promise<Content> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isOleFile(bytes)) {
    return { type: 'placeholder', reason: `This Word document is password-protected or in the old .doc format. Remove the password or save it as .docx or PDF, ${REUPLOAD}` };
  }
  let unavailable: string | undefined;
  if (wordPdf) {
    // LibreOffice lays the document out as Word would; its PDF is then read like any other.
    try {
      const pdf = await readPdf(await wordPdf());
      if (pdf.type === 'pdf') return pdf;
      unavailable = 'LibreOffice wrote a PDF that could not be used';
    } catch (error) {
      unavailable = error instanceof SofficeError ? error.message : 'LibreOffice failed';
    }
  }
  const warning = unavailable && `${unavailable}, so this Word document was typeset from its text, headings, lists and tables instead of its exact Word layout.`;
  try {
    const { value } = await mammoth.convertToHtml({ buffer });
    return { type: 'blocks', blocks: htmlBlocks(value), ...(warning ? { warning } : {}) };
  } catch {
    return { type: 'placeholder', reason: `This Word document is damaged and could not be read. Save it again as .docx or PDF, ${REUPLOAD}` };
  }
}
