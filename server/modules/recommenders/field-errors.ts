import type { z } from 'zod';
import { ValidationError } from '../../platform/errors';

/** A 400 that names every field at fault, so a form can show each message beside its field. */
export class FieldErrors extends ValidationError {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.entries(fieldErrors).map(([field, message]) => (field ? `${field}: ${message}` : message)).join('; '));
  }
}

export function parseOrFieldErrors<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
  throw new FieldErrors(fieldErrors);
}
