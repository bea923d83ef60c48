// Months and periods as CVs and employer letters write them, for the EB-2 basis (./niw-basis). Zod-free.

/** A month as a count (year × 12 + month index), so periods add and compare as numbers. */
export type Month = number;

export const monthOf = (year: number, monthIndex: number): Month => year * 12 + monthIndex;
export const monthLabel = (m: Month): string => `${MONTH_NAMES[m % 12]} ${Math.floor(m / 12)}`;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS: Record<string, number> = { jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11 };

const MONTH_WORD = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
/** 'March 1, 2014', 'March 2014', '1 March 2014', '03/2014', '2014-03', '2014' (a date as a month). */
const DATE = `(?:${MONTH_WORD}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?${YEAR}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_WORD},?\\s+${YEAR}|\\d{1,2}\\/(?:\\d{1,2}\\/)?${YEAR}|${YEAR}-\\d{2}(?:-\\d{2})?|${YEAR})`;
const NOW = '(?:present|current|now|date|today|the present(?: day)?|ongoing)';
/** 'from March 2014 to June 2019', 'March 2014 – present', '2014-2019', 'since 2016'. */
const RANGE = new RegExp(`(?:\\bfrom\\s+)?(${DATE})\\s*(?:-|–|—|to|until|till|through|thru)\\s*(${DATE}|${NOW})\\b|\\bsince\\s+(${DATE})`, 'gi');

/** The month a written date names; a bare year is its first month for a start and its last for an end. */
export function parseMonth(text: string, end = false): Month | undefined {
  const t = text.trim().toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  let m = /^(\d{4})-(\d{2})/.exec(t);
  if (m) return monthOf(Number(m[1]), Number(m[2]) - 1);
  m = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(t);
  if (m) return monthOf(Number(m[2]), Number(m[1]) - 1);
  const word = /([a-z]{3})[a-z]*\.?/.exec(t.replace(/\d{1,2}\s+(?=[a-z])/, ''));
  const year = /(\d{4})/.exec(t);
  if (!year) return undefined;
  if (word && word[1]! in MONTHS) return monthOf(Number(year[1]), MONTHS[word[1]!]!);
  return monthOf(Number(year[1]), end ? 11 : 0);
}

type Period = { start: Month; end: Month; text: string };

/** Every date range in a text, in order; an open end ('present') is `asOf`. */
export function periodsIn(text: string, asOf: Month): Period[] {
  const out: Period[] = [];
  for (const m of text.matchAll(RANGE)) {
    const startText = m[1] ?? m[3];
    const start = startText ? parseMonth(startText) : undefined;
    const endText = m[2];
    const end = m[3] || (endText && new RegExp(`^${NOW}$`, 'i').test(endText)) ? asOf : endText ? parseMonth(endText, true) : undefined;
    if (start !== undefined && end !== undefined && end >= start) out.push({ start, end: Math.min(end, asOf), text: m[0] });
  }
  return out;
}

/** Months covered by periods, overlaps counted once (two jobs at once are not two years' experience). */
export function coveredMonths(periods: ReadonlyArray<{ start: Month; end: Month }>): number {
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  let total = 0;
  let until = -Infinity;
  for (const p of sorted) {
    const from = Math.max(p.start, until + 1);
    if (p.end >= from) total += p.end - from + 1;
    until = Math.max(until, p.end);
  }
  return total;
}

/** '5.3' years: months ÷ 12, one decimal, never rounded up past a threshold (59 months is 4.9). */
export const yearsOf = (months: number): number => Math.floor((months / 12) * 10) / 10;
