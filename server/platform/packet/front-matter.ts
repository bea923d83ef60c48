/**
 * The packet's first pages: cover, petition letter and exhibit index. They are laid out before
 * the exhibits (so the exhibits' page numbers are known) and drawn after them (so the index can
 * print each exhibit's real page range). The index reserves a fixed column for the range, so its
 * own length does not depend on the numbers it prints.
 */
import { PDFDocument } from 'pdf-lib';
import { markdownBlocks } from './markdown';
import { blocksText, type Block } from './blocks';
import { FontSet, type PacketFonts } from './fonts';
import { STAMP_BASELINE, type Geometry } from './geometry';
import type { OutlineEntry } from './outline';
import { packContentStreams } from './pack-streams';
import { stampLine } from './stamp';
import { drawCentred, drawPages, drawText, layout, wrap, type TypesetPage } from './typeset';
import type { PacketIndexEntry, PacketInput } from './types';

const RANGE_COLUMN = 96;
const INDEX_SIZE = 10.5;
const INDEX_LEADING = INDEX_SIZE * 1.45;

type IndexLine = { text: string; bold: boolean; entry?: number; gapBefore: number };

const pageRange = (start: number, end: number) => (start === end ? `p. ${start}` : `pp. ${start}–${end}`);

type FrontMatter = {
  pages: number;
  /** Characters of the cover or letter that no font has. */
  warnings: string[];
  /** Draws the pages once the exhibits' ranges are known; returns the bytes and the outline. */
  finish(index: readonly PacketIndexEntry[]): Promise<{ bytes: Uint8Array; outline: OutlineEntry[] }>;
};

/**
 * One line per exhibit in filing order, so the page ranges always run upwards; a criterion's heading is
 * printed where its run of exhibits starts (again, if a later exhibit returns to it).
 */
function indexLines(fonts: FontSet, input: PacketInput, width: number): IndexLine[] {
  const lines: IndexLine[] = [];
  let heading: string | undefined;
  input.exhibits.forEach((exhibit, i) => {
    if (exhibit.criterionTitle !== heading) {
      heading = exhibit.criterionTitle;
      wrap(fonts, heading, INDEX_SIZE, true, width).forEach((text, n) => lines.push({ text, bold: true, gapBefore: n === 0 ? INDEX_SIZE : 0 }));
    }
    wrap(fonts, `${exhibit.label} — ${exhibit.title}`, INDEX_SIZE, false, width - RANGE_COLUMN).forEach((text, n) =>
      lines.push({ text, bold: false, gapBefore: n === 0 ? INDEX_SIZE * 0.3 : 0, ...(n === 0 ? { entry: i } : {}) }),
    );
  });
  return lines;
}

function paginateIndex(lines: IndexLine[], geometry: Geometry, titleDrop: number) {
  const pages: { line: IndexLine; y: number }[][] = [[]];
  let y = geometry.height - geometry.margin - titleDrop;
  for (const line of lines) {
    const page = pages.at(-1) ?? [];
    const step = (page.length ? line.gapBefore : 0) + INDEX_LEADING;
    if (y - step < geometry.margin && page.length) {
      pages.push([]);
      y = geometry.height - geometry.margin;
    }
    y -= (pages.at(-1)?.length ? line.gapBefore : 0) + INDEX_LEADING;
    pages.at(-1)?.push({ line, y });
  }
  return pages;
}

export async function planFrontMatter(input: PacketInput, geometry: Geometry, packetFonts: PacketFonts): Promise<FrontMatter> {
  const doc = await PDFDocument.create();
  const fonts = await FontSet.embed(doc, packetFonts);
  const sections = input.petitionLetter.map((s) => ({ title: s.title, blocks: markdownBlocks(s.markdown) }));
  const c = input.cover;
  const coverText = [c.applicant, c.visaLabel, c.classification, c.date];
  const sectionTexts = sections.map((s) => [s.title, ...blocksText(s.blocks)]);
  await fonts.prepare([...coverText, ...sectionTexts.flat(), ...input.exhibits.flatMap((e) => [e.label, e.title, e.criterionTitle])]);
  const warnings = [
    packetFonts.warning('The cover', coverText),
    ...sections.map((s, i) => packetFonts.warning(`The petition letter (${s.title})`, sectionTexts[i] ?? [])),
  ].filter((w): w is string => w !== undefined);
  const letter: TypesetPage[][] = sections.map((s) => layout(fonts, [{ kind: 'heading', level: 1, text: s.title } as Block, ...s.blocks], geometry));
  const width = geometry.width - 2 * geometry.margin;
  const index = paginateIndex(indexLines(fonts, input, width), geometry, 40);
  const letterPages = letter.reduce((sum, s) => sum + s.length, 0);
  const pages = 1 + letterPages + index.length;

  return {
    pages,
    warnings,
    async finish(entries) {
      const cover = doc.addPage([geometry.width, geometry.height]);
      let y = drawCentred(cover, fonts, wrap(fonts, c.applicant, 26, true, width), 26, true, geometry.height * 0.66, geometry);
      y = drawCentred(cover, fonts, wrap(fonts, c.visaLabel, 16, false, width), 16, false, y - 24, geometry);
      y = drawCentred(cover, fonts, wrap(fonts, c.classification, 12, false, width), 12, false, y - 8, geometry);
      drawCentred(cover, fonts, [c.date], 12, false, y - 24, geometry);
      const outline: OutlineEntry[] = [{ title: 'Cover', pageIndex: 0 }];
      const sectionEntries: OutlineEntry[] = [];
      let at = 1;
      sections.forEach((section, i) => {
        sectionEntries.push({ title: section.title, pageIndex: at });
        const typeset = letter[i] ?? [];
        drawPages(doc, fonts, typeset, geometry);
        at += typeset.length;
      });
      if (sectionEntries.length) outline.push({ title: 'Petition letter', pageIndex: 1, children: sectionEntries });
      outline.push({ title: 'Exhibit index', pageIndex: at });
      index.forEach((items, p) => {
        const page = doc.addPage([geometry.width, geometry.height]);
        if (p === 0) drawText(page, fonts, 'Exhibit index', geometry.margin, geometry.height - geometry.margin - 18, 18, true);
        for (const { line, y: lineY } of items) {
          drawText(page, fonts, line.text, geometry.margin, lineY, INDEX_SIZE, line.bold);
          const entry = line.entry === undefined ? undefined : entries[line.entry];
          if (!entry) continue;
          const range = pageRange(entry.startPage, entry.endPage);
          drawText(page, fonts, range, geometry.width - geometry.margin - fonts.width(range, INDEX_SIZE), lineY, INDEX_SIZE);
        }
      });
      doc.getPages().forEach((page, i) => stampLine(page, fonts, '', String(i + 1), STAMP_BASELINE, geometry.margin));
      packContentStreams(doc);
      return { bytes: await doc.save({ useObjectStreams: true }), outline };
    },
  };
}
