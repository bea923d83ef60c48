/**
 * The EB-2 basis of an NIW petition (8 CFR 204.5(k); USCIS Policy Manual, Vol. 6, Part F, Ch. 5, January
 * 2025), as pure rules shared by screening (the CV), the criteria report (the exhibits) and chat:
 * - an advanced degree: a master's or higher, or a bachelor's plus at least 5 years of progressive
 *   experience gained after it (experience before the degree does not count; part-time work is not
 *   counted as full years);
 * - or exceptional ability: at least 3 of the 6 criteria of 204.5(k)(3)(ii).
 * Zod-free, so screens can use it without the schema chunk.
 */
import { coveredMonths, monthLabel, parseMonth, periodsIn, yearsOf, type Month } from './niw-dates';

type DegreeLevel = 'doctorate' | 'master' | 'bachelor';
type Degree = { level: DegreeLevel; month: Month | undefined; text: string; source?: string | undefined };
type Experience = { start: Month; end: Month; fullTime: boolean; internship: boolean; text: string; source?: string | undefined };

/** Months of progressive experience the bachelor's route needs (5 years). */
const BACHELOR_PLUS_MONTHS = 60;
/** Exceptional ability needs 3 of its 6 criteria. */
const EXCEPTIONAL_ABILITY_REQUIRED = 3;
export const EXCEPTIONAL_ABILITY_IDS = [
  'niw_exceptional_ability_academic_record',
  'niw_exceptional_ability_ten_years',
  'niw_exceptional_ability_licence',
  'niw_exceptional_ability_salary',
  'niw_exceptional_ability_memberships',
  'niw_exceptional_ability_recognition',
] as const;

