/**
 * Finding a person or an organisation in a document's text the way a careful
 * reader would: 'Dr Jane Roe', 'Jane A. Roe', 'J. Roe', 'Roe, J.' and 'Roe J,'
 * are the same author; 'Roe' alone, or 'University' alone, is nobody in
 * particular. Matching runs on a folded copy of the text (lowercase, accents
 * off, whitespace collapsed) that keeps a map back to the original, so what is
 * quoted is the exhibit's own text.
 */
import { escapeRegExp } from '../../../src/contract/reg-exp';

export type Folded = { text: string; map: Int32Array };

// Uint16Array is little-endian on every platform Node runs on, which is what this decoder reads.
const UTF16 = new TextDecoder('utf-16le');
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11 || code === 0xa0;

/** Lowercase, accents removed, curly apostrophes straightened, whitespace runs as one space. */
export function fold(original: string): Folded {
  // Exhibits run to hundreds of thousands of characters: build into typed arrays, not strings a character at a time.
  const codes = new Uint16Array(original.length * 2 + 1);
  const map = new Int32Array(original.length * 2 + 1);
  let n = 0;
  let space = true;
  for (let i = 0; i < original.length; i++) {
    const code = original.charCodeAt(i);
    if (isSpace(code) || (code > 127 && /\s/.test(original[i]!))) {
      if (!space) {
        codes[n] = 32;
        map[n++] = i;
        space = true;
      }
      continue;
    }
    space = false;
    if (code < 128) {
      codes[n] = code >= 65 && code <= 90 ? code + 32 : code;
      map[n++] = i;
      continue;
    }
    const f = original[i]!.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019]/g, "'").toLowerCase();
    for (let k = 0; k < f.length && n < codes.length; k++) {
      codes[n] = f.charCodeAt(k);
      map[n++] = i;
    }
  }
  return { text: UTF16.decode(codes.subarray(0, n)), map: map.subarray(0, n) };
}

/** A cheap lowercase, accent-free copy for ruling exhibits out before the careful search. */
export function rough(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019]/g, "'").toLowerCase();
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

const TITLES = new Set(['dr', 'doctor', 'prof', 'professor', 'assoc', 'associate', 'assistant', 'asst', 'emeritus', 'mr', 'mrs', 'ms', 'mx', 'miss', 'sir', 'dame', 'lord', 'lady', 'rev', 'hon', 'dean', 'chancellor', 'president']);
const SUFFIXES = new Set(['phd', 'ph.d', 'md', 'm.d', 'jr', 'sr', 'ii', 'iii', 'iv', 'frs', 'freng', 'fba', 'fmedsci', 'obe', 'mbe', 'cbe', 'dphil', 'msc', 'bsc', 'ma', 'mba', 'esq', 'pe', 'ceng']);
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'del', 'della', 'da', 'di', 'du', 'dos', 'das', 'bin', 'al', 'el', 'ten', 'ter', 'st', 'mac']);

