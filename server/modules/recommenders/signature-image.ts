/**
 * The drawn signature as a PNG: the pad's strokes (points 0–1 across and down) drawn in ink on a transparent
 * 600×200 canvas, the same aspect as the pad on the page.
 */
import type { SignBody } from '../../../src/contract/recommenders';

const SIGNATURE_WIDTH = 600;
const SIGNATURE_HEIGHT = 200;

export async function signaturePng(strokes: SignBody['strokes']): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = '#0b1f4d';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    ctx.beginPath();
    stroke.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * SIGNATURE_WIDTH, y * SIGNATURE_HEIGHT) : ctx.lineTo(x * SIGNATURE_WIDTH, y * SIGNATURE_HEIGHT)));
    // A single tap is a dot.
    if (stroke.length === 1) ctx.lineTo(stroke[0]![0] * SIGNATURE_WIDTH + 0.5, stroke[0]![1] * SIGNATURE_HEIGHT);
    ctx.stroke();
  }
  return canvas.encode('png');
}
