import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { screeningResultSchema, type ScreeningResult } from '../../../src/contract/screening';
import type { Analyst } from '../../platform/analyst/analyst';
import type { Db } from '../../platform/db/client';
import { profiles } from '../../platform/db/schema';
import { UpstreamError } from '../../platform/errors';
import { CV_TEXT_BUDGET_MS, pendingCvText, TIMED_OUT, within } from '../profile/cv-text';
import { requireProfile } from '../profile/service';

/**
 * Screens the caller's profile (architecture.md §screens AI screening) and keeps the result on
 * the profile as aiAnalysis, from which a new petition copies it. A CV whose
 * text is still being extracted (a slow scan) is waited for within the budget.
 */
export async function screenProfile(deps: { db: Db; analyst: Analyst; log: FastifyBaseLogger }, userId: string): Promise<ScreeningResult> {
  const profile = await requireProfile(deps.db, userId);
  let cvText = profile.cvText;
  const pending = profile.cvUrl && cvText === null ? pendingCvText(profile.cvUrl) : undefined;
  if (pending) {
    const late = await within(pending, CV_TEXT_BUDGET_MS);
    if (late !== TIMED_OUT) cvText = late;
  }
  const raw = await deps.analyst.screenProfile({
    profile: {
      fullName: profile.fullName,
      field: profile.field,
      profileDescription: profile.profileDescription,
      linkedinUrl: profile.linkedinUrl,
      githubUrl: profile.githubUrl,
      scholarUrl: profile.scholarUrl,
      otherLinks: profile.otherLinks,
      workCountry: profile.workCountry,
    },
    cvText,
  });
  // The remote analyst's output is checked like any other input before it is stored.
  const parsed = screeningResultSchema.safeParse(raw);
  if (!parsed.success) {
    deps.log.error({ issues: parsed.error.issues }, 'the analyst returned a screening result of the wrong shape');
    throw new UpstreamError('The screening service returned an unexpected result. Please try again.');
  }
  const result = parsed.data;
  // updatedAt is left alone: the profile view shows it as the CV's upload date (architecture.md §screens).
  await deps.db.update(profiles).set({ aiAnalysis: result }).where(eq(profiles.id, profile.id));
  deps.log.debug({ profileId: profile.id }, 'profile screened');
  return result;
}
