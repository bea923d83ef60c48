import { z } from 'zod';

/** Server → client messages on /ws (spec §7, DESIGN §6). */
export const pushMessageSchema = z.object({
  type: z.enum(['evidence-status', 'statement-status']),
  petitionId: z.string(),
  evidenceId: z.string().optional(),
  criteriaId: z.string().optional(),
  status: z.string(),
  fileName: z.string().optional(),
  error: z.string().optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
