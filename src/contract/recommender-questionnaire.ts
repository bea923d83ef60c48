// The recommender's page's words and limits (issue 35, decision 066), with no imports: the page loads these and
// nothing of the signed-in app (the schemas in ./recommenders bring zod and the letters' and entities' modules,
// which the bundler groups with the signed-in app). ./recommenders re-exports all of it and builds its schemas on it.

/** The ties the recommender may declare: checked against the evidence's author lines and employers. */
export const DECLARED_TIES = ['co_authored', 'same_institution', 'advisor_student', 'funded_together', 'none'] as const;
export type DeclaredTie = (typeof DECLARED_TIES)[number];
export const DECLARED_TIE_LABELS: Record<DeclaredTie, string> = {
  co_authored: 'We have co-authored work',
  same_institution: 'We work or worked at the same institution',
  advisor_student: 'I was their advisor, or they were mine',
  funded_together: 'We were funded together (a joint grant)',
  none: 'None of these',
};

/** One answer's limit: long enough for a page of prose, short of a pasted document. */
export const ANSWER_MAX = 4000;
export const SHORT_ANSWER_MAX = 300;
export const DECLINE_REASON_MAX = 1000;
export const SIGNED_NAME_MAX = 200;
/** 'This letter is my own and I sign it': the confirmation the recommender ticks. */
export const SIGN_CONFIRMATION = 'This letter is my own and I sign it';
/** Revoked, expired and unknown links read alike, so a link says nothing about which it was. */
export const LINK_INVALID_MESSAGE = 'This link is no longer valid; ask the person who sent it to you for a new one.';
/** The header the recommender's page sends its link's token in (never a cookie, never the path). */
export const RECOMMENDER_TOKEN_HEADER = 'x-recommender-token';
/** The header its writes carry the page's CSRF token in. */
export const RECOMMENDER_CSRF_HEADER = 'x-recommender-csrf';

/** The questionnaire's written answers, in the page's and the arranged letter's order. */
export const ANSWER_FIELDS = ['howKnown', 'knownSince', 'whatTheyDid', 'howYouKnowIt', 'whyItMatters', 'position', 'record'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export const EMPTY_ANSWERS: Record<AnswerField, string> & { ties: DeclaredTie[] } = { howKnown: '', knownSince: '', whatTheyDid: '', howYouKnowIt: '', whyItMatters: '', position: '', record: '', ties: [] };
