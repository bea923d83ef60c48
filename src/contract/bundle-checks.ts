import { z } from 'zod';

// The UK Global Talent bundle's limits, checked before building (issue 14 item 9, decision 026).

/** filing-conventions.md, UK Global Talent: the endorsing bodies' limits. */
export const UK_LIMITS = {
  cvPages: 3,
  evidenceDocuments: 10,
  letters: 3,
  personalStatementWords: 1000,
  /** Each letter, signed: up to 3 sides of A4. */
  letterSides: 3,
  /** Each evidence document: 3 sides of A4 (Arts Council England); some guides (Tech Nation) ask for 2. */
  evidenceSides: 3,
  /** A side of A4 in 11-12 pt type with normal margins: about 500 words. Used where a file has no pages to count. */
  wordsPerSide: 500,
} as const;

export const BUNDLE_CHECK_IDS = ['cv-pages', 'evidence-count', 'evidence-length', 'letters', 'letter-length', 'one-criterion-per-document', 'personal-statement-words'] as const;

/** One limit: `fix` says in plain words what to do, and is null when the limit holds. */
const bundleCheckSchema = z.object({
  id: z.enum(BUNDLE_CHECK_IDS),
  ok: z.boolean(),
  message: z.string(),
  fix: z.string().nullable(),
});
export type BundleCheck = z.infer<typeof bundleCheckSchema>;

/** GET /api/petitions/{id}/bundle-checks. `applies` is false (and no checks) for every visa but UK Global Talent. */
export const bundleChecksReply = z.object({
  applies: z.boolean(),
  checks: z.array(bundleCheckSchema),
});
export type BundleChecksReply = z.infer<typeof bundleChecksReply>;

/**
 * Words as a reader counts them: runs of letters or digits (with inner apostrophes and hyphens, and '1,200' as one),
 * so markdown marks ('#', '-', '**') and lone punctuation are not words. Client and server count alike.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:(?:['’-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** '1,000': the way the limit reads in the UI and in the messages. */
export const formatCount = (n: number) => n.toLocaleString('en-GB');
