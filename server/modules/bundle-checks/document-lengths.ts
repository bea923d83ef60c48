import { and, eq, isNotNull } from 'drizzle-orm';
import { countWords } from '../../../src/contract/bundle-checks';
import { evidenceDocuments } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import type { DocumentLength, LengthFacts } from './checks';
import { countPdfPages } from './cv-pages';

/** A PDF larger than this is not read to count its pages: its words stand in (bounded memory per request). */
const MAX_COUNT_BYTES = 25 * 1024 * 1024;
/** All the counting of one request: past it, the remaining PDFs are estimated from their words. */
const COUNT_ALL_BUDGET_MS = 15_000;
/** PDFs opened at once (the machine's cores are shared with the extraction workers). */
const COUNT_AT_ONCE = 2;

type Row = { evidenceNumber: number | null; fileName: string; fileUrl: string; fileSize: number | null; mimeType: string | null; category: string | null; extractedText: string | null };

const isPdf = (r: Row) => r.mimeType === 'application/pdf' || /\.pdf$/i.test(r.fileName);
const isImage = (r: Row) => r.mimeType?.startsWith('image/') === true;

function wordsOf(r: Row): DocumentLength {
  const words = r.extractedText ? countWords(r.extractedText) : 0;
  return words > 0 ? { kind: 'words', words } : null;
}

async function pagesOf(deps: Deps, r: Row, deadline: number): Promise<number | null> {
  if (Date.now() >= deadline || (r.fileSize !== null && r.fileSize > MAX_COUNT_BYTES)) return null;
  // A path the store refuses (or a file no longer there) throws, sometimes before any promise: the words stand in.
  const bytes = await Promise.resolve()
    .then(() => deps.store.read(r.fileUrl))
    .catch(() => null);
  if (!bytes || bytes.length > MAX_COUNT_BYTES) return null;
  return countPdfPages(bytes);
}

/** One document's length: a PDF's pages (counted as the CV's are), an image is one page, otherwise its words. */
async function lengthOf(deps: Deps, r: Row, deadline: number): Promise<DocumentLength> {
  if (isImage(r)) return { kind: 'pages', pages: 1 };
  if (isPdf(r)) {
    const pages = await pagesOf(deps, r, deadline);
    if (pages !== null) return { kind: 'pages', pages };
  }
  return wordsOf(r);
}

/**
 * The length of each numbered evidence document of the petition (letters uploaded as evidence included).
 * No length is stored on the rows or by extraction, so PDFs are opened here, within the bounds above.
 */
export async function documentLengths(deps: Deps, petitionId: string): Promise<LengthFacts[]> {
  const rows: Row[] = await deps.database.db
    .select({
      evidenceNumber: evidenceDocuments.evidenceNumber,
      fileName: evidenceDocuments.fileName,
      fileUrl: evidenceDocuments.fileUrl,
      fileSize: evidenceDocuments.fileSize,
      mimeType: evidenceDocuments.mimeType,
      category: evidenceDocuments.category,
      extractedText: evidenceDocuments.extractedText,
    })
    .from(evidenceDocuments)
    .where(and(eq(evidenceDocuments.petitionId, petitionId), isNotNull(evidenceDocuments.evidenceNumber)));
  const deadline = Date.now() + COUNT_ALL_BUDGET_MS;
  const out: LengthFacts[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      const r = rows[i]!;
      out[i] = { evidenceNumber: r.evidenceNumber, fileName: r.fileName, category: r.category, length: await lengthOf(deps, r, deadline) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(COUNT_AT_ONCE, rows.length) }, worker));
  return out;
}
