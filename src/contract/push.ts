import { z } from 'zod';
import { PROCESSING_STATUSES } from './entities';
import { REQUEST_STATUSES } from './recommenders';

export const PUSH_MESSAGE_TYPES = ['evidence-status', 'statement-status', 'packet-status', 'petition-deleted', 'recommendation-status'] as const;
/**
 * An evidence processing status, or 'updated' when the user corrected the row; statements end 'completed' or 'failed'; a packet build reports
 * its own status; 'petition-deleted' always says 'deleted' (decision 030).
 */
export const PUSH_STATUSES = [...PROCESSING_STATUSES, 'updated', 'none', 'queued', 'building', 'ready', 'deleted', ...REQUEST_STATUSES] as const;
export const pushStatusSchema = z.enum(PUSH_STATUSES);
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** Server → client messages on /ws (architecture.md §calls, architecture.md §a-push-message). */
export const pushMessageSchema = z.object({
  type: z.enum(PUSH_MESSAGE_TYPES),
  petitionId: z.string(),
  /** The evidence row that changed; an evidence-status without one means many rows did (refetch the list). */
  evidenceId: z.string().optional(),
  criteriaId: z.string().optional(),
  status: pushStatusSchema,
  fileName: z.string().optional(),
  error: z.string().optional(),
  /** The recommendation request whose status changed (recommendation-status, decision 066). */
  requestId: z.string().optional(),
  /** 0–100, for packet-status. */
  progress: z.number().optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
