import { z } from 'zod';
import { visaTypeSchema } from './visa';


// Copying evidence from one petition of a user into another (issue 14 item 10, decision 025).

/** At most this many documents in one copy: a petition holds far fewer exhibits than that. */
const MAX_COPY_EVIDENCE = 200;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Evidence not found');

/** POST /api/petitions/{id}/evidence/copy: evidence of the user's other petitions, copied into this one. */
export const copyEvidenceBody = z.object({
  evidenceIds: z
    .array(uuid, { message: 'evidenceIds must be a list of evidence ids' })
    .min(1, 'Choose at least one document to add')
    .max(MAX_COPY_EVIDENCE, `You can add at most ${MAX_COPY_EVIDENCE} documents at a time`),
});

/** `skipped` counts documents whose content this petition already holds. */
export const copyEvidenceReply = z.object({ copied: z.number().int(), skipped: z.number().int() });
export type CopyEvidenceReply = z.infer<typeof copyEvidenceReply>;

/** One document the dialog offers; `inTarget` when this petition already holds its content. */
const copySourceEvidenceSchema = z.object({
  id: z.string(),
  evidenceNumber: z.number().int().nullable(),
  fileName: z.string(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  inTarget: z.boolean(),
});

/**
 * GET /api/petitions/{id}/evidence/copy-sources: the user's other petitions that hold evidence,
 * newest first, each with its documents by exhibit number.
 */
export const copySourcesReply = z.array(
  z.object({
    id: z.string(),
    visaType: visaTypeSchema,
    createdAt: z.string(),
    evidence: z.array(copySourceEvidenceSchema),
  }),
);
export type CopySources = z.infer<typeof copySourcesReply>;
