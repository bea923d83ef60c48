/**
 * 'Please check' (decision 060): the fields of a fact sheet the built-in analyst is unsure of, each with why, so
 * the user checks those first. Unsure means: no recipient recognised where a document has one, a subject matched
 * to the applicant by surname alone (or her name unknown), a date that reads two ways, a part read from a weak
 * sentence or not read at all, a kind not recognised; and (decision 113) no issuer or no date found, an issuer or a
 * title the learned rankers find unlikely, a title that is only the letterhead in capitals or the file's name.
 */
import { readFactDate } from '../../../../src/contract/fact-date';
import type { FactCheck, FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { applicantNameMatch } from './fact-people';
import { issuerProbability, titledByFileName, titleProbability, type ReadFrom } from './fact-flag-signals';

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

/**
 * Below these the rankers' answers are flagged (decision 113, on folds that never fitted on the set: below 0.6 fall 45%
 * of the wrong issuers and 5% of the right ones; below 0.7, 22% of the wrong titles and 9% of the right ones).
 */
const ISSUER_SURE = 0.6;
const TITLE_SURE = 0.7;
/** A title opening on two words in capitals: the top line a letterhead or a masthead sets, which says who, not what. */
const CAPITALS_FIRST = /^[^\p{L}]*\p{Lu}{2,}[^\p{L}]+\p{Lu}{2,}(?![\p{Ll}])/u;

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

function dateCheck(sheet: FactSheet): string | undefined {
  if (!sheet.date) return sheet.kind === 'cv' ? undefined : 'No date was recognised: add the date it bears.';
  return readFactDate(sheet.date.value)?.ambiguous ? `"${sheet.date.value}" reads two ways, day first or month first.` : undefined;
}

function roleCheck(sheet: FactSheet, weak: boolean): string | undefined {
  if (sheet.applicantRole === 'subject' || !sheet.roleFact?.sentence) return undefined;
  if (sheet.applicantRole === 'none') return 'You are named in it, but your part in it is not clear.';
  return weak ? `Your part was read from a sentence that does not say it plainly: "${clipped(sheet.roleFact.sentence)}"` : undefined;
}

function issuerCheck(sheet: FactSheet, from: ReadFrom | undefined): string | undefined {
  if (sheet.kind === 'cv') return undefined;
  if (!sheet.issuer) return 'No issuer was recognised: say who issued it.';
  const p = from ? issuerProbability(sheet, from) : null;
  return p !== null && p < ISSUER_SURE ? `"${clipped(sheet.issuer.value)}" is a guess among several names that could have issued it.` : undefined;
}

function titleCheck(sheet: FactSheet, from: ReadFrom | undefined): string | undefined {
  if (from && titledByFileName(sheet, from)) return 'No heading was read, so it is titled by its file name: give it a title.';
  // A CV is titled by its owner's name, in capitals or not: that is what it is.
  if (sheet.kind === 'cv') return undefined;
  if (CAPITALS_FIRST.test(sheet.title)) return 'The title starts with the line in capitals at its top, often a letterhead: check it says what this is.';
  const p = from ? titleProbability(sheet, from) : null;
  return p !== null && p < TITLE_SURE ? 'Other lines on it could be its title: check this one says what it is.' : undefined;
}

/**
 * The flags of a sheet the analyst has just read; `readFrom`, what the built-in analyst read it from, lets the learned
 * rankers say how sure they are of the title and the issuer.
 */
export function uncertainFacts(sheet: FactSheet, context: { applicantName?: string | undefined; roleWeak?: boolean | undefined; readFrom?: ReadFrom | undefined }): FactCheck[] {
  const checks: FactCheck[] = [];
  const add = (field: FactCheck['field'], reason: string | undefined) => {
    if (reason) checks.push({ field, reason });
  };
  add('kind', sheet.kind === 'other' ? 'What kind of document this is was not recognised.' : undefined);
  add('title', titleCheck(sheet, context.readFrom));
  add('issuer', issuerCheck(sheet, context.readFrom));
  add('subject', subjectCheck(sheet, context.applicantName));
  add('applicantRole', roleCheck(sheet, context.roleWeak ?? false));
  add('date', dateCheck(sheet));
  return checks;
}
