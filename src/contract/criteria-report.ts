import { z } from 'zod';
import { analystAuthorSchema } from './analyst-author';

const STRENGTHS = ['strong', 'moderate', 'weak'] as const;
const strengthSchema = z.enum(STRENGTHS);
export type Strength = z.infer<typeof strengthSchema>;

const criteriaScoreSchema = z.object({
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

/** criteriaId of the final merits statement (Kazarian step 2); for EB-2 NIW, the brief's conclusion. */
export const FINAL_MERITS = 'FINAL_MERITS';

/** An NIW brief has no final merits step (no Kazarian review): its closing statement is its conclusion. */
export const NIW_CONCLUSION_TITLE = 'Conclusion';

/** What the FINAL_MERITS statement is called for a visa type, wherever it is named (Criteria tab, packet, drafts). */
export function closingStatementTitle(visaType: string): string {
  return visaType === 'EB-2 NIW' ? NIW_CONCLUSION_TITLE : 'Final Merits Statement';
}
