/**
 * How a fact sheet is scored against a label, leniently (README.md, "Scoring"): a field is right when
 * a paralegal reading both would call them the same fact, not when the strings are equal.
 */
import type { FactSheet } from '../../../src/contract/fact-sheet';
import { oneOf, type ExpectedFacts } from './doc';

export const FIELDS = ['kind', 'subject', 'isApplicant', 'role', 'issuer', 'date', 'figures'] as const;
export type Field = (typeof FIELDS)[number];

/** One scored field: right or not, with both sides in words for the list of misses. */
export type FieldScore = { field: Field; right: boolean; expected: string; got: string };

const HONORIFICS = new Set(['dr', 'prof', 'professor', 'ms', 'mr', 'mrs', 'dame', 'sir', 'the']);

/** Lower case, accents and punctuation dropped, honorifics and 'the' removed: 'Prof. Dr. Ayşe' → ['ayse']. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !HONORIFICS.has(w));
}

/** Whether `inner`'s words appear, in order and together, inside `outer`'s words. */
function containsWords(outer: string[], inner: string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  return outer.some((_, i) => inner.every((w, j) => outer[i + j] === w));
}

/**
 * Names and issuers: case- and accent-insensitive containment either way, on whole words, so
 * 'Dr. Thandiwe Mokoena (University of Cape Town)' and 'Mokoena' both match 'Thandiwe Mokoena'.
 * A one-word answer must be at least 4 letters long to count.
 */
export function sameName(expected: string, got: string): boolean {
  const e = words(expected);
  const g = words(got);
  if (containsWords(g, e)) return true;
  return containsWords(e, g) && g.join('').length >= 4;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** 'Nov', 'Sept' and 'November' are months; 'Decision' is not. */
const month = (name: string): number | undefined => {
  const i = MONTHS.findIndex((m) => m.startsWith(name.toLowerCase()));
  return i < 0 ? undefined : i + 1;
};
type Ymd = { y: number; m?: number; d?: number };

/** The first date in a text, as far as it goes: '4 November 2023', 'Nov. 4, 2023', '2023-11-04', '4.11.2023', 'November 2023', '2023'. */
export function parseDate(text: string): Ymd | undefined {
  const iso = /\b(\d{4})-(\d{1,2})(?:-(\d{1,2}))?\b/.exec(text);
  if (iso) return { y: Number(iso[1]), m: Number(iso[2]), ...(iso[3] ? { d: Number(iso[3]) } : {}) };
  const dayFirst = /\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+day\s+of)?\s+([A-Za-z]{3,})\.?,?\s+(\d{4})\b/.exec(text);
  if (dayFirst && month(dayFirst[2]!)) return { y: Number(dayFirst[3]), m: month(dayFirst[2]!), d: Number(dayFirst[1]) };
  const monthFirst = /\b([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(text);
  if (monthFirst && month(monthFirst[1]!)) return { y: Number(monthFirst[3]), m: month(monthFirst[1]!), d: Number(monthFirst[2]) };
  const numeric = /\b(\d{1,2})([./])(\d{1,2})\2(\d{4})\b/.exec(text);
  // '4.11.2023' is day first (European); '11/4/2023' is month first (US).
  if (numeric) return numeric[2] === '.' ? { y: Number(numeric[4]), m: Number(numeric[3]), d: Number(numeric[1]) } : { y: Number(numeric[4]), m: Number(numeric[1]), d: Number(numeric[3]) };
  const monthYear = /\b([A-Za-z]{3,})\.?\s+(\d{4})\b/.exec(text);
  if (monthYear && month(monthYear[1]!)) return { y: Number(monthYear[2]), m: month(monthYear[1]!) };
  const year = /\b(19|20)\d{2}\b/.exec(text);
  return year ? { y: Number(year[0]) } : undefined;
}

/** Same year, month and day, as far as the label goes: a label of '2024-09' takes any day of September 2024. */
export function sameDate(expectedIso: string, got: string): boolean {
  const e = parseDate(expectedIso);
  const g = parseDate(got);
  if (!e || !g) return false;
  return e.y === g.y && (e.m === undefined || e.m === g.m) && (e.d === undefined || e.d === g.d);
}

/** A number as written, its thousands separators and trailing decimal zeros dropped: '498,712.00' → '498712', '1.214.508' → '1214508'. */
function canonical(n: string): string {
  const plain = /^\d{1,3}(?:[,\u00a0 ]\d{3})+(?:\.\d+)?$/.test(n) ? n.replace(/[,\u00a0 ]/g, '') : /^\d{1,3}(?:\.\d{3})+$/.test(n) ? n.replace(/\./g, '') : n;
  return plain.replace(/\.0+$/, '').replace(/^0+(?=\d)/, '');
}

/** The numbers in a text: '€ 5 987 420' → '5987420', 'US$10,000' → '10000', '3.1 million' → '3.1'. */
export function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,\u00a0 ]\d{3}(?!\d))*(?:\.\d+)?/g) ?? []).map(canonical);
}

/** A figure is found when its number is among the numbers of any figure the sheet recorded. */
export function figureFound(expected: string, got: string[]): boolean {
  const have = new Set(got.flatMap(numbersIn));
  return numbersIn(expected).every((n) => have.has(n));
}

const list = (values: readonly unknown[]) => values.map(String).join(' | ');

/** Every field the label gives, scored against the sheet (a missing sheet misses them all). */
export function scoreFacts(expected: ExpectedFacts, sheet: FactSheet | null | undefined): FieldScore[] {
  const out: FieldScore[] = [];
  const add = (field: Field, right: boolean, exp: string, got: string | undefined) => out.push({ field, right, expected: exp, got: got ?? '(none)' });
  add('kind', !!sheet && oneOf(expected.kind).includes(sheet.kind), list(oneOf(expected.kind)), sheet?.kind);
  if (expected.subject !== undefined) {
    const names = oneOf(expected.subject);
    add('subject', !!sheet?.subject && names.some((n) => sameName(n, sheet.subject!.value)), list(names), sheet?.subject?.value);
  }
  if (expected.isApplicant !== undefined) add('isApplicant', sheet?.subject?.isApplicant === expected.isApplicant, String(expected.isApplicant), sheet?.subject ? String(sheet.subject.isApplicant) : undefined);
  if (expected.role !== undefined) add('role', !!sheet && oneOf(expected.role).includes(sheet.applicantRole), list(oneOf(expected.role)), sheet?.applicantRole);
  if (expected.issuer !== undefined) {
    const names = oneOf(expected.issuer);
    add('issuer', !!sheet?.issuer && names.some((n) => sameName(n, sheet.issuer!.value)), list(names), sheet?.issuer?.value);
  }
  if (expected.date !== undefined) {
    const dates = oneOf(expected.date);
    add('date', !!sheet?.date && dates.some((d) => sameDate(d, sheet.date!.value)), list(dates), sheet?.date?.value);
  }
  if (expected.figures !== undefined) {
    const got = sheet?.figures.map((f) => f.value) ?? [];
    add('figures', expected.figures.every((f) => figureFound(f, got)), list(expected.figures), got.length ? list(got) : undefined);
  }
  return out;
}

/** How many of the label's figures the sheet recorded (the figures field needs all of them). */
export function figuresFound(expected: ExpectedFacts, sheet: FactSheet | null | undefined): { found: number; of: number } {
  const got = sheet?.figures.map((f) => f.value) ?? [];
  const figures = expected.figures ?? [];
  return { found: figures.filter((f) => figureFound(f, got)).length, of: figures.length };
}
