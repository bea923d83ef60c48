import { describe, expect, it } from 'vitest';
import { updateEvidenceBody } from '../../src/contract/evidence';
import { factDateProblem, FACT_DATE_FORMAT_MESSAGE, FACT_DATE_FUTURE_MESSAGE, readFactDate } from '../../src/contract/fact-date';
import { factSheetEditSchema, FIGURE_NUMBER_MESSAGE } from '../../src/contract/fact-sheet-edit';
import { applyFactSheetEdit, factSheetConflicts, mergeUserFacts } from '../../src/contract/fact-sheet-merge';
import { factSheetSchema, type FactSheet } from '../../src/contract/fact-sheet';
import { factSheetLine } from '../../src/contract/fact-sheet-line';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { APPLICANT, COLLEAGUE_PRIZE_NEWSLETTER, OWN_AWARD_CERTIFICATE } from './fact-sheet-texts';

// Decision 060: the user corrects the fact sheet field by field, the corrections are theirs and outlive a new
// reading, the filing follows them, and the analyst flags what it is unsure of.

const analyse = (text: string, factSheet?: FactSheet | null, applicantName: string | undefined = APPLICANT) =>
  analyseEvidence({ visaType: 'O-1A', fileName: 'document.pdf', mimeType: 'application/pdf', text, ...(applicantName ? { applicantName } : {}), factSheet });
const sheetOf = (text: string, applicantName?: string) => factSheetSchema.parse(analyse(text, null, applicantName).factSheet);

/** The schema's message for each field, as the dialog shows them. */
function fieldErrors(edit: unknown): Record<string, string> {
  const parsed = factSheetEditSchema.safeParse(edit);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'form', i.message]));
}

describe('the fact-sheet edit schema', () => {
  it('gives each nonsense field its own readable message', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(
      fieldErrors({
        title: '   ',
        date: `March 3, ${nextYear}`,
        subject: { name: ' ', isApplicant: true },
        figures: [{ value: '' }, { value: 'many submissions' }],
        kind: 'poem',
        applicantRole: 'hero',
      }),
    ).toEqual({
      title: 'The title cannot be empty',
      date: FACT_DATE_FUTURE_MESSAGE,
      'subject.name': 'Name whom the document is about, or clear it',
      'figures.0.value': 'A figure cannot be empty',
      'figures.1.value': FIGURE_NUMBER_MESSAGE,
      kind: 'Choose what kind of document it is',
      applicantRole: 'Choose your part in it',
    });
    expect(fieldErrors({ date: 'the other day' })).toEqual({ date: FACT_DATE_FORMAT_MESSAGE });
    expect(fieldErrors({})).toEqual({ form: 'Nothing to change' });
  });

  it('refuses a subject and a role that contradict each other, on the role', () => {
    expect(fieldErrors({ subject: { name: 'Prof. Wei Lin', isApplicant: false }, applicantRole: 'subject' })).toEqual({
      applicantRole: 'The document is about Prof. Wei Lin: choose your part in it, or say that it is about you',
    });
    expect(fieldErrors({ subject: { name: 'Dr. Maria Santos', isApplicant: true }, applicantRole: 'attendee' })).toEqual({ applicantRole: 'The document is about you: choose "It is about me"' });
  });

  it('reaches the PATCH body under factSheet, with its path, and empties clear a fact', () => {
    const parsed = updateEvidenceBody.safeParse({ factSheet: { date: '2099' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['factSheet', 'date'], message: FACT_DATE_FUTURE_MESSAGE });
    expect(updateEvidenceBody.parse({ factSheet: { issuer: '  ', date: '', venue: null } }).factSheet).toEqual({ issuer: null, date: null, venue: null });
  });

  it('reads the dates documents and people write, and knows one that reads two ways', () => {
    for (const date of ['June 3, 2024', '3 June 2024', 'June 2024', 'Sept. 2023', '2024-06-03', '2024-06', '2024', 'Spring 2024', '03/06/2024', '3rd of June, 2024']) {
      expect(factDateProblem(date, new Date('2025-01-01')), date).toBeUndefined();
    }
    expect(factDateProblem('February 30, 2024')).toBe(FACT_DATE_FORMAT_MESSAGE);
    expect(factDateProblem('2025-02', new Date('2025-01-15'))).toBe(FACT_DATE_FUTURE_MESSAGE);
    expect(readFactDate('03/04/2024')?.ambiguous).toBe(true);
    expect(readFactDate('13/04/2024')?.ambiguous).toBe(false);
  });
});

