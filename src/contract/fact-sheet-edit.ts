/**
 * The user's corrections to a fact sheet (decision 060): PATCH /api/evidence/{id} with `factSheet`, checked by
 * this schema in the dialog and on the server. Only the fields sent change; `confirm` names flagged fields
 * that are right as they stand. A value the user types carries no sentence of the document: it is marked as
 * theirs instead (fact-sheet-merge.ts).
 */
import { z } from 'zod';
import { factDateProblem } from './fact-date';
import { roleConflict } from './fact-sheet-merge';
import { APPLICANT_ROLES, FACT_FIELDS, FACT_KINDS, FIGURE_KINDS } from './fact-sheet';
import { lineText } from './text';

export const FACT_VALUE_MAX = 200;
export const FACT_TITLE_MAX = 200;
const MAX_EDITED_FIGURES = 10;
export const FIGURE_NUMBER_MESSAGE = 'A figure states a number, such as "selected from 1,840 submissions"';

/** One line, trimmed, at most FACT_VALUE_MAX characters. */
const factLine = (what: string) => lineText().trim().max(FACT_VALUE_MAX, `${what} can be at most ${FACT_VALUE_MAX} characters`);
/** A fact the document may not state: empty (or null) clears it. */
const clearable = (what: string) =>
  factLine(what)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** Digits, or a number written out ('twelve judges', 'one hundred entries'). */
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen)\b/i;

const figureEditSchema = z.object({
  kind: z.enum(FIGURE_KINDS).optional(),
  value: factLine('A figure').min(1, 'A figure cannot be empty').refine((v) => v === '' || NUMBER.test(v), FIGURE_NUMBER_MESSAGE),
});

export const factSheetEditSchema = z
  .object({
    kind: z.enum(FACT_KINDS, { error: 'Choose what kind of document it is' }).optional(),
    title: lineText().trim().min(1, 'The title cannot be empty').max(FACT_TITLE_MAX, `The title can be at most ${FACT_TITLE_MAX} characters`).optional(),
    issuer: clearable('The issuer').optional(),
    date: lineText()
      .trim()
      .max(60, 'Enter a date such as "June 3, 2024"')
      .superRefine((v, ctx) => {
        const problem = v === '' ? undefined : factDateProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    /** Whom the document is about, and whether that is the applicant; null: it names no one. */
    subject: z
      .object({
        name: factLine('The name').min(1, 'Name whom the document is about, or clear it'),
        isApplicant: z.boolean({ error: 'Say whether this is you' }),
      })
      .nullable()
      .optional(),
    applicantRole: z.enum(APPLICANT_ROLES, { error: 'Choose your part in it' }).optional(),
    figures: z.array(figureEditSchema).max(MAX_EDITED_FIGURES, `At most ${MAX_EDITED_FIGURES} figures`).optional(),
    venue: clearable('The venue').optional(),
    signer: clearable('The signer').optional(),
    /** Flagged fields the user says are right as they stand. */
    confirm: z.array(z.enum(FACT_FIELDS)).max(FACT_FIELDS.length).optional(),
  })
  .superRefine((edit, ctx) => {
    if (Object.values(edit).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', message: 'Nothing to change' });
    // Sent together, the subject and the role must tell the same story; against the stored sheet, factSheetConflicts does.
    const subject = edit.subject;
    if (subject === undefined || edit.applicantRole === undefined) return;
    const message = roleConflict(subject ? { value: subject.name, isApplicant: subject.isApplicant } : null, edit.applicantRole);
    if (message) ctx.addIssue({ code: 'custom', path: ['applicantRole'], message });
  });
export type FactSheetEdit = z.infer<typeof factSheetEditSchema>;
