import { describe, expect, it } from 'vitest';
import { PACKET_LINK_SECONDS, packetPushSchema, packetReplySchema, type PacketReply } from '../../src/contract/packet';
import {
  EMPTY_PACKET,
  applyPacketPush,
  formatMegabytes,
  formatPartRow,
  isBuilding,
  isFinalStatus,
  linksStillFresh,
  packetAction,
  packetDownloads,
  progressLabel,
} from '../../src/features/packet/lib/packet-view';

const ready: PacketReply = packetReplySchema.parse({
  status: 'ready',
  progress: 100,
  error: null,
  builtAt: '2026-11-24T09:00:00.000Z',
  stale: false,
  withdrawn: false,
  warnings: ['Exhibit 4 is password-protected: a placeholder page stands in for it.'],
  parts: [
    { url: '/s/1', fileName: 'packet-part-1.pdf', bytes: 11_400_000, pages: 214 },
    { url: '/s/2', fileName: 'packet-part-2.pdf', bytes: 9_050_000, pages: 180 },
  ],
  index: [{ label: 'Exhibit 1', evidenceId: 'e1', title: 'Award', criterionId: 'awards', part: 1, startPage: 5, endPage: 7 }],
});

describe('packet part rows', () => {
  it('formats bytes as decimal MB with one decimal', () => {
    expect(formatMegabytes(11_400_000)).toBe('11.4 MB');
    expect(formatMegabytes(12_000_000)).toBe('12.0 MB');
    expect(formatMegabytes(1_049_999)).toBe('1.0 MB');
    expect(formatMegabytes(20_000)).toBe('0.1 MB');
    expect(formatMegabytes(0)).toBe('0.0 MB');
  });

  it("reads 'Part 1 of 3 — 214 pages · 11.4 MB'", () => {
    expect(formatPartRow({ pages: 214, bytes: 11_400_000 }, 0, 3)).toBe('Part 1 of 3 — 214 pages · 11.4 MB');
    expect(formatPartRow({ pages: 1, bytes: 250_000 }, 2, 3)).toBe('Part 3 of 3 — 1 page · 0.3 MB');
    expect(formatPartRow({ pages: 2000, bytes: 99_960_000 }, 0, 1)).toBe('Part 1 of 1 — 2,000 pages · 100.0 MB');
  });
});

describe('which button shows', () => {
  it("offers 'Build packet' before any build, 'Rebuild' after one ended, and none while one runs", () => {
    expect(packetAction('none')).toBe('build');
    expect(packetAction('ready')).toBe('rebuild');
    expect(packetAction('failed')).toBe('rebuild');
    expect(packetAction('queued')).toBeNull();
    expect(packetAction('building')).toBeNull();
  });

  it('shows the progress bar only while queued or building', () => {
    expect(['none', 'queued', 'building', 'ready', 'failed'].filter((s) => isBuilding(packetReplySchema.shape.status.parse(s)))).toEqual([
      'queued',
      'building',
    ]);
    expect(progressLabel(42.4)).toBe('Building… 42%');
    expect(progressLabel(0)).toBe('Building… 0%');
    expect(progressLabel(130)).toBe('Building… 100%');
  });
});

describe('a push applied to the cached reply', () => {
  const push = (status: string, progress: number) => packetPushSchema.parse({ type: 'packet-status', petitionId: 'p1', status, progress });

  it('moves status and progress and keeps the last-built parts, warnings and index', () => {
    const next = applyPacketPush(ready, push('building', 37));
    expect(next).toEqual({ ...ready, status: 'building', progress: 37 });
    expect(next.parts).toBe(ready.parts);
    expect(ready.status).toBe('ready');
  });

  it('starts from an empty reply when nothing was cached, and keeps progress within 0–100', () => {
    expect(applyPacketPush(undefined, push('queued', 0))).toEqual({ ...EMPTY_PACKET, status: 'queued' });
    expect(applyPacketPush(undefined, push('building', 140)).progress).toBe(100);
    expect(packetReplySchema.safeParse(applyPacketPush(undefined, push('building', -5))).success).toBe(true);
  });

  it("refetches the whole reply only on 'ready' and 'failed'", () => {
    expect(packetPushSchema.shape.status.options.filter(isFinalStatus)).toEqual(['ready', 'failed']);
  });
});

describe('part links', () => {
  it('are used as shown for four minutes of their five, then asked for again before a download', () => {
    expect(PACKET_LINK_SECONDS).toBe(300);
    const fetchedAt = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(linksStillFresh(fetchedAt, fetchedAt)).toBe(true);
    expect(linksStillFresh(fetchedAt, fetchedAt + 239_999)).toBe(true);
    expect(linksStillFresh(fetchedAt, fetchedAt + 240_000)).toBe(false);
    // A reply restored from the persisted cache after a night away.
    expect(linksStillFresh(fetchedAt, fetchedAt + 12 * 3600_000)).toBe(false);
  });
});

describe('downloads of a packet that holds a deleted document', () => {
  it("offers the parts of a packet that holds none, and 'Rebuild to download' instead of parts for one that does", () => {
    expect(packetDownloads(ready)).toBe('parts');
    // The server withholds the parts; even a reply that still listed some offers none of them.
    expect(packetDownloads({ ...ready, withdrawn: true, parts: [] })).toBe('rebuild');
    expect(packetDownloads({ ...ready, withdrawn: true })).toBe('rebuild');
  });

  it('offers nothing while the rebuild runs, and nothing before the first build', () => {
    expect(packetDownloads({ ...ready, status: 'building', withdrawn: true, parts: [] })).toBe('none');
    expect(packetDownloads(EMPTY_PACKET)).toBe('none');
  });

  it('the reply schema requires the flag, so a server that forgot it is caught', () => {
    const { withdrawn: _, ...without } = ready;
    expect(packetReplySchema.safeParse(without).success).toBe(false);
  });
});
