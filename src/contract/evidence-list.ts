import { z } from 'zod';
import { evidenceSchema, type Evidence } from './entities';
import { token } from './text';

// The evidence list as the table shows it (decision 034): GET /api/petitions/{id}/evidence sends each row
// without what only a dialog or the server needs (the file's address, hashes, the vector-store fields,
// the analysis's criteria), and with only the start of a long description or relevance note. The full row
// is GET /api/evidence/{id}; the letters' suggestions read GET /api/petitions/{id}/evidence/descriptions.

/** A text longer than this is cut for the list; the cell's preview needs 140 characters (architecture.md §screens). */
export const LIST_TEXT_MAX = 320;
/** A cut keeps at least this much, ending at a paragraph, a line or a word. */
export const LIST_TEXT_MIN = 160;

export const CUT_FIELDS = ['description', 'relevance'] as const;
export type CutField = (typeof CUT_FIELDS)[number];

export const evidenceListItemSchema = evidenceSchema
  .pick({
    id: true,
    evidenceNumber: true,
    fileName: true,
    fileSize: true,
    mimeType: true,
    category: true,
    aiTags: true,
    /** The description, or its start when `textCut` names it. */
    aiDescription: true,
    processingStatus: true,
    processingError: true,
    userNotes: true,
    userSetFields: true,
    createdAt: true,
    /** Tells whether a cached whole row (GET /api/evidence/{id}) is still this row. */
    updatedAt: true,
  })
  .extend({
    /** The relevance note, or its start when `textCut` names it. */
    aiAnalysis: z.object({ relevance: z.string().optional() }).nullable(),
    /** Which texts are only their start. Absent in a list cached before decision 034, whose texts were whole. */
    textCut: z.array(z.enum(CUT_FIELDS)).optional(),
  });
export type EvidenceListItem = z.infer<typeof evidenceListItemSchema>;
export const evidenceListReply = z.array(evidenceListItemSchema);

/** What the recommender suggestions read of each row (architecture.md §entities): the whole description. */
export const evidenceDescriptionSchema = evidenceSchema.pick({ id: true, fileName: true, category: true, aiTags: true, aiDescription: true });
export type EvidenceDescription = z.infer<typeof evidenceDescriptionSchema>;
export const evidenceDescriptionsReply = z.array(evidenceDescriptionSchema);

/** GET /api/evidence/{id}: a malformed id is a 400, someone else's row a 404. */
export const evidenceDetailParams = z.object({
  id: token('The evidence id').regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'The evidence id is not valid'),
});

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
