/**
 * A small typesetter: wraps blocks into lines, flows lines onto pages and draws them. Layout
 * and drawing are separate so a page count is known before anything is drawn (the exhibit
 * index needs every exhibit's pages first).
 */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { Block } from './blocks';
import type { FontSet } from './fonts';
import type { Geometry } from './geometry';

type Line = {
  text: string;
  size: number;
  bold: boolean;
  indent: number;
  before: number;
  keepWithNext: boolean;
  marker?: string;
  pageBreak?: boolean;
};
export type TypesetPage = { text: string; size: number; bold: boolean; x: number; y: number }[];

const BODY = 11;
const HEADING = [0, 18, 15, 13, 12, 11, 11] as const;
const LEADING = 1.4;

/** Greedy word wrap by measured width; words longer than a line are broken by character. */
export function wrap(fonts: FontSet, text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (t: string) => fonts.width(t, size, bold) <= width;
  for (const word of text.split(/(?<=\s)/)) {
    if (fits(current + word)) {
      current += word;
      continue;
    }
    if (current.trim() !== '') lines.push(current.trimEnd());
    current = '';
    let rest = word;
    while (!fits(rest.trimEnd()) && rest.length > 1) {
      let cut = 1;
      const chars = [...rest];
      while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut++;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    current = rest;
  }
  if (current.trim() !== '' || lines.length === 0) lines.push(current.trimEnd());
  return lines;
}

function lines(fonts: FontSet, blocks: readonly Block[], width: number): Line[] {
  const out: Line[] = [];
  for (const block of blocks) {
    if (block.kind === 'pageBreak') {
      out.push({ text: '', size: BODY, bold: false, indent: 0, before: 0, keepWithNext: false, pageBreak: true });
      continue;
    }
    if (block.kind === 'heading') {
      const size = HEADING[Math.min(block.level, 6)] ?? BODY;
      wrap(fonts, block.text, size, true, width).forEach((text, i) =>
        out.push({ text, size, bold: true, indent: 0, before: i === 0 ? size * 0.8 : 0, keepWithNext: true }),
      );
      continue;
    }
    if (block.kind === 'paragraph') {
      wrap(fonts, block.text, BODY, false, width).forEach((text, i) =>
        out.push({ text, size: BODY, bold: false, indent: 0, before: i === 0 ? BODY * 0.6 : 0, keepWithNext: false }),
      );
      continue;
    }
    const indent = 18 * (block.depth + 1);
    wrap(fonts, block.text, BODY, false, width - indent).forEach((text, i) =>
      out.push({
        text,
        size: BODY,
        bold: false,
        indent,
        before: i === 0 ? BODY * 0.3 : 0,
        keepWithNext: false,
        ...(i === 0 ? { marker: block.marker } : {}),
      }),
    );
  }
  return out;
}

/** Flows blocks onto pages; the first page may start lower (after a title drawn by the caller). */
export function layout(fonts: FontSet, blocks: readonly Block[], geometry: Geometry, firstTop?: number): TypesetPage[] {
  const { width, height, margin } = geometry;
  const top = height - margin;
  const pages: TypesetPage[] = [[]];
  let y = firstTop ?? top;
  const all = lines(fonts, blocks, width - 2 * margin);
  all.forEach((line, i) => {
    if (line.pageBreak) {
      if ((pages.at(-1)?.length ?? 0) > 0) {
        pages.push([]);
        y = top;
      }
      return;
    }
    const step = line.size * LEADING;
    const next = all[i + 1];
    const need = step + (line.keepWithNext && next ? next.size * LEADING * 2 : 0);
    const onFreshPage = (pages.at(-1)?.length ?? 0) === 0;
    if (y - line.before - need < margin && !onFreshPage) {
      pages.push([]);
      y = top;
    }
    const page = pages.at(-1) ?? [];
    y -= (page.length === 0 ? 0 : line.before) + line.size;
    if (line.marker) page.push({ text: line.marker, size: line.size, bold: false, x: margin + line.indent - 14, y });
    page.push({ text: line.text, size: line.size, bold: line.bold, x: margin + line.indent, y });
    y -= step - line.size;
  });
  return pages;
}

export function drawText(page: PDFPage, fonts: FontSet, text: string, x: number, y: number, size: number, bold = false) {
  let cursor = x;
  for (const run of fonts.runs(text, bold)) {
    page.drawText(run.text, { x: cursor, y, size, font: run.font, color: rgb(0, 0, 0) });
    cursor += fonts.runWidth(run, size);
  }
}

export function drawPages(doc: PDFDocument, fonts: FontSet, pages: readonly TypesetPage[], geometry: Geometry, onFirst?: (page: PDFPage) => void): PDFPage[] {
  return pages.map((items, i) => {
    const page = doc.addPage([geometry.width, geometry.height]);
    if (i === 0) onFirst?.(page);
    items.forEach((item) => drawText(page, fonts, item.text, item.x, item.y, item.size, item.bold));
    return page;
  });
}

/** Lines centred across the page, from `top` down; returns the y below the last. */
export function drawCentred(page: PDFPage, fonts: FontSet, lines: string[], size: number, bold: boolean, top: number, geometry: Geometry): number {
  let y = top;
  for (const line of lines) {
    y -= size;
    drawText(page, fonts, line, (geometry.width - fonts.width(line, size, bold)) / 2, y, size, bold);
    y -= size * 0.5;
  }
  return y;
}
