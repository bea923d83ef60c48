import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { OBJECT_PATH } from '../../../src/contract/objects';
import { UnavailableError } from '../errors';
import { collect, EMPTY_FILE_MESSAGE, HASH_MISMATCH_MESSAGE } from './meter';
import { contentTypeOf, missingObject, objectName, ObjectStoreError, UPLOAD_TTL_SECONDS, type ObjectStore } from './object-store';
import { createS3Client } from './s3-client';
import { contentDisposition, downloadContentType, safeMimeType } from './signing';
import type { S3StoreConfig } from './store-config';

export const STORE_DOWN_MESSAGE = 'The file store is not answering. Please try again in a moment.';

/** The S3 store plus the start-up check createDeps runs before the server takes requests. */
export type S3ObjectStore = ObjectStore & { checkBucket(): Promise<void> };

/**
 * Objects in an S3-compatible bucket under `prefix` (decision 038). The browser PUTs and GETs
 * the bucket directly through presigned URLs; the server reads and writes with the SDK. A store
 * that does not answer is an UnavailableError (503), never a half-done registration.
 */
export async function createS3ObjectStore(cfg: S3StoreConfig): Promise<S3ObjectStore> {
  const client = createS3Client(cfg);
  const Bucket = cfg.bucket;
  const keyOf = (objectPath: string) => `${cfg.prefix}${objectName(objectPath)}`;

  /** Runs one SDK call; 'missing' when the object is not there, an UnavailableError for any other failure. */
  async function send<T>(call: () => Promise<T>): Promise<T | 'missing'> {
    try {
      return await call();
    } catch (err) {
      if (isMissing(err)) return 'missing';
      throw new UnavailableError(STORE_DOWN_MESSAGE, { cause: err });
    }
  }

  async function head(objectPath: string) {
    const res = await send(() => client.send(new HeadObjectCommand({ Bucket, Key: keyOf(objectPath), ChecksumMode: 'ENABLED' })));
    if (res === 'missing') return null;
    return { size: res.ContentLength ?? 0, sha256: hexChecksum(res.ChecksumSHA256), contentType: res.ContentType };
  }

  async function getBody(objectPath: string) {
    const res = await send(() => client.send(new GetObjectCommand({ Bucket, Key: keyOf(objectPath) })));
    if (res === 'missing' || !res.Body) throw missingObject(objectPath);
    return res.Body;
  }

  // Where the browser goes: the origin of a presigned URL (virtual-hosted or path style, as the SDK builds it).
  const sample = await getSignedUrl(client, new GetObjectCommand({ Bucket, Key: `${cfg.prefix}origin-probe` }), { expiresIn: 60 });
  const origin = new URL(sample).origin;
  // And the path before a key's name: '/bucket/prefix/' path style, '/prefix/' virtual-hosted.
  const keyBase = decodedPath(new URL(sample).pathname).slice(0, -'origin-probe'.length);

  return {
    browserOrigins: [origin],
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new Error(`Invalid configuration:\nOBJECT_STORE_URL: the bucket "${Bucket}" did not answer at ${origin}: ${bucketProblem(err)}`);
      }
    },
    async presignUpload(objectPath, sha256, { ttlSeconds = UPLOAD_TTL_SECONDS } = {}) {
      const checksum = Buffer.from(sha256, 'hex').toString('base64');
      const contentType = contentTypeOf(objectPath);
      const command = new PutObjectCommand({ Bucket, Key: keyOf(objectPath), ChecksumSHA256: checksum, ContentType: contentType });
      const uploadURL = await getSignedUrl(client, command, {
        expiresIn: ttlSeconds,
        signableHeaders: new Set(['content-type']),
        // A signed header, not a query parameter: S3 then checks the bytes against it.
        unhoistableHeaders: new Set(['x-amz-checksum-sha256']),
      });
      return { uploadURL, objectPath, headers: { 'Content-Type': contentType, 'x-amz-checksum-sha256': checksum } };
    },
    async downloadUrl(objectPath, { fileName, mimeType, ttlSeconds = 300 }) {
      const type = safeMimeType(mimeType);
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(objectPath),
        ResponseContentType: downloadContentType(type),
        ResponseContentDisposition: contentDisposition(fileName || 'download', type),
        ResponseCacheControl: 'private, max-age=300',
      });
      return getSignedUrl(client, command, { expiresIn: Math.max(1, Math.floor(ttlSeconds)) });
    },
    async put(objectPath, body, expect) {
      // Server-side writes (zip entries, packet parts) are already in memory; checked before sending.
      const bytes = await collect(body, expect.maxBytes);
      if (bytes.length === 0) throw new ObjectStoreError(400, EMPTY_FILE_MESSAGE);
      const digest = createHash('sha256').update(bytes).digest();
      if (digest.toString('hex') !== expect.sha256) throw new ObjectStoreError(400, HASH_MISMATCH_MESSAGE);
      // Same content already stored: not written again (the key is the content hash).
      if (await head(objectPath)) return { size: bytes.length, created: false };
      const put = new PutObjectCommand({
        Bucket,
        Key: keyOf(objectPath),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(objectPath),
        ChecksumSHA256: digest.toString('base64'),
      });
      await send(() => client.send(put));
      return { size: bytes.length, created: true };
    },
    objectPathOfUrlPath(urlPath) {
      const path = decodedPath(urlPath);
      if (!path.startsWith(keyBase)) return null;
      const objectPath = `/objects/${path.slice(keyBase.length)}`;
      return OBJECT_PATH.test(objectPath) ? objectPath : null;
    },
    exists: async (objectPath) => (await head(objectPath)) !== null,
    head,
    async read(objectPath) {
      return Buffer.from(await (await getBody(objectPath)).transformToByteArray());
    },
    async stream(objectPath) {
      // In Node the SDK's body is an http.IncomingMessage: a Readable.
      return (await getBody(objectPath)) as unknown as Readable;
    },
    async size(objectPath) {
      const found = await head(objectPath);
      if (!found) throw missingObject(objectPath);
      return found.size;
    },
    async remove(objectPath) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(objectPath) })));
    },
  };
}

/** A URL path with its percent-escapes decoded; '' when they are malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** A full-object SHA-256 checksum as hex; undefined for none or a composite (multipart) one. */
function hexChecksum(base64: string | undefined): string | undefined {
  if (!base64) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : undefined;
}

/** Why HeadBucket failed, in a few words an operator can act on. */
function bucketProblem(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  if (status === 404) return 'no such bucket';
  if (status === 403) return 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)';
  if (status === 301) return 'the bucket is in another region (check AWS_REGION)';
  const cause = e.code ?? (e.name && e.name !== 'Error' ? e.name : undefined);
  const parts = [cause && !e.message?.includes(cause) ? cause : undefined, status ? `HTTP ${status}` : undefined, e.message];
  const text = parts.filter(Boolean).join(', ');
  return text.replace(/\s+/g, ' ').slice(0, 200) || 'no answer';
}
