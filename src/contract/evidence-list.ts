import { z } from 'zod';
import { evidenceSchema } from './entities';
import { CUT_FIELDS } from './evidence-list-rows';
import { FACT_FIELDS } from './fact-fields';
import { token } from './text';

// The evidence list as the table shows it (decision 034): GET /api/petitions/{id}/evidence sends each row
// without what only a dialog or the server needs (the file's address, hashes, the vector-store fields,
// the analysis's criteria), and with only the start of a long description or relevance note. The full row
// is GET /api/evidence/{id}; the letters' suggestions read GET /api/petitions/{id}/evidence/descriptions.

export * from './evidence-list-rows';
export { toEvidenceListItem } from './evidence-list-item';

export const evidenceListItemSchema = evidenceSchema
  .pick({
    id: true,
    evidenceNumber: true,
    fileName: true,
    exhibitTitle: true,
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
    /**
     * What the table's cells show of the description and the relevance note: one line of plain text, read with
     * the markdown parser on the server, so the page draws its rows without one (decision 043). Null: no text.
     */
    descriptionPreview: z.string().nullable(),
    relevancePreview: z.string().nullable(),
    /** The fact sheet in one plain line ('Award received by Prof. Lin (the applicant attended): …'), decision 056. */
    factLine: z.string().nullable().optional(),
    /** Why the analysis filed it where it did, when the facts decided against the document's words. */
    filingReason: z.string().nullable().optional(),
    /** 'Please check': the fact-sheet fields the analyst is unsure of and the user has not checked (decision 060). */
    factChecks: z.array(z.enum(FACT_FIELDS)).optional(),
  });
export type EvidenceListItem = z.infer<typeof evidenceListItemSchema>;
export const evidenceListReply = z.array(evidenceListItemSchema);

/**
 * What the recommender suggestions read of each row (architecture.md §entities): the whole description, and
 * what tells whether the row is set aside as proving nothing for the applicant (set-aside.ts, decision 062).
 */
export const evidenceDescriptionSchema = evidenceSchema
  .pick({ id: true, fileName: true, category: true, aiTags: true, aiDescription: true, userSetFields: true })
  .extend({ filingReason: z.string().nullable() });
export type EvidenceDescription = z.infer<typeof evidenceDescriptionSchema>;
export const evidenceDescriptionsReply = z.array(evidenceDescriptionSchema);

/** GET /api/evidence/{id}: a malformed id is a 400, someone else's row a 404. */
export const evidenceDetailParams = z.object({
  id: token('The evidence id').regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'The evidence id is not valid'),
});
