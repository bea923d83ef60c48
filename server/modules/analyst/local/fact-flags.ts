/**
 * 'Please check' (decision 060): the fields of a fact sheet the built-in analyst is unsure of, each with why, so
 * the user checks those first. Unsure means: no recipient recognised where a document has one, a subject matched
 * to the applicant by surname alone (or her name unknown), a date that reads two ways, a part read from a weak
 * sentence or not read at all, a kind not recognised.
 */
import { readFactDate } from '../../../../src/contract/fact-date';
import type { FactCheck, FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { applicantNameMatch } from './fact-people';

/** Kinds that are about someone: who received, was nominated, holds the grant, was elected or invited. */
const WHO_BY_KIND: Partial<Record<FactKind, string>> = {
  award: 'recipient',
  nomination: 'nominee',
  shortlist: 'person shortlisted',
  grant: 'grant holder',
  membership: 'member elected',
  review_record: 'person invited',
};

const clipped = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}...` : text);

function subjectCheck(sheet: FactSheet, applicantName: string | undefined): string | undefined {
  const subject = sheet.subject;
  const who = WHO_BY_KIND[sheet.kind];
  if (!subject) return who ? `No ${who} was recognised: say whom it is about.` : undefined;
  if (!applicantName?.trim()) return 'Your name is not in your profile yet, so whether this is you could not be told.';
  switch (applicantNameMatch(subject.value, applicantName)) {
    case 'surname':
      return `Matched to you by surname only ("${subject.value}").`;
    case 'initial':
      return `Matched to you by an initial and surname only ("${subject.value}").`;
    case 'other':
      return `Shares your surname with another first name ("${subject.value}"): is it someone else?`;
    default:
      return undefined;
  }
}

function roleCheck(sheet: FactSheet, weak: boolean): string | undefined {
  if (sheet.applicantRole === 'subject' || !sheet.roleFact?.sentence) return undefined;
  if (sheet.applicantRole === 'none') return 'You are named in it, but your part in it is not clear.';
  return weak ? `Your part was read from a sentence that does not say it plainly: "${clipped(sheet.roleFact.sentence)}"` : undefined;
}

/** The flags of a sheet the analyst has just read. */
export function uncertainFacts(sheet: FactSheet, context: { applicantName?: string | undefined; roleWeak?: boolean | undefined }): FactCheck[] {
  const checks: FactCheck[] = [];
  const add = (field: FactCheck['field'], reason: string | undefined) => {
    if (reason) checks.push({ field, reason });
  };
  add('kind', sheet.kind === 'other' ? 'What kind of document this is was not recognised.' : undefined);
  add('subject', subjectCheck(sheet, context.applicantName));
  add('applicantRole', roleCheck(sheet, context.roleWeak ?? false));
  add('date', sheet.date && readFactDate(sheet.date.value)?.ambiguous ? `"${sheet.date.value}" reads two ways, day first or month first.` : undefined);
  return checks;
}
