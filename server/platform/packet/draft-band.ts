/** The band across the top of every page of an unsigned letter included on request: no reader can take it for signed. */
import { rgb, type PDFPage } from 'pdf-lib';
import type { FontSet } from './fonts';
import { displayFrame, rotationOf, visibleBox } from './stamp';

export const DRAFT_MARK = 'DRAFT — NOT SIGNED';
const BAND_HEIGHT = 26;
const BAND_TOP = 14;
const MARK_SIZE = 13;

export function draftBand(page: PDFPage, fonts: FontSet): void {
  const frame = displayFrame(visibleBox(page), rotationOf(page));
  // Drawn upright as the page is displayed; the pages it marks are typeset by the packet, so unrotated.
  const [x, y] = frame.at(0, frame.height - BAND_TOP - BAND_HEIGHT);
  page.drawRectangle({ x, y, width: frame.width, height: BAND_HEIGHT, color: rgb(0.85, 0.11, 0.11) });
  const width = fonts.width(DRAFT_MARK, MARK_SIZE, true);
  let u = (frame.width - width) / 2;
  for (const run of fonts.runs(DRAFT_MARK, true)) {
    const [tx, ty] = frame.at(u, frame.height - BAND_TOP - BAND_HEIGHT + (BAND_HEIGHT - MARK_SIZE * 0.72) / 2);
    page.drawText(run.text, { x: tx, y: ty, size: MARK_SIZE, font: run.font, color: rgb(1, 1, 1) });
    u += fonts.runWidth(run, MARK_SIZE);
  }
}
