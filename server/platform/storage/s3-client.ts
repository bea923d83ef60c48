import { PutBucketCorsCommand, S3Client, type CORSRule } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from './store-config';

/** The SDK client for the configured bucket: the store and `npm run s3:cors` use the same one. */
export function createS3Client(cfg: S3StoreConfig): S3Client {
  return new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: cfg.credentials,
    // Checksums only where we ask for them (uploads carry the SHA-256 we presign); the SDK's
    // default CRC32 on every request is not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/**
 * The bucket CORS rule browser uploads and thumbnails need (README, decision 038): the app's
 * origins may PUT with the two headers the presign binds, and GET/HEAD what they were given links to.
 */
function bucketCorsRule(origins: string[]): CORSRule {
  return {
    AllowedOrigins: origins,
    AllowedMethods: ['PUT', 'GET', 'HEAD'],
    AllowedHeaders: ['content-type', 'x-amz-checksum-sha256'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
}

/** Replaces the bucket's CORS configuration with bucketCorsRule(origins). */
export async function applyBucketCors(cfg: S3StoreConfig, origins: string[]): Promise<CORSRule> {
  const rule = bucketCorsRule(origins);
  const client = createS3Client(cfg);
  try {
    await client.send(new PutBucketCorsCommand({ Bucket: cfg.bucket, CORSConfiguration: { CORSRules: [rule] } }));
  } finally {
    client.destroy();
  }
  return rule;
}
