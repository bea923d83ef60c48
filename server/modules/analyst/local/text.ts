/**
 * Plain-text helpers shared by the local analyst. Tokenising and stemming are
 * hand-rolled (not wink) because the criteria report must scan ~1 MB of
 * evidence in a fraction of a second; wink is used where one document is read
 * closely (sentences, entities, phrases), see nlp.ts.
 */
import { neutraliseExhibitRefs } from '../exhibits';

// Words whose final 's' is not a plural: stripping it would make 'news' match 'new'.
const KEEP = new Set(['news', 'series', 'species', 'thesis', 'always', 'means', 'across', 'physics', 'mathematics', 'economics', 'analysis', 'basis', 'status', 'campus', 'bonus', 'genesis', 'lens', 'perhaps', 'towards', 'various', 'previous', 'famous', 'numerous', 'always', 'sometimes']);

const stemCache = new Map<string, string>();

function undouble(s: string): string {
  const last = s.at(-1);
  return last && s.at(-2) === last && !'lsz'.includes(last) && !'aeiou'.includes(last) ? s.slice(0, -1) : s;
}

/** A light suffix stripper: both keywords and text go through it, so it only has to be consistent. */
export function stem(word: string): string {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  let s = word;
  if (s.length > 3 && !KEEP.has(s) && !/\d/.test(s)) {
    // Spelling variants first, so 'honour'/'honor' and 'recognised'/'recognized' meet.
    if (s.length > 5) s = s.replace(/our(s|ed|ing)?$/, 'or$1').replace(/tre(s)?$/, 'ter$1');
    s = s.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
    if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
    else if (s.endsWith('sses')) s = s.slice(0, -2);
    else if (s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
    if (s.endsWith('ing') && s.length > 5) s = undouble(s.slice(0, -3));
    else if (s.endsWith('ed') && s.length > 4) s = undouble(s.slice(0, -2));
    if (s.endsWith('e') && s.length >= 4) s = s.slice(0, -1);
  }
  if (stemCache.size > 50_000) stemCache.clear();
  stemCache.set(word, s);
  return s;
}

/** Lowercase, accents removed (so 'Résumé' reads as 'resume'). */
function normalise(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const WORD = /[a-z0-9]+/g;

/** Lowercase word tokens (hyphens and apostrophes split words; lone 's' dropped). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of normalise(text).matchAll(WORD)) if (m[0] !== 's') out.push(m[0]);
  return out;
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

export const STOPWORDS = new Set(
  ('a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its ' +
    'me my no not of on or our she so such than that the their them then there these they this those to was we were what when ' +
    'where which who whom why will with would you your yours about also any all am more most other some very just may might ' +
    'should shall must each many much own same both few only over under again further once here up down out off through during ' +
    'before after above below between tell show give make does doe please know any anything there isn')
    .split(/\s+/),
);

export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && w.length > 1)
    .map(stem);
}

/** A preposition or an article that leaves its phrase open: the line goes on in the next. */
const OPEN_END = /\s(?:to|of|for|the|an?|and|by|with|upon)$/i;

/**
 * Splits into paragraphs the way people wrote them: PDF text wraps lines
 * mid-sentence, but CVs put one item per line, so a newline only ends a unit
 * after sentence punctuation, before a bullet, or after a short heading-like line.
 */
export function paragraphs(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let cur = '';
  for (const raw of lines) {
    const line = raw.trim();
    const bullet = /^([•·▪‣◦*–-]|\d+[.)]\s)/.test(line);
    // A short line ends its paragraph, unless it ends on a word that cannot end one ('… presents its award to' / 'Ana Ruiz').
    if (!line || bullet || /[.!?:;]["')\]]?$/.test(cur) || (cur.length > 0 && cur.length < 60 && !OPEN_END.test(cur))) {
      if (cur) out.push(cur);
      cur = '';
    }
    if (line) cur = cur ? `${cur} ${line}` : line.replace(/^[•·▪‣◦*–-]\s*/, '');
  }
  if (cur) out.push(cur);
  return out;
}

/** Collapses whitespace and cuts to at most `max` words around `focus` (a word index), marking cuts with '…'. */
export function clip(sentence: string, max = 30, focus = 0): string {
  const parts = sentence.replace(/\s+/g, ' ').trim().split(' ');
  if (parts.length <= max) return parts.join(' ');
  const start = Math.max(0, Math.min(focus - Math.floor(max / 3), parts.length - max));
  const body = parts.slice(start, start + max).join(' ');
  return `${start > 0 ? '…' : ''}${body}${start + max < parts.length ? '…' : ''}`;
}

/** Text quoted from a document, safe to embed in generated markdown. */
export function quote(sentence: string, max = 40, focus = 0): string {
  return neutraliseExhibitRefs(clip(sentence, max, focus)).replace(/"/g, "'");
}

/** A file name safe to show next to an exhibit number. */
export function safeName(fileName: string): string {
  return neutraliseExhibitRefs(fileName.replace(/[\r\n]+/g, ' ').trim() || 'untitled');
}

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function exhibitList(nums: number[]): string {
  const sorted = [...new Set(nums)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no exhibits';
  return sorted.length === 1 ? `Exhibit ${sorted[0]}` : `Exhibits ${listText(sorted.map(String))}`;
}

export function wordCount(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

export function clamp(n: number, lo = 0, hi = 100): number {
  return Math.max(lo, Math.min(hi, n));
}

/** Saturating 0..1 curve: more evidence always helps, but with diminishing returns. */
export function saturate(x: number, scale: number): number {
  return x <= 0 ? 0 : 1 - Math.exp(-x / scale);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Adds a full stop unless the text already ends a sentence. */
export function endSentence(text: string): string {
  const t = text.trim();
  return /[.!?…:]["')\]]?$/.test(t) ? t : `${t}.`;
}

/**
 * A sentence as drafts quote it: one line, and inner double quotes made single so the quotation's own
 * marks stay unambiguous (the guarantees treat both alike, so it is still verbatim).
 */
export function asQuoted(sentence: string): string {
  return sentence.replace(/\s+/g, ' ').replace(/["\u201c\u201d]/g, "'").trim();
}

