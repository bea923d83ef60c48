import { z } from 'zod';
import { analystAuthorSchema } from './analyst-author';
import { visaTypeSchema } from './visa';

const recommendedVisaSchema = z.object({
  type: visaTypeSchema,
  /** Percent match, 0–100. */
  score: z.number().int().min(0).max(100),
  reasoning: z.string(),
});

/** The screening as an analyst writes it. */
export const screeningBodySchema = z.object({
  analysis: z.string(),
  recommendedVisas: z.array(recommendedVisaSchema),
  strengths: z.array(z.string()),
  recommendations: z.array(z.string()),
});

/** As stored and sent: with which analyst wrote it (absent on results saved before issue 16). */
export const screeningResultSchema = screeningBodySchema.extend({ author: analystAuthorSchema.optional() });
export type ScreeningResult = z.infer<typeof screeningResultSchema>;
export type RecommendedVisa = z.infer<typeof recommendedVisaSchema>;
