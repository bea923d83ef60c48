/**
 * Builds the petition packet (docs/decisions/024): cover, petition letter, exhibit index and
 * the exhibits, stamped, bookmarked and split into parts under a size limit. Exhibits are read
 * one at a time and kept only as their finished small PDF, so the source documents are never
 * all in memory together.
 */
import { renderExhibit } from './exhibit-unit';
import { PacketFonts } from './fonts';
import { planFrontMatter } from './front-matter';
import { geometryFor } from './geometry';
import { assembleParts, cutToFit, type Piece } from './parts';
import type { PacketIndexEntry, PacketInput, PacketOptions, PacketResult } from './types';
import { convertWordExhibits } from './word-exhibits';

type BuildProgress = (done: number, total: number) => void;

export async function buildPacket(input: PacketInput, options: PacketOptions, onProgress?: BuildProgress): Promise<PacketResult> {
  const word = await convertWordExhibits(input.exhibits);
  try {
    return await layOut(input, options, word.for.bind(word), onProgress);
  } finally {
    await word.dispose();
  }
}

/** The packet's own text, known before any file is read: every document's fonts start with its glyphs. */
const packetText = (input: PacketInput) => [
  ...Object.values(input.cover),
  ...input.petitionLetter.flatMap((s) => [s.title, s.markdown]),
  ...input.exhibits.flatMap((e) => [e.label, e.title, e.criterionTitle, e.text ?? '']),
];

async function layOut(input: PacketInput, options: PacketOptions, wordPdf: (i: number) => (() => Promise<Uint8Array>) | undefined, onProgress?: BuildProgress): Promise<PacketResult> {
  const geometry = geometryFor(input.pageSize);
  const fonts = await PacketFonts.for(packetText(input));
  const front = await planFrontMatter(input, geometry, fonts);
  const warnings: string[] = [...front.warnings];
  const exhibitPieces: Piece[] = [];
  const index: PacketIndexEntry[] = [];
  let next = front.pages + 1;
  const total = input.exhibits.length + 1;
  for (const [i, exhibit] of input.exhibits.entries()) {
    const unit = await renderExhibit(exhibit, next, geometry, fonts, wordPdf(i));
    warnings.push(...unit.warnings);
    index.push({ label: exhibit.label, title: exhibit.title, criterionTitle: exhibit.criterionTitle, part: 0, startPage: next, endPage: next + unit.pages - 1 });
    const whole: Piece = {
      bytes: unit.bytes,
      from: 0,
      to: unit.pages,
      unitPages: unit.pages,
      firstPage: next,
      outline: [{ title: `${exhibit.label} — ${exhibit.title}`, pageIndex: 0 }],
      continued: exhibit.label,
      exhibit: i,
    };
    const cut = cutToFit(whole, options.maxPartBytes);
    exhibitPieces.push(...cut);
    next += unit.pages;
    onProgress?.(i + 1, total);
  }
  const { bytes, outline } = await front.finish(index);
  const frontPieces = cutToFit({ bytes, from: 0, to: front.pages, unitPages: front.pages, firstPage: 1, outline }, options.maxPartBytes);
  const queue = [...frontPieces, ...exhibitPieces];
  exhibitPieces.length = 0;
  const { parts, sources } = await assembleParts(queue, options.maxPartBytes, warnings);
  sources.forEach((group, p) =>
    group.forEach((piece) => {
      const entry = piece.exhibit === undefined ? undefined : index[piece.exhibit];
      if (entry && piece.from === 0) entry.part = p + 1;
    }),
  );
  index.forEach((entry) => {
    const spread = new Set(sources.flatMap((group, p) => (group.some((s) => s.exhibit !== undefined && index[s.exhibit] === entry) ? [p + 1] : [])));
    if (spread.size > 1) {
      warnings.push(`${entry.label} is larger than the part size limit on its own, so its pages are split across parts ${[...spread].join(', ')}.`);
    }
  });
  onProgress?.(total, total);
  return { parts, index, warnings, pages: next - 1 };
}