describe("the user's corrections", () => {
  it('mark the fields they change as theirs, keep a sentence that still states the value, and clear those flags', () => {
    const sheet: FactSheet = { ...sheetOf(OWN_AWARD_CERTIFICATE), checks: [{ field: 'date', reason: 'It reads two ways.' }, { field: 'venue', reason: 'Unsure.' }] };
    const edited = applyFactSheetEdit(sheet, { date: '2024', issuer: 'ACM', title: 'Best Paper Award', confirm: ['venue'] });
    expect([...edited.userFields].sort()).toEqual(['date', 'issuer', 'title', 'venue']);
    expect(edited.checks).toEqual([]);
    // '2024' stands in the date's own sentence; 'ACM' in no sentence the analyst read it from.
    expect(edited.date).toEqual({ value: '2024', sentence: 'Presented by the Association for Computing Machinery on June 3, 2024.', page: 2 });
    expect(edited.issuer).toEqual({ value: 'ACM', sentence: null, page: null });
    expect(edited.venue).toEqual(sheet.venue);
    // A fact the user typed claims no sentence, and the check accepts it as theirs; the analyst's facts are still checked.
    expect(factSheetProblems(edited, OWN_AWARD_CERTIFICATE)).toEqual([]);
    expect(factSheetProblems({ ...edited, userFields: [] }, OWN_AWARD_CERTIFICATE)).toEqual(['The issuer "ACM" has no sentence from the document']);
    expect(factSheetProblems({ ...edited, venue: { value: 'Lisbon', sentence: 'Held in Lisbon.', page: 1 } }, OWN_AWARD_CERTIFICATE)).toEqual(['The venue\'s sentence is not on page 1: "Held in Lisbon."']);
  });

  it('say the subject is someone else: her part is then open, and flagged for her to say', () => {
    const sheet = sheetOf(OWN_AWARD_CERTIFICATE);
    const edited = applyFactSheetEdit(sheet, { subject: { name: 'Dr. Mario Santos', isApplicant: false } });
    expect(edited).toMatchObject({ subject: { value: 'Dr. Mario Santos', isApplicant: false, relation: 'received', sentence: null }, applicantRole: 'none' });
    expect(edited.checks).toContainEqual(expect.objectContaining({ field: 'applicantRole' }));
    expect(factSheetConflicts(edited)).toEqual([]);
    // A role alone that contradicts the stored subject is a conflict of the whole sheet.
    expect(factSheetConflicts(applyFactSheetEdit(sheet, { applicantRole: 'attendee' }))).toEqual([{ field: 'applicantRole', message: 'The document is about you: choose "It is about me"' }]);
  });

  it('outlive a new reading: the analyst reads the document again and the user\'s fields are laid over it, the filing following them', () => {
    const first = analyse(COLLEAGUE_PRIZE_NEWSLETTER);
    expect(first.category).toBe('other');
    // The user says the prize was hers (say the newsletter misnamed her), and gives the date as she knows it.
    const corrected = applyFactSheetEdit(first.factSheet!, { subject: { name: 'Dr. Maria Santos', isApplicant: true }, date: 'March 2024' });
    const again = analyse(COLLEAGUE_PRIZE_NEWSLETTER, corrected);
    expect(again.factSheet).toMatchObject({ subject: { value: 'Dr. Maria Santos', isApplicant: true }, applicantRole: 'subject', date: { value: 'March 2024' } });
    expect([...again.factSheet!.userFields].sort()).toEqual(['applicantRole', 'date', 'subject']);
    expect(again.factSheet?.filingReason).toBeNull();
    expect(again.category).toBe('o1a_awards');
    // The analyst's own fields are read afresh.
    expect(again.factSheet?.figures).toEqual(first.factSheet?.figures);

    // And the other way: her own certificate, which the user says went to someone else, is filed as Other with the reason.
    const own = analyse(OWN_AWARD_CERTIFICATE);
    const notHers = applyFactSheetEdit(own.factSheet!, { subject: { name: 'Dr. Mario Santos', isApplicant: false }, applicantRole: 'attendee' });
    const refiled = analyse(OWN_AWARD_CERTIFICATE, notHers);
    expect(refiled.category).toBe('other');
    expect(refiled.factSheet?.filingReason).toBe('Filed as Other: the award went to Dr. Mario Santos; the applicant attended the ceremony.');
    expect(refiled.relevance.startsWith(refiled.factSheet!.filingReason!)).toBe(true);
  });

  it('merge keeps a sheet the user never touched as the analyst read it', () => {
    const fresh = sheetOf(OWN_AWARD_CERTIFICATE);
    expect(mergeUserFacts(fresh, { ...fresh, title: 'Old title', userFields: [] })).toBe(fresh);
    expect(mergeUserFacts(fresh, null)).toBe(fresh);
  });
});

