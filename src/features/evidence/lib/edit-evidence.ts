import { categoryLabel, categoryOptions, type CategoryOption } from '../../../contract/categories';
import type { Evidence } from '../../../contract/entities';
import { updateEvidenceBody, type UpdateEvidenceBody } from '../../../contract/evidence';
import { markdownToPlainText } from '../../../contract/markdown-text';
import { plainTextToMarkdown } from '../../../contract/plain-text-markdown';
import { visaTypeSchema } from '../../../contract/visa';

/** What the 'Edit evidence' form holds. */
export type EditValues = { title: string; category: string; description: string; notes: string };
/** One message per field, and `form` for the whole (e.g. 'Nothing to change'). */
export type EditErrors = Partial<Record<'exhibitTitle' | 'category' | 'aiDescription' | 'userNotes' | 'form', string>>;
const FIELDS = ['exhibitTitle', 'category', 'aiDescription', 'userNotes'] as const;

/**
 * A list cached before exhibit titles (decision 050) has rows without one. The description is shown as the plain
 * text it reads as, not its markdown ('**Awards**', 'nsf\\_grant'): issue 33 item 6.
 */
export function editValuesOf(e: Pick<Evidence, 'category' | 'aiDescription' | 'userNotes'> & { exhibitTitle?: string | null }): EditValues {
  return { title: e.exhibitTitle ?? '', category: e.category ?? '', description: markdownToPlainText(e.aiDescription ?? ''), notes: e.userNotes ?? '' };
}

/**
 * The PATCH body: only what the user changed, so an untouched category or description is not
 * marked as theirs. Checked with the server's own schema; its messages are shown by field.
 */
export function correctionBody(before: EditValues, after: EditValues): { body: UpdateEvidenceBody } | { errors: EditErrors } {
  const raw: Record<string, string> = {};
  if (after.title.trim() !== before.title.trim()) raw.exhibitTitle = after.title;
  if (after.category !== before.category) raw.category = after.category;
  // Stored as markdown that reads back as exactly what was typed (descriptions are rendered as markdown).
  if (after.description.trim() !== before.description.trim()) raw.aiDescription = plainTextToMarkdown(after.description);
  if (after.notes.trim() !== before.notes.trim()) raw.userNotes = after.notes.trim();
  const parsed = updateEvidenceBody.safeParse(raw);
  if (parsed.success) return { body: parsed.data };
  const errors: EditErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = FIELDS.find((f) => f === field) ?? 'form';
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The picker's choices: the visa's criteria and the fixed set, plus the row's own category if it is neither (an older value). */
export function categoryChoices(visaType: string, current: string | null): CategoryOption[] {
  const visa = visaTypeSchema.safeParse(visaType);
  const options = visa.success ? categoryOptions(visa.data) : [];
  if (current && !options.some((o) => o.id === current)) options.push({ id: current, label: categoryLabel(visaType, current) });
  return options;
}
