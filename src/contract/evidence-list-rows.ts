// Rows of the evidence list without zod, for the list and its push patches (docs/decisions/043): the server's
// list and the client's patch after a push build a row the same way. ./evidence-list adds the schemas.
import type { Evidence } from './entities';
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

/** A full row as the list sends it: the server's list and the client's patch after a push share this. */
export function toEvidenceListItem(e: Evidence): EvidenceListItem {
  const textCut: CutField[] = [];
  const start = (value: string | null | undefined, field: CutField) => {
    if (value === null || value === undefined) return value;
    const part = textStart(value);
    if (part.cut) textCut.push(field);
    return part.text;
  };
  const aiDescription = start(e.aiDescription, 'description') ?? null;
  const relevance = start(e.aiAnalysis?.relevance, 'relevance');
  return {
    id: e.id,
    evidenceNumber: e.evidenceNumber,
    fileName: e.fileName,
    fileSize: e.fileSize,
    mimeType: e.mimeType,
    category: e.category,
    aiTags: e.aiTags,
    aiDescription,
    aiAnalysis: e.aiAnalysis ? (typeof relevance === 'string' ? { relevance } : {}) : null,
    processingStatus: e.processingStatus,
    processingError: e.processingError,
    userNotes: e.userNotes,
    userSetFields: e.userSetFields,
    textCut,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** Whether the list holds only the start of this text (a list cached before decision 034 held it whole). */
export const isCut = (e: Pick<EvidenceListItem, 'textCut'>, field: CutField) => e.textCut?.includes(field) ?? false;
