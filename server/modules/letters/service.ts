import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Letter } from '../../../src/contract/entities';
import { LETTER_KEY_REUSED_MESSAGE, type CreateLetterBody, type UpdateLetterBody } from '../../../src/contract/letters';
import { visaTypeSchema } from '../../../src/contract/visa';
import type { Analyst, DraftLetterInput } from '../../platform/analyst/analyst';
import { letterContext } from '../analyst/draft-contexts';
import { assertExhibitRefs, findExhibitRefs } from '../analyst/exhibits';
import { enforceDraft } from '../analyst/guarantees';
import type { Db } from '../../platform/db/client';
import { profiles, recommendationLetters } from '../../platform/db/schema';
import { ConflictError, KeyReusedError, NotFoundError, UpstreamError, ValidationError } from '../../platform/errors';
import { countedEvidence, exhibitNumbers, loadAnalysedEvidence } from '../evidence/analysed';
import { independenceConcerns, loadApplicant, loadExhibitTexts, prepareExhibits } from './independence';
import { followNumbering, followTypedNumbering, lockNumbering, readWithNumbering } from '../exhibit-order/follow-numbering';

type LetterRow = typeof recommendationLetters.$inferSelect;
type PetitionRef = { id: string; profileId: string; visaType: string };

/** The reply shape (entities.ts): dates as ISO strings, the idempotency key kept private. */
function toLetter(row: LetterRow, concerns: string[]): Letter {
  return {
    id: row.id,
    petitionId: row.petitionId,
    recommenderName: row.recommenderName,
    recommenderTitle: row.recommenderTitle,
    recommenderOrganization: row.recommenderOrganization,
    recommenderEmail: row.recommenderEmail,
    relationship: row.relationship,
    keyAchievements: row.keyAchievements,
    letterContent: row.letterContent,
    status: row.status,
    independenceConcerns: concerns,
    author: row.metadata?.author ?? null,
    ...(row.metadata?.notes?.length ? { notes: row.metadata.notes } : {}),
    ...(row.metadata?.stale?.length ? { stale: row.metadata.stale } : {}),
    ...(row.metadata?.signedByRecommender ? { signedByRecommender: { signedAt: row.metadata.signedByRecommender.signedAt, sha256: row.metadata.signedByRecommender.sha256 } } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Letters as replies, each with its independence concerns. Computed on read rather than
 * stored, so a letter follows the evidence as it is added, corrected or removed; the
 * petition's exhibit texts are read once for all its letters.
 */
async function withConcerns(db: Db, petitionId: string, rows: LetterRow[]): Promise<Letter[]> {
  if (rows.length === 0) return [];
  const [texts, applicant] = await Promise.all([loadExhibitTexts(db, petitionId), loadApplicant(db, petitionId)]);
  const exhibits = prepareExhibits(texts);
  return rows.map((row) => toLetter(row, independenceConcerns(row, exhibits, applicant)));
}

async function oneWithConcerns(db: Db, row: LetterRow): Promise<Letter> {
  const [letter] = await withConcerns(db, row.petitionId, [row]);
  return letter!;
}

/**
 * The letter as it may be saved: quotations verbatim from their exhibits, facts from the exhibits or
 * from what the user typed (achievements, the recommender's details), no talk about the tool. A
 * paragraph that breaks a guarantee is left out; a letter that cannot be mended is refused.
 */
function guaranteedLetter(text: string, input: DraftLetterInput): string {
  try {
    return enforceDraft(text, letterContext(input)).text;
  } catch {
    throw new UpstreamError('The drafted letter did not pass the checks on quotations and facts, so it was not saved. Please try again.');
  }
}

/** Newest first, as the Letters tab lists them. */
export async function listLetters(db: Db, petitionId: string): Promise<Letter[]> {
  const rows = await db
    .select()
    .from(recommendationLetters)
    .where(eq(recommendationLetters.petitionId, petitionId))
    .orderBy(desc(recommendationLetters.createdAt), desc(recommendationLetters.id));
  return withConcerns(db, petitionId, rows);
}

async function findByKey(db: Db, petitionId: string, key: string): Promise<LetterRow | undefined> {
  const [row] = await db
    .select()
    .from(recommendationLetters)
    .where(and(eq(recommendationLetters.petitionId, petitionId), eq(recommendationLetters.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * The create request as sent, in a fixed order: the row no longer holds it once the achievements follow a
 * renumbering (decision 032), so the key's row keeps this digest.
 */
function letterRequestDigest(body: CreateLetterBody): string {
  const { recommenderName, recommenderTitle, recommenderOrganization, relationship, keyAchievements } = body;
  const fields = [recommenderName, recommenderTitle, recommenderOrganization, body.recommenderEmail || null, relationship, keyAchievements];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The key's letter for the same request; another request under the key is refused (a row from before digests is taken as the same). */
function replayOf(row: LetterRow, digest: string): LetterRow {
  if (row.requestDigest !== null && row.requestDigest !== digest) throw new KeyReusedError(LETTER_KEY_REUSED_MESSAGE);
  return row;
}

/**
 * Drafts a letter from the petition's analysed evidence and stores it as a draft.
 * With an idempotency key, a replay (the offline outbox resending, a double tap) returns the
 * letter the first request made instead of drafting a second one.
 */
export async function createLetter(
  deps: { db: Db; analyst: Analyst },
  petition: PetitionRef,
  body: CreateLetterBody,
  idempotencyKey?: string,
): Promise<Letter> {
  const { db, analyst } = deps;
  const digest = letterRequestDigest(body);
  if (idempotencyKey) {
    const existing = await findByKey(db, petition.id, idempotencyKey);
    if (existing) return oneWithConcerns(db, replayOf(existing, digest));
  }
  const visaType = visaTypeSchema.safeParse(petition.visaType);
  if (!visaType.success) throw new ValidationError(`This petition's visa type (${petition.visaType}) is not supported.`);
  const [profile] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, petition.profileId)).limit(1);
  // The numbers the letter is drafted with; the insert follows them to today's (decision 032).
  // A letter cites only exhibits that may prove something for her (decision 062).
  const { value: evidence, seen } = await readWithNumbering(db, petition.id, async (tx) => countedEvidence(await loadAnalysedEvidence(tx, petition.id)));
  const email = body.recommenderEmail ? body.recommenderEmail : undefined;

  const input: DraftLetterInput = {
    visaType: visaType.data,
    applicantName: profile?.fullName ?? '',
    recommender: {
      name: body.recommenderName,
      title: body.recommenderTitle,
      organization: body.recommenderOrganization,
      relationship: body.relationship,
      ...(email ? { email } : {}),
    },
    keyAchievements: body.keyAchievements,
    evidence,
  };
  const drafted = await analyst.draftLetter(input, { petitionId: petition.id });
  // A letter citing an exhibit the petition lacks would send a reviewer looking for nothing.
  try {
    assertExhibitRefs(drafted.content, [...seen.values()]);
  } catch {
    throw new UpstreamError('The drafted letter cited an exhibit that is not in this petition, so it was not saved. Please try again.');
  }
  const letterContent = guaranteedLetter(drafted.content, input);

  const inserted = await db.transaction(async (tx) => {
    // Under the petition lock the reorder takes: the letter's citations follow a reorder that committed meanwhile.
    const renumbering = await lockNumbering(tx, petition.id, seen);
    if (!renumbering) throw new NotFoundError('Petition not found');
    const followed = {
      letterContent: followNumbering(letterContent, renumbering, 'letter'),
      // Typed against the numbers of the moment the request was sent, which are the seen ones or older.
      keyAchievements: followTypedNumbering(body.keyAchievements, renumbering),
    };
    const [row] = await tx
      .insert(recommendationLetters)
      .values({
        petitionId: petition.id,
        recommenderName: body.recommenderName,
        recommenderTitle: body.recommenderTitle,
        recommenderOrganization: body.recommenderOrganization,
        recommenderEmail: email ?? null,
        relationship: body.relationship,
        keyAchievements: followed.keyAchievements,
        letterContent: followed.letterContent,
        status: 'draft',
        metadata: { author: drafted.author, ...(drafted.notes?.length ? { notes: drafted.notes } : {}) },
        idempotencyKey: idempotencyKey ?? null,
        requestDigest: idempotencyKey ? digest : null,
      })
      .onConflictDoNothing({ target: [recommendationLetters.petitionId, recommendationLetters.idempotencyKey] })
      .returning();
    return row;
  });
  if (inserted) return oneWithConcerns(db, inserted);
  // A concurrent request with the same key won the insert: answer with its letter.
  const winner = idempotencyKey ? await findByKey(db, petition.id, idempotencyKey) : undefined;
  if (!winner) throw new Error('Letter insert conflicted but no letter holds the idempotency key');
  return oneWithConcerns(db, replayOf(winner, digest));
}

function exhibitList(nums: number[]): string {
  if (nums.length === 1) return `Exhibit ${nums[0]}`;
  return `Exhibits ${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
}

/**
 * The user's edit: new text, a new status, or both. Edited text keeps the promise the
 * drafted text made: every 'Exhibit N' it cites is in this petition.
 */
export async function updateLetter(db: Db, letter: LetterRow, body: UpdateLetterBody): Promise<Letter> {
  // Signed by the recommender through their link (decision 066): its text and certificate no longer change.
  if (letter.metadata?.signedByRecommender) throw new ConflictError('This letter was signed by the recommender and cannot be changed. A new version needs a new request.');
  if (body.letterContent !== undefined) {
    const known = new Set(await exhibitNumbers(db, letter.petitionId));
    const missing = findExhibitRefs(body.letterContent).filter((n) => !known.has(n));
    if (missing.length > 0) {
      const verb = missing.length === 1 ? 'is' : 'are';
      throw new ValidationError(`The letter cites ${exhibitList(missing)}, which ${verb} not in this petition. Correct the exhibit number or remove the reference, then save again.`);
    }
  }
  const [updated] = await db
    .update(recommendationLetters)
    .set({
      // The user's own text follows the record from now on: the out-of-date mark goes with the edit.
      ...(body.letterContent !== undefined ? { letterContent: body.letterContent, metadata: withoutStale(letter.metadata) } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(recommendationLetters.id, letter.id))
    .returning();
  // Deleted between the ownership check and the update.
  if (!updated) throw new NotFoundError('Letter not found');
  return oneWithConcerns(db, updated);
}

function withoutStale(metadata: LetterRow['metadata']): LetterRow['metadata'] {
  if (!metadata?.stale) return metadata;
  const { stale: _stale, ...rest } = metadata;
  return rest;
}

export async function deleteLetter(db: Db, letterId: string): Promise<void> {
  await db.delete(recommendationLetters).where(eq(recommendationLetters.id, letterId));
}
