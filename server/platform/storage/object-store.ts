import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (architecture.md §an-upload-step-by-step). Object paths look like
 * `/objects/u/{userId}/{sha256}{ext}`: content-addressed per user, so the same file
 * uploaded twice is stored once.
 */
export interface ObjectStore {
  /** Streams `body` to the object at `path`, hashing as it goes; throws ObjectStoreError on a hash or size mismatch. */
  put(path: string, body: Readable, expect: { sha256: string; maxBytes: number }): Promise<{ size: number; created: boolean }>;
  exists(path: string): Promise<boolean>;
  read(path: string): Promise<Buffer>;
  stream(path: string): Promise<Readable>;
  size(path: string): Promise<number>;
  remove(path: string): Promise<void>;
}

export class ObjectStoreError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