const DOCTORATE = /\b(ph\.?\s?d\.?|d\.?\s?phil\.?|doctor of (philosophy|science|engineering|medicine|education|jurisprudence|business administration)|doctorate|doctoral degree|ed\.?\s?d\.|d\.?\s?sc\.)(?![\w])|\b(M\.D\.|J\.D\.)/i;
const MASTER = /\b(master'?s?|master of|m\.?\s?sc\.?|m\.?\s?eng\.?|m\.?\s?tech\.?|m\.?\s?phil\.?|ll\.?\s?m\.?|mba|m\.?\s?s\.|m\.?\s?a\.)(?![\w])/i;
const BACHELOR = /\b(bachelor'?s?|bachelor of|b\.?\s?sc\.?|b\.?\s?eng\.?|b\.?\s?tech\.?|b\.?\s?a\.|b\.?\s?s\.|undergraduate degree)(?![\w])/i;
/** A fellowship, a prize or students named for a degree ('Google PhD Fellowship', 'supervised 4 PhD students') are not a degree held. */
const NOT_A_DEGREE = /\b(fellowships?|awards?|prizes?|scholarships?|grants?|students?|supervis\w*|advis\w*|mentor\w*|committee|examiner|program(me)? director)\b/i;
/** A degree still being studied for is not held. */
const NOT_HELD = /\b(expected|anticipated|candidate|in progress|ongoing|pursuing|currently enrolled|to be conferred|(will|to) (graduate|complete))\b/i;
/** An evaluation's finding decides a foreign degree: 'equivalent to a U.S. master's degree'. */
const EQUIVALENT = /\bequivalent (of|to) (a|an|the)\s+(U\.?S\.?|United States|American)?\s*(bachelor|master|doctor|ph\.?\s?d)/i;
const PART_TIME = /\bpart[- ]time\b|\b([1-2]?\d|3[0-4]) hours (per|a|each) week\b|\bhalf[- ]time\b/i;
const INTERNSHIP = /\b(intern|internship|trainee|apprentice(ship)?|student assistant|working student)\b/i;

function levelOf(text: string): DegreeLevel | undefined {
  const eq = EQUIVALENT.exec(text);
  if (eq) return /^b/i.test(eq[4]!) ? 'bachelor' : /^m/i.test(eq[4]!) ? 'master' : 'doctorate';
  if (DOCTORATE.test(text)) return 'doctorate';
  if (MASTER.test(text)) return 'master';
  if (BACHELOR.test(text)) return 'bachelor';
  return undefined;
}

/** When the degree was conferred: the last date in the line ('2011 – 2015' ends in 2015); a bare year its last month. */
function conferred(text: string): Month | undefined {
  const dated = [...text.matchAll(/(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?)?(?:19[5-9]\d|20[0-4]\d)/gi)];
  const last = dated.at(-1)?.[0];
  return last ? parseMonth(last, true) : undefined;
}

/** The degrees a text states as held (a CV's education lines, a diploma, an evaluation), one per line. */
export function degreesIn(text: string, source?: string): Degree[] {
  const out: Degree[] = [];
  // Sentences end after a word, not after an abbreviation ('B.Sc. Computer Science').
  for (const line of text.split(/\n|(?<=\p{Ll}{3}[.;])\s+(?=\p{Lu})/u)) {
    const level = levelOf(line);
    if (!level || NOT_HELD.test(line) || (NOT_A_DEGREE.test(line) && !EQUIVALENT.test(line))) continue;
    out.push({ level, month: conferred(line), text: line.trim(), source });
  }
  return out;
}

/** Work periods a text states, each with whether it was full-time (a CV's experience lines, an employer letter). */
export function experienceIn(text: string, asOf: Month, source?: string, wholeText = false): Experience[] {
  const lines = text.split('\n');
  const out: Experience[] = [];
  lines.forEach((line, i) => {
    // A line of study dates is not work.
    if (levelOf(line) || /\b(university|college)\b.*\b(student|studies|study)\b/i.test(line)) return;
    // A CV may put the title on the line above the dates; a line with dates of its own is another job.
    const above = lines[i - 1] ?? '';
    const context = wholeText ? text : periodsIn(above, asOf).length === 0 ? `${above}\n${line}` : line;
    for (const p of periodsIn(line, asOf)) {
      out.push({ start: p.start, end: p.end, fullTime: !PART_TIME.test(context), internship: INTERNSHIP.test(wholeText ? text.slice(0, 600) : context), text: line.trim(), source });
    }
  });
  return out;
}

const RANK: Record<DegreeLevel, number> = { bachelor: 1, master: 2, doctorate: 3 };
const LEVEL_NAME: Record<DegreeLevel, string> = { doctorate: 'a doctorate', master: "a master's degree", bachelor: "a bachelor's degree" };

function highestDegree(degrees: readonly Degree[]): Degree | undefined {
  return [...degrees].sort((a, b) => RANK[b.level] - RANK[a.level] || (a.month ?? 0) - (b.month ?? 0))[0];
}

type CountedExperience = { text: string; source?: string | undefined; months: number; from: Month; to: Month };
type ExcludedExperience = { text: string; source?: string | undefined; reason: string };
type ProgressiveExperience = { months: number; years: number; counted: CountedExperience[]; excluded: ExcludedExperience[] };

/**
 * The progressive experience after a bachelor's degree: full-time periods, each clipped to start after
 * the degree was conferred, overlaps counted once. What is left out is listed with the reason.
 */
export function experienceAfter(degreeMonth: Month | undefined, periods: readonly Experience[]): ProgressiveExperience {
  const counted: CountedExperience[] = [];
  const excluded: ExcludedExperience[] = [];
  for (const p of periods) {
    if (!p.fullTime) {
      excluded.push({ text: p.text, source: p.source, reason: 'part-time work, which does not count as full years' });
      continue;
    }
    if (p.internship) {
      excluded.push({ text: p.text, source: p.source, reason: 'an internship or traineeship' });
      continue;
    }
    if (degreeMonth === undefined) {
      excluded.push({ text: p.text, source: p.source, reason: "no date for the bachelor's degree, so nothing can be counted as after it" });
      continue;
    }
    const from = Math.max(p.start, degreeMonth + 1);
    if (p.end < from) {
      excluded.push({ text: p.text, source: p.source, reason: `before the bachelor's degree (${monthLabel(degreeMonth)})` });
      continue;
    }
    if (from > p.start) excluded.push({ text: p.text, source: p.source, reason: `the part before the bachelor's degree (${monthLabel(p.start)} to ${monthLabel(degreeMonth)})` });
    counted.push({ text: p.text, source: p.source, months: p.end - from + 1, from, to: p.end });
  }
  const months = coveredMonths(counted.map((c) => ({ start: c.from, end: c.to })));
  return { months, years: yearsOf(months), counted, excluded };
}

type NiwBasisRoute = 'advanced_degree' | 'bachelor_plus_five' | 'exceptional_ability';
export type NiwBasis = {
  met: boolean;
  route: NiwBasisRoute | null;
  degree: Degree | undefined;
  experience: ProgressiveExperience | undefined;
  exceptionalAbility: { met: string[]; required: number };
  /** Whole sentences: which basis, on what, and what is missing. */
  reasons: string[];
};

/** Which basis the facts meet, and why; exceptional ability counts the criteria met (ids of EXCEPTIONAL_ABILITY_IDS). */
export function niwBasis(input: { degrees: readonly Degree[]; experience: readonly Experience[]; exceptionalAbilityMet?: readonly string[] }): NiwBasis {
  const degree = highestDegree(input.degrees);
  const eaMet = (input.exceptionalAbilityMet ?? []).filter((id) => (EXCEPTIONAL_ABILITY_IDS as readonly string[]).includes(id));
  const exceptionalAbility = { met: [...new Set(eaMet)], required: EXCEPTIONAL_ABILITY_REQUIRED };
  const eaOk = exceptionalAbility.met.length >= EXCEPTIONAL_ABILITY_REQUIRED;
  const reasons: string[] = [];
  if (degree && degree.level !== 'bachelor') {
    reasons.push(`${capital(LEVEL_NAME[degree.level])} is an advanced degree (8 CFR 204.5(k)(2)): “${clip(degree.text)}”.`);
    return { met: true, route: 'advanced_degree', degree, experience: undefined, exceptionalAbility, reasons };
  }
  let experience: ProgressiveExperience | undefined;
  if (degree) {
    const bachelorMonth = firstBachelorMonth(input.degrees) ?? degree.month;
    experience = experienceAfter(bachelorMonth, input.experience);
    const sum = experience.counted.map((c) => `${monthLabel(c.from)} to ${monthLabel(c.to)}`).join(', ');
    const shown = `${experience.years} years of full-time experience after it${sum ? ` (${sum})` : ''}`;
    if (experience.months >= BACHELOR_PLUS_MONTHS) {
      reasons.push(`A bachelor's degree (“${clip(degree.text)}”) followed by ${shown} meets the advanced-degree basis: at least 5 years of progressive experience after the degree.`);
      return { met: true, route: 'bachelor_plus_five', degree, experience, exceptionalAbility, reasons };
    }
    reasons.push(`A bachelor's degree (“${clip(degree.text)}”) with ${shown} does not meet the advanced-degree basis: it needs at least 5 years of progressive experience in the specialty after the degree (USCIS Policy Manual, January 2025).`);
    if (experience.excluded.length > 0) reasons.push(`Not counted: ${experience.excluded.map((e) => `“${clip(e.text)}” (${e.reason})`).join('; ')}.`);
  } else {
    reasons.push("No degree is shown with its level (a master's or higher, or a bachelor's with five years of experience after it).");
  }
  if (eaOk) {
    reasons.push(`Exceptional ability is shown by ${exceptionalAbility.met.length} of the six exceptional-ability criteria (at least three are needed, 8 CFR 204.5(k)(3)(ii)).`);
    return { met: true, route: 'exceptional_ability', degree, experience, exceptionalAbility, reasons };
  }
  reasons.push(`Exceptional ability needs three of its six criteria; ${exceptionalAbility.met.length === 0 ? 'none is' : `${exceptionalAbility.met.length === 1 ? 'one is' : 'two are'}`} shown.`);
  return { met: false, route: null, degree, experience, exceptionalAbility, reasons };
}

/** The bachelor's date the experience runs from (a later master's does not reset it). */
function firstBachelorMonth(degrees: readonly Degree[]): Month | undefined {
  const months = degrees.filter((d) => d.level === 'bachelor' && d.month !== undefined).map((d) => d.month!);
  return months.length > 0 ? Math.min(...months) : undefined;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
function clip(text: string, words = 18): string {
  const w = text.replace(/\s+/g, ' ').trim().split(' ');
  return w.length <= words ? w.join(' ') : `${w.slice(0, words).join(' ')}…`;
}