const bare = (token: string) => token.replace(/^[.,;:'"()]+|[.,;:'"()]+$/g, '');

type PersonName = { given: string[]; surname: string[] };

/**
 * Given names and surname of a name as people type it: titles and post-nominals
 * dropped, 'Roe, Jane' turned round, particles kept with the surname ('van der Berg').
 * Null when there is no given name: a surname alone would name too many people.
 */
export function parseName(name: string): PersonName | null {
  let text = fold(name).text;
  const comma = text.split(',').map((p) => p.trim());
  if (comma.length === 2 && comma[1] && !comma[1].split(' ').every((t) => SUFFIXES.has(bare(t)))) text = `${comma[1]} ${comma[0]}`;
  let tokens = text
    .replace(/,/g, ' ')
    .split(' ')
    .map(bare)
    .filter(Boolean);
  while (tokens.length > 0 && TITLES.has(tokens[0]!)) tokens = tokens.slice(1);
  while (tokens.length > 0 && SUFFIXES.has(tokens[tokens.length - 1]!)) tokens = tokens.slice(0, -1);
  if (tokens.length < 2) return null;
  let cut = tokens.length - 1;
  while (cut > 1 && PARTICLES.has(tokens[cut - 1]!)) cut -= 1;
  return { given: tokens.slice(0, cut).map((t) => t.replace(/\.$/, '')), surname: tokens.slice(cut) };
}

const isInitial = (t: string) => /^\p{L}$/u.test(t);
const word = (t: string) => escapeRegExp(t).replace(/-/g, '[- ]?');

/** Words every mention of the person contains (the surname), to rule an exhibit out cheaply. */
export function nameNeedles(person: PersonName): string[] {
  return person.surname.flatMap((t) => t.split('-')).filter((t) => t.length >= 2);
}

/** The patterns (on folded text) that name this person. */
export function namePatterns(person: PersonName): RegExp[] {
  const [first, ...middle] = person.given;
  if (!first) return [];
  const surname = person.surname.map(word).join(' ');
  const initial = escapeRegExp(first.charAt(0));
  const middles = middle.filter((m) => !isInitial(m)).map(word);
  // Initials, the middle names typed, or one unknown middle name ('Jane Alice Roe' for 'Jane Roe'),
  // but never a joining word ('Jane and Roe').
  const unknownMiddle = "(?!(?:and|or|with|the|of|for|by|to|from|at|in|on|et|al|is|was)(?![\\p{L}]))\\p{L}[\\p{L}'-]{1,14}";
  const midPart = `(?: (?:\\p{L}\\.?${middles.map((m) => `|${m}`).join('')}|${unknownMiddle})){0,2}`;
  const moreInitials = '(?: ?\\p{L}\\.){0,2}';
  const out: string[] = [];
  // Jane Roe, Jane A. Roe, Jane Alice Roe (and J. Robert Oppenheimer for a name typed with an initial)
  out.push(`${B}${isInitial(first) ? `${initial}\\.?` : word(first)}${midPart} ${surname}${E}`);
  // J. Roe, J.A. Roe, J. A. Roe, J.Roe
  out.push(`${B}${initial}\\.${moreInitials} ?${surname}${E}`);
  // Roe, Jane / Roe, J. / Roe, J.A.
  out.push(`${B}${surname}, (?:${isInitial(first) ? '' : `${word(first)}${E}|`}${initial}(?:\\.|${E}))`);
  // Vancouver style author lists: 'Chen W, Roe J, Smith A.' / 'Roe JA;'
  out.push(`${B}${surname} ${initial}\\p{L}?(?=[,.;])`);
  return out.map((p) => new RegExp(p, 'gu'));
}

// Words that name a kind of organisation, not one organisation: 'University' or
// 'Research Institute' alone would match half the record.
const GENERIC = new Set(
  ('university universities college school schools institute institution department dept faculty lab labs laboratory laboratories research center centre ' +
    'hospital clinic company corporation group foundation agency government ministry studio studios academy society association council office bank firm ' +
    'startup consulting consultancy consultant independent self employed self-employed freelance freelancer none n/a na retired various national international global ' +
    'technology technologies tech software systems solutions services media press news partners ventures capital holdings industries team unit division ' +
    'the of and for at in on a an & de la le der des du di trust board committee program programme project')
    .split(' '),
);
const LEGAL = /(?:,?\s+(?:inc\.?|llc|l\.l\.c\.|ltd\.?|limited|plc|gmbh|ag|s\.a\.|corp\.?|corporation|co\.|company|pty|llp|lp))+$/i;

/** needles: words every match contains (lowercase), to rule an exhibit out cheaply. */
type OrgMatcher = { pattern: RegExp; caseSensitive: boolean; singleWord: boolean; needles: string[] };

/**
 * How to find an organisation: its full name (legal suffix and a leading 'The' aside).
 * Null when the name is only generic words ('University', 'Self-employed').
 */
export function orgMatcher(organization: string): OrgMatcher | null {
  const name = organization.trim().replace(/^the\s+/i, '').replace(LEGAL, '').replace(/[.,;:]+$/, '').trim();
  const tokens = fold(name).text.split(' ').filter(Boolean);
  if (tokens.length === 0 || tokens.every((t) => GENERIC.has(t.replace(/[.,]/g, '')))) return null;
  if (tokens.length === 1 && tokens[0]!.length < 3) return null;
  // An acronym ('MIT', 'IBM', 'UCL') is matched as written: 'mit' is also a German word.
  if (/^[A-Z][A-Z0-9&]{1,5}$/.test(name)) return { pattern: new RegExp(`${B}${escapeRegExp(name)}${E}`, 'gu'), caseSensitive: true, singleWord: true, needles: [name.toLowerCase()] };
  return { pattern: new RegExp(`${B}${tokens.map(word).join(' ')}${E}`, 'gu'), caseSensitive: false, singleWord: tokens.length === 1, needles: tokens.flatMap((t) => t.split('-')).filter((t) => t.length >= 3) };
}

export type Hit = { start: number; end: number };

/** Original-text ranges where a folded-text pattern matched. */
export function findInFolded(folded: Folded, pattern: RegExp, original: string, limitTo = folded.text.length): Hit[] {
  const out: Hit[] = [];
  pattern.lastIndex = 0;
  for (const m of folded.text.matchAll(pattern)) {
    if (m.index >= limitTo) break;
    const start = folded.map[m.index]!;
    const end = folded.map[m.index + m[0].length - 1]! + 1;
    out.push({ start, end });
  }
  return out.filter((h) => h.end > h.start && original.length >= h.end);
}

/** Organisation hits: a one-word name must be written as a name (capitalised, not 'meta-analysis'). */
export function findOrg(matcher: OrgMatcher, folded: Folded, original: string, limitTo?: number): Hit[] {
  if (matcher.caseSensitive) {
    const out: Hit[] = [];
    matcher.pattern.lastIndex = 0;
    for (const m of original.matchAll(matcher.pattern)) out.push({ start: m.index, end: m.index + m[0].length });
    return limitTo === undefined ? out : out.filter((h) => h.start < (folded.map[limitTo] ?? Infinity));
  }
  const hits = findInFolded(folded, matcher.pattern, original, limitTo);
  if (!matcher.singleWord) return hits;
  return hits.filter((h) => /\p{Lu}/u.test(original.charAt(h.start)) && original.charAt(h.end) !== '-');
}
