import type { HPerson } from '../people';

/** A held-out template: the person, and whether to plant its distractor sentence. */
export type T = (x: HPerson, trap: boolean) => string[];

/** Paragraphs, dropping the ones a switch turned off (false/undefined); '' stays as a blank line. */
export const lines = (...xs: (string | false | undefined | null)[]): string[] => xs.filter((s): s is string => typeof s === 'string');

/** First name, for informal emails. */
export const first = (x: HPerson) => x.name.split(' ')[0]!;
/** Capitalised pronoun at the start of a sentence. */
export const Cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
