// The fields of a fact sheet the user can correct or confirm, and what they are called on screen (decision 060).
// Without zod: the evidence list's rows name the fields still to check (decision 043).

export const FACT_FIELDS = ['kind', 'title', 'issuer', 'date', 'subject', 'applicantRole', 'figures', 'venue', 'signer'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

const FACT_FIELD_LABELS: Record<FactField, string> = {
  kind: 'Kind of document',
  title: 'Title',
  issuer: 'Issuer',
  date: 'Date',
  subject: 'Whom it is about',
  applicantRole: 'Your part in it',
  figures: 'Figures',
  venue: 'Venue',
  signer: 'Signer',
};

/** What a document proves follows from these (local/filing.ts): a change to one of them files it again. */
export const FILING_FACT_FIELDS: readonly FactField[] = ['kind', 'subject', 'applicantRole'];

/** The row's and the dialog's word for a field the analyst is unsure of. */
export const PLEASE_CHECK = 'Please check';

/** 'whom it is about, date': the fields still to check, in the sheet's order, as a phrase. */
export function factFieldsPhrase(fields: readonly FactField[]): string {
  return FACT_FIELDS.filter((f) => fields.includes(f))
    .map((f) => FACT_FIELD_LABELS[f].toLowerCase())
    .join(', ');
}

/** The applicant's part, as the fact-sheet dialog offers it: 'It is about me' is the document's subject being her. */
export const APPLICANT_ROLE_CHOICES = [
  ['subject', 'It is about me'],
  ['attendee', 'I attended'],
  ['collaborator', 'I am a collaborator'],
  ['co_author', 'I am a co-author'],
  ['nominee', 'I am a nominee'],
  ['quoted', 'I am quoted'],
  ['cited', 'I am cited'],
  ['none', 'I am not in it'],
] as const;
