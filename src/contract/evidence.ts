import { z } from 'zod';
import { fileNameText, idParams, lineText, text, token } from './text';
import { evidenceSchema, messageReplySchema } from './entities';
import { factSheetEditSchema } from './fact-sheet-edit';
import { EVIDENCE_DESCRIPTION_MAX, EVIDENCE_NOTES_MAX, EXHIBIT_TITLE_MAX, MAX_EVIDENCE_FILE_NAME } from './evidence-rules';

// Evidence requests and replies (architecture.md §screens Evidence tab, architecture.md §validation, architecture.md §calls, architecture.md §limits). The upload panel and the
// Fastify routes use the same limits and messages, which live without zod in ./evidence-rules.
export * from './evidence-rules';

export const evidenceIdParams = idParams;

/** POST /api/petitions/{id}/evidence: register an uploaded object as evidence. */
export const registerEvidenceBody = z.object({
  fileName: fileNameText()
    .trim()
    .min(1, 'The file name is required')
    .max(MAX_EVIDENCE_FILE_NAME, `File names can be at most ${MAX_EVIDENCE_FILE_NAME} characters`),
  fileUrl: token('The file address').min(1, 'The file address is required').max(2048),
  fileSize: z.number().int().nonnegative().nullish(),
  mimeType: token('The file type').max(200).nullish(),
});
export type RegisterEvidenceBody = z.infer<typeof registerEvidenceBody>;

/** `skipped: true` when the same content is already evidence of this petition. */
export const registerEvidenceReply = z.object({
  skipped: z.boolean(),
  evidence: evidenceSchema.optional(),
});
export type RegisterEvidenceReply = z.infer<typeof registerEvidenceReply>;

export const downloadUrlReply = z.object({ url: z.string() });

/** PUT /api/evidence-file: an upload URL in, its object path out. */
export const evidenceFileBody = z.object({ evidenceUrl: token('The file address').min(1, 'The file address is required').max(2048) });
export const evidenceFileReply = z.object({ objectPath: z.string() });

export const evidenceMessageReply = messageReplySchema;

/**
 * 'Add All to Vector Store' (docs/decisions/037): the message, and whether the provider's store is
 * used ('provider') or nothing went anywhere ('none': the built-in analyst, a provider without the
 * API, or documents kept off the provider), so the toast never says 'Added' for nothing.
 */
export const vectorStoreReply = messageReplySchema.extend({ vectorStore: z.enum(['provider', 'none']) });
export type VectorStoreReply = z.infer<typeof vectorStoreReply>;

/** PATCH /api/evidence/{id}: the user's corrections. The category is checked against the petition's visa on the server. */
export const updateEvidenceBody = z
  .object({
    category: token('The category').trim().min(1, 'Choose a category').max(80, 'Unknown category for this visa type').optional(),
    aiDescription: text()
      .trim()
      .min(1, 'The description cannot be empty')
      .max(EVIDENCE_DESCRIPTION_MAX, `The description can be at most ${EVIDENCE_DESCRIPTION_MAX} characters`)
      .optional(),
    userNotes: text().max(EVIDENCE_NOTES_MAX, `Notes can be at most ${EVIDENCE_NOTES_MAX} characters`).optional(),
    exhibitTitle: lineText()
      .trim()
      .min(1, 'The title cannot be empty')
      .max(EXHIBIT_TITLE_MAX, `The title can be at most ${EXHIBIT_TITLE_MAX} characters`)
      .optional(),
    /** Corrections to the fact sheet, field by field, and flagged fields confirmed (decision 060). */
    factSheet: factSheetEditSchema.optional(),
  })
  .refine((b) => b.category !== undefined || b.aiDescription !== undefined || b.userNotes !== undefined || b.exhibitTitle !== undefined || b.factSheet !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateEvidenceBody = z.infer<typeof updateEvidenceBody>;
