/**
 * The facts guarantee: every figure, date and name a filing paragraph states is in an exhibit
 * that paragraph cites, or in trusted text (the catalogue, the case law, what the user typed).
 */
import { blocks, exhibitTexts, normaliseForMatch, stripMarkup } from './draft-text';
import { findExhibitRefs } from './exhibits';
import type { DraftContext, Violation } from './guarantee-types';

// ---------- facts come from the exhibits cited ----------

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const FACT_PATTERNS = [
  /[$£€]\s?\d+(?:[,.]\d+)*(\s?(million|billion|k|m|bn)\b)?/gi,
  /\b\d[\d,.]*\s?(%|percent|per cent)/gi,
  new RegExp(`\\b(${MONTHS})\\.?\\s+\\d{1,2},?\\s+(19|20)\\d{2}\\b`, 'g'),
  /\b(19|20)\d{2}\b/g,
  /\b\d{1,3}(,\d{3})+\b|\b\d{3,}\b/g,
];

/** Figures, dates and years a sentence states ('Exhibit 12' and regulation numbers are references, not facts). */
export function factsOf(text: string): string[] {
  const clean = text
    .replace(/\bExhibit\s+\d+\s+at\s+\d{1,4}(?:\s*[,–-]\s*\d{1,4})*/gi, ' ')
    .replace(/\bExhibits?\s+[\d,\sand&–-]+/gi, ' ')
    .replace(/\b\d+\s+(C\.?F\.?R|U\.?S\.?C|F\.\s?\d?d|F\.3d)\b[^\s,;)]*(\s[\d.()a-z]+)?/gi, ' ');
  const out = new Set<string>();
  for (const pattern of FACT_PATTERNS) for (const m of clean.matchAll(pattern)) out.add(m[0].trim());
  // A full date also yields its year; keep only the longest form of overlapping facts.
  return [...out].filter((f) => ![...out].some((g) => g !== f && g.includes(f)));
}

function factIn(source: string, fact: string): boolean {
  const digits = (s: string) => s.replace(/[^\d]/g, '');
  if (source.includes(fact)) return true;
  // '$485,000' is '$485000' or '485,000 USD' in the exhibit: compare the figures.
  const want = digits(fact);
  if (want.length === 0) return false;
  return (source.match(/\d[\d,.]*/g) ?? []).some((n) => digits(n) === want);
}

/** Capitalised phrases every petition may use without an exhibit: forms of address, the agency. */
const COMMON_NAMES = ['Dear Officer', 'U.S. Citizenship and Immigration Services', 'Citizenship and Immigration Services', 'The Endorsing Body', 'Global Talent', 'United States', 'Step One', 'Step Two'];
const WORD = "(?:(?:Dr|Mr|Mrs|Ms|Prof|St|Jr)\\.|[A-Z][\\p{Ll}'\\u2019-]+|[A-Z]{2,}|[A-Z]\\.)";
// Words on one line only: a label on the next line ('Criterion:') is not part of a name.
const NAME = new RegExp(`\\b${WORD}(?:[ \\t]+(?:(?:of|for|and|the|de|van|von|der|&)[ \\t]+)?${WORD})+`, 'gu');
const CONNECTOR = /[ \t]+(?:of|for|and|the|de|van|von|der|&)[ \t]+/;

/**
 * Names a paragraph states outside its quotations: runs of two or more capitalised words
 * ('Outstanding Paper Award', 'Jane Roe'). A name at the start of a sentence keeps its first
 * word out ('Together, Ana Ruiz' is 'Ana Ruiz').
 */
export function namesOf(text: string): string[] {
  const outside = text
    .replace(/["\u201c][^"\u201c\u201d\n]*["\u201d]/g, ' | ')
    .replace(/^\s*>.*$/gm, ' | ')
    .replace(/\bExhibits?\s+[\d,\sand&–-]+/gi, ' | ');
  const out = new Set<string>();
  for (const m of outside.matchAll(NAME)) {
    const before = outside.slice(0, m.index).trimEnd();
    // A list item starts a sentence too ('- Keep the CV to three pages').
    const startsSentence = before === '' || /(?:[.!?:|\n(]|(?:^|\n)[ \t]*[-*•])$/.test(before);
    const words = m[0].split(/\s+/);
    const name = startsSentence && words.length > 2 ? words.slice(1).join(' ') : m[0];
    // 'Several of Priya Raman's' names 'Priya Raman'.
    const clean = name.replace(/^(?:of|for|and|the|de|van|von|der|&)\s+/, '').replace(/['\u2019]s$/, '').replace(/[.,]$/, '');
    if ((!startsSentence || words.length > 2) && clean.split(' ').length >= 2) out.add(clean);
  }
  return [...out];
}

export function checkFacts(text: string, ctx: DraftContext): Violation[] {
  const texts = exhibitTexts(ctx);
  const allowed = normaliseForMatch([...(ctx.allowed ?? []), ...COMMON_NAMES].join(' \n '));
  const out: Violation[] = [];
  for (const block of blocks(text)) {
    if (/^\s*#/.test(block)) continue;
    const cited = findExhibitRefs(block).filter((n) => texts.has(n));
    const sources = cited.map((n) => texts.get(n) ?? '');
    const known = (part: string) => {
      const norm = normaliseForMatch(part);
      // A name the exhibit sets in capitals ('COMPUTE MAGAZINE') is the same name written 'Compute Magazine'.
      return allowed.includes(norm) || sources.some((s) => s.includes(norm) || s.includes(norm.toUpperCase()));
    };
    for (const name of namesOf(stripMarkup(block))) {
      // 'Jane Roe of MIT' is known when 'Jane Roe' and 'MIT' each are.
      if (known(name) || name.split(CONNECTOR).every((part) => part.split(' ').length < 2 && part.length < 3 ? true : known(part))) continue;
      out.push({ rule: 'fact', detail: cited.length > 0 ? `the name "${name}" is not in Exhibit ${cited.join(', ')}` : `the name "${name}" is stated without the exhibit it comes from` });
    }
    for (const fact of factsOf(stripMarkup(block))) {
      const norm = normaliseForMatch(fact);
      if (factIn(allowed, norm) || sources.some((s) => factIn(s, norm))) continue;
      out.push({ rule: 'fact', detail: cited.length > 0 ? `"${fact}" is not in Exhibit ${cited.join(', ')}` : `"${fact}" is stated without the exhibit it comes from` });
    }
  }
  return out;
}

