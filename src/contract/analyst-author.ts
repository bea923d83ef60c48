import { z } from 'zod';

/**
 * Which analyst wrote a generated row (issue 16 item 6): the provider, the model and, when the
 * built-in analyst wrote it although a model is configured, why. Stored with the row and shown in
 * small print beside statements, letters and the report; never part of the filing text.
 */
export const ANALYST_PROVIDERS = ['local', 'openai'] as const;

/** Why the built-in analyst answered in place of the configured model. */
const FALLBACK_REASONS = ['checks-failed', 'provider-unavailable', 'refused', 'uk-outline'] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

export const analystAuthorSchema = z.object({
  provider: z.enum(ANALYST_PROVIDERS),
  /** The model's name as the provider knows it; 'built-in' for the local analyst. */
  model: z.string(),
  fallback: z.enum(FALLBACK_REASONS).optional(),
});
export type AnalystAuthor = z.infer<typeof analystAuthorSchema>;

const BUILT_IN_MODEL = 'built-in';

/** The local analyst, answering because it is the configured one or in place of the model. */
export function builtInAuthor(fallback?: FallbackReason): AnalystAuthor {
  return { provider: 'local', model: BUILT_IN_MODEL, ...(fallback ? { fallback } : {}) };
}

const WHY: Record<FallbackReason, string> = {
  'checks-failed': "the model's draft failed checks",
  'provider-unavailable': 'the model could not be reached',
  refused: 'the model declined to answer',
  'uk-outline': 'UK endorsing bodies accept no AI-written letters or statements, so this is an outline',
};

/** The small print under a generated draft, e.g. 'Drafted by the built-in analyst: the model's draft failed checks'. */
export function authorLabel(author: AnalystAuthor): string {
  if (author.provider === 'openai') return `Drafted by the language model ${author.model}`;
  const base = 'Drafted by the built-in analyst';
  return author.fallback ? `${base}: ${WHY[author.fallback]}` : base;
}
