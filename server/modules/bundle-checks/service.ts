import { eq } from 'drizzle-orm';
import { countWords, type BundleChecksReply } from '../../../src/contract/bundle-checks';
import { caseDocuments, evidenceDocuments, petitions, profiles, recommendationLetters } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { bundleChecks, type CvFacts } from './checks';
import { countPdfPages } from './cv-pages';
import { documentLengths } from './document-lengths';

type Petition = typeof petitions.$inferSelect;

/** The profile's CV with its page count; a file the store no longer has counts as absent. */
async function cvFacts(deps: Deps, profileId: string): Promise<CvFacts> {
  const [profile] = await deps.database.db.select({ cvUrl: profiles.cvUrl, cvFileName: profiles.cvFileName }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!profile?.cvUrl) return { present: false };
  const bytes = await deps.store.read(profile.cvUrl).catch(() => null);
  if (!bytes) return { present: false };
  return { present: true, fileName: profile.cvFileName ?? 'CV', pages: await countPdfPages(bytes) };
}

/** GET /api/petitions/{id}/bundle-checks for an owned petition: the UK route's limits, or nothing to check. */
export async function checkBundle(deps: Deps, petition: Petition): Promise<BundleChecksReply> {
  if (petition.visaType !== 'UK_GLOBAL_TALENT') return { applies: false, checks: [] };
  const db = deps.database.db;
  const [cv, lengths, evidence, letters, documents] = await Promise.all([
    cvFacts(deps, petition.profileId),
    documentLengths(deps, petition.id),
    db.select({ evidenceNumber: evidenceDocuments.evidenceNumber, category: evidenceDocuments.category }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petition.id)),
    db
      .select({
        recommenderName: recommendationLetters.recommenderName,
        recommenderOrganization: recommendationLetters.recommenderOrganization,
        letterContent: recommendationLetters.letterContent,
        metadata: recommendationLetters.metadata,
      })
      .from(recommendationLetters)
      .where(eq(recommendationLetters.petitionId, petition.id)),
    db.select({ criteriaId: caseDocuments.criteriaId, content: caseDocuments.content, updatedAt: caseDocuments.updatedAt }).from(caseDocuments).where(eq(caseDocuments.petitionId, petition.id)),
  ]);
  // A letter the recommender signed through their link is their own signed text, not a draft to outline (decision 066).
  const draftLetters = letters.filter((l) => !l.metadata?.signedByRecommender).map((l) => ({ recommenderName: l.recommenderName, words: countWords(l.letterContent) }));
  return { applies: true, checks: bundleChecks({ cv, evidence, letters, caseDocuments: documents, lengths, draftLetters }) };
}
