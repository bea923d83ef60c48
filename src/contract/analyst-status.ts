import { z } from 'zod';
import { ANALYST_PROVIDERS } from './analyst-author';

export { DEGRADED_MESSAGE } from './analyst-words';

/**
 * GET /api/analyst/status: which analyst drafts, and whether the model is being bypassed after
 * repeated provider failures (the circuit is open), so the app can say so (issue 16 item 4).
 */
export const analystStatusSchema = z.object({
  provider: z.enum(ANALYST_PROVIDERS),
  /** The configured model; null for the local analyst. */
  model: z.string().nullable(),
  /** True while the built-in analyst stands in for a model that keeps failing. */
  degraded: z.boolean(),
  /** When the model is tried again (ISO), while degraded. */
  until: z.string().nullable(),
});
export type AnalystStatus = z.infer<typeof analystStatusSchema>;
