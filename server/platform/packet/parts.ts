/**
 * Splits the packet into parts of at most maxPartBytes: whole exhibits, unless one exhibit
 * alone is larger, whose pages are then spread over several parts. Every part keeps the
 * packet-wide page numbers (stamped, and as page labels) and has its own outline.
 */
import { PDFDocument } from 'pdf-lib';
import { labelPages, writeOutline, type OutlineEntry } from './outline';
import { shareFonts } from './share-fonts';
import type { PacketPart } from './types';

export type Piece = {
  bytes: Uint8Array;
  /** Pages of the unit this piece takes, [from, to). */
  from: number;
  to: number;
  unitPages: number;
  firstPage: number;
  /** Outline of the whole unit, by page within the unit. */
  outline: OutlineEntry[];
  /** Heading of an exhibit's entry when the piece starts mid-exhibit. */
  continued?: string;
  exhibit?: number;
};

const estimate = (p: Piece) => (p.bytes.length * (p.to - p.from)) / p.unitPages;
const pagesOf = (p: Piece) => p.to - p.from;

function partOutline(pieces: readonly Piece[]): OutlineEntry[] {
  const top: OutlineEntry[] = [];
  const exhibits: OutlineEntry[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const entries = piece.exhibit === undefined ? top : exhibits;
    for (const entry of piece.outline) {
      if (entry.pageIndex >= piece.from && entry.pageIndex < piece.to) {
        const children = entry.children
          ?.filter((c) => c.pageIndex >= piece.from && c.pageIndex < piece.to)
          .map((c) => ({ ...c, pageIndex: c.pageIndex - piece.from + offset }));
        entries.push({ title: entry.title, pageIndex: entry.pageIndex - piece.from + offset, ...(children?.length ? { children } : {}) });
      }
    }
    if (piece.continued && piece.from > 0) entries.push({ title: `${piece.continued} (continued)`, pageIndex: offset });
    offset += pagesOf(piece);
  }
  const first = exhibits[0];
  if (first) top.push({ title: 'Exhibits', pageIndex: first.pageIndex, children: exhibits });
  return top;
}

async function writePart(pieces: readonly Piece[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const piece of pieces) {
    const unit = await PDFDocument.load(piece.bytes);
    const indices = Array.from({ length: pagesOf(piece) }, (_, i) => piece.from + i);
    (await doc.copyPages(unit, indices)).forEach((page) => doc.addPage(page));
  }
  shareFonts(doc);
  writeOutline(doc, partOutline(pieces));
  labelPages(doc, pieces[0]?.firstPage ?? 1);
  return doc.save({ useObjectStreams: true });
}

const halve = (p: Piece): [Piece, Piece] => {
  const mid = p.from + Math.ceil(pagesOf(p) / 2);
  return [
    { ...p, to: mid },
    { ...p, from: mid, firstPage: p.firstPage + (mid - p.from) },
  ];
};

/** Cuts a unit larger than the limit into runs of pages expected to fit. */
export function cutToFit(piece: Piece, maxBytes: number): Piece[] {
  if (estimate(piece) <= maxBytes || pagesOf(piece) === 1) return [piece];
  const perPage = estimate(piece) / pagesOf(piece);
  const size = Math.max(1, Math.floor((maxBytes * 0.85) / perPage));
  const out: Piece[] = [];
  for (let from = piece.from; from < piece.to; from += size) {
    out.push({ ...piece, from, to: Math.min(piece.to, from + size), firstPage: piece.firstPage + (from - piece.from) });
  }
  return out;
}

/** Where each part's pages came from, without the bytes (those are let go as parts are written). */
type PartSource = { exhibit?: number; from: number };

/** Takes the pieces out of `queue` as it writes them, so each unit's bytes can be freed once used. */
export async function assembleParts(queue: Piece[], maxBytes: number, warnings: string[]): Promise<{ parts: PacketPart[]; sources: PartSource[][] }> {
  const parts: PacketPart[] = [];
  const grouped: PartSource[][] = [];
  while (queue.length) {
    let n = 1;
    let sum = estimate(queue[0] as Piece);
    while (n < queue.length && sum + estimate(queue[n] as Piece) <= maxBytes) sum += estimate(queue[n++] as Piece);
    for (;;) {
      const group = queue.slice(0, n);
      const bytes = await writePart(group);
      const only = group[0] as Piece;
      if (bytes.length <= maxBytes || (n === 1 && pagesOf(only) === 1)) {
        if (bytes.length > maxBytes) {
          warnings.push(`Packet page ${only.firstPage} alone is larger than the part size limit, so part ${parts.length + 1} is ${bytes.length.toLocaleString('en-US')} bytes.`);
        }
        const firstPage = only.firstPage;
        const pages = group.reduce((s, p) => s + pagesOf(p), 0);
        parts.push({ bytes, pages, firstPage, lastPage: firstPage + pages - 1 });
        grouped.push(group.map((p) => ({ ...(p.exhibit === undefined ? {} : { exhibit: p.exhibit }), from: p.from })));
        queue.splice(0, n);
        break;
      }
      if (n > 1) n--;
      else queue.splice(0, 1, ...halve(only));
    }
  }
  return { parts, sources: grouped };
}
