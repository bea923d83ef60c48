import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PutCvBody, SaveProfileBody } from '../../../src/contract/profile';
import type { Db } from '../../platform/db/client';
import { profiles } from '../../platform/db/schema';
import { cleanFileName } from '../evidence/file-name';
import { refusalReason, sniffType } from '../../platform/extract/sniff';
import { badRequest, notFound } from '../../platform/errors';
import { loadOwnedProfile } from '../../platform/db/ownership';
import type { ObjectStore } from '../../platform/storage/object-store';
import { assertOwnedObject, releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';
import { CV_TEXT_BUDGET_MS, extractCvText, TIMED_OUT, within } from './cv-text';

type ProfileDeps = { db: Db; store: ObjectStore; log: FastifyBaseLogger };

const PROFILE_NOT_FOUND = 'Profile not found. Create your profile first.';

type CvUpdate = { cvUrl: string; cvFileName: string; cvText: string | null; late?: Promise<string | null> };

const emptyToNull = (v: string | undefined) => (v ? v : null);

/**
 * Checks the object is the caller's upload and a document Exhibit can read,
 * then extracts its text within the request budget. A refused file is
 * released (unless something else uses it) so nothing is left behind.
 */
async function prepareCv(deps: ProfileDeps, userId: string, givenUrl: string, givenName: string): Promise<CvUpdate> {
  const cvFileName = cleanFileName(givenName);
  // The profile keeps the object path, whichever address of it the client sent.
  const { path: cvUrl } = await assertOwnedObject(deps.db, deps.store, userId, givenUrl);
  const bytes = await deps.store.read(cvUrl);
  const sniffed = await sniffType(bytes, cvFileName);
  const refused = refusalReason(sniffed, cvFileName);
  if (refused || !sniffed) {
    await releaseObjectIfUnreferenced(deps.db, deps.store, cvUrl);
    throw badRequest(refused ?? 'Exhibit could not recognise this type of file.');
  }
  const extraction = extractCvText(cvUrl, bytes, sniffed, deps.log);
  const text = await within(extraction, CV_TEXT_BUDGET_MS);
  if (text === TIMED_OUT) return { cvUrl, cvFileName, cvText: null, late: extraction };
  return { cvUrl, cvFileName, cvText: text };
}

/** A slow extraction lands later, if the profile still points at the same CV. */
function storeLateText(deps: ProfileDeps, userId: string, cv: CvUpdate) {
  cv.late
    ?.then((text) =>
      text === null
        ? undefined
        : deps.db
            .update(profiles)
            .set({ cvText: text })
            .where(and(eq(profiles.userId, userId), eq(profiles.cvUrl, cv.cvUrl))),
    )
    .catch((err: unknown) => deps.log.warn({ err }, 'could not store late CV text'));
}

async function releaseReplaced(deps: ProfileDeps, oldPath: string | null | undefined, newPath: string | undefined) {
  if (!oldPath || !newPath || oldPath === newPath) return;
  await releaseObjectIfUnreferenced(deps.db, deps.store, oldPath).catch((err: unknown) =>
    deps.log.warn({ err, oldPath }, 'could not release the replaced CV'),
  );
}

/** POST /api/profile: creates the caller's one profile, or updates it (keeping the CV unless a new one is given). */
export async function saveProfile(deps: ProfileDeps, userId: string, body: SaveProfileBody) {
  const existing = await loadOwnedProfile(deps.db, userId);
  const cv = body.cvUrl ? await prepareCv(deps, userId, body.cvUrl, body.cvFileName ?? 'CV.pdf') : undefined;
  const fields = {
    fullName: body.fullName.trim(),
    linkedinUrl: emptyToNull(body.linkedinUrl),
    githubUrl: emptyToNull(body.githubUrl),
    scholarUrl: emptyToNull(body.scholarUrl),
    otherLinks: body.otherLinks ?? [],
    ...(body.workCountry ? { workCountry: body.workCountry } : {}),
    ...(cv ? { cvUrl: cv.cvUrl, cvFileName: cv.cvFileName, cvText: cv.cvText } : {}),
  };
  // Upsert on the unique user_id: two racing first saves still make one profile.
  const [row] = await deps.db
    .insert(profiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  if (cv) {
    storeLateText(deps, userId, cv);
    await releaseReplaced(deps, existing?.cvUrl, cv.cvUrl);
  }
  return row;
}

/** PUT /api/cv: records an uploaded object as the caller's CV. */
export async function setCv(deps: ProfileDeps, userId: string, body: PutCvBody) {
  const existing = await loadOwnedProfile(deps.db, userId);
  if (!existing) throw notFound(PROFILE_NOT_FOUND);
  const cv = await prepareCv(deps, userId, body.cvUrl, body.cvFileName);
  const [row] = await deps.db
    .update(profiles)
    .set({ cvUrl: cv.cvUrl, cvFileName: cv.cvFileName, cvText: cv.cvText, updatedAt: new Date() })
    .where(eq(profiles.id, existing.id))
    .returning();
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  storeLateText(deps, userId, cv);
  await releaseReplaced(deps, existing.cvUrl, cv.cvUrl);
  return row;
}

export async function requireProfile(db: Db, userId: string) {
  const row = await loadOwnedProfile(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return row;
}
