import { z } from 'zod';
import { letterStatusSchema } from './entities';
import { idParams, lineText, text, token } from './text';

// Recommendation letter requests (architecture.md §validation messages). The create form (react-hook-form +
// zodResolver) and POST /api/petitions/{id}/recommendation-letters share these field rules;
// the reply is `letterSchema` in entities.ts.

const NAME_REQUIRED = 'Name is required';
const TITLE_REQUIRED = 'Title is required';
const ORGANIZATION_REQUIRED = 'Organization is required';
const RELATIONSHIP_REQUIRED = 'Relationship is required';
const INVALID_EMAIL = 'Invalid email';

export const LETTER_LIMITS = {
  name: 200,
  title: 200,
  organization: 200,
  email: 320,
  relationship: 2000,
  achievements: 30,
  achievementLength: 500,
} as const;

/** The Idempotency-Key header: the client's id of one create, so a replay makes no second letter. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** 422: the key names an earlier create request with other details (decision 055). */
export const LETTER_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send this letter with a new key.';

const requiredText = (label: string, required: string, max: number, kind: typeof text = text) =>
  kind({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} can be at most ${max} characters`);

const emailShape = z.email();

/** Optional: a valid address or an empty string (architecture.md §validation). */
const recommenderEmail = token('Email', { error: INVALID_EMAIL })
  .trim()
  .max(LETTER_LIMITS.email, `Email can be at most ${LETTER_LIMITS.email} characters`)
  .refine((v) => v === '' || emailShape.safeParse(v).success, INVALID_EMAIL);

/** The entries as stored: trimmed, blank ones dropped (architecture.md §entities: built from the non-blank lines). */
const keyAchievementList = z
  .array(
    text({ error: 'Each key achievement must be text' })
      .trim()
      .max(LETTER_LIMITS.achievementLength, `Each key achievement can be at most ${LETTER_LIMITS.achievementLength} characters`),
    { error: 'Key achievements must be a list of text lines' },
  )
  .transform((list) => list.filter((a) => a.length > 0))
  .pipe(z.array(z.string()).max(LETTER_LIMITS.achievements, `At most ${LETTER_LIMITS.achievements} key achievements`));

const letterFields = {
  recommenderName: requiredText('Name', NAME_REQUIRED, LETTER_LIMITS.name, lineText),
  recommenderEmail,
  recommenderTitle: requiredText('Title', TITLE_REQUIRED, LETTER_LIMITS.title, lineText),
  recommenderOrganization: requiredText('Organization', ORGANIZATION_REQUIRED, LETTER_LIMITS.organization, lineText),
  relationship: requiredText('Relationship', RELATIONSHIP_REQUIRED, LETTER_LIMITS.relationship),
};

/** POST /api/petitions/{id}/recommendation-letters. Unknown fields are refused. */
export const createLetterBody = z.strictObject({
  ...letterFields,
  recommenderEmail: recommenderEmail.optional(),
  keyAchievements: keyAchievementList.default([]),
});
export type CreateLetterBody = z.output<typeof createLetterBody>;
export type CreateLetterInput = z.input<typeof createLetterBody>;

/** Each non-blank line of the text area is one achievement. */
export function achievementLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The create dialog: the same fields, but Key Achievements is the text area (one per line),
 * turned into the body's list so the form's output is exactly the request body.
 */
export const letterFormSchema = z.object({
  ...letterFields,
  keyAchievements: text().transform(achievementLines).pipe(keyAchievementList),
});
export type LetterFormValues = z.input<typeof letterFormSchema>;

export const letterIdParams = idParams;

/** architecture.md §states: draft, final, sent; anything else reads Draft. */
export function letterStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'final':
      return 'Final';
    case 'sent':
      return 'Sent';
    default:
      return 'Draft';
  }
}

export const LETTER_CONTENT_MAX = 50_000;

/** PATCH /api/recommendation-letters/{id}: the user edits the text or moves the letter along draft → final → sent. */
export const updateLetterBody = z
  .object({
    letterContent: text()
      .trim()
      .min(1, 'The letter cannot be empty')
      .max(LETTER_CONTENT_MAX, `The letter can be at most ${LETTER_CONTENT_MAX} characters`)
      .optional(),
    status: letterStatusSchema.optional(),
  })
  .refine((b) => b.letterContent !== undefined || b.status !== undefined, { message: 'Nothing to change' });
export type UpdateLetterBody = z.infer<typeof updateLetterBody>;
