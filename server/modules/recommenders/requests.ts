/**
 * The applicant's side of recommender links (issue 35): invite, list, revoke, send a new link. The link's
 * token is shown once, in the reply; only its hash is kept, so a lost link is replaced, never recovered.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { answersSchema, type CreatedRequest, type CreateRequestBody, type EmailOutcome, type RecommendationRequest, type RequestStatus } from '../../../src/contract/recommenders';
import type { Db } from '../../platform/db/client';
import { evidenceDocuments, recommendationRequests } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { ConflictError, notFound, ValidationError } from '../../platform/errors';
import { sendMail } from '../../platform/mail/mailer';
import { loadApplicant, loadExhibitTexts, prepareExhibits, tiesInEvidence } from '../letters/independence';
import { tieContradictions } from './declared-ties';
import { inviteMessage } from './invite-mail';
import { publishRequestStatus } from './status';
import { hashToken, newToken, recommenderLink } from './token';

export type RequestRow = typeof recommendationRequests.$inferSelect;
type PetitionRef = { id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** What the row says now: a link past its date reads 'expired' unless it already ended otherwise. */
export function statusOf(row: Pick<RequestRow, 'status' | 'expiresAt'>, now = new Date()): RequestStatus {
  if ((row.status === 'invited' || row.status === 'opened' || row.status === 'answered') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

function toRequest(row: RequestRow, contradictions: string[]): RecommendationRequest {
  return {
    id: row.id,
    petitionId: row.petitionId,
    recommenderName: row.recommenderName,
    recommenderEmail: row.recommenderEmail,
    recommenderTitle: row.recommenderTitle,
    recommenderOrganization: row.recommenderOrganization,
    relationship: row.relationship,
    keyAchievements: row.keyAchievements,
    sharedEvidenceIds: row.sharedEvidenceIds,
    status: statusOf(row),
    expiresAt: row.expiresAt.toISOString(),
    declineReason: row.declineReason,
    letterId: row.letterId,
    tieContradictions: contradictions,
    email: { state: row.emailState, ...(row.emailError ? { error: row.emailError } : {}) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The declared ties of each row against the petition's exhibits, read once for all rows. */
async function withContradictions(db: Db, petitionId: string, rows: RequestRow[]): Promise<RecommendationRequest[]> {
  const declaring = rows.filter((r) => (answersSchema.safeParse(r.answers ?? {}).data?.ties.length ?? 0) > 0);
  if (declaring.length === 0) return rows.map((r) => toRequest(r, []));
  const [texts, applicant] = await Promise.all([loadExhibitTexts(db, petitionId), loadApplicant(db, petitionId)]);
  const exhibits = prepareExhibits(texts);
  return rows.map((row) => {
    const ties = answersSchema.safeParse(row.answers ?? {}).data?.ties ?? [];
    return toRequest(row, tieContradictions(ties, tiesInEvidence(row, exhibits, applicant)));
  });
}

export async function listRequests(db: Db, petitionId: string): Promise<RecommendationRequest[]> {
  const rows = await db.select().from(recommendationRequests).where(eq(recommendationRequests.petitionId, petitionId)).orderBy(desc(recommendationRequests.createdAt), desc(recommendationRequests.id));
  return withContradictions(db, petitionId, rows);
}

/** Every shared exhibit must be this petition's: another petition's id reads as missing. */
async function checkShared(db: Db, petitionId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const bad = unique.find((id) => !UUID.test(id));
  const rows = bad ? [] : await db.select({ id: evidenceDocuments.id }).from(evidenceDocuments).where(and(eq(evidenceDocuments.petitionId, petitionId), inArray(evidenceDocuments.id, unique)));
  if (bad || rows.length !== unique.length) throw new ValidationError('sharedEvidenceIds: an exhibit to share is not in this petition');
  return unique;
}

/** Emails the link when SMTP_URL is set and the recommender has an address; a failure is reported, never thrown. */
async function emailLink(deps: Deps, row: RequestRow, link: string): Promise<EmailOutcome> {
  const { smtpUrl, mailFrom } = deps.config.recommenders;
  if (!smtpUrl || !row.recommenderEmail) return { state: 'off' };
  const applicant = await loadApplicant(deps.database.db, row.petitionId);
  try {
    await sendMail(smtpUrl, mailFrom, inviteMessage({ to: row.recommenderEmail, recommenderName: row.recommenderName, applicantName: applicant.name, link, expiresAt: row.expiresAt }));
    return { state: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'failed', error: `The email could not be sent (${reason.slice(0, 200)}). The link works: copy it and send it yourself.` };
  }
}

async function recordEmail(db: Db, id: string, outcome: EmailOutcome): Promise<void> {
  await db.update(recommendationRequests).set({ emailState: outcome.state, emailError: outcome.error ?? null }).where(eq(recommendationRequests.id, id));
}

const expiry = (deps: Deps) => new Date(Date.now() + deps.config.recommenders.linkDays * DAY_MS);

/**
 * Creates the request and its link. With an idempotency key a replay (the outbox resending) makes no second
 * request: it gives the same request a new link, since the first one's token was never kept.
 */
export async function createRequest(deps: Deps, petition: PetitionRef, body: CreateRequestBody, origin: string, idempotencyKey?: string): Promise<CreatedRequest> {
  const { db } = deps.database;
  const shared = await checkShared(db, petition.id, body.sharedEvidenceIds);
  const token = newToken();
  const values = {
    petitionId: petition.id,
    tokenHash: hashToken(token),
    recommenderName: body.recommenderName,
    recommenderTitle: body.recommenderTitle,
    recommenderOrganization: body.recommenderOrganization,
    recommenderEmail: body.recommenderEmail ? body.recommenderEmail : null,
    relationship: body.relationship,
    keyAchievements: body.keyAchievements,
    sharedEvidenceIds: shared,
    expiresAt: expiry(deps),
    idempotencyKey: idempotencyKey ?? null,
  };
  let [row] = await db.insert(recommendationRequests).values(values).onConflictDoNothing({ target: [recommendationRequests.petitionId, recommendationRequests.idempotencyKey] }).returning();
  if (!row && idempotencyKey) {
    [row] = await db
      .update(recommendationRequests)
      .set({ tokenHash: values.tokenHash, updatedAt: new Date() })
      .where(and(eq(recommendationRequests.petitionId, petition.id), eq(recommendationRequests.idempotencyKey, idempotencyKey)))
      .returning();
  }
  if (!row) throw new Error('The recommendation request was neither inserted nor found under its key');
  const link = recommenderLink(origin, row.id, token);
  const email = await emailLink(deps, row, link);
  await recordEmail(db, row.id, email);
  await publishRequestStatus(deps, row.petitionId, row.id, statusOf(row));
  return { id: row.id, link, status: statusOf(row), email };
}

/** Ends the link: the page then reads as any invalid link. A signed letter stays as it is. */
export async function revokeRequest(deps: Deps, row: RequestRow): Promise<void> {
  if (row.status === 'signed') throw new ConflictError('This letter is already signed; its link has no more use. Delete the letter itself if you no longer want it.');
  await deps.database.db.update(recommendationRequests).set({ status: 'revoked', updatedAt: new Date() }).where(eq(recommendationRequests.id, row.id));
  await publishRequestStatus(deps, row.petitionId, row.id, 'revoked');
}

/** A new link for the same request (the old one stops working), with a fresh expiry; what was typed is kept. */
export async function resendRequest(deps: Deps, row: RequestRow, origin: string): Promise<CreatedRequest> {
  if (row.status === 'signed') throw new ConflictError('This letter is already signed and cannot change. A new version needs a new request.');
  const token = newToken();
  const status = row.answers !== null || row.letterText !== null ? 'answered' : 'invited';
  const [updated] = await deps.database.db
    .update(recommendationRequests)
    .set({ tokenHash: hashToken(token), expiresAt: expiry(deps), status, declineReason: null, updatedAt: new Date() })
    .where(eq(recommendationRequests.id, row.id))
    .returning();
  if (!updated) throw notFound('Request not found');
  const link = recommenderLink(origin, row.id, token);
  const email = await emailLink(deps, updated, link);
  await recordEmail(deps.database.db, row.id, email);
  await publishRequestStatus(deps, row.petitionId, row.id, status);
  return { id: row.id, link, status, email };
}
