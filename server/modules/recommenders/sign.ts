/**
 * Signing (issue 35 item 4): the recommender's typed name, drawn signature and confirmation. Records the
 * signed text's SHA-256, the time, the IP address and the user agent; makes the signed PDF with its
 * certificate page; and files the letter as `final`, signed by the recommender. Once, ever: the request is
 * moved to 'signed' only from an open state, so a second signing (or a race of two) is refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SignatureRecord, SignBody } from '../../../src/contract/recommenders';
import { ownerOfPetition } from '../../platform/db/ownership';
import { petitions, recommendationLetters, recommendationRequests } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { ConflictError, ValidationError } from '../../platform/errors';
import { storeEvidenceBytes } from '../evidence/store-bytes';
import { assertOpen, LinkInvalidError } from './portal';
import type { RequestRow } from './requests';
import { publishRequestStatus } from './status';
import { signaturePng } from './signature-image';

const NOTHING_TO_SIGN = 'There is nothing to sign yet: answer the questions and arrange them into a letter, write your letter, or upload your own.';
const ALREADY_SIGNED = 'This letter is already signed. A new version needs a new request.';

const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type SignedResult = { letterId: string; record: SignatureRecord; pdfPath: string; pdfBytes: number };

export async function signLetter(deps: Deps, row: RequestRow, body: SignBody, client: { ip: string; userAgent: string }): Promise<SignedResult> {
  if (row.status === 'signed') throw new ConflictError(ALREADY_SIGNED);
  assertOpen(row);
  const letterText = row.letterText?.trim() ?? '';
  if (!letterText) throw new ValidationError(NOTHING_TO_SIGN);
  const { db } = deps.database;
  const owner = await ownerOfPetition(db, row.petitionId);
  const [petition] = await db.select({ visaType: petitions.visaType }).from(petitions).where(eq(petitions.id, row.petitionId)).limit(1);
  if (!owner || !petition) throw new LinkInvalidError();

  const record: SignatureRecord = { name: body.fullName, signedAt: new Date().toISOString(), ip: client.ip, userAgent: client.userAgent.slice(0, 500), sha256: sha256Of(letterText) };
  const uploadedPdf = row.uploadPath && row.uploadMime === 'application/pdf' ? await deps.store.read(row.uploadPath) : undefined;
  // The PDF engine (pdf-lib, fonts) loads with the first signature, not with every server start.
  const { signedLetterPdf } = await import('./signed-pdf');
  const pdf = await signedLetterPdf({
    pageSize: petition.visaType === 'UK_GLOBAL_TALENT' ? 'a4' : 'letter',
    letterText,
    ...(uploadedPdf ? { uploadedPdf } : {}),
    signaturePng: await signaturePng(body.strokes),
    signer: { name: body.fullName, title: row.recommenderTitle, organization: row.recommenderOrganization },
    record,
    requestId: row.id,
  });
  // Stored like any of the applicant's files: content-addressed under them, so the packet reads it as it reads evidence.
  const { objectPath } = await storeEvidenceBytes(deps, owner, Buffer.from(pdf), { mime: 'application/pdf', ext: 'pdf' });

  const letterId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(recommendationRequests)
      .set({ status: 'signed', signature: record, signedPdfPath: objectPath, updatedAt: new Date() })
      .where(and(eq(recommendationRequests.id, row.id), eq(recommendationRequests.tokenHash, row.tokenHash), inArray(recommendationRequests.status, ['invited', 'opened', 'answered'])))
      .returning({ id: recommendationRequests.id });
    if (!claimed) throw new ConflictError(ALREADY_SIGNED);
    const [letter] = await tx
      .insert(recommendationLetters)
      .values({
        petitionId: row.petitionId,
        recommenderName: row.recommenderName,
        recommenderTitle: row.recommenderTitle,
        recommenderOrganization: row.recommenderOrganization,
        recommenderEmail: row.recommenderEmail,
        relationship: row.relationship,
        keyAchievements: row.keyAchievements,
        letterContent: letterText,
        status: 'final',
        metadata: { signedByRecommender: { requestId: row.id, pdfPath: objectPath, sha256: record.sha256, signedAt: record.signedAt } },
      })
      .returning({ id: recommendationLetters.id });
    await tx.update(recommendationRequests).set({ letterId: letter!.id }).where(eq(recommendationRequests.id, row.id));
    return letter!.id;
  });
  await publishRequestStatus(deps, row.petitionId, row.id, 'signed');
  return { letterId, record, pdfPath: objectPath, pdfBytes: pdf.length };
}
