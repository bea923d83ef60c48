/**
 * The user's facts over the analyst's (decision 060). An edit changes the fields it names and marks them as the
 * user's; a confirmation marks a flagged field as the user's as it stands. On reprocessing, the analyst reads a
 * new sheet and the user's fields are laid over it. Without zod: pure functions of the sheets.
 */
import type { FactField } from './fact-fields';
import type { ApplicantRole, Fact, FactCheck, FactKind, FactSheet, Figure } from './fact-sheet';
import type { FactSheetEdit } from './fact-sheet-edit';

type Subject = NonNullable<FactSheet['subject']>;

const RELATION_OF_KIND: Partial<Record<FactKind, Subject['relation']>> = {
  award: 'received',
  nomination: 'nominated',
  shortlist: 'nominated',
  grant: 'funded',
  membership: 'elected',
  review_record: 'invited',
  scholarly_paper: 'wrote',
  pay_record: 'paid',
  employment_letter: 'paid',
};

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The fact as the user states it. The sentence the analyst read it from stays when it still states the new value
 * ('Prof. Lin' corrected to 'Prof. Wei Lin' in 'awarded to Prof. Wei Lin'); otherwise it claims none.
 */
function restated(value: string, ...sources: Array<Fact | null | undefined>): Fact {
  const source = sources.find((f) => f?.sentence && f.page !== null && flat(f.sentence).includes(flat(value)));
  return source ? { value, sentence: source.sentence, page: source.page } : { value, sentence: null, page: null };
}

const clearable = (value: string | null, before: Fact | null): Fact | null => (value === null ? null : restated(value, before));

/** A figure's kind from its words, when the user did not say: a currency is an amount, 'of', 'from' or 'top' a selectivity. */
function figureKindOf(value: string): Figure['kind'] {
  if (/[$£€¥₹]|\b(USD|EUR|GBP|CHF|CAD|AUD|dollars?|pounds?|euros?)\b/i.test(value)) return 'amount';
  if (/\b(of|from|out of|among|top|percent|acceptance)\b|%/i.test(value)) return 'selectivity';
  return 'count';
}

function editedFigures(before: Figure[], edited: NonNullable<FactSheetEdit['figures']>): Figure[] {
  return edited.map(({ kind, value }) => {
    const same = before.find((f) => flat(f.value) === flat(value));
    return { kind: kind ?? same?.kind ?? figureKindOf(value), ...restated(value, same, ...before) };
  });
}

/** Why a subject and a role contradict each other ('It is about me' for someone else's award), or undefined. */
export function roleConflict(subject: { value: string; isApplicant: boolean } | null, role: ApplicantRole): string | undefined {
  if (role === 'subject' && !subject) return 'Name yourself as whom the document is about, or choose another part';
  if (role === 'subject' && subject && !subject.isApplicant) return `The document is about ${subject.value}: choose your part in it, or say that it is about you`;
  if (role !== 'subject' && subject?.isApplicant) return 'The document is about you: choose "It is about me"';
  return undefined;
}

const ROLE_FOR_SOMEONE_ELSE: FactCheck = { field: 'applicantRole', reason: 'You said the document is about someone else: what is your part in it?' };

