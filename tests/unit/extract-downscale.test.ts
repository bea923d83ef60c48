import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_OCR_SIDE, ocrImage, prepareForOcr, terminateOcr } from '../../server/platform/extract/ocr';
import { makeBigScanPng, makeOrientedPhoto, makeTextPng } from '../fixtures/make-fixtures';

afterAll(async () => {
  await terminateOcr();
});

const sizeOf = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
};

describe('images are shrunk to what OCR needs before it reads them', () => {
  it('shrinks a 6000 × 6000 scan to the longest side OCR is given, and still reads its text', async () => {
    const scan = await makeBigScanPng(['Certificate of award', 'Ada Lovelace', 'Royal Society of London']);
    const input = await prepareForOcr(scan);
    expect(await sizeOf(input)).toEqual({ width: MAX_OCR_SIDE, height: MAX_OCR_SIDE });
    expect(MAX_OCR_SIDE).toBeLessThanOrEqual(4000);
    const text = await ocrImage(scan);
    expect(text.toUpperCase()).toContain('CERTIFICATE OF AWARD');
    expect(text.toUpperCase()).toContain('ROYAL SOCIETY');
  }, 60_000);

  it('keeps the aspect of a long page', async () => {
    const page = await sharp({ create: { width: 3000, height: 7200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await sizeOf(await prepareForOcr(page))).toEqual({ width: 1500, height: 3600 });
  });

  it('hands a small upright image on untouched', async () => {
    const small = makeTextPng('A photo of a letter');
    expect(await prepareForOcr(small)).toBe(small);
    const atTheLimit = await sharp({ create: { width: MAX_OCR_SIDE, height: 2000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await prepareForOcr(atTheLimit)).toBe(atTheLimit);
  });

  it('still turns a photo upright, without shrinking it', async () => {
    // Stored 300 × 400 with Orientation 6: upright it is 400 wide and 300 high.
    const turned = await prepareForOcr(await makeOrientedPhoto(6));
    expect(await sizeOf(turned)).toEqual({ width: 400, height: 300 });
    expect((await sharp(turned).metadata()).orientation).toBeUndefined();
  });
});
