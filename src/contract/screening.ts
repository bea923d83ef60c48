import { z } from 'zod';
import { visaTypeSchema } from './visa';

export const recommendedVisaSchema = z.object({
  type: visaTypeSchema,
  /** Percent match, 0–100. */
  score: z.number().int().min(0).max(100),
  reasoning: z.string(),
});

export const screeningResultSchema = z.object({
  analysis: z.string(),
  recommendedVisas: z.array(recommendedVisaSchema),
  strengths: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type ScreeningResult = z.infer<typeof screeningResultSchema>;
export type RecommendedVisa = z.infer<typeof recommendedVisaSchema>;
