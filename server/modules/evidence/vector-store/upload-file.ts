import { eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { evidenceDocuments } from '../../../platform/db/schema';
import type { UploadFile } from '../../../platform/vector-store/vector-store';
import { DOCX_MIME } from '../../../../src/contract/evidence';
import { extensionOf } from '../../../../src/contract/object-names';

/**
 * Files OpenAI's file search reads as they are (it goes by the name's extension). Anything else the
 * app accepts (photos, CSV, a text file without an extension) is sent as the text the analysis read
 * from it, as '{name}.txt': the provider would otherwise fail it as 'unsupported_file'.
 */
const SEARCHABLE: Record<string, string[]> = { pdf: ['application/pdf'], docx: [DOCX_MIME], txt: ['text/plain'], md: ['text/plain', 'text/markdown'] };
const isSearchable = (fileName: string, mimeType: string) => SEARCHABLE[extensionOf(fileName)]?.includes(mimeType) ?? false;

const MISSING_FILE = 'The file is no longer in storage, so it could not be uploaded.';
const NO_TEXT = 'No text was read from this file, and the provider cannot search it as it is, so it was not uploaded.';

/** What to upload for an evidence row, or why nothing can be. */
export async function fileToUpload(deps: Deps, row: { id: string; fileName: string; fileUrl: string; mimeType: string | null }): Promise<UploadFile | { error: string }> {
  const mimeType = (row.mimeType ?? 'application/octet-stream').toLowerCase();
  if (!isSearchable(row.fileName, mimeType)) {
    // Read only here: the text can be 200 KB.
    const [found] = await deps.database.db.select({ text: evidenceDocuments.extractedText }).from(evidenceDocuments).where(eq(evidenceDocuments.id, row.id));
    const text = found?.text?.trim();
    if (!text) return { error: NO_TEXT };
    return { name: `${row.fileName}.txt`, bytes: Buffer.from(text, 'utf8'), mimeType: 'text/plain' };
  }
  try {
    return { name: row.fileName, bytes: await deps.store.read(row.fileUrl), mimeType };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { error: MISSING_FILE };
    throw err;
  }
}
