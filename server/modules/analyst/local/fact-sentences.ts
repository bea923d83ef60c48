/**
 * The document's sentences with their pages, as the fact sheet quotes them: within the paragraphs a
 * writer made, split after a full stop that ends a sentence ('Dr.', 'No.', 'e.g.' do not). A sentence is
 * the document's own words, lines joined by a space, so it is found again on its page. A form's fields
 * ('Principal Investigator: Dr. Arjun Mehta') and a letterhead's parts stay apart from the line after.
 */
import type { Fact } from '../../../../src/contract/fact-sheet';
import { PAGE_ADDRESS } from '../exhibit-title-lines';
import { pagesOf } from '../fact-check';
import { paragraphs } from './text';

export type PagedSentence = { text: string; page: number; inReferences: boolean };

/** A fact read from a sentence: its value, with the sentence and the page that state it. */
export const factIn = (value: string, s: PagedSentence): Fact => ({ value, sentence: s.text, page: s.page });

/** Read up to this much: the facts of a certificate, letter or article come early. */
const MAX_CHARS = 40_000;
const ABBREVIATION = /\b(Dr|Prof|Assoc|Asst|Dept|Univ|Hon|Rev|Mr|Mrs|Ms|St|No|Nos|Vol|vol|pp|p|e\.g|i\.e|al|Inc|Ltd|Co|Jr|Sr|vs|etc|Fig|dir|eds?|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[A-Z])\.$/;
/** 'Issue Date: August 15, 2023', '(72) Inventor: Kwame Asante': a form's field, a unit of its own. */
const FIELD = /^(?:\(\d+\)\s*)?[\p{Lu}][\p{L}() /&-]{1,40}:\s+\S/u;
/** The heading of a reference list, however it is worded: what follows cites others' work. */
// … or a page that is a reference list, headed so after its book's chapter or its report's annex ('Chapter 9. Dating with
// teeth — References (31 works cited)', 'Annex 4: References (58 works)').
const REFERENCES = /^\s*(?:[^\n]{0,120}?(?:\s[—–-]|:)\s*)?(references|references cited|bibliography|works cited|literature cited|citations|cited references|other references|notes and references)\s*(?:\((?:excerpt|extract|selected|partial|continued|\d+ (?:works|entries|items|references|titles|sources)(?: cited)?)\))?\s*:?\s*$/im;

function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]["'\u201d)\]]?\s+(?=["'\u201c(]?[A-Z0-9])/g;
  for (let m = re.exec(paragraph); m; m = re.exec(paragraph)) {
    const end = m.index + m[0].trimEnd().length;
    if (ABBREVIATION.test(paragraph.slice(start, m.index + 1))) continue;
    // A form's dot leaders run on to their figure ('1a Gross receipts or sales ........ 8,412,330'): no sentence ends there.
    if (paragraph.slice(Math.max(0, m.index - 2), m.index + 1) === '...' && /^\d/.test(paragraph.slice(m.index + m[0].length))) continue;
    // … nor a cast list's ('Un pastore ........ Carlotta Vichi'): four dots or more are leaders, never a stop.
    if (paragraph.slice(Math.max(0, m.index - 3), m.index + 1) === '....') continue;
    out.push(paragraph.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Longer lines are a sentence wrapped by the page, which goes on in the next line. */
const SHORT_LINE = 80;
/** A line that ends a unit whatever follows: a form's field, or a masthead's parts ('Lab News · Winter 2024'). */
/** 'Conductor: Anna Weiss · Director: Pavel Novak · …': a line of credits or fields, a unit however long. */
const FIELDS_LINE = /^[\p{Lu}][\p{L} ]{1,30}:\s+[^·|]+\s[·|]\s+[\p{Lu}][\p{L} ]{1,30}:\s/u;
/**
 * A certificate's recipient line: a title and a name alone ('… awards the medal to / Dr. Ana Ruiz'). It ends the sentence it
 * closes; her institution's next line does not extend her name.
 */
const TITLED_NAME_LINE = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;
/**
 * A date alone on its line, perhaps after its place ('Riga, 12 March 2024'), or a page's address: never part of a sentence
 * (a wrapped sentence's last line, 'November 18, 2023.', ends with its stop).
 */
const DATE_LINE = /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(?:\p{Lu}[\p{L}.'’ -]{1,30},\s*)?(?:\d{1,2} \p{Lu}\p{Ll}+\.? \d{4}|\p{Lu}\p{Ll}+\.? \d{1,2}, \d{4})$/u;
const standsAlone = (line: string) => (line.length < SHORT_LINE && (FIELD.test(line) || / [·|] /.test(line))) || FIELDS_LINE.test(line) || DATE_LINE.test(line) || PAGE_ADDRESS.test(line);
/**
 * A heading over a longer line: a line with no closing stop and a next line of prose far longer ('Senate debates drone
 * rules as deliveries grow' over the story's first sentence; not a list's heading over its first row). A line the page wrapped is as long as the line after it, or longer.
 */
const headsLonger = (line: string, next: string) => line.length > 0 && !/[.!?:;,\-–—]["'\u201d)\]]?$/.test(line) && next.length >= line.length * 1.3 + 20 && next.split(/\s+/).length >= 8;

/** The writer's paragraphs (text.ts), with fields and mastheads kept off the lines around them. */
function units(page: string): string[] {
  const lines = page.split('\n');
  const chunks: string[] = [];
  let cur: string[] = [];
  lines.forEach((line, i) => {
    cur.push(line);
    if (standsAlone(line.trim()) || TITLED_NAME_LINE.test(line.trim()) || standsAlone((lines[i + 1] ?? '').trim()) || headsLonger(line.trim(), (lines[i + 1] ?? '').trim())) {
      chunks.push(cur.join('\n'));
      cur = [];
    }
  });
  chunks.push(cur.join('\n'));
  return chunks.flatMap((chunk) => paragraphs(chunk));
}

/** Where the reference list starts, or the text's length when it has none. */
function referencesAt(text: string): number {
  const cut = REFERENCES.exec(text);
  return cut && cut.index > 0 ? cut.index : text.length;
}

/** Every sentence (or heading line) of the document, with its 1-based page and whether it is in a reference list. */
export function pagedSentences(text: string): PagedSentence[] {
  const body = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const out: PagedSentence[] = [];
  let pageStart = 0;
  const ownLength = referencesAt(body);
  pagesOf(body).forEach((page, i) => {
    let cursor = pageStart;
    for (const para of units(page)) {
      const found = body.indexOf(para.split(' ')[0] ?? '', cursor);
      const at = found >= 0 ? found : cursor;
      cursor = at + 1;
      for (const sentence of splitSentences(para)) out.push({ text: sentence, page: i + 1, inReferences: at >= ownLength });
    }
    pageStart += page.length + 1;
  });
  return out;
}
