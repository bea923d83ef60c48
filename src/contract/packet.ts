import { z } from 'zod';
import { findCriterion } from './criteria';
import { niwPacketHeading, type PacketEntryRef } from './niw-packet';
import type { VisaType } from './visa';

// The petition packet (issue 14 items 2 and 8): a build job, its state, and the parts to file.

const PACKET_STATUSES = ['none', 'queued', 'building', 'ready', 'failed'] as const;
const packetStatusSchema = z.enum(PACKET_STATUSES);
export type PacketStatus = z.infer<typeof packetStatusSchema>;

/**
 * The heading an exhibit is filed under, as the packet's index and the hand-off's CSV print it:
 * its criterion's title (for EB-2 NIW, its part of the brief), 'Recommendation letters' for the letters, else 'Other evidence'.
 */
export function packetHeading(visaType: VisaType, entry: PacketEntryRef): string {
  // EB-2 NIW groups by the brief's parts: basis, endeavor, prongs (niw-packet.ts); letters and the rest as below.
  const niw = visaType === 'EB-2 NIW' ? niwPacketHeading(entry) : undefined;
  if (niw) return niw;
  // A letter drafted here, or one the applicant uploaded that is filed as a letter: the same section.
  if (entry.evidenceId === null || entry.criterionId === 'recommendation_letter') return 'Recommendation letters';
  return (entry.criterionId && findCriterion(visaType, entry.criterionId)?.title) || 'Other evidence';
}

/** How long a part's signed link in the GET reply lasts; the card asks for fresh links before then. */
export const PACKET_LINK_SECONDS = 300;

/** Online filing takes files of at most 12 MB (filing conventions); decimal, so it holds under either reading. */
export const PACKET_DEFAULT_PART_BYTES = 12_000_000;
/** Smaller parts than this would split nearly every exhibit. */
export const PACKET_MIN_PART_BYTES = 1_000_000;
/** A part larger than this is no longer a "part". */
const PACKET_MAX_PART_BYTES = 2_000_000_000;

export const buildPacketBodySchema = z
  .object({
    maxPartBytes: z
      .number({ error: 'maxPartBytes must be a number of bytes' })
      .int('maxPartBytes must be a whole number of bytes')
      .min(PACKET_MIN_PART_BYTES, `maxPartBytes must be at least ${PACKET_MIN_PART_BYTES} bytes (1 MB)`)
      .max(PACKET_MAX_PART_BYTES, `maxPartBytes must be at most ${PACKET_MAX_PART_BYTES} bytes`)
      .optional(),
    /** Unsigned letters go in too, each page marked 'DRAFT — NOT SIGNED'; by default they are left out. */
    includeDrafts: z.boolean({ error: 'includeDrafts must be true or false' }).optional(),
  })
  .strict();
export type BuildPacketBody = z.infer<typeof buildPacketBodySchema>;

const packetPartSchema = z.object({
  /** A short-lived signed download URL (Content-Disposition: attachment). */
  url: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  pages: z.number().int(),
});
export type PacketPartInfo = z.infer<typeof packetPartSchema>;

const packetIndexEntrySchema = z.object({
  label: z.string(),
  /** null for entries that are not evidence rows (recommendation letters). */
  evidenceId: z.string().nullable(),
  title: z.string(),
  criterionId: z.string().nullable(),
  part: z.number().int(),
  startPage: z.number().int(),
  endPage: z.number().int(),
  /** An unsigned letter included on request ('Include drafts, marked DRAFT'). */
  draft: z.boolean().optional(),
});

export const packetReplySchema = z.object({
  status: packetStatusSchema,
  /** 0–100. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  builtAt: z.string().nullable(),
  /** Evidence, statements, letters or the order changed after builtAt. */
  stale: z.boolean(),
  /** The packet holds a document the user deleted: its parts are withheld (parts is empty) until a rebuild. */
  withdrawn: z.boolean(),
  warnings: z.array(z.string()),
  parts: z.array(packetPartSchema),
  index: z.array(packetIndexEntrySchema),
});
export type PacketReply = z.infer<typeof packetReplySchema>;

/** POST …/packet answers 202 with the build it started, or the one already running. */
export const buildPacketReplySchema = z.object({ status: packetStatusSchema, progress: z.number() });
export type BuildPacketReply = z.infer<typeof buildPacketReplySchema>;

/** The push message of a build: { type: 'packet-status', petitionId, status, progress }. */
export const packetPushSchema = z.object({
  type: z.literal('packet-status'),
  petitionId: z.string(),
  status: packetStatusSchema,
  progress: z.number(),
});
export type PacketPush = z.infer<typeof packetPushSchema>;
