// The evidence list's cut texts without zod, for the list (docs/decisions/043); ./evidence-list adds the schemas,
// ./evidence-list-item builds a row.
import type { EvidenceListItem } from './evidence-list';

/** A text longer than this is cut for the list; the cell's preview needs 140 characters (architecture.md §screens). */
export const LIST_TEXT_MAX = 320;
/** A cut keeps at least this much, ending at a paragraph, a line or a word. */
export const LIST_TEXT_MIN = 160;

export const CUT_FIELDS = ['description', 'relevance'] as const;
export type CutField = (typeof CUT_FIELDS)[number];

/**
 * The start of a long text: up to the first paragraph end between LIST_TEXT_MIN and LIST_TEXT_MAX, else the
 * last line end, else the last space, so no markdown span or word is split where it can be helped.
 */
export function textStart(text: string): { text: string; cut: boolean } {
  if (text.length <= LIST_TEXT_MAX) return { text, cut: false };
  const paragraph = text.indexOf('\n\n', LIST_TEXT_MIN);
  const window = text.slice(0, LIST_TEXT_MAX);
  const line = window.lastIndexOf('\n');
  const space = window.lastIndexOf(' ');
  let end = paragraph !== -1 && paragraph <= LIST_TEXT_MAX ? paragraph : line >= LIST_TEXT_MIN ? line : space >= LIST_TEXT_MIN ? space : LIST_TEXT_MAX;
  // Never between the two halves of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return { text: text.slice(0, end).trimEnd(), cut: true };
}

/** Whether the list holds only the start of this text (a list cached before decision 034 held it whole). */
export const isCut = (e: Pick<EvidenceListItem, 'textCut'>, field: CutField) => e.textCut?.includes(field) ?? false;
