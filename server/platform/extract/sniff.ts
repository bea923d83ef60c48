/**
 * Decide what an uploaded file really is from its bytes (never from its name
 * alone), and whether Exhibit can read it.
 */
import { ANALYSABLE_MIME_TYPES, DOCX_MIME } from '../../../src/contract/evidence';
import { extensionOf } from '../../../src/contract/object-names';

export interface SniffedType {
  mime: string;
  ext: string;
}

/** How many leading bytes sniffing needs at most (more is fine; docx detection benefits). */
export const SNIFF_BYTES = 4100;

/** Returned by sniffType for a 0-byte file. */
const EMPTY_MIME = 'inode/x-empty';

/** MIME types Exhibit extracts text from (see extract/index.ts); the list lives in the contract. */
export const ANALYSABLE_TYPES: ReadonlySet<string> = new Set(ANALYSABLE_MIME_TYPES);

export function isAnalysable(mime: string): boolean {
  return ANALYSABLE_TYPES.has(mime.toLowerCase());
}

/** Formats told from their text itself: a file of one is text and still that format (a PDF may be plain ASCII). */
const TEXT_BASED_FORMATS: ReadonlySet<string> = new Set(['pdf', 'ai', 'xml', 'rtf', 'ps', 'eps', 'ics', 'vcf', 'vtt', 'eml', 'mbox', 'html', 'json', 'svg']);

const TEXT_EXTENSIONS: Record<string, string> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
};

/**
 * True if the sample is UTF-8 (or UTF-16 with a BOM) text: no NUL bytes
 * (UTF-8), decodes without errors (an incomplete character at the end of a
 * truncated sample is allowed) and has hardly any control characters.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 65536);
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) {
    if (sample.length % 2 !== 0 && sample.length === bytes.length) return false;
    const text = new TextDecoder(sample[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(sample.subarray(2));
    return controlRatio(text) < 0.02;
  }
  if (sample.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < bytes.length || sample.length === SNIFF_BYTES });
  } catch {
    return false;
  }
  return controlRatio(text) < 0.02;
}

function controlRatio(text: string): number {
  if (text.length === 0) return 0;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) || c === 0x7f || c === 0xfffd) {
      controls++;
    }
  }
  return controls / text.length;
}

/**
 * Sniff a file's type from its leading bytes (pass the whole file or at
 * least its first SNIFF_BYTES bytes). Returns `{ mime: EMPTY_MIME }` for a
 * 0-byte file and null when the type is unknown.
 */
export async function sniffType(bytes: Uint8Array, declaredName: string): Promise<SniffedType | null> {
  if (bytes.length === 0) return { mime: EMPTY_MIME, ext: '' };
  // file-type (and its tokenizer) loads on the first upload, not with the server (issue 15: start-up).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected) {
    // A binary format's signature can be a few letters ('MZ' for a program, 'BM' for a bitmap, 'ID3' for audio, 'wide'
    // or 'free' at byte 4 for a video), which a text file may start with ('BMW report', 'Oh, wide open spaces'). A real
    // file of such a format has NUL or control bytes in its first 64 KB; text has none.
    if (!TEXT_BASED_FORMATS.has(detected.ext) && looksLikeText(bytes)) return textType(declaredName);
    if (detected.mime === 'application/zip' && looksLikeDocxPackage(bytes)) return { mime: DOCX_MIME, ext: 'docx' };
    return { mime: detected.mime, ext: detected.ext };
  }
  if (looksLikeText(bytes)) return textType(declaredName);
  return null;
}

function textType(declaredName: string): SniffedType {
  return { mime: 'text/plain', ext: TEXT_EXTENSIONS[extensionOf(declaredName)] ?? 'txt' };
}

/**
 * file-type needs [Content_Types].xml to recognise a .docx; with only the
 * first few KB of an unusually ordered package it may say "zip". Look at the
 * local file header names instead.
 */
function looksLikeDocxPackage(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1 << 20)).toString('latin1');
  return text.includes('[Content_Types].xml') && /\bword\/[\w.]+\.xml/.test(text);
}

const UPLOAD_HINT = 'Upload a PDF, Word document, text file or photo.';

const SAVE_AS_PDF = 'Save it as a PDF and upload it again.';

