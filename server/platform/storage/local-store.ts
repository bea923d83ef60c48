import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/client';
import { OBJECT_PATH } from '../../../src/contract/objects';
import { meter } from './meter';
import { contentTypeOf, objectName, UPLOAD_TTL_SECONDS, type ObjectStore } from './object-store';
import { signDownloadUrl } from './signing';
import { createUploadGrant } from './upload-grants';

/**
 * Objects on local disk under DATA_DIR/objects (the embedded default). Uploads and downloads go
 * through this server's own `/objects` routes (server/modules/objects), with a grant per PUT
 * (upload-grants.ts) and an HMAC-signed link per download (signing.ts).
 */
export function createLocalObjectStore(dataDir: string, db: Db): ObjectStore {
  const root = path.join(dataDir, 'objects');
  const tmp = path.join(dataDir, 'tmp');
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(tmp, { recursive: true });

  // Only paths of our own shape map to disk, so no request can name a file outside root.
  // A query string (an upload URL's grant) is not part of the object's name.
  const fileOf = (objectPath: string) => path.join(root, objectName(objectPath));

  return {
    browserOrigins: [],
    async presignUpload(objectPath, sha256, { ttlSeconds = UPLOAD_TTL_SECONDS } = {}) {
      const { uploadURL } = await createUploadGrant(db, objectPath, sha256, ttlSeconds);
      // The grant binds the hash; the type is sent as on S3 so the client does one thing for both.
      return { uploadURL, objectPath, headers: { 'Content-Type': contentTypeOf(objectPath) } };
    },
    downloadUrl: (objectPath, opts) => signDownloadUrl(objectPath, opts),
    // Uploads go to our own /objects route: the URL's path is the object path.
    objectPathOfUrlPath: (urlPath) => (OBJECT_PATH.test(urlPath) ? urlPath : null),
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
    async head(objectPath) {
      // Bytes on disk were hashed on the way in (put), but the hash is not kept beside them.
      const stat = await fsp.stat(fileOf(objectPath)).catch(() => null);
      return stat ? { size: stat.size } : null;
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
