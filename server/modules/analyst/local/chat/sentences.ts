/**
 * Sentences the chat may quote. Every quotation must be a verbatim piece of
 * its exhibit (whitespace collapsed, nothing else changed), so sentences are
 * cut out of the text rather than rebuilt, and a sentence that cannot be shown
 * as it is (a heading, a third party's 'Exhibit 12', a fragment) is skipped
 * instead of edited. Splitting is a hand-rolled pass, not wink: a question may
 * need every exhibit of a 200-document petition, and wink reads ~30 KB in ~100 ms.
 */
import { contentStems } from '../text';

/** What the chat reads of each exhibit: the part that answers questions comes early. */
export const READ_CHARS = 30_000;

/** A quotable sentence; its stems are worked out only if a ranking asks for them. */
export class Sentence {
  private cached: Set<string> | undefined;
  constructor(
    readonly text: string,
    /** Where it starts in the exhibit (characters, approximately): for reading order and 'early'. */
    readonly at: number,
  ) {}
  get stems(): Set<string> {
    this.cached ??= new Set(contentStems(this.text));
    return this.cached;
  }
}

// Words that end with a full stop without ending a sentence ('Dr. Doe', 'Vol. 3', 'U.S. patent').
// Company suffixes ('Arm Ltd.') and 'etc.' usually do end one, so they are not here.
const ABBREVIATIONS = new Set(
  'dr mr mrs ms prof st jr sr vs eg ie no nos vol pp p fig al jan feb mar apr jun jul aug sep sept oct nov dec dept univ assoc approx est mt ave rd gen col capt lt sgt rev hon ph phd op ed eds cf'.split(' '),
);

function endsWithAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  const bare = word.replace(/\./g, '').toLowerCase();
  // Initials ('J. Smith') and dotted acronyms ('U.S.') do not end sentences either.
  return ABBREVIATIONS.has(bare) || /^\p{Lu}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

const BOUNDARY = /[.!?]+["'\u201d\u2019)\]]*\s+/g;

/** A line in capitals ('AWARDS AND HONORS', 'TECH WEEKLY'): a heading, never part of a sentence. */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length >= 0.8;
}

const BYLINE_LINE = /^(By|Written by)\s+\p{Lu}[\p{L}'.-]*(\s+\p{Lu}[\p{L}'.-]*){1,3}(,.*)?$/u;

/**
 * The units a writer made. Blank lines separate blocks; inside a block, lines are joined, since
 * PDF text wraps mid-sentence, except before a bullet and after a short line followed by a
 * capital (a heading, a CV item, a signature). A leading bullet mark is left out.
 */
function unitsOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let cur = '';
    let last = 0;
    let lastHeading = false;
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const bullet = /^([\u2022\u00b7\u25aa\u2023\u25e6*\u2013-]|\d+[.)])\s/.test(line);
      // A by-line starts its own unit; a masthead's parts ('Artforum · Critics' Picks') end theirs.
      const heading = isHeading(line) || BYLINE_LINE.test(line) || / [\u00b7|] /.test(line);
      if (cur && (bullet || heading || lastHeading || (last < 60 && /^[\p{Lu}\d"'\u201c\u2018(]/u.test(line)))) {
        out.push(cur);
        cur = '';
      }
      cur = cur ? `${cur} ${line}` : line.replace(/^[\u2022\u00b7\u25aa\u2023\u25e6*\u2013-]\s+/, '');
      last = line.length;
      lastHeading = heading;
    }
    if (cur) out.push(cur);
  }
  return out;
}

/** One unit's sentences, each a verbatim slice (whitespace collapsed). */
function splitSentences(unit: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of unit.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    const next = unit[at + m[0].length] ?? '';
    if (!/[\p{Lu}\d"'\u201c\u2018([]/u.test(next)) continue;
    if (m[0].startsWith('.') && m[0].trimEnd().length === 1 && endsWithAbbreviation(unit.slice(start, at))) continue;
    out.push(unit.slice(start, at + m[0].trimEnd().length));
    start = at + m[0].length;
  }
  out.push(unit.slice(start));
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0);
}

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** A date with its day, month and year ('16 January 2024', 'September 12, 2023'). */
const FULL_DATE = new RegExp(`\\b(?:\\d{1,2}\\s+${MONTH},?\\s+(?:19|20)\\d{2}|${MONTH}\\s+\\d{1,2},?\\s+(?:19|20)\\d{2})\\b`);

