// A fact's date as a document or a user writes it ('June 3, 2024', '3 June 2024', 'June 2024', '2024-06-03',
// '03/06/2024', 'Spring 2024', '2024'), read into its parts: the edit schema refuses one it cannot read or one
// in the future, and the analyst flags one that reads two ways (decision 060). Without zod.

type FactDate = { year: number; month?: number; day?: number };
/** Both readings of '03/04/2024' when they differ (day first, month first); one reading otherwise. */
type FactDateReading = { readings: FactDate[]; ambiguous: boolean };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '((?:1\\d|20)\\d{2})';
const SEASON = '(?:spring|summer|autumn|fall|winter|early|mid|late)';

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

function valid(date: FactDate): boolean {
  if (date.month === undefined) return true;
  if (date.month < 1 || date.month > 12) return false;
  if (date.day === undefined) return true;
  return date.day >= 1 && date.day <= new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
}

const FORMS: Array<[RegExp, (m: RegExpExecArray) => FactDate[]]> = [
  [new RegExp(`^${YEAR}$`), (m) => [{ year: +m[1]! }]],
  [new RegExp(`^${SEASON}\\s+${YEAR}$`, 'i'), (m) => [{ year: +m[1]! }]],
  [new RegExp(`^${MONTH},?\\s+${YEAR}$`, 'i'), (m) => [{ year: +m[2]!, month: monthOf(m[1]!) }]],
  [new RegExp(`^${MONTH}\\s+${DAY},?\\s+${YEAR}$`, 'i'), (m) => [{ year: +m[3]!, month: monthOf(m[1]!), day: +m[2]! }]],
  [new RegExp(`^${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}$`, 'i'), (m) => [{ year: +m[3]!, month: monthOf(m[2]!), day: +m[1]! }]],
  [new RegExp(`^${YEAR}-(\\d{2})(?:-(\\d{2}))?$`), (m) => [{ year: +m[1]!, month: +m[2]!, ...(m[3] ? { day: +m[3] } : {}) }]],
  [
    new RegExp(`^(\\d{1,2})[/.](\\d{1,2})[/.]${YEAR}$`),
    (m) => [
      { year: +m[3]!, month: +m[2]!, day: +m[1]! },
      { year: +m[3]!, month: +m[1]!, day: +m[2]! },
    ],
  ],
];

/** The readings of a date, or undefined when it is not one of the forms above (or names no real day). */
export function readFactDate(value: string): FactDateReading | undefined {
  const text = value.trim().replace(/\.$/, '');
  for (const [re, read] of FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const readings = read(m)
      .filter(valid)
      .filter((r, i, all) => all.findIndex((o) => o.month === r.month && o.day === r.day) === i);
    return readings.length > 0 ? { readings, ambiguous: readings.length > 1 } : undefined;
  }
  return undefined;
}

/**
 * Whether the date is after `today` however it is read: its first possible day is later. A day of slack,
 * because the server's day may still be the user's yesterday.
 */
function isFutureDate(reading: FactDateReading, today: Date = new Date()): boolean {
  const limit = new Date(today.getTime() + 24 * 3600 * 1000);
  const first = (d: FactDate) => Date.UTC(d.year, (d.month ?? 1) - 1, d.day ?? 1);
  return reading.readings.every((d) => first(d) > limit.getTime());
}

export const FACT_DATE_FORMAT_MESSAGE = 'Enter a date such as "June 3, 2024", "June 2024" or "2024"';
export const FACT_DATE_FUTURE_MESSAGE = 'The date cannot be in the future';

/** The date's problem in the user's words, or undefined when it reads as a past or present date. */
export function factDateProblem(value: string, today: Date = new Date()): string | undefined {
  const reading = readFactDate(value);
  if (!reading) return FACT_DATE_FORMAT_MESSAGE;
  return isFutureDate(reading, today) ? FACT_DATE_FUTURE_MESSAGE : undefined;
}
