import type { ObjectStore } from '../../platform/storage/object-store';
import { SNIFF_BYTES, sniffType } from '../../platform/extract/sniff';

/**
 * The CV's real type, sniffed from its first bytes, for the signed download link: the
 * declared extension and Content-Type came from the browser and may be wrong.
 */
export async function cvMimeType(store: ObjectStore, objectPath: string, fileName: string): Promise<string> {
  const head = await readHead(store, objectPath, SNIFF_BYTES);
  return (await sniffType(head, fileName))?.mime ?? 'application/octet-stream';
}

async function readHead(store: ObjectStore, objectPath: string, bytes: number): Promise<Buffer> {
  const stream = await store.stream(objectPath);
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buf);
      total += buf.length;
      if (total >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