const SALUTATION = /^(dear|sincerely|regards|yours|best regards|kind regards|warm regards|cc|re|subject|to whom|page \d|tel|phone|fax|e-?mail|www\.|https?:)\b/i;
// A document's own 'Exhibit 12' means its own attachment; quoting it would cite an exhibit this petition may not have.
const OWN_EXHIBIT_REF = /\bexhibits?\s*(?:#|no\.?|number)?\s*\d/i;
const ADDRESS = /^\d+\s+(\p{Lu}\p{L}*\s+)+(street|st|avenue|ave|road|rd|boulevard|blvd|lane|drive|way|square|place)\b/iu;

/** Whether a sentence can be shown as a quotation exactly as it stands. */
function isQuotable(s: string): boolean {
  const words = s.split(' ');
  if (words.length < 3 || words.length > 45 || s.length > 320) return false;
  if (OWN_EXHIBIT_REF.test(s) || SALUTATION.test(s) || ADDRESS.test(s)) return false;
  // A sentence starts with a capital, a figure or a quotation mark; anything else is a fragment.
  if (!/^[\p{Lu}\d"'\u201c\u2018(]/u.test(s)) return false;
  // A word hyphenated across a line break reads differently once the lines are joined.
  if (/\p{L}- \p{Ll}/u.test(s)) return false;
  // Markdown would turn these into headings, lists or code, or drop the marks a reader would check.
  if (/^([#>*+|=`-]|\d+[.)]\s)/.test(s) || /[`*]|(^|\s)_|_(\s|$)/.test(s) || s.endsWith(':') || s.endsWith('\u2026')) return false;
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length < 10 && !FULL_DATE.test(s)) return false;
  // A heading in capitals ('AWARDS AND HONORS') is not evidence.
  return letters.replace(/[^\p{Lu}]/gu, '').length / letters.length < 0.6;
}

/**
 * Whether the text ends as a sentence does. A title or heading line does not; a CV item or a
 * by-line does not either, but one with a comma and a figure ('Best Paper Award, ISSCC 2016')
 * states a fact, and a by-line names the author.
 */
function isComplete(s: string): boolean {
  if (/[.!?]["'\u201d\u2019)\]]*$/.test(s)) return !(s.endsWith('.') && endsWithAbbreviation(s.slice(0, -1)));
  // A by-line ('By Lauren Goode') says who wrote an article.
  if (/^(By|Written by)\s+\p{Lu}[\p{L}'.-]*(\s+\p{Lu}[\p{L}'.-]*){1,3}$/u.test(s)) return true;
  // A line that dates something ('Premiere: 16 January 2024', 'September 12, 2023') states a fact too.
  return (/,/.test(s) && /\d/.test(s)) || FULL_DATE.test(s);
}

/** A quotable form of the sentence: itself, or failing that its first verbatim clause that is quotable. */
function quotableForm(s: string): string | undefined {
  if (!isComplete(s)) return undefined;
  // 'Dear Dr. Chen, It is my pleasure…' when the greeting shares a line with the letter's first sentence.
  const greeting = /^Dear [^,]{1,40},\s+(?=\p{Lu})/u.exec(s);
  if (greeting) s = s.slice(greeting[0].length);
  if (isQuotable(s)) return s;
  if (s.split(' ').length <= 45 && s.length <= 320) return undefined;
  return s
    .split(/(?<=[;:])\s+/)
    .map((c) => c.replace(/[;:,]$/, ''))
    .find(isQuotable);
}

type Unit = { text: string; at: number; sentences?: Sentence[] };

/**
 * Sentences of each exhibit, split once per question and only where needed: several intents may
 * read the same exhibit, and a fact question only needs the passages that have its words.
 */
export class SentenceBook {
  private readonly units = new Map<number, Unit[]>();

  private unitsOf(doc: { n: number; text: string }): Unit[] {
    let found = this.units.get(doc.n);
    if (!found) {
      let at = 0;
      found = unitsOf(doc.text).map((text) => {
        const unit = { text, at };
        at += text.length + 1;
        return unit;
      });
      this.units.set(doc.n, found);
    }
    return found;
  }

  private sentencesOf(unit: Unit): Sentence[] {
    if (!unit.sentences) {
      unit.sentences = [];
      let offset = 0;
      for (const raw of splitSentences(unit.text)) {
        const quoted = quotableForm(raw);
        if (quoted) unit.sentences.push(new Sentence(quoted, unit.at + offset));
        offset += raw.length + 1;
      }
    }
    return unit.sentences;
  }

  /** The quotable sentences of the exhibit, or of the part that starts within its first `chars` characters. */
  of(doc: { n: number; text: string }, chars = READ_CHARS): Sentence[] {
    return this.unitsOf(doc)
      .filter((u) => u.at < chars)
      .flatMap((u) => this.sentencesOf(u));
  }

  /** The quotable sentences of the passages whose raw text matches (a pattern without the 'g' flag). */
  matching(doc: { n: number; text: string }, pattern: RegExp): Sentence[] {
    return this.unitsOf(doc)
      .filter((u) => pattern.test(u.text))
      .flatMap((u) => this.sentencesOf(u));
  }
}
