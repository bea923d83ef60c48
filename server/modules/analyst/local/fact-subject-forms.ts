/**
 * The tests some subject readings make (fact-subject-readings.ts): the kind a subject says, judges named who are not
 * her, and her as the subject, named as the document writes her.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { adoptionWeight, businessCard, conferenceBadge, isFormationRecord, isOwnershipRecord, isRoutine } from '../kinds';
import type { PagedSentence } from './fact-sentences';
import { nameAsWritten, surnameTest } from './fact-names';
import { invitedToSpeak } from './fact-invitation';

type Subject = NonNullable<FactSheet['subject']>;

/** The document's head, as fact-sheet.ts reads its kind from it. */
const HEAD = 2_000;

/** What happened to a subject says what a document of no clear form is: an award received, an election, an appointment. */
const BY_RELATION: Partial<Record<Subject['relation'], FactKind>> = { received: 'award', elected: 'membership', paid: 'employment_letter', wrote: 'scholarly_paper' };
const JUDGING = /\b(review|referee|examiner|examine|jury|juror|judge|judging|panel|programme committee|program committee)\b/i;

export function refinedKind(kind: FactKind, subject: FactSheet['subject'], text: string): FactKind {
  // A patent's front page read as a paper: its inventors field says what it is.
  if (kind === 'scholarly_paper' && subject && /^\s*(?:\(\d+\)\s*)?Inventors?\s*:/.test(subject.sentence ?? '')) return 'patent';
  // Invited to speak, present or chair, she judges no one's work, whatever reviewing words the committee's page has.
  if (kind === 'review_record' && subject?.relation === 'invited' && invitedToSpeak(text)) return 'other';
  // Whom a course certificate names attended or completed it: that makes it no award and no paper.
  // … nor does a badge or a business card that prints her name over her institution or her title.
  if (kind !== 'other' || !subject || isRoutine(text) || conferenceBadge(text) || businessCard(text)) return kind;
  // A company's papers ('I certify that X Limited owns 100% of the issued shares') certify what the company is: no award.
  if (isOwnershipRecord(text) || isFormationRecord(text)) return kind;
  // Invited to speak on a panel, she is no judge, whatever committee invites her.
  if (subject.relation === 'invited') return JUDGING.test(text.slice(0, HEAD)) && !invitedToSpeak(text) ? 'review_record' : kind;
  return BY_RELATION[subject.relation] ?? kind;
}

/** A sentence that names who judges ('judged by A, B and C', 'Judges: …'), and none of hers speaks of judging. */
const JUDGES_NAMED = /\bjudged by\s+\p{Lu}|\b(?:judges|jury(?: members)?|judging panel)\s*(?::|are|were|include)\s*\p{Lu}/u;
const JUDGING_WORD = /\b(?:judg\w*|jur(?:y|or|ors)|referee\w*|reviewer\w*|adjudicat\w*)\b/i;

export function othersJudge(text: string, applicantName: string | undefined): boolean {
  const namesHer = surnameTest(applicantName);
  if (!namesHer) return false;
  // Read by lines: a section's heading ('JUDGES') runs into the sentence before it.
  const lines = text.split(/\r?\n/);
  const hers = lines.filter((l) => namesHer(l));
  return hers.length > 0 && !hers.some((l) => JUDGING_WORD.test(l)) && lines.some((l) => JUDGES_NAMED.test(l) && !namesHer(l));
}

/** She is what the document is about, named in `sentence` as it writes her, so the fact stays verbatim in it. */
export function herAsSubject(sentence: PagedSentence | undefined, applicantName: string | undefined): Subject | undefined {
  const value = sentence ? nameAsWritten(sentence.text, applicantName) : undefined;
  return sentence && value ? { value, sentence: sentence.text, page: sentence.page, relation: 'written_about', isApplicant: true } : undefined;
}

/** Her work as others' record takes it up, named where the record first names her outside its references. */
export function takenUpWork(text: string, named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  if (!applicantName || adoptionWeight(text) < 2) return undefined;
  return herAsSubject(named.find((s) => !s.inReferences && nameAsWritten(s.text, applicantName)), applicantName);
}
