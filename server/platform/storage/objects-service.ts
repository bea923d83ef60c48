import { and, eq, like, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evidenceDocuments, petitionPackets, profiles, storedObjects } from '../db/schema';
import { LimitError, NotFoundError, ValidationError } from '../errors';
import { MAX_UPLOAD_BYTES, OBJECT_PATH } from '../../../src/contract/objects';
import { EMPTY_FILE_MESSAGE, HASH_MISMATCH_MESSAGE, sha256Of, tooLargeMessage } from './meter';
import type { ObjectStore } from './object-store';
import { safeMimeType } from './signing';
import { recordStoredObject } from './upload-grants';

// What other routes use to register and forget uploaded objects (architecture.md §an-upload-step-by-step, architecture.md §calls).

/**
 * The object path of an upload URL or stored file URL: `/objects/u/{userId}/{sha256}{ext}`.
 * Accepts a relative or absolute URL, with or without a query string; returns '' for
 * something that is not a URL at all.
 */
export function objectPathFromUrl(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '';
  }
}

/**
 * The object path a client registers: the object path itself, or the upload URL (whole, or the path part
 * the spec registers) that the store handed out for it. Anything else is returned as its path, which the
 * shape check then refuses.
 */
export function registeredObjectPath(store: Pick<ObjectStore, 'objectPathOfUrlPath'>, url: string): string {
  const path = objectPathFromUrl(url);
  if (OBJECT_PATH.test(path)) return path;
  return store.objectPathOfUrlPath(path) ?? path;
}

/** `/objects/u/{userId}/{sha256}{ext}`: where an upload of that content by that user is stored. */
export function objectPathFor(userId: string, sha256: string, extension: string): string {
  return `/objects/u/${userId}/${sha256}${extension}`;
}

/**
 * Checks that `url` (an object path or its upload URL, query string allowed: registeredObjectPath) names
 * an object this user uploaded and that its bytes are still there. Returns its object path, which is what
 * rows store, and what the upload recorded. An object no upload has recorded yet (a browser PUT straight
 * to S3) is checked here first (verifyUpload).
 */
export async function assertOwnedObject(db: Db, store: ObjectStore, userId: string, url: string): Promise<{ path: string; sha256: string; size: number }> {
  const path = registeredObjectPath(store, url);
  const shape = OBJECT_PATH.exec(path);
  if (!shape) throw new ValidationError('That is not the address of an uploaded file');
  if (shape[1] !== userId) throw new ValidationError('That file was not uploaded by you');
  const [row] = await db.select().from(storedObjects).where(eq(storedObjects.path, path)).limit(1);
  if (row && row.userId !== userId) throw new ValidationError('That file was not uploaded by you');
  if (!row) return { path, ...(await verifyUpload(db, store, path, userId, shape[2] ?? '')) };
  if (!(await store.exists(path))) throw new NotFoundError(UPLOAD_NOT_FOUND_MESSAGE);
  return { path, sha256: row.sha256, size: row.size };
}

const UPLOAD_NOT_FOUND_MESSAGE = 'The uploaded file was not found. Please upload it again.';

/**
 * The registration check (decision 038): the object must exist, hold at most 10 MB and hash to
 * the SHA-256 its path (and so its presigned PUT) names. S3 checks the signed checksum itself,
 * but not every S3-compatible store does, so the bytes are hashed here unless the store kept a
 * checksum. An object that fails is deleted and refused; one that passes is recorded.
 */
async function verifyUpload(db: Db, store: ObjectStore, path: string, userId: string, sha256: string): Promise<{ sha256: string; size: number }> {
  const head = await store.head(path);
  if (!head) throw new NotFoundError(UPLOAD_NOT_FOUND_MESSAGE);
  const refuse = async (error: Error): Promise<never> => {
    await store.remove(path);
    throw error;
  };
  if (head.size > MAX_UPLOAD_BYTES) return refuse(new LimitError(tooLargeMessage(MAX_UPLOAD_BYTES)));
  if (head.size === 0) return refuse(new ValidationError(EMPTY_FILE_MESSAGE));
  const actual = head.sha256 ?? (await sha256Of(await store.stream(path)));
  if (actual !== sha256) return refuse(new ValidationError(HASH_MISMATCH_MESSAGE));
  await recordStoredObject(db, { path, userId, sha256, size: head.size, mimeType: head.contentType ? safeMimeType(head.contentType) : null });
  return { sha256, size: head.size };
}

/** Rows that point at `path`; stored URLs may carry a query string after the path. */
const evidenceRefs = (db: Db, path: string) =>
  db
    .select({ id: evidenceDocuments.id })
    .from(evidenceDocuments)
    .where(or(eq(evidenceDocuments.fileUrl, path), like(evidenceDocuments.fileUrl, `${path}?%`)));
const cvRefs = (db: Db, path: string) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(or(eq(profiles.cvUrl, path), like(profiles.cvUrl, `${path}?%`)));

/** Packets whose stored parts include `path` (decision 027). */
const packetRefs = (db: Db, path: string) =>
  db
    .select({ id: petitionPackets.petitionId })
    .from(petitionPackets)
    .where(sql`${petitionPackets.parts} @> ${JSON.stringify([{ objectPath: path }])}::jsonb`);

/**
 * Removes the object (file and stored_objects row) once no evidence row, no packet part and no profile CV
 * refers to it. Call it after deleting or replacing a reference. Returns true when removed.
 */
export async function releaseObjectIfUnreferenced(db: Db, store: ObjectStore, objectPath: string): Promise<boolean> {
  const path = objectPathFromUrl(objectPath);
  if (!OBJECT_PATH.test(path)) return false;
  // One statement: a reference added concurrently either blocks the delete or comes after it.
  const deleted = await db
    .delete(storedObjects)
    .where(and(eq(storedObjects.path, path), notExists(evidenceRefs(db, path)), notExists(cvRefs(db, path)), notExists(packetRefs(db, path))))
    .returning({ path: storedObjects.path });
  if (deleted.length === 0) {
    // Either still referenced, or the row is already gone: only then may a leftover file go.
    const [row] = await db.select({ path: storedObjects.path }).from(storedObjects).where(eq(storedObjects.path, path)).limit(1);
    if (row) return false;
    const [ev] = await evidenceRefs(db, path).limit(1);
    const [cv] = await cvRefs(db, path).limit(1);
    const [packet] = await packetRefs(db, path).limit(1);
    if (ev || cv || packet) return false;
  }
  await store.remove(path);
  return true;
}