/** What a refused type is, and what to do about it. `{ext}` is replaced by the extension. */
const DESCRIPTIONS: Array<{ pattern: RegExp; label: string; advice: string }> = [
  { pattern: /^(exe|dll)$/, label: 'a Windows program (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^msi$/, label: 'a Windows installer (.msi), not a document', advice: UPLOAD_HINT },
  { pattern: /^elf$/, label: 'a Linux program, not a document', advice: UPLOAD_HINT },
  { pattern: /^mach$/, label: 'a macOS program, not a document', advice: UPLOAD_HINT },
  { pattern: /^(apk|aab)$/, label: 'an Android app (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^(dmg|iso|img|vhd|vhdx)$/, label: 'a disk image (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^(deb|rpm)$/, label: 'a software package (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^(wasm|class|dex|swf|pyc)$/, label: 'a program file (.{ext}), not a document', advice: UPLOAD_HINT },
  {
    pattern: /^(rar|7z|gz|bz2|xz|tar|zst|lz|lzh|cab|arj|cpio|ar|tgz|lz4|br)$/,
    label: 'a compressed archive (.{ext})',
    advice: 'Unpack it and upload the documents inside, or put them in a .zip and use the zip import.',
  },
  { pattern: /^(xlsx|xlsm|xltx|xltm|ods|xls)$/, label: 'a spreadsheet (.{ext})', advice: SAVE_AS_PDF },
  { pattern: /^(pptx|pptm|ppsx|ppsm|potx|potm|odp|ppt|key)$/, label: 'a presentation (.{ext})', advice: SAVE_AS_PDF },
  {
    pattern: /^(odt|ott|rtf|pages|epub|mobi|azw|azw3|docm|dotx|dotm)$/,
    label: 'a document in a format Exhibit cannot read (.{ext})',
    advice: SAVE_AS_PDF,
  },
  {
    pattern: /^(mp4|m4v|mov|qt|webm|mkv|avi|wmv|flv|mpg|mpeg|3gp|3g2|mts|m2ts|ogv)$/,
    label: 'a video (.{ext}), not a document',
    advice: UPLOAD_HINT,
  },
  {
    pattern: /^(mp3|m4a|aac|wav|ogg|oga|opus|flac|wma|aiff|aif|amr|mid|caf)$/,
    label: 'an audio recording (.{ext}), not a document',
    advice: UPLOAD_HINT,
  },
  { pattern: /^(ttf|otf|woff|woff2|eot)$/, label: 'a font (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^(sqlite|parquet|arrow|avro|mdb|accdb)$/, label: 'a database file (.{ext}), not a document', advice: UPLOAD_HINT },
  { pattern: /^(xml|html|json|ics|vcf|vtt|eml|msg|mbox)$/, label: 'a data file (.{ext})', advice: SAVE_AS_PDF },
];

/**
 * A clear, user-facing reason to refuse the file, or null if it can be
 * analysed. `sniffed` is sniffType's result.
 */
export function refusalReason(sniffed: SniffedType | null, declaredName: string): string | null {
  if (sniffed && sniffed.mime === EMPTY_MIME) return 'This file is empty.';
  if (!sniffed) {
    return `Exhibit could not recognise this type of file. ${UPLOAD_HINT}`;
  }
  if (isAnalysable(sniffed.mime)) return null;
  const { mime, ext } = sniffed;
  const declaredExt = extensionOf(declaredName);

  if (mime === 'application/zip') {
    if (declaredExt === 'docx') return 'This Word document could not be read. It may be damaged.';
    return 'This file is a zip archive. Use the zip import to add the documents inside it.';
  }
  if (['heic', 'heif', 'avif'].includes(ext) || /image\/(heic|heif|avif)/.test(mime)) {
    return `This photo is in ${ext.toUpperCase()} format, which Exhibit cannot read. Export it as JPEG (on iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.`;
  }
  if (ext === 'cfb' || ext === 'doc' || mime === 'application/x-cfb' || mime === 'application/msword') {
    return 'This file is an older Microsoft Office document (.doc, .xls or .ppt) or a password-protected Office file. Save it as a PDF or .docx without a password and upload it again.';
  }
  if (mime.startsWith('image/')) {
    return `This image format (.${ext}) cannot be read. Save it as JPEG or PNG and upload it again.`;
  }
  const known = DESCRIPTIONS.find((d) => d.pattern.test(ext));
  if (known) {
    const label = known.label.replace('{ext}', ext);
    return `This file is ${label}. ${known.advice}`;
  }
  return `This file type (.${ext}) cannot be read. ${UPLOAD_HINT}`;
}
