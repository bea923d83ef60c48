import { z } from 'zod';
import { visaTypeSchema } from './visa';

// Petition requests; replies are `petitionSchema` (entities.ts) and the shapes below.

/** POST /api/petitions. */
export const createPetitionBody = z.strictObject({
  profileId: z.string().max(100),
  visaType: visaTypeSchema,
});
export type CreatePetitionBody = z.infer<typeof createPetitionBody>;

export const petitionIdParams = z.object({ id: z.string().max(100) });

/** Spec §4: 'in_review' → 'In review'. */
export function readableStatus(status: string): string {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The one status that does not count as in progress (spec §4). */
export const SUBMITTED_STATUS = 'submitted';
