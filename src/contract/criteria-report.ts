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
