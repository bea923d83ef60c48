import { z } from 'zod';
import { countWords, ENDEAVOR_MAX_CHARS, ENDEAVOR_MAX_WORDS, ENDEAVOR_TOO_LONG_MESSAGE, ENDEAVOR_TOO_MANY_CHARS_MESSAGE } from './endeavor';
import { idParams, text, token } from './text';
import { visaTypeSchema } from './visa';

// Petition requests; replies are `petitionSchema` (entities.ts) and the shapes below.

/** POST /api/petitions. */
export const createPetitionBody = z.strictObject({
  profileId: token('The profile id').max(100),
  visaType: visaTypeSchema,
});
export type CreatePetitionBody = z.infer<typeof createPetitionBody>;

export const petitionIdParams = idParams;

/**
 * PUT /api/petitions/{id}/proposed-endeavor (issue 36): the applicant's own text, saved as typed; blank clears it.
 * Only an EB-2 NIW petition takes one (the server checks the visa type).
 */
export const proposedEndeavorBody = z.strictObject({
  proposedEndeavor: text()
    .trim()
    .max(ENDEAVOR_MAX_CHARS, ENDEAVOR_TOO_MANY_CHARS_MESSAGE)
    .refine((v) => countWords(v) <= ENDEAVOR_MAX_WORDS, ENDEAVOR_TOO_LONG_MESSAGE),
});
export type ProposedEndeavorBody = z.infer<typeof proposedEndeavorBody>;
