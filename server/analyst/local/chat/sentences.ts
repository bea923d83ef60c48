/**
 * Sentences the chat may quote. Every quotation must be a verbatim piece of
 * its exhibit (whitespace collapsed, nothing else changed), so sentences are
 * cut out of the text rather than rebuilt, and a sentence that cannot be shown
 * as it is (a heading, a third party's 'Exhibit 12', a fragment) is skipped
 * instead of edited. Splitting is a hand-rolled pass, not wink: a question may
 * need every exhibit of a 200-document petition, and wink reads ~30 KB in ~100 ms.
 */
import { contentStems, paragraphs } from '../text';

/** What the chat reads of each exhibit: the part that answers questions comes early. */
export const READ_CHARS = 30_000;

/** A quotable sentence; its stems are worked out only if a ranking asks for them. */
export class Sentence {
  private cached: Set<string> | undefined;
  constructor(
    readonly text: string,
    readonly index: number,
  ) {}
  get stems(): Set<string> {
    this.cached ??= new Set(contentStems(this.text));
    return this.cached;
  }
}

// Words that end with a full stop without ending a sentence ('Dr. Doe', 'Vol. 3', 'U.S. patent').
const ABBREVIATIONS = new Set(
  'dr mr mrs ms prof st jr sr inc ltd co corp vs etc eg ie no nos vol pp p fig al jan feb mar apr jun jul aug sep sept oct nov dec dept univ assoc approx est mt ave rd gen col capt lt sgt rev hon ph phd mrs op ed eds cf'.split(' '),
);

function endsWithAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  const bare = word.replace(/\./g, '').toLowerCase();
  // Initials ('J. Smith') and dotted acronyms ('U.S.') do not end sentences either.
  return ABBREVIATIONS.has(bare) || /^\p{Lu}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

const BOUNDARY = /[.!?]+["'\u201d\u2019)\]]*\s+/g;

/** One paragraph's sentences, each a verbatim slice (whitespace collapsed). */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of paragraph.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    const next = paragraph[at + m[0].length] ?? '';
    if (!/[\p{Lu}\d"'\u201c\u2018([]/u.test(next)) continue;
    if (m[0].startsWith('.') && m[0].trimEnd().length === 1 && endsWithAbbreviation(paragraph.slice(start, at))) continue;
    out.push(paragraph.slice(start, at + m[0].trimEnd().length));
    start = at + m[0].length;
  }
  out.push(paragraph.slice(start));
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
}

const SALUTATION = /^(dear|sincerely|regards|yours|best regards|kind regards|warm regards|cc|re|subject|to whom|page \d|tel|phone|fax|e-?mail|www\.|https?:)\b/i;
// A document's own 'Exhibit 12' means its own attachment; quoting it would cite an exhibit this petition may not have.
const OWN_EXHIBIT_REF = /\bexhibits?\s*(?:#|no\.?|number)?\s*\d/i;

/** Whether a sentence can be shown as a quotation exactly as it stands. */
export function isQuotable(s: string): boolean {
  const words = s.split(' ');
  if (words.length < 5 || words.length > 45 || s.length > 320) return false;
  if (OWN_EXHIBIT_REF.test(s) || SALUTATION.test(s)) return false;
  // A word hyphenated across a line break reads differently once the lines are joined.
  if (/\p{L}- \p{Ll}/u.test(s)) return false;
  // Markdown would turn these into headings, lists or code, or drop the marks a reader would check.
  if (/^([#>*+|=`-]|\d+[.)]\s)/.test(s) || /[`*]|(^|\s)_|_(\s|$)/.test(s) || s.endsWith(':') || s.endsWith('\u2026')) return false;
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length < 15) return false;
  // A heading in capitals ('AWARDS AND HONORS') is not evidence.
  return letters.replace(/[^\p{Lu}]/gu, '').length / letters.length < 0.6;
}

/**
 * A quotable form of the sentence: itself, or failing that its first verbatim clause that is
 * quotable. Only text that ends as a sentence does (a title or heading line does not).
 */
export function quotableForm(s: string): string | undefined {
  if (!/[.!?]["'\u201d\u2019)\]]*$/.test(s)) return undefined;
  if (isQuotable(s)) return s;
  if (s.split(' ').length <= 45 && s.length <= 320) return undefined;
  return s
    .split(/(?<=[;:])\s+/)
    .map((c) => c.replace(/[;:,]$/, ''))
    .find(isQuotable);
}

/** Sentences of each exhibit, split once per question: several intents may read the same exhibit. */
export class SentenceBook {
  private readonly cache = new Map<string, Sentence[]>();

  /** The quotable sentences of the exhibit's text, or of its first `chars` characters (cut at a line end). */
  of(doc: { n: number; text: string }, chars = READ_CHARS): Sentence[] {
    const full = this.cache.get(`${doc.n}`);
    if (full || doc.text.length <= chars) return full ?? this.read(`${doc.n}`, doc.text);
    const cut = doc.text.lastIndexOf('\n', chars);
    return this.read(`${doc.n}:${chars}`, doc.text.slice(0, cut > 0 ? cut : chars));
  }

  private read(key: string, text: string): Sentence[] {
    let found = this.cache.get(key);
    if (!found) {
      found = [];
      for (const raw of paragraphs(text).flatMap(splitSentences)) {
        const quoted = quotableForm(raw);
        if (quoted) found.push(new Sentence(quoted, found.length));
      }
      this.cache.set(key, found);
    }
    return found;
  }
}
