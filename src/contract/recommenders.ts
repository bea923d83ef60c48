import { z } from 'zod';
import { createLetterBody } from './letters';
import {
  ANSWER_FIELDS,
  ANSWER_MAX,
  EMPTY_ANSWERS,
  type AnswerField,
  DECLARED_TIES,
  DECLINE_REASON_MAX,
  SHORT_ANSWER_MAX,
  SIGN_CONFIRMATION,
  SIGNED_NAME_MAX,
} from './recommender-questionnaire';
import { text, token } from './text';

export * from './recommender-questionnaire';

// Recommenders who write and sign in their own words (issue 35, decision 066). The applicant invites through
// a private link; the recommender answers, writes or uploads their own letter, and signs it. These schemas are
// both sides' one source: the invite dialog and POST /api/petitions/{id}/recommendation-requests, the
// recommender's page and /api/recommend/{id}/….

export const REQUEST_STATUSES = ['invited', 'opened', 'answered', 'signed', 'declined', 'revoked', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  invited: 'Invited',
  opened: 'Opened',
  answered: 'Answered',
  signed: 'Signed',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
};

const limitMessage = (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en-US')} characters. Shorten it: what you typed is kept on this page.`;
const answer = (label: string, max = ANSWER_MAX) => text().max(max, limitMessage(label, max));

/** The questionnaire, in the recommender's own words; every field may be blank until they sign. */
export const answersSchema = z.strictObject({
  howKnown: answer('How you know them').default(''),
  knownSince: answer('Since when', SHORT_ANSWER_MAX).default(''),
  whatTheyDid: answer('What they did').default(''),
  howYouKnowIt: answer('How you know it').default(''),
  whyItMatters: answer('Why it matters').default(''),
  position: answer('Your position', SHORT_ANSWER_MAX).default(''),
  record: answer('Your record').default(''),
  ties: z.array(z.enum(DECLARED_TIES)).max(DECLARED_TIES.length).default([]),
});
export type Answers = z.output<typeof answersSchema>;
// The page's plain list of fields is this schema's: a field added to one and not the other fails to compile.
void (EMPTY_ANSWERS satisfies Answers);
void ({} as Omit<Answers, 'ties'> satisfies Record<AnswerField, string>);

/** Whether the recommender has written anything of their own yet. */
export function hasAnswers(a: Answers): boolean {
  return ANSWER_FIELDS.some((f) => a[f].trim().length > 0);
}

/** POST /api/petitions/{id}/recommendation-requests: the letter form's fields, and the exhibits to share (none by default). */
export const createRequestBody = createLetterBody.extend({
  sharedEvidenceIds: z.array(token('An exhibit id').max(100)).max(50, 'Share at most 50 exhibits').default([]),
});
export type CreateRequestBody = z.output<typeof createRequestBody>;
export type CreateRequestInput = z.input<typeof createRequestBody>;

/** Whether the link was also emailed: 'off' when SMTP_URL is not set; 'failed' leaves the link usable. */
const emailOutcomeSchema = z.object({ state: z.enum(['sent', 'failed', 'off']), error: z.string().optional() });
export type EmailOutcome = z.infer<typeof emailOutcomeSchema>;

/** The reply to an invite or a resend: the only time the link is shown (only its hash is stored). */
export const createdRequestSchema = z.object({ id: z.string(), link: z.string(), status: z.enum(REQUEST_STATUSES), email: emailOutcomeSchema });
export type CreatedRequest = z.infer<typeof createdRequestSchema>;

/** A request as the applicant's Letters tab lists it. */
export const requestSchema = z.object({
  id: z.string(),
  petitionId: z.string(),
  recommenderName: z.string(),
  recommenderEmail: z.string().nullable(),
  recommenderTitle: z.string(),
  recommenderOrganization: z.string(),
  relationship: z.string(),
  keyAchievements: z.array(z.string()),
  sharedEvidenceIds: z.array(z.string()),
  status: z.enum(REQUEST_STATUSES),
  expiresAt: z.string(),
  declineReason: z.string().nullable(),
  /** The signed letter, once there is one. */
  letterId: z.string().nullable(),
  /** 'Declared no co-authorship; Exhibit 6 lists them as co-author': the recommender's ties against the evidence. */
  tieContradictions: z.array(z.string()),
  email: emailOutcomeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecommendationRequest = z.infer<typeof requestSchema>;

/** A shared exhibit on the recommender's page: view only, through a short-lived signed link. */
const sharedExhibitSchema = z.object({ id: z.string(), label: z.string(), title: z.string(), url: z.string() });

/** GET /api/recommend/{id}: everything the recommender's page shows, and nothing of the petition beyond it. */
export const portalSchema = z.object({
  id: z.string(),
  applicantName: z.string(),
  recommenderName: z.string(),
  recommenderTitle: z.string(),
  recommenderOrganization: z.string(),
  relationship: z.string(),
  keyAchievements: z.array(z.string()),
  visaLabel: z.string(),
  exhibits: z.array(sharedExhibitSchema),
  answers: answersSchema,
  letterText: z.string(),
  letterOrigin: z.enum(['arranged', 'written', 'uploaded']).nullable(),
  status: z.enum(REQUEST_STATUSES),
  expiresAt: z.string(),
  signedAt: z.string().nullable(),
  /** Sent back in RECOMMENDER_CSRF_HEADER on every write. */
  csrf: z.string(),
});
export type Portal = z.infer<typeof portalSchema>;

const LETTER_TEXT_MAX = 50_000;
export const letterTextBody = z.strictObject({
  letterText: text().trim().max(LETTER_TEXT_MAX, limitMessage('The letter', LETTER_TEXT_MAX)),
});

export const declineBody = z.strictObject({ reason: text().trim().max(DECLINE_REASON_MAX, limitMessage('The reason', DECLINE_REASON_MAX)).default('') });

/** A drawn signature: strokes of points in the pad's own coordinates (0–1 across and down). */
const point = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
const strokesSchema = z.array(z.array(point).min(1).max(2000)).max(200, 'The signature has too many strokes');
const SIGNATURE_REQUIRED = 'Draw your signature before signing.';

export const signBody = z.strictObject({
  fullName: text().trim().min(2, 'Type your full name').max(SIGNED_NAME_MAX, limitMessage('Your name', SIGNED_NAME_MAX)),
  confirmed: z.literal(true, { error: `Tick '${SIGN_CONFIRMATION}' to sign` }),
  strokes: strokesSchema.refine((s) => s.length > 0 && s.some((stroke) => stroke.length > 1), SIGNATURE_REQUIRED),
});
export type SignBody = z.infer<typeof signBody>;

/** The signature's audit record, printed on the certificate page. */
export type SignatureRecord = { name: string; signedAt: string; ip: string; userAgent: string; sha256: string };
