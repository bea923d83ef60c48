import { PACKET_LINK_SECONDS, type PacketPartInfo, type PacketPush, type PacketReply, type PacketStatus } from '../../../contract/packet';

// What the 'Petition Packet' card shows for a reply (issue 14 item 8), kept apart from React so it is tested alone.

/** The online-filing limit is in decimal megabytes (filing conventions), so sizes are shown the same way. */
const BYTES_PER_MB = 1_000_000;

/** '11.4 MB': one decimal, never '0.0 MB' for a non-empty file. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / BYTES_PER_MB;
  const shown = bytes > 0 && mb < 0.1 ? 0.1 : mb;
  return `${shown.toFixed(1)} MB`;
}

const pagesWord = (pages: number) => (pages === 1 ? '1 page' : `${pages.toLocaleString('en-US')} pages`);

/** 'Part 1 of 3 — 214 pages · 11.4 MB' (index is 0-based). */
export function formatPartRow(part: Pick<PacketPartInfo, 'pages' | 'bytes'>, index: number, count: number): string {
  return `Part ${index + 1} of ${count} — ${pagesWord(part.pages)} · ${formatMegabytes(part.bytes)}`;
}

type PacketAction = 'build' | 'rebuild' | null;

/** 'Build packet' before the first build, 'Rebuild' after one ended; nothing while one runs (the server would return it anyway). */
export function packetAction(status: PacketStatus): PacketAction {
  if (status === 'none') return 'build';
  if (status === 'ready' || status === 'failed') return 'rebuild';
  return null;
}

export const isBuilding = (status: PacketStatus): boolean => status === 'queued' || status === 'building';

/** 'Building… 42%' (a whole percent, within 0–100). */
export function progressLabel(progress: number): string {
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return `Building… ${percent}%`;
}

/** The reply before anything was built or fetched: what a push for an uncached packet starts from. */
export const EMPTY_PACKET: PacketReply = { status: 'none', progress: 0, error: null, builtAt: null, stale: false, withdrawn: false, warnings: [], parts: [], index: [] };

type PacketDownloads = 'parts' | 'rebuild' | 'none';

/**
 * What the card offers to download: the parts (and the hand-off), 'Rebuild to download' for a packet
 * holding a document the user deleted (decision 055), or nothing. A reply persisted before `withdrawn`
 * existed reads as not withdrawn; its links have expired anyway.
 */
export function packetDownloads(packet: Pick<PacketReply, 'status' | 'parts' | 'withdrawn'>): PacketDownloads {
  if (packet.withdrawn) return isBuilding(packet.status) ? 'none' : 'rebuild';
  return packet.parts.length > 0 ? 'parts' : 'none';
}

/**
 * A push updates the status and progress in the cached reply. The parts, warnings and error stay
 * until the refetch that 'ready'/'failed' triggers, so the last-built parts are not lost mid-build.
 */
export function applyPacketPush(reply: PacketReply | undefined, push: Pick<PacketPush, 'status' | 'progress'>): PacketReply {
  const base = reply ?? EMPTY_PACKET;
  return { ...base, status: push.status, progress: Math.min(100, Math.max(0, push.progress)) };
}

/** A push whose outcome needs the full reply (parts, index, warnings, error). */
export const isFinalStatus = (status: PacketStatus): boolean => status === 'ready' || status === 'failed';

/**
 * Whether the part links of a reply fetched at `fetchedAt` can still be used as they are: they are
 * signed for PACKET_LINK_SECONDS, and a minute is left for the tap, the request and a slow network.
 */
export function linksStillFresh(fetchedAt: number, now: number): boolean {
  return now - fetchedAt < (PACKET_LINK_SECONDS - 60) * 1000;
}
