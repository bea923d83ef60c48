/**
 * Raw text from Word (.docx) documents with mammoth.
 */
import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { ExtractError } from './errors';

const DAMAGED = 'This Word document could not be read. It may be damaged.';
/** A .docx inflating beyond this is treated as hostile. */
const MAX_DOCX_UNCOMPRESSED = 200 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 10_000;

export async function extractDocx(bytes: Buffer): Promise<string> {
  // Password-protected Office files (and legacy .doc) are OLE compound files, not zips.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0) {
    throw new ExtractError(
      'This Word document is password-protected or in the old .doc format. Remove the password or save it as .docx or PDF, then upload it again.',
    );
  }
  await assertReasonableZip(bytes);
  try {
    const result = await mammoth.extractRawText({ buffer: bytes });
    return result.value;
  } catch (err) {
    throw new ExtractError(DAMAGED, { cause: err });
  }
}

/**
 * mammoth (JSZip) inflates the whole package in memory. Check the central
 * directory first so a hostile "document" can't expand to gigabytes.
 */
async function assertReasonableZip(bytes: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });
  } catch (err) {
    throw new ExtractError(DAMAGED, { cause: err });
  }
  if (zip.entryCount > MAX_DOCX_ENTRIES) {
    zip.close();
    throw new ExtractError(DAMAGED);
  }
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (total > MAX_DOCX_UNCOMPRESSED || (entry.uncompressedSize > 10 * 1024 * 1024 && ratio > 100)) {
        throw new ExtractError('This Word document is too large to read.');
      }
    }
  } catch (err) {
    if (err instanceof ExtractError) throw err;
    throw new ExtractError(DAMAGED, { cause: err });
  } finally {
    zip.close();
  }
}
