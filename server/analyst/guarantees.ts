/**
 * The guarantees every draft and answer must keep, checked in code after it is
 * written and before it is saved or shown, whichever analyst wrote it
 * (DESIGN §8). A reviewer trusts a petition only as far as its quotations are
 * real, its facts are in its exhibits and its text is the applicant's case,
 * not a note about how it was made.
 */
import { findExhibitRefs } from './exhibits';

export type GuaranteeRule = 'quote' | 'instruction' | 'tool-talk' | 'fact' | 'exhibit-ref';
export type Violation = { rule: GuaranteeRule; detail: string };

export type DraftContext = {
  /** The exhibits the text may cite and quote (every analysed exhibit of the petition). */
  exhibits: Array<{ evidenceNumber: number; text: string }>;
  /** The user's private instructions: they steer, they are never pasted. */
  instructions?: string;
  /** Filing text (statements, letters) must not talk about the tool; chat answers may. */
  filing: boolean;
  /** Other trusted sources a fact may come from: the applicant's name, the recommender, the catalogue's legal text. */
  allowed?: string[];
};

// ---------- normalising: whitespace and OCR noise, nothing else ----------

const QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4"\u201c\u201d\u201e\u201f\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Ligatures, curly quotes, dash variants, soft hyphens, line-break hyphenation and runs of whitespace. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(QUOTES, "'")
    .replace(DASHES, '-')
    .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const cache = new WeakMap<object, Map<number, string>>();

function exhibitTexts(ctx: DraftContext): Map<number, string> {
  let map = cache.get(ctx.exhibits);
  if (!map) {
    // One exhibit may come as several sources (its text and a search passage): a quotation may be in any of them.
    map = new Map<number, string>();
    for (const e of ctx.exhibits) {
      const text = normaliseForMatch(e.text);
      map.set(e.evidenceNumber, map.has(e.evidenceNumber) ? `${map.get(e.evidenceNumber)} \u0000 ${text}` : text);
    }
    cache.set(ctx.exhibits, map);
  }
  return map;
}

// ---------- units: a quotation is attributed to the exhibits cited in its paragraph ----------

/** Markdown blocks: paragraphs, list items and blockquote runs (with their attribution lines). */
function blocks(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let quoting = false;
  const flush = () => {
    if (cur.length > 0) out.push(cur.join('\n'));
    cur = [];
  };
  for (const line of text.split('\n')) {
    const isQuote = /^\s*>/.test(line);
    const isItem = /^\s*([-*•]|\d+[.)])\s+/.test(line);
    if (!line.trim()) {
      if (!quoting) flush();
      continue;
    }
    if (isItem || isQuote !== quoting) flush();
    quoting = isQuote;
    cur.push(line);
  }
  flush();
  return out;
}

