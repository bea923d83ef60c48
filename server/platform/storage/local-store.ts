import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OBJECT_PATH } from '../../../src/contract/objects';
import { ObjectStoreError, type ObjectStore } from './object-store';

/** Objects on local disk under DATA_DIR/objects (the embedded default). */
export function createLocalObjectStore(dataDir: string): ObjectStore {
  const root = path.join(dataDir, 'objects');
  const tmp = path.join(dataDir, 'tmp');
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(tmp, { recursive: true });

  // Only paths of our own shape map to disk, so no request can name a file outside root.
  // A query string (an upload URL's grant) is not part of the object's name.
  const fileOf = (objectPath: string) => {
    const clean = objectPath.split('?')[0] ?? '';
    if (!OBJECT_PATH.test(clean)) throw new ObjectStoreError(400, 'Invalid object path');
    return path.join(root, clean.slice('/objects/'.length));
  };

  /** Counts and hashes what passes through, failing as soon as the size limit is crossed. */
  const meter = (maxBytes: number) => {
    const hash = createHash('sha256');
    let size = 0;
    const stream = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new ObjectStoreError(413, `The file is larger than the ${maxBytes}-byte limit.`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    return {
      stream,
      check(expected: string) {
        if (size === 0) throw new ObjectStoreError(400, 'The file is empty.');
        if (hash.digest('hex') !== expected) {
          throw new ObjectStoreError(400, 'The uploaded bytes do not match the file hash. Please try again.');
        }
        return size;
      },
    };
  };

  return {
    async put(objectPath, body, expect) {
      const file = fileOf(objectPath);
      const m = meter(expect.maxBytes);
      if (fs.existsSync(file)) {
        // Same content already stored: nothing is rewritten (the path is the content hash),
        // but the bytes are still checked so a PUT means the same thing either way.
        await pipeline(body, m.stream, new Writable({ write: (_c, _e, done) => done() }));
        m.check(expect.sha256);
        return { size: (await fsp.stat(file)).size, created: false };
      }
      const temp = path.join(tmp, `${randomBytes(12).toString('hex')}.part`);
      try {
        await pipeline(body, m.stream, fs.createWriteStream(temp, { flags: 'wx' }));
        const size = m.check(expect.sha256);
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.rename(temp, file);
        return { size, created: true };
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },
    async exists(objectPath) {
      try {
        return fs.existsSync(fileOf(objectPath));
      } catch {
        return false;
      }
    },
    read: (objectPath) => fsp.readFile(fileOf(objectPath)),
    async stream(objectPath): Promise<Readable> {
      const file = fileOf(objectPath);
      // Open before returning so a missing file is an error here, not a broken response later.
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream();
    },
    async size(objectPath) {
      return (await fsp.stat(fileOf(objectPath))).size;
    },
    async remove(objectPath) {
      await fsp.rm(fileOf(objectPath), { force: true });
    },
  };
}
