import { z } from 'zod';
import { analystAuthorSchema } from './analyst-author';

export const STRENGTHS = ['strong', 'moderate', 'weak'] as const;
export const strengthSchema = z.enum(STRENGTHS);
export type Strength = z.infer<typeof strengthSchema>;

export const criteriaScoreSchema = z.object({
  criteriaId: z.string(),
  criteriaTitle: z.string(),
  /** Percent, 0–100. */
  score: z.number().min(0).max(100),
  strength: strengthSchema,
  reasoning: z.string(),
  evidenceCount: z.number().int().min(0),
  /** e.g. 'Exhibit 3: award-letter.pdf' */
  keyEvidence: z.array(z.string()),
  suggestions: z.array(z.string()),
});

/** The report as an analyst writes it. */
export const criteriaReportBodySchema = z.object({
  criteriaScores: z.array(criteriaScoreSchema),
  strategicRecommendations: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

/** The report as it is stored and sent: with which analyst wrote it (absent on reports saved before issue 16). */
export const criteriaReportSchema = criteriaReportBodySchema.extend({ author: analystAuthorSchema.optional() });
export type CriteriaScore = z.infer<typeof criteriaScoreSchema>;
export type CriteriaReport = z.infer<typeof criteriaReportSchema>;

/** criteriaId of the final merits statement (Kazarian step 2). */
export const FINAL_MERITS = 'FINAL_MERITS';

/**
 * The petition's one strength number (architecture.md §screens: the rounded mean of the report's criteria scores).
 * The server stores it as petitions.strengthScore when the report is made; the dashboard and the
 * petition page both show that stored value.
 */
export function petitionStrength(report: Pick<CriteriaReport, 'criteriaScores'>): number | null {
  const scores = report.criteriaScores;
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, s) => sum + s.score, 0) / scores.length);
}

/**
 * The strength a petition shows, on the dashboard and on its page alike: the stored
 * strengthScore, or for rows saved before it was stored, petitionStrength of the report.
 */
export function shownStrength(petition: { strengthScore: number | null; criteriaStrengthReport: Pick<CriteriaReport, 'criteriaScores'> | null }): number | null {
  if (petition.strengthScore !== null) return petition.strengthScore;
  return petition.criteriaStrengthReport ? petitionStrength(petition.criteriaStrengthReport) : null;
}
