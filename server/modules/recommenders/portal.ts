/**
 * The recommender's side (issue 35): what a link grants. Exactly one request: its questionnaire, its shared
 * exhibits and its own letter; never the petition, other letters or other exhibits. A link that is revoked,
 * expired, unknown or for another request reads alike (one 404 with one message).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  answersSchema,
  EMPTY_ANSWERS,
  hasAnswers,
  LINK_INVALID_MESSAGE,
  type Answers,
  type Portal,
} from '../../../src/contract/recommenders';
import { visaDisplayName, visaTypeSchema } from '../../../src/contract/visa';
import { evidenceDocuments, petitions, profiles, recommendationRequests } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { exhibitTitleOf } from '../evidence/exhibit-titles';
import { statusOf, type RequestRow } from './requests';
import { publishRequestStatus } from './status';
import { hashToken, TOKEN_SHAPE } from './token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shared exhibits' links last ten minutes; the page asks again when it is reopened. */
const EXHIBIT_LINK_SECONDS = 600;

export class LinkInvalidError extends NotFoundError {
  constructor() {
    super(LINK_INVALID_MESSAGE);
  }
}

/** The request this link grants, when the link is still good; else the one invalid-link error. */
export async function resolveLink(deps: Deps, requestId: string, token: string | undefined, now = new Date()): Promise<RequestRow> {
  if (!UUID.test(requestId) || !token || !TOKEN_SHAPE.test(token)) throw new LinkInvalidError();
  const [row] = await deps.database.db
    .select()
    .from(recommendationRequests)
    .where(and(eq(recommendationRequests.id, requestId), eq(recommendationRequests.tokenHash, hashToken(token))))
    .limit(1);
  if (!row) throw new LinkInvalidError();
  const status = statusOf(row, now);
  if (status === 'revoked' || status === 'expired') throw new LinkInvalidError();
  return row;
}

export const answersOf = (row: RequestRow): Answers => answersSchema.safeParse(row.answers ?? {}).data ?? EMPTY_ANSWERS;

/** Signed and declined requests are read-only: their text no longer changes (a new version needs a new request). */
export function assertOpen(row: RequestRow): void {
  if (row.status === 'signed') throw new ConflictError('This letter is signed and can no longer change. A new version needs a new request.');
  if (row.status === 'declined') throw new ConflictError('You declined this request, so nothing more can be saved.');
}

async function setRow(deps: Deps, row: RequestRow, values: Partial<typeof recommendationRequests.$inferInsert>): Promise<RequestRow> {
  const [updated] = await deps.database.db
    .update(recommendationRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(recommendationRequests.id, row.id), eq(recommendationRequests.tokenHash, row.tokenHash)))
    .returning();
  if (!updated) throw new LinkInvalidError();
  if (values.status && values.status !== row.status) await publishRequestStatus(deps, row.petitionId, row.id, values.status);
  return updated;
}

/** The page's view; the first read moves 'invited' to 'opened'. */
export async function portalView(deps: Deps, row: RequestRow, csrf: string): Promise<Portal> {
  const { db } = deps.database;
  const opened = row.status === 'invited' ? await setRow(deps, row, { status: 'opened' }) : row;
  const [head] = await db
    .select({ applicant: profiles.fullName, visaType: petitions.visaType })
    .from(petitions)
    .innerJoin(profiles, eq(profiles.id, petitions.profileId))
    .where(eq(petitions.id, row.petitionId))
    .limit(1);
  const visa = visaTypeSchema.safeParse(head?.visaType);
  const shared = row.sharedEvidenceIds.length
    ? await db.select().from(evidenceDocuments).where(and(eq(evidenceDocuments.petitionId, row.petitionId), inArray(evidenceDocuments.id, row.sharedEvidenceIds)))
    : [];
  const exhibits = await Promise.all(
    shared
      .sort((a, b) => (a.evidenceNumber ?? 1e9) - (b.evidenceNumber ?? 1e9))
      .map(async (e) => ({
        id: e.id,
        label: e.evidenceNumber ? `Exhibit ${e.evidenceNumber}` : 'Exhibit',
        title: visa.success ? exhibitTitleOf({ ...e, text: e.extractedText }, visa.data) : e.fileName,
        url: await deps.store.downloadUrl(e.fileUrl.split('?')[0] ?? '', { fileName: e.fileName, mimeType: e.mimeType, ttlSeconds: EXHIBIT_LINK_SECONDS }),
      })),
  );
  return {
    id: opened.id,
    applicantName: head?.applicant ?? '',
    recommenderName: opened.recommenderName,
    recommenderTitle: opened.recommenderTitle,
    recommenderOrganization: opened.recommenderOrganization,
    relationship: opened.relationship,
    keyAchievements: opened.keyAchievements,
    visaLabel: visa.success ? visaDisplayName(visa.data) : '',
    exhibits,
    answers: answersOf(opened),
    letterText: opened.letterText ?? '',
    letterOrigin: opened.letterOrigin,
    status: statusOf(opened),
    expiresAt: opened.expiresAt.toISOString(),
    signedAt: opened.signature?.signedAt ?? null,
    csrf,
  };
}

/** Saved as they type: the whole questionnaire each time, so the last save is what they see. */
export async function saveAnswers(deps: Deps, row: RequestRow, answers: Answers): Promise<void> {
  assertOpen(row);
  const status = hasAnswers(answers) || row.letterText ? 'answered' : row.status;
  await setRow(deps, row, { answers, status });
}

export async function saveLetterText(deps: Deps, row: RequestRow, letterText: string, origin: 'arranged' | 'written'): Promise<void> {
  assertOpen(row);
  // An upload's text edited by hand is the recommender's own writing from then on; the file no longer matches it.
  await setRow(deps, row, { letterText: letterText || null, letterOrigin: letterText ? origin : null, uploadPath: null, uploadMime: null, status: 'answered' });
}

export async function decline(deps: Deps, row: RequestRow, reason: string): Promise<void> {
  assertOpen(row);
  await setRow(deps, row, { status: 'declined', declineReason: reason || null });
}

export { setRow as updateRequestRow };
