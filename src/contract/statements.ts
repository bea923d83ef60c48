import { z } from 'zod';
import { idParams, lineText, text, token } from './text';

// Statement generation and case documents (architecture.md §entities "Statement request", architecture.md §calls).

/** Longer instructions would crowd out the evidence in the analyst's input. */
export const STATEMENT_INSTRUCTIONS_MAX = 4000;

/** POST /api/petitions/{id}/generate-statement. criteriaId: a catalogue id of the visa, or FINAL_MERITS. */
export const generateStatementBody = z.object({
  criteriaId: token('The criterion id').trim().min(1, 'Choose a criterion').max(80, 'Unknown criterion for this visa type'),
  criteriaTitle: lineText().trim().min(1, 'A criterion title is required').max(200, 'The criterion title is too long'),
  instructions: text()
    .max(STATEMENT_INSTRUCTIONS_MAX, `Instructions can be at most ${STATEMENT_INSTRUCTIONS_MAX} characters`)
    .optional(),
});
export type GenerateStatementBody = z.infer<typeof generateStatementBody>;

/** 202 reply: the statement arrives later by push (statement-status). */
export const STATEMENT_QUEUED = 'Statement queued';

export const caseDocumentIdParams = idParams;
