import { z } from 'zod';
import { idParams, token } from './text';
import { visaTypeSchema } from './visa';

// Petition requests; replies are `petitionSchema` (entities.ts) and the shapes below.

/** POST /api/petitions. */
export const createPetitionBody = z.strictObject({
  profileId: token('The profile id').max(100),
  visaType: visaTypeSchema,
});
export type CreatePetitionBody = z.infer<typeof createPetitionBody>;

export const petitionIdParams = idParams;
