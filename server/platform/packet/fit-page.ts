/**
 * A copied PDF page brought to the packet's one page size (US Letter or A4): its visible box is
 * scaled (never up) and centred to fit inside the margins, keeping its aspect and its /Rotate, so
 * nothing is cropped and the stamp line below has a band of its own. The content streams are
 * wrapped in one transform, never decoded, so a large page costs no more than copying it.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, type PDFOperator, type PDFRef, concatTransformationMatrix, popGraphicsState, pushGraphicsState, type PDFPage } from 'pdf-lib';
import { displayFrame, rotationOf, visibleBox, type Box } from './stamp';
import type { Geometry } from './geometry';

/** Space kept clear around a copied page's content: the sides and top, and the band holding the stamp. */
const COPIED_SIDE = 36;
const COPIED_TOP = 36;
export const COPIED_BOTTOM = 48;

type Matrix = [number, number, number, number, number, number];

/** Where the page's visible box goes, in the new page's user space, and by how much it is scaled. */
export function fitPlacement(box: Box, rotation: number, geometry: Geometry): { scale: number; matrix: Matrix; media: [number, number] } {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const turned = rotation === 90 || rotation === 270;
  const [shownW, shownH] = turned ? [h, w] : [w, h];
  const scale = Math.min(1, (geometry.width - 2 * COPIED_SIDE) / shownW, (geometry.height - COPIED_TOP - COPIED_BOTTOM) / shownH);
  // The new media box, in user space: displayed upright it is the packet's page, turned back by /Rotate.
  const media: [number, number] = turned ? [geometry.height, geometry.width] : [geometry.width, geometry.height];
  const frame = displayFrame({ x0: 0, y0: 0, x1: media[0], y1: media[1] }, rotation);
  // In display terms: centred across, and centred in the area between the top margin and the stamp band.
  const u0 = (geometry.width - scale * shownW) / 2;
  const v0 = COPIED_BOTTOM + (geometry.height - COPIED_TOP - COPIED_BOTTOM - scale * shownH) / 2;
  const [ax, ay] = frame.at(u0, v0);
  const [bx, by] = frame.at(u0 + scale * shownW, v0 + scale * shownH);
  const tx = Math.min(ax, bx);
  const ty = Math.min(ay, by);
  return { scale, matrix: [scale, 0, 0, scale, tx - scale * box.x0, ty - scale * box.y0], media };
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** Annotations (links, form fields) move with the content they sit on. */
function moveAnnotations(page: PDFPage, m: Matrix): void {
  const annots = page.node.Annots();
  if (!annots) return;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookup(i);
    if (!(annot instanceof PDFDict)) continue;
    for (const key of ['Rect', 'QuadPoints']) {
      const list = annot.lookup(PDFName.of(key));
      if (!(list instanceof PDFArray) || list.size() % 2) continue;
      const numbers = list.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : 0));
      const moved = numbers.flatMap((_, j) => (j % 2 ? [] : apply(m, numbers[j] ?? 0, numbers[j + 1] ?? 0)));
      if (key === 'Rect' && moved.length === 4) {
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = moved;
        annot.set(PDFName.of(key), page.doc.context.obj([Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)]));
      } else annot.set(PDFName.of(key), page.doc.context.obj(moved));
    }
  }
}

/**
 * One stream object per document for each distinct wrapping: every page of a scan has the same 'q … cm' and 'Q',
 * and a page's /Contents may name a stream other pages name too.
 */
const streams = new WeakMap<PDFContext, Map<string, PDFRef>>();
function sharedStream(context: PDFContext, operators: PDFOperator[]): PDFRef {
  let known = streams.get(context);
  if (!known) streams.set(context, (known = new Map()));
  const key = operators.join('');
  let ref = known.get(key);
  if (!ref) known.set(key, (ref = context.register(context.contentStream(operators))));
  return ref;
}

/** Scales and places a page already added to its document; returns the scale used. */
export function fitPage(page: PDFPage, geometry: Geometry): number {
  const rotation = rotationOf(page);
  const { scale, matrix, media } = fitPlacement(visibleBox(page), rotation, geometry);
  const context = page.doc.context;
  page.node.normalize();
  const start = sharedStream(context, [pushGraphicsState(), concatTransformationMatrix(...matrix)]);
  const end = sharedStream(context, [popGraphicsState()]);
  page.node.wrapContentStreams(start, end);
  moveAnnotations(page, matrix);
  page.setMediaBox(0, 0, media[0], media[1]);
  page.setCropBox(0, 0, media[0], media[1]);
  // Boxes in the old coordinates would now cut the page wrongly.
  for (const key of ['BleedBox', 'TrimBox', 'ArtBox']) page.node.delete(PDFName.of(key));
  return scale;
}
