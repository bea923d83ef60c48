/**
 * Stamps at the bottom of a page as it is displayed: the page's /Rotate and the origin of its
 * visible box (CropBox within MediaBox) decide where "bottom" is and which way text runs.
 */
import { PDFPage, degrees, rgb } from 'pdf-lib';
import type { FontSet } from './fonts';
import { STAMP_SIZE } from './geometry';

export type Box = { x0: number; y0: number; x1: number; y1: number };

export const rotationOf = (page: PDFPage) => (((page.getRotation().angle % 360) + 360) % 360) as number;

export function visibleBox(page: PDFPage): Box {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x0 = Math.max(media.x, crop.x);
  const y0 = Math.max(media.y, crop.y);
  const x1 = Math.min(media.x + media.width, crop.x + crop.width);
  const y1 = Math.min(media.y + media.height, crop.y + crop.height);
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : { x0: media.x, y0: media.y, x1: media.x + media.width, y1: media.y + media.height };
}

/** Maps display coordinates (u right, v up, from the displayed bottom-left) to user space. */
export function displayFrame(box: Box, rotation: number) {
  const { x0, y0, x1, y1 } = box;
  switch (rotation) {
    case 90:
      return { width: y1 - y0, height: x1 - x0, at: (u: number, v: number) => [x1 - v, y0 + u] as const };
    case 180:
      return { width: x1 - x0, height: y1 - y0, at: (u: number, v: number) => [x1 - u, y1 - v] as const };
    case 270:
      return { width: y1 - y0, height: x1 - x0, at: (u: number, v: number) => [x0 + v, y1 - u] as const };
    default:
      return { width: x1 - x0, height: y1 - y0, at: (u: number, v: number) => [x0 + u, y0 + v] as const };
  }
}

/**
 * Draws `left` and `right` on one line at the displayed bottom of the page, `baseline` above
 * the edge and `inset` from the sides, shrinking the type on a narrow page so both fit.
 */
export function stampLine(page: PDFPage, fonts: FontSet, left: string, right: string, baseline: number, inset: number): void {
  const rotation = rotationOf(page);
  const frame = displayFrame(visibleBox(page), rotation);
  const room = frame.width - 2 * inset;
  const natural = fonts.width(left, STAMP_SIZE) + fonts.width(right, STAMP_SIZE) + 4 * STAMP_SIZE;
  const size = Math.max(4, Math.min(STAMP_SIZE, (STAMP_SIZE * room) / natural));
  const draw = (text: string, u: number) => {
    for (const run of fonts.runs(text)) {
      const [x, y] = frame.at(u, baseline);
      page.drawText(run.text, { x, y, size, font: run.font, rotate: degrees(rotation), color: rgb(0.1, 0.1, 0.1) });
      u += fonts.runWidth(run, size);
    }
  };
  if (left) draw(left, inset);
  if (right) draw(right, frame.width - inset - fonts.width(right, size));
}
