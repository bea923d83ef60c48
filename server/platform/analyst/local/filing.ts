/**
 * What a document proves follows from its fact sheet (issue 32 item 2, decision 056). Someone else's
 * award, a nomination, a shortlist, a grant, an event attended, a reference list: none is the
 * applicant's award, however much it says 'award'. Likewise an article that only quotes her is not
 * press about her, and someone else's election or invitation to judge is not hers. Such a document is
 * filed as Other, with one sentence saying why.
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import { applicantRolePhrase } from '../../../../src/contract/fact-sheet-line';

export type Filing = { category: string; reason: string | null };

/** Kinds whose proof is someone's achievement: filed under a criterion only when it is the applicant's. */
const PERSONAL = new Set(['award', 'membership', 'review_record', 'press_article']);
/** Her own record lists her papers in citation form: that is not being cited by someone else. */
const OWN_RECORDS = new Set(['citation_record', 'cv', 'recommendation_letter', 'employment_letter', 'identity']);
const WHAT: Record<string, string> = {
  award: 'the award went to',
  membership: 'the election is of',
  review_record: 'the invitation to judge is addressed to',
  press_article: 'the article is about',
};

function rolePart(sheet: FactSheet): string {
  if (sheet.applicantRole === 'attendee' && sheet.kind === 'award') return 'the applicant attended the ceremony';
  if (sheet.applicantRole === 'quoted') return 'it only quotes the applicant';
  if (sheet.applicantRole === 'cited') return 'it only cites the applicant';
  return applicantRolePhrase(sheet.applicantRole) ?? 'the applicant is not named in it';
}

const other = (reason: string): Filing => ({ category: 'other', reason: `Filed as Other: ${reason}.` });

/**
 * The category the facts allow, given the one the document's kind suggested. `knowsApplicant` is false
 * when the analyst was not told whose petition it is: then only rules that need no name apply.
 */
export function fileByFacts(sheet: FactSheet, suggested: string, knowsApplicant: boolean): Filing {
  const unchanged: Filing = { category: suggested, reason: null };
  const subject = sheet.subject;
  const who = subject ? (subject.isApplicant ? 'the applicant' : subject.value) : undefined;
  switch (sheet.kind) {
    case 'nomination':
      return other(`it is a nomination${who ? ` of ${who}` : ''}, and a nomination is not the award`);
    case 'shortlist':
      return other(`it names ${who ?? 'the finalists'} on a shortlist, and being shortlisted is not winning the award`);
    case 'grant':
      return other(
        `it is a research grant${who ? ` held by ${who}` : ''}${sheet.applicantRole === 'collaborator' ? ' with the applicant as a collaborator' : ''}; a grant funds work and is not a prize`,
      );
    case 'event_programme':
      if (sheet.applicantRole === 'attendee' || sheet.applicantRole === 'none') return other('it is an event programme or guest list that names the applicant only as an attendee');
      return unchanged;
    default:
      break;
  }
  if (!knowsApplicant) return unchanged;
  if (PERSONAL.has(sheet.kind)) {
    if (subject && !subject.isApplicant) return other(`${WHAT[sheet.kind]} ${subject.value}; ${rolePart(sheet)}`);
    if (!subject && sheet.kind === 'press_article' && (sheet.applicantRole === 'quoted' || sheet.applicantRole === 'cited')) {
      return other(`the article is not about the applicant; ${rolePart(sheet)}`);
    }
  }
  if (sheet.applicantRole === 'cited' && !OWN_RECORDS.has(sheet.kind) && !subject?.isApplicant) return other('it names the applicant only in its reference list');
  return unchanged;
}
