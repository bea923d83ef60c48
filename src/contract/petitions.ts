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

/** architecture.md §states: 'in_review' → 'In review'. */
export function readableStatus(status: string): string {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The one status that does not count as in progress (architecture.md §states). */
export const SUBMITTED_STATUS = 'submitted';