describe("the analyst's 'Please check' flags", () => {
  const certificate = (who: string, date = 'June 3, 2024') =>
    `Association for Computing Machinery\nCERTIFICATE OF RECOGNITION\n\nThis certifies that ${who} has received the Best Paper Award.\nPresented by the Association for Computing Machinery on ${date}.`;
  const flagsOf = (text: string, applicantName?: string) => sheetOf(text, applicantName).checks.map((c) => c.field);

  it('flag a subject matched by surname only, or when the applicant has no name yet, and not one matched in full', () => {
    const bySurname = sheetOf(certificate('Dr. Santos'));
    expect(bySurname.subject?.isApplicant).toBe(true);
    expect(bySurname.checks).toContainEqual({ field: 'subject', reason: 'Matched to you by surname only ("Dr. Santos").' });
    expect(sheetOf(certificate('Dr. John Santos')).checks).toContainEqual(expect.objectContaining({ field: 'subject', reason: expect.stringMatching(/^Shares your surname/) }));
    expect(flagsOf(certificate('Dr. Maria Santos'), '')).toContain('subject');
    expect(flagsOf(certificate('Dr. Maria Santos'))).not.toContain('subject');
  });

  it('flag a date that reads two ways, and a part read from a weak sentence', () => {
    expect(sheetOf(certificate('Dr. Maria Santos', '03/04/2024')).checks).toContainEqual({ field: 'date', reason: '"03/04/2024" reads two ways, day first or month first.' });
    expect(flagsOf(certificate('Dr. Maria Santos', '23/04/2024'))).not.toContain('date');
    const audience = `Retrieval Society Gala\nProf. Wei Lin was awarded the Turing Medal by the Retrieval Society.\nThe audience included Dr. Maria Santos and her students.`;
    const sheet = sheetOf(audience);
    expect(sheet.applicantRole).toBe('attendee');
    expect(sheet.checks).toContainEqual(expect.objectContaining({ field: 'applicantRole', reason: expect.stringMatching(/^Your part was read from a sentence that does not say it plainly/) }));
    expect(flagsOf(COLLEAGUE_PRIZE_NEWSLETTER)).not.toContain('applicantRole');
  });

  it('read in plain words on the row', () => {
    expect(factSheetLine(sheetOf(OWN_AWARD_CERTIFICATE))).toBe(
      'Award received by the applicant: Best Paper Award, Association for Computing Machinery, June 3, 2024, selected from 1,840 submissions',
    );
    expect(factSheetLine(sheetOf(COLLEAGUE_PRIZE_NEWSLETTER))).toBe(
      'Award received by Prof. Wei Lin (the applicant attended): Prof. Wei Lin Receives the Turing Medal for Systems Research, Department of Computer Science Newsletter, International Society for Distributed Computing, March 14, 2024, selected from 312 nominations',
    );
  });
});
