import { z } from 'zod';
import { token } from './text';

// The shared upload path (architecture.md §an-upload-step-by-step): presign by content hash, then one PUT of the bytes.

export { MAX_UPLOAD_BYTES, OBJECT_EXTENSION, OBJECT_PATH } from './object-names';
import { SHA256_HEX, OBJECT_EXTENSION, OBJECT_FILE } from './object-names';

export const uploadRequestSchema = z.object({
  hash: z.string().regex(SHA256_HEX, 'The file hash must be its SHA-256 as 64 lowercase hexadecimal characters'),
  extension: z
    .string()
    .max(11, 'The file extension must be at most 10 characters after the dot')
    .regex(OBJECT_EXTENSION, "The file extension must be a dot followed by lowercase letters or digits (e.g. '.pdf'), or empty"),
});

/**
 * Where to PUT the bytes (our `/objects` route, or a presigned S3 URL), the headers the PUT must
 * carry (its Content-Type, and on S3 the base64 SHA-256 the URL is signed for), and the object
 * path to register afterwards.
 */
export const uploadResponseSchema = z.object({ uploadURL: z.string(), objectPath: z.string(), headers: z.record(z.string(), z.string()) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const objectPutResponseSchema = z.object({ objectPath: z.string() });

/** Route params of `/objects/u/:userId/:file`. */
export const objectParamsSchema = z.object({
  userId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid object path'),
  file: z.string().regex(OBJECT_FILE, 'Invalid object path'),
});

/** Query of the PUT to an upload URL: the grant the presign issued. */
export const objectPutQuerySchema = z.object({ grant: token('The upload link').max(200).optional() });
