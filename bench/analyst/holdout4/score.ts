/**
 * holdout3's lenient scoring (`../holdout3/score.ts`), plus the title: right when the sheet's title holds
 * every word of one of the label's titles, in any order, case, accents and punctuation aside.
 */
import type { FactSheet } from '../../../src/contract/fact-sheet';
import { oneOf } from '../holdout3/doc';
import { FIELDS as H3_FIELDS, scoreFacts as scoreH3, type FieldScore as H3FieldScore } from '../holdout3/score';
import type { ExpectedFacts4 } from './doc';

export const FIELDS = [...H3_FIELDS, 'title'] as const;
export type Field = (typeof FIELDS)[number];
export type FieldScore = Omit<H3FieldScore, 'field'> & { field: Field };

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function titleNames(expected: string, got: string): boolean {
  const have = new Set(words(got));
  return words(expected).every((w) => have.has(w));
}

export function scoreFacts(expected: ExpectedFacts4, sheet: FactSheet | null | undefined): FieldScore[] {
  const out: FieldScore[] = scoreH3(expected, sheet);
  if (expected.title !== undefined) {
    const titles = oneOf(expected.title);
    out.push({ field: 'title', right: !!sheet && titles.some((t) => titleNames(t, sheet.title)), expected: titles.join(' | '), got: sheet?.title ?? '(none)' });
  }
  return out;
}

export { figuresFound } from '../holdout3/score';
