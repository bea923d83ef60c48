import { z } from 'zod';
import type { VisaType } from './visa';

// The attorney hand-off (issue 14 items 7 and 8): one zip with the packet, the Word drafts, the exhibit
// index and a README, downloaded through a short-lived signed link.

export const handoffUrlPath = (petitionId: string) => `/api/petitions/${encodeURIComponent(petitionId)}/handoff-url`;

export const handoffUrlReplySchema = z.object({
  /** A signed link, valid for 5 minutes, that downloads the zip (Content-Disposition: attachment). */
  url: z.string(),
  fileName: z.string(),
  /** The packet in the zip was built before the latest changes to the petition. */
  stale: z.boolean(),
});
export type HandoffUrlReply = z.infer<typeof handoffUrlReplySchema>;

export const HANDOFF_NEEDS_PACKET_MESSAGE = 'Build the packet first: the hand-off for your attorney includes it.';

/** The packet was built with a document the user has since deleted (decision 055). */
export const HANDOFF_WITHDRAWN_MESSAGE = 'This packet holds a document you deleted. Rebuild the packet, then download it again.';

/** 'Exhibit-handoff-O-1A-2026-11-24.zip', 'Exhibit-handoff-UK-Global-Talent-2026-11-24.zip'. */
export function handoffZipFileName(visaType: VisaType, day: Date): string {
  const visa = visaType === 'UK_GLOBAL_TALENT' ? 'UK-Global-Talent' : visaType;
  return `Exhibit-handoff-${visa}-${day.toISOString().slice(0, 10)}.zip`;
}