/** The sheet after the user's edit: the fields it names changed and marked as theirs, their flags cleared. */
export function applyFactSheetEdit(sheet: FactSheet, edit: FactSheetEdit): FactSheet {
  const next: FactSheet = { ...sheet };
  const touched = new Set<FactField>(edit.confirm ?? []);
  const added: FactCheck[] = [];
  const set = <K extends FactField>(field: K, apply: () => void) => {
    apply();
    touched.add(field);
  };
  if (edit.kind !== undefined) set('kind', () => (next.kind = edit.kind!));
  if (edit.title !== undefined) set('title', () => (next.title = edit.title!));
  if (edit.issuer !== undefined) set('issuer', () => (next.issuer = clearable(edit.issuer!, sheet.issuer)));
  if (edit.date !== undefined) set('date', () => (next.date = clearable(edit.date!, sheet.date)));
  if (edit.venue !== undefined) set('venue', () => (next.venue = clearable(edit.venue!, sheet.venue)));
  if (edit.signer !== undefined) set('signer', () => (next.signer = clearable(edit.signer!, sheet.signer)));
  if (edit.figures !== undefined) set('figures', () => (next.figures = editedFigures(sheet.figures, edit.figures!)));
  if (edit.subject !== undefined) {
    const given = edit.subject;
    set('subject', () => {
      next.subject = given && { ...restated(given.name, sheet.subject), relation: sheet.subject?.relation ?? RELATION_OF_KIND[next.kind] ?? 'written_about', isApplicant: given.isApplicant };
    });
    // Who the subject is settles 'It is about me' one way or the other, unless the user chose the role too.
    if (edit.applicantRole === undefined && given?.isApplicant && next.applicantRole !== 'subject') {
      set('applicantRole', () => Object.assign(next, { applicantRole: 'subject', roleFact: null }));
    } else if (edit.applicantRole === undefined && !given?.isApplicant && next.applicantRole === 'subject') {
      Object.assign(next, { applicantRole: 'none', roleFact: null });
      added.push(ROLE_FOR_SOMEONE_ELSE);
    }
  }
  if (edit.applicantRole !== undefined) {
    const role = edit.applicantRole;
    set('applicantRole', () => Object.assign(next, { applicantRole: role, roleFact: role === sheet.applicantRole ? sheet.roleFact : null }));
  }
  return {
    ...next,
    userFields: [...new Set([...sheet.userFields, ...touched])],
    checks: [...sheet.checks.filter((c) => !touched.has(c.field)), ...added.filter((c) => !touched.has(c.field))],
  };
}

/** What is wrong with an edited sheet as a whole: each message with the field it belongs to. */
export function factSheetConflicts(sheet: FactSheet): Array<{ field: FactField; message: string }> {
  const role = roleConflict(sheet.subject && { value: sheet.subject.value, isApplicant: sheet.subject.isApplicant }, sheet.applicantRole);
  return role ? [{ field: 'applicantRole', message: role }] : [];
}

const FIELD_KEYS: Record<FactField, Array<keyof FactSheet>> = {
  kind: ['kind'],
  title: ['title'],
  issuer: ['issuer'],
  date: ['date'],
  subject: ['subject'],
  applicantRole: ['applicantRole', 'roleFact'],
  figures: ['figures'],
  venue: ['venue'],
  signer: ['signer'],
};

/**
 * A new reading of the document with the user's fields laid over it (reprocessing, decision 060): what the
 * user corrected or confirmed stays as they left it, and is no longer flagged; the rest is read afresh.
 */
export function mergeUserFacts(fresh: FactSheet, previous: FactSheet | null | undefined): FactSheet {
  const fields = previous?.userFields ?? [];
  if (!previous || fields.length === 0) return fresh;
  const merged: Record<string, unknown> = { ...fresh };
  for (const field of fields) for (const key of FIELD_KEYS[field]) merged[key] = previous[key];
  const sheet = merged as FactSheet;
  const checks = fresh.checks.filter((c) => !fields.includes(c.field));
  // A subject the user named settles 'It is about me' when they left the role to the analyst.
  if (fields.includes('subject') && !fields.includes('applicantRole')) {
    if (sheet.subject?.isApplicant) Object.assign(sheet, { applicantRole: 'subject', roleFact: null });
    else if (sheet.applicantRole === 'subject') {
      Object.assign(sheet, { applicantRole: 'none', roleFact: null });
      if (!checks.some((c) => c.field === 'applicantRole')) checks.push(ROLE_FOR_SOMEONE_ELSE);
    }
  }
  return { ...sheet, userFields: fields, checks };
}
