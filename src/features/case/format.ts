// Case document formatting (architecture.md §screens Case tab): fixed US English, as the spec's examples are.
import type { CaseDocument } from '../../contract/entities';
import { markdownToPlainText } from '../../contract/markdown-text';

/** A formatter made on first use: the first of a session costs 15–20 ms, and the petition page loads this module
 *  with its summary cards though it formats nothing at first paint (docs/decisions/043). */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const DATE = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const DATE_TIME = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }));
const COUNT = onFirstUse(() => new Intl.NumberFormat('en-US'));

const PREVIEW_CHARS = 200;

/** 'Nov 23, 2026' */
export const formatDate = (iso: string) => DATE().format(new Date(iso));
/** 'Nov 23, 2026, 3:45 PM' */
export const formatDateTime = (iso: string) => DATE_TIME().format(new Date(iso));
/** '1,234 words' */
export const formatWords = (n: number) => `${COUNT().format(n)} ${n === 1 ? 'word' : 'words'}`;
/** '1 document' / '3 documents' */
export const formatDocumentCount = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;
/**
 * The first 200 characters of the document's text (not its markdown marks),
 * always followed by '...'. Blank lines between blocks would waste the card's
 * few lines, so each block starts a new line instead.
 */
export const previewOf = (content: string) => `${markdownToPlainText(content).replace(/\n{2,}/g, '\n').slice(0, PREVIEW_CHARS)}...`;
/** The document's 'notes for you': first why it is out of date (metadata.stale, decision 062), then metadata.notes; blank ones left out. */
export const notesOf = (document: CaseDocument | null | undefined): string[] =>
  [...(document?.metadata?.stale ?? []), ...(document?.metadata?.notes ?? [])].map((note) => note.trim()).filter(Boolean);
