import { z } from 'zod';

// The order exhibits are filed in (issue 14 item 1, decision 022): the requests here, the ordering itself without
// zod in ./exhibit-groups.
export * from './exhibit-groups';

export const MAX_EXHIBITS = 2000;

/** PUT /api/petitions/:id/exhibit-order: every evidence id of the petition, once, in filing order. */
export const exhibitOrderBody = z.strictObject({
  evidenceIds: z
    .array(z.string().trim().min(1, 'An evidence id is empty').max(100, 'An evidence id is too long'), { message: 'evidenceIds must be a list of evidence ids' })
    .max(MAX_EXHIBITS, `At most ${MAX_EXHIBITS} exhibits can be ordered at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each exhibit must appear once in the order'),
});
export type ExhibitOrderBody = z.infer<typeof exhibitOrderBody>;

export const exhibitOrderReply = z.object({
  message: z.string(),
  /** The new number of each evidence id. */
  numbers: z.array(z.object({ evidenceId: z.string(), evidenceNumber: z.number().int() })),
  /** How many texts had a citation rewritten. */
  textsRewritten: z.number().int(),
});
export type ExhibitOrderReply = z.infer<typeof exhibitOrderReply>;
