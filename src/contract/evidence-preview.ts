import { markdownToPlainText } from './markdown-text';

/**
 * A one-line plain-text preview of markdown, for a table cell (the dialog shows it formatted).
 * Read with the markdown parser, not by stripping marks: an escaped 'scan\_0012.pdf' (the
 * analyst escapes file names) and an intraword 'scan_0012' keep their underscores.
 */
export function markdownPreview(markdown: string, { max = 140, more = false }: { max?: number; more?: boolean } = {}): string {
  const key = `${max}|${more ? 1 : 0}|${markdown}`;
  const known = previews.get(key);
  if (known !== undefined) return known;
  const plain = markdownToPlainText(markdown).replace(/\s+/g, ' ').trim();
  // `more`: this is only the start of the text (the list's cut, decision 034).
  const preview = plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : more ? `${plain}…` : plain;
  previews.set(key, preview);
  if (previews.size > PREVIEWS_KEPT) previews.delete(previews.keys().next().value!);
  return preview;
}

/**
 * The server builds every row's previews when a list changes (decision 043), and reading markdown costs about
 * half a millisecond a text: unchanged rows take theirs from here. At most this many (~10 MB of texts of at
 * most LIST_TEXT_MAX characters), the oldest going first.
 */
const PREVIEWS_KEPT = 20_000;
const previews = new Map<string, string>();
