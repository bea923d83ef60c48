import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedObjects, uploadGrants } from '../db/schema';
import { ConflictError, ForbiddenError } from '../errors';
import { MAX_UPLOAD_BYTES, OBJECT_PATH } from '../../../src/contract/objects';

// Presigned uploads for the local store (architecture.md §an-upload-step-by-step–3): a grant binds one PUT to a user, a
// content hash, a size limit and a 15-minute window (UPLOAD_TTL_SECONDS), and can be spent once.

type UploadGrant = typeof uploadGrants.$inferSelect;

/** A grant for one PUT of `sha256` to `objectPath` (`/objects/u/{userId}/…`), valid for `ttlSeconds`. */
export async function createUploadGrant(db: Db, objectPath: string, sha256: string, ttlSeconds: number): Promise<{ uploadURL: string }> {
  const userId = OBJECT_PATH.exec(objectPath)?.[1];
  if (!userId) throw new Error(`createUploadGrant: not an object path: ${objectPath}`);
  const nonce = randomBytes(32).toString('base64url');
  // Grants a day past their expiry are of no use to anyone; the index makes this cheap.
  await db.delete(uploadGrants).where(lt(uploadGrants.expiresAt, new Date(Date.now() - 24 * 3600_000)));
  await db.insert(uploadGrants).values({
    nonce,
    userId,
    objectPath,
    sha256,
    maxBytes: MAX_UPLOAD_BYTES,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    usedAt: null,
  });
  return { uploadURL: `${objectPath}?grant=${nonce}` };
}

/**
 * Checks the grant for a PUT by `userId` to `objectPath` and claims it atomically, so two
 * PUTs racing on one link cannot both write. A failed upload hands it back (releaseUploadGrant).
 */
export async function claimUploadGrant(db: Db, userId: string, objectPath: string, nonce: string | undefined): Promise<UploadGrant> {
  const pathUser = objectPath.split('/')[3];
  if (pathUser !== userId) throw new ForbiddenError('This upload link was issued to another user');
  if (!nonce || !/^[A-Za-z0-9_-]{43}$/.test(nonce)) throw new ForbiddenError('This upload link is not valid');
  const [grant] = await db.select().from(uploadGrants).where(eq(uploadGrants.nonce, nonce)).limit(1);
  if (!grant) throw new ForbiddenError('This upload link is not valid');
  if (grant.userId !== userId) throw new ForbiddenError('This upload link was issued to another user');
  if (grant.expiresAt.getTime() <= Date.now()) throw new ForbiddenError('This upload link has expired. Please try again.');
  if (grant.usedAt) throw new ConflictError('This upload link has already been used');
  if (grant.objectPath !== objectPath) throw new ForbiddenError('This upload link is not valid');
  const claimed = await db
    .update(uploadGrants)
    .set({ usedAt: new Date() })
    .where(and(eq(uploadGrants.nonce, nonce), isNull(uploadGrants.usedAt)))
    .returning({ nonce: uploadGrants.nonce });
  if (claimed.length === 0) throw new ConflictError('This upload link has already been used');
  return grant;
}

/** Makes a claimed grant usable again after an upload that stored nothing. */
export async function releaseUploadGrant(db: Db, nonce: string): Promise<void> {
  await db.update(uploadGrants).set({ usedAt: null }).where(eq(uploadGrants.nonce, nonce));
}

/** Records who uploaded which bytes; the same content again changes nothing. */
export async function recordStoredObject(db: Db, row: { path: string; userId: string; sha256: string; size: number; mimeType: string | null }) {
  await db
    .insert(storedObjects)
    .values(row)
    .onConflictDoNothing({ target: storedObjects.path });
}
