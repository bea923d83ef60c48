import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { ObjectStoreError } from './object-store';

export const HASH_MISMATCH_MESSAGE = 'The uploaded bytes do not match the file hash. Please try again.';
export const EMPTY_FILE_MESSAGE = 'The file is empty.';
export const tooLargeMessage = (maxBytes: number) => `The file is larger than the ${maxBytes}-byte limit.`;

/** Counts and hashes what passes through, failing as soon as the size limit is crossed. */
export function meter(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ObjectStoreError(413, tooLargeMessage(maxBytes)));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return {
    stream,
    /** The size, once the bytes are all through and hash to `expected`; throws ObjectStoreError otherwise. */
    check(expected: string) {
      if (size === 0) throw new ObjectStoreError(400, EMPTY_FILE_MESSAGE);
      if (hash.digest('hex') !== expected) throw new ObjectStoreError(400, HASH_MISMATCH_MESSAGE);
      return size;
    },
  };
}

/** Reads a stream to its end into memory, refusing more than `maxBytes`. */
export async function collect(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > maxBytes) {
      body.destroy();
      throw new ObjectStoreError(413, tooLargeMessage(maxBytes));
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** The SHA-256 (hex) of everything the stream yields. */
export async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
