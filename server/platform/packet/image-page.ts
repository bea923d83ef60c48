/** A photo or scan on its own page: upright, scaled down to fit inside the margins. */
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Geometry } from './geometry';
import type { PlacedImage } from './sources';

export async function addImagePage(doc: PDFDocument, image: PlacedImage, geometry: Geometry): Promise<PDFPage> {
  const embedded = image.format === 'jpg' ? await doc.embedJpg(image.bytes) : await doc.embedPng(image.bytes);
  const page = doc.addPage([geometry.width, geometry.height]);
  const turned = image.orientation === 6 || image.orientation === 8;
  const [uw, uh] = turned ? [image.height, image.width] : [image.width, image.height];
  const areaW = geometry.width - 2 * geometry.margin;
  const areaH = geometry.height - 2 * geometry.margin;
  const scale = Math.min(1, areaW / uw, areaH / uh);
  const W = uw * scale;
  const H = uh * scale;
  const X = (geometry.width - W) / 2;
  const Y = geometry.margin + (areaH - H);
  // The image space's unit square, turned so the stored pixels read upright (Exif Orientation).
  const matrix: Record<1 | 3 | 6 | 8, [number, number, number, number, number, number]> = {
    1: [W, 0, 0, H, X, Y],
    3: [-W, 0, 0, -H, X + W, Y + H],
    6: [0, -H, W, 0, X, Y + H],
    8: [0, H, -W, 0, X + W, Y],
  };
  const name = page.node.newXObject('Image', embedded.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...matrix[image.orientation]),
    drawObject(name),
    popGraphicsState(),
  );
  return page;
}
