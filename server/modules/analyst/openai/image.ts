/**
 * A photo for the vision model (OPENAI_VISION_MODEL): scaled down to what the model reads anyway
 * (at most 1,568 px on the long side) and sent inline as JPEG, so a 12 MB phone photo is not
 * uploaded whole. sharp loads on first use: most requests carry no photo.
 */
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';

const MAX_SIDE = 1568;

export async function photoPart(image: { data: Buffer; mimeType: string }): Promise<ChatCompletionContentPart | null> {
  const { default: sharp } = await import('sharp');
  try {
    const jpeg = await sharp(image.data).rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } };
  } catch {
    // A photo sharp cannot read (HEIC without its codec) is analysed from its OCR text alone.
    return null;
  }
}
