/**
 * 'Arrange my answers into a letter' (issue 35): the recommender's own sentences, in order, with a
 * salutation, their title block and the applicant's name, and no claim of Exhibit's. Enforced in code with
 * the analyst's guarantees (analyst/guarantees.ts), their answers standing as the only source: a
 * figure, date or name must be in what they typed, a quotation must be in it, and every sentence of the body
 * must be one of theirs.
 */
import { ANSWER_FIELDS, hasAnswers, type Answers } from '../../../src/contract/recommenders';
import { checkDraft, normaliseForMatch, type DraftContext, type Violation } from '../analyst/guarantees';
import { checkFacts } from '../analyst/guarantee-facts';
import { ValidationError } from '../../platform/errors';

type Parties = { applicantName: string; recommenderName: string; recommenderTitle: string; recommenderOrganization: string; ukBundle: boolean };
/** Arranges answers into a letter; the default is below, a test passes one that misbehaves. */
export type Arranger = (answers: Answers, parties: Parties) => string;

const salutation = (p: Parties) => (p.ukBundle ? 'To the Endorsing Body,' : 'Dear Officer,');
const closing = 'Sincerely,';
const titleBlock = (p: Parties) => [p.recommenderName, p.recommenderTitle, p.recommenderOrganization].filter(Boolean).join('\n');
const reLine = (p: Parties) => `Re: ${p.applicantName}`;

/** The recommender's answers, in the questionnaire's order, each one paragraph as typed. */
export const arrangeAnswers: Arranger = (answers, parties) => {
  const body = ANSWER_FIELDS.map((f) => answers[f].trim()).filter(Boolean);
  return [reLine(parties), salutation(parties), ...body, closing, titleBlock(parties)].join('\n\n');
};

// Lines first: normalising for matching makes every line break a space.
const sentences = (text: string) =>
  text
    .split(/\n+/)
    .flatMap((line) => normaliseForMatch(line).split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);

/** What Exhibit may add around their words: these exact lines and nothing else. */
function frameLines(p: Parties): Set<string> {
  return new Set(sentences([reLine(p), salutation(p), closing, titleBlock(p)].join('\n')));
}

/** Every way the arranged letter says something the recommender did not: empty when it is all theirs. */
function arrangementViolations(letter: string, answers: Answers, parties: Parties): Violation[] {
  const source = ANSWER_FIELDS.map((f) => answers[f]).join('\n\n');
  const ctx: DraftContext = {
    exhibits: [{ evidenceNumber: 0, text: source }],
    filing: false,
    allowed: [source, parties.applicantName, parties.recommenderName, parties.recommenderTitle, parties.recommenderOrganization],
  };
  const theirs = new Set(sentences(source));
  const frame = frameLines(parties);
  const added = sentences(letter)
    .filter((s) => !frame.has(s) && !theirs.has(s))
    .map((s) => ({ rule: 'fact' as const, detail: `"${s.slice(0, 120)}" is not one of your sentences` }));
  return [...checkDraft(letter, ctx), ...checkFacts(letter, { ...ctx, filing: true }), ...added];
}

/** The letter from their answers, refused when the arrangement would put words in their mouth. */
export function arrangeLetter(answers: Answers, parties: Parties, arranger: Arranger = arrangeAnswers): string {
  if (!hasAnswers(answers)) throw new ValidationError('Answer at least one question first: the letter is made only of your answers.');
  const letter = arranger(answers, parties);
  const violations = arrangementViolations(letter, answers, parties);
  if (violations.length > 0) throw new ValidationError(`The arranged letter was refused because it says what your answers do not: ${violations.map((v) => v.detail).join('; ')}`);
  return letter;
}
