import { z } from 'zod';
/* eslint-disable no-control-regex -- finding control characters is what this file is for */

// Text hygiene for every string a request carries (issue 11, finding 8). PostgreSQL cannot store
// a NUL, and other control characters only hide text or break what shows it, so every string
// field of every request schema is built here: the form and the route apply the same rule.

/** C0 controls except tab (U+0009) and newline (U+000A), and DEL. CR is handled before. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Format characters that draw nothing: bidirectional embeddings, overrides, isolates and marks (in a file
 * name they make 'report\u202Eexe.txt' show as 'reporttxt.exe', hiding what the file is; in a name they
 * spoof it), the zero-width space, word joiner and invisible operators, the byte-order mark and the
 * interlinear annotation marks. The zero-width joiner and non-joiner stay: scripts and emoji need them.
 */
const INVISIBLE_FORMAT = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Text as typed or pasted: CR LF and lone CR become a newline; other control characters go. */
function stripControls(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** True when the value holds any C0 control (tab and newline included) or DEL. */
export function hasControls(value: string): boolean {
  return ANY_CONTROL.test(value);
}

/** A file name as shown: no control characters (not even newline or tab) and no bidi marks. */
export function stripFileNameMarks(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(INVISIBLE_FORMAT, '');
}

/** Text with the invisible format characters above removed, and nothing else changed. */
export const stripInvisibleFormat = (value: string) => value.replace(INVISIBLE_FORMAT, '');

/** A name or title as shown: one line, without controls or invisible format characters. */
export function stripNameMarks(value: string): string {
  // The marks go first: JavaScript's \s counts the byte-order mark as a space.
  return stripFileNameMarks(value.replace(INVISIBLE_FORMAT, '').replace(/\s+/g, ' '));
}

/**
 * Free text (names, notes, letters, questions): control characters are stripped, because text
 * pasted from a PDF often carries them and the user should not be refused for what they cannot see.
 * Chain `.trim()`, `.min()`, `.max()` as on any string; they see the cleaned value.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripControls);
}

/** A file name: as `text`, and also without newlines, tabs and bidi override marks. */
export function fileNameText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripFileNameMarks);
}

/** One line of text (a person's or organisation's name, a title): as `fileNameText`, with line breaks and other runs of white space made one space. */
export function lineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(stripNameMarks);
}

/**
 * A value the user does not type as prose (an id, an email, a URL, a path): a control character
 * there is a forged request, so it is refused with 400 rather than silently changed.
 */
export function token(what: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasControls(v), `${what} ${CONTROL_CHARACTER_MESSAGE}`);
}

/** `:id` route parameters. */
export const idParams = z.object({ id: token('The id').max(100) });
