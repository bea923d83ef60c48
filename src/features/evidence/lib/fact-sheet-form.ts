import { updateEvidenceBody, type UpdateEvidenceBody } from '../../../contract/evidence';
import type { FactField, FactSheet } from '../../../contract/fact-sheet';

/** What the fact-sheet dialog holds: one string per field, the figures one a line. */
export type FactFormValues = {
  kind: string;
  title: string;
  issuer: string;
  date: string;
  subject: string;
  role: string;
  figures: string;
  venue: string;
  signer: string;
};
/** One message per field, and `form` for the whole ('Nothing to change', a server's refusal). */
export type FactFormErrors = Partial<Record<FactField | 'form', string>>;

export function factFormValuesOf(sheet: FactSheet): FactFormValues {
  return {
    kind: sheet.kind,
    title: sheet.title,
    issuer: sheet.issuer?.value ?? '',
    date: sheet.date?.value ?? '',
    subject: sheet.subject?.value ?? '',
    role: sheet.applicantRole,
    figures: sheet.figures.map((f) => f.value).join('\n'),
    venue: sheet.venue?.value ?? '',
    signer: sheet.signer?.value ?? '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const TEXT_FIELDS = ['title', 'issuer', 'date', 'venue', 'signer'] as const;

/**
 * The PATCH body: only the fields the user changed, so an untouched fact is not marked as theirs. 'Whom it is about'
 * and 'Your part in it' go together: 'It is about me' says the named subject is the applicant. Checked with the
 * server's own schema; its messages are shown by field.
 */
export function factSheetEditBody(before: FactFormValues, after: FactFormValues): { body: UpdateEvidenceBody } | { errors: FactFormErrors } {
  const edit: Record<string, unknown> = {};
  if (after.kind !== before.kind) edit.kind = after.kind;
  for (const field of TEXT_FIELDS) if (after[field].trim() !== before[field].trim()) edit[field] = after[field];
  if (after.subject.trim() !== before.subject.trim() || after.role !== before.role) {
    edit.subject = after.subject.trim() ? { name: after.subject, isApplicant: after.role === 'subject' } : null;
    edit.applicantRole = after.role;
  }
  if (lines(after.figures).join('\n') !== lines(before.figures).join('\n')) edit.figures = lines(after.figures).map((value) => ({ value }));
  const parsed = updateEvidenceBody.safeParse({ factSheet: edit });
  if (parsed.success) return { body: parsed.data };
  const errors: FactFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [, field, line] = issue.path;
    if (field === 'figures' && typeof line === 'number') errors.figures ??= `Line ${line + 1}: ${issue.message}`;
    else if (typeof field === 'string' && field !== 'confirm') errors[field as FactField] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return { errors };
}