const stripMarkup = (s: string) => s.replace(/^\s*>\s?/gm, '').replace(/\*\*|__|(?<!\w)_(?!\w)|`/g, '');

type Quotation = { text: string; block: string };

/** Text shown as a quotation: a double-quoted span of three or more words, or a blockquote line. */
export function quotationsOf(text: string): Quotation[] {
  const out: Quotation[] = [];
  for (const block of blocks(text)) {
    const plain = stripMarkup(block);
    for (const m of plain.matchAll(/["\u201c]([^"\u201c\u201d\n]{2,}?)["\u201d]/g)) {
      const inner = (m[1] ?? '').trim();
      if (inner.split(/\s+/).length >= 3) out.push({ text: inner, block });
    }
    if (/^\s*>/m.test(block)) {
      for (const line of block.split('\n')) {
        if (!/^\s*>/.test(line)) continue;
        const body = stripMarkup(line).trim();
        // The attribution line ('— Exhibit 3 (award.pdf)') is not quoted text.
        if (!body || /^[-—–]\s*Exhibit/i.test(body)) continue;
        const unquoted = body.replace(/^["\u201c](.*)["\u201d]$/, '$1');
        if (unquoted.split(/\s+/).length >= 3) out.push({ text: unquoted, block });
      }
    }
  }
  return out;
}

/** Each piece between ellipses must be in the source, in order. */
function foundIn(source: string, quoted: string): boolean {
  const pieces = normaliseForMatch(quoted)
    .split(/\s*(?:\u2026|\.\.\.)\s*/)
    .map((p) => p.replace(/^[\s,;:]+|[\s,;:]+$/g, ''))
    .filter((p) => p.length > 0);
  let from = 0;
  for (const piece of pieces) {
    const at = source.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return pieces.length > 0;
}

function checkQuotes(text: string, ctx: DraftContext): Violation[] {
  const texts = exhibitTexts(ctx);
  const out: Violation[] = [];
  for (const q of quotationsOf(text)) {
    const cited = findExhibitRefs(q.block).filter((n) => texts.has(n));
    const sources = cited.length > 0 ? cited : [...texts.keys()];
    if (!sources.some((n) => foundIn(texts.get(n) ?? '', q.text))) {
      const where = cited.length > 0 ? `Exhibit ${cited.join(', ')}` : 'any exhibit';
      out.push({ rule: 'quote', detail: `"${q.text.slice(0, 120)}" is not in ${where}` });
    }
  }
  return out;
}

// ---------- instructions steer, never pasted ----------

const tokens = (s: string) => normaliseForMatch(s).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Six words in a row from the instructions, unless the exhibits say them too (the user quoted an exhibit). */
const PASTE_RUN = 6;

function checkInstructions(text: string, ctx: DraftContext): Violation[] {
  const wanted = tokens(ctx.instructions ?? '');
  if (wanted.length === 0) return [];
  const draft = ` ${tokens(text).join(' ')} `;
  const sources = ` ${ctx.exhibits.map((e) => tokens(e.text).join(' ')).join(' | ')} `;
  const out: Violation[] = [];
  const run = Math.min(PASTE_RUN, wanted.length);
  // A one- or two-word instruction ('shorter') is too short to be pasted recognisably.
  if (run < 3) return [];
  for (let i = 0; i + run <= wanted.length; i++) {
    const piece = ` ${wanted.slice(i, i + run).join(' ')} `;
    if (draft.includes(piece) && !sources.includes(piece)) {
      out.push({ rule: 'instruction', detail: `the draft repeats the instructions: "${piece.trim()}"` });
      break;
    }
  }
  return out;
}

// ---------- filing text says nothing about the tool ----------

const TOOL_TALK: Array<[RegExp, string]> = [
  [/\b(offline|local|AI|language[- ]model)\s+analyst\b/i, 'names the analyst'],
  [/\b(artificial intelligence|language model|LLM|chatbot|ChatGPT|OpenAI)\b/i, 'mentions AI'],
  [/\bAI[- ](generated|written|drafted|powered)\b/i, 'mentions AI'],
  [/\b(auto-?generated|machine[- ]generated|generated by)\b/i, 'says it was generated'],
  [/\bdrafted (by|from|with)\b/i, 'says how it was drafted'],
  [/\b(keywords?|vocabulary|extracted text|text extraction|OCR)\b/i, 'talks about text matching'],
  [/\b(exhibit|evidence) categor(y|ies)\b/i, 'talks about categories'],
  [/\bcriteria (strength )?report\b/i, 'cites the tool\'s report'],
  [/\b(as requested|as instructed|you asked|your instructions?|the instructions)\b/i, 'talks about the instructions'],
  [/\b(upload(ed|ing)?|this (tool|app)|Exhibit app)\b/i, 'talks about the app'],
  [/\breview (it |this )?before filing\b/i, 'talks to the user'],
];

function checkToolTalk(text: string): Violation[] {
  const out: Violation[] = [];
  for (const [pattern, what] of TOOL_TALK) {
    const m = pattern.exec(text);
    if (m) out.push({ rule: 'tool-talk', detail: `the filing text ${what}: "${m[0]}"` });
  }
  return out;
}

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
    const startsSentence = before === '' || /[.!?:|\n(]$/.test(before);
    const words = m[0].split(/\s+/);
    const name = startsSentence && words.length > 2 ? words.slice(1).join(' ') : m[0];
    // 'Several of Priya Raman's' names 'Priya Raman'.
    const clean = name.replace(/^(?:of|for|and|the|de|van|von|der|&)\s+/, '').replace(/['\u2019]s$/, '').replace(/[.,]$/, '');
    if ((!startsSentence || words.length > 2) && clean.split(' ').length >= 2) out.add(clean);
  }
  return [...out];
}

function checkFacts(text: string, ctx: DraftContext): Violation[] {
  const texts = exhibitTexts(ctx);
  const allowed = normaliseForMatch([...(ctx.allowed ?? []), ...COMMON_NAMES].join(' \n '));
  const out: Violation[] = [];
  for (const block of blocks(text)) {
    if (/^\s*#/.test(block)) continue;
    const cited = findExhibitRefs(block).filter((n) => texts.has(n));
    const sources = cited.map((n) => texts.get(n) ?? '');
    const known = (part: string) => {
      const norm = normaliseForMatch(part);
      return allowed.includes(norm) || sources.some((s) => s.includes(norm));
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

function checkRefs(text: string, ctx: DraftContext): Violation[] {
  const known = new Set(ctx.exhibits.map((e) => e.evidenceNumber));
  return findExhibitRefs(text)
    .filter((n) => !known.has(n))
    .map((n) => ({ rule: 'exhibit-ref' as const, detail: `cites Exhibit ${n}, which is not in this petition` }));
}

/** Every way the text breaks a guarantee; empty when it keeps them all. */
export function checkDraft(text: string, ctx: DraftContext): Violation[] {
  return [
    ...checkRefs(text, ctx),
    ...checkQuotes(text, ctx),
    ...checkInstructions(text, ctx),
    ...(ctx.filing ? [...checkToolTalk(text), ...checkFacts(text, ctx)] : []),
  ];
}

export class GuaranteeError extends Error {
  constructor(readonly violations: Violation[]) {
    super(`The draft broke ${violations.length === 1 ? 'a guarantee' : `${violations.length} guarantees`}: ${violations.map((v) => `${v.rule}: ${v.detail}`).join('; ')}`);
  }
}

/** Throws a GuaranteeError listing every violation. */
export function assertDraft(text: string, ctx: DraftContext): void {
  const violations = checkDraft(text, ctx);
  if (violations.length > 0) throw new GuaranteeError(violations);
}

/**
 * Keeps what holds: a paragraph that breaks a guarantee is left out (and reported), the
 * rest is kept; when what is left still breaks one (a heading, a pasted instruction across
 * paragraphs), nothing is kept and a GuaranteeError says why.
 */
export function enforceDraft(text: string, ctx: DraftContext): { text: string; removed: Violation[] } {
  if (checkDraft(text, ctx).length === 0) return { text, removed: [] };
  const removed: Violation[] = [];
  const kept = text.split(/\n{2,}/).filter((block) => {
    if (/^#/.test(block.trim())) return true;
    const found = checkDraft(block, ctx);
    removed.push(...found);
    return found.length === 0;
  });
  const repaired = kept.join('\n\n');
  assertDraft(repaired, ctx);
  return { text: repaired, removed };
}
