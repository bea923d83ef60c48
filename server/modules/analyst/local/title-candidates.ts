/**
 * The titles a document could be listed by (decision 096), each described in general terms for the learned title
 * ranker (title-ranker.ts): the hand rules' title, each of the first lines (read in title case where set in capitals),
 * a heading's parts, a 'Re:' or 'Subject:' value, a line a page wrapped onto the next. What describes each is where it
 * stands, how it is written and what stands above it (a masthead, the issuer's name), never which words the tuned sets
 * use, so the ranker can carry over to unseen forms.
 */
import type { FactKind } from '../../../../src/contract/fact-sheet';
import { dateIn, isAddress, isBody, isConnective, isDateOnly, isFurniture, isGenericHeading, mastheadOf, namesAward, readableCase, subjectOf, yearIn } from '../exhibit-title-lines';
import { DOCUMENT_WORD, ORG_FAMILIES } from './issuer-candidates';
import { orgLike } from './fact-source';
import { fold } from './fact-names';

export type TitleCandidate = { value: string; at: number; sources: Set<string> };
type TitleFeatures = Record<string, number>;
export type TitleDoc = { kind: FactKind; hand: string; issuer: string | null; subject: string | null };

const HEAD_LINES = 12;
/** A title is a heading, not a sentence of the body: at most this many words. */
const MAX_WORDS = 16;
const PARTS = /\s+[·|•]\s+|\s+[—–]\s+|\s+--\s+/;
/** Where a heading splits into parts: PARTS, and as a typed page writes them, ' - ', ' . ' and a breadcrumb's ' > '. */
const SPLIT = /\s+[·|•>.]\s+|\s+[—–-]\s+|\s+--\s+/;
/** A sentence that hands on what the next line names ('… has been awarded' / 'Master of Business Administration'). */
const CONFERS = /\b(?:awarded|conferred(?: upon| on)?|certified as an?|confers(?: the| its)?|presents(?: the| its)?|named)$/i;
const PERSON_ONLY = /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3}$/u;

export const plainWords = (text: string): string[] => fold(text).split(/[^a-z0-9]+/).filter(Boolean);
/** A sentence of the body: isBody's, or a stop inside the line with a sentence going on after it. */
// A line of some length ending on a small word goes on in the next: a sentence too.
const prose = (line: string) => isBody(line) || /[\p{Ll}\d][.!?]\s+\p{Lu}/u.test(line) || (line.split(/\s+/).length >= 6 && /\s(?:on|of|upon|to|that|for|the|a|an|and|have|has|is|with|by)$/.test(line));
const key = (text: string) => plainWords(text).join(' ');
/** The share of a's words that b holds (1 when a has none). */
const heldBy = (a: string, b: string) => {
  const want = plainWords(a);
  const have = new Set(plainWords(b));
  return want.length ? want.filter((w) => have.has(w)).length / want.length : 1;
};

/** The first lines, whitespace made single and a list's bullet gone. */
function headLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').replace(/^[•·*>#\-–—\s]+/, '').trim())
    .filter(Boolean)
    .slice(0, HEAD_LINES);
}

/** Every candidate, each once by its plain words (the first place it stands wins; its sources gather). */
export function titleCandidates(text: string, hand: string): TitleCandidate[] {
  const byKey = new Map<string, TitleCandidate>();
  const add = (raw: string, at: number, source: string) => {
    const value = readableCase(raw.replace(/^[\s,;:·|—–-]+|[\s,;:·|—–-]+$/gu, '').trim());
    const n = value.split(/\s+/).length;
    if (source !== 'hand' && ((value.match(/\p{L}/gu)?.length ?? 0) < 3 || n > MAX_WORDS || isFurniture(value) || isAddress(value) || prose(value))) return;
    const k = key(value);
    const have = byKey.get(k);
    if (have) have.sources.add(source);
    else byKey.set(k, { value, at, sources: new Set([source]) });
  };
  if (hand.trim()) add(hand, -1, 'hand');
  const lines = headLines(text);
  const dear = lines.findIndex((l) => /^(dear|to whom it may concern)\b/i.test(l));
  lines.forEach((line, at) => {
    const subject = subjectOf(line);
    // A letter may give its subject just under the salutation ('Dear Mr Lezama,' / 'Re: …').
    if (subject && dear >= 0 && at > dear && at <= dear + 2) return add(subject, at, 'subject field');
    // After the salutation, or going on from a sentence the line above left open, a line is the body's.
    const prev = lines[at - 1];
    if ((dear >= 0 && at > dear) || (prev && prev.split(/\s+/).length >= 12 && !/[.!?:;"”]$/.test(prev) && !PARTS.test(prev) && !CONFERS.test(prev))) return;
    if (subject) return add(subject, at, 'subject field');
    // A heading a page wrapped ('the degree of' / 'MASTER OF PUBLIC HEALTH'): no stop of its own, and the next line
    // goes on in lower case or from a small word.
    const next = lines[at + 1];
    const short = (l: string) => l.split(/\s+/).length <= 8;
    if (next && short(line) && short(next) && !/[.!?:;]$/.test(line) && (/^\p{Ll}/u.test(next) || /\b(of|for|and|the|in|on|to|a|with)$/i.test(line))) add(`${line} ${next}`, at, 'wrapped');
    if (prose(line)) return;
    // A name a heading quotes ('ON GRANTING THE TITLE "HONORARY CITIZEN OF KORÇË" TO …'): a title of its own.
    for (const quoted of line.matchAll(/["“]([^"“”]{3,80})["”]/g)) add(quoted[1]!, at, 'quoted part');
    add(line, at, prev && mastheadOf(prev) ? 'line after masthead' : 'line');
    const parts = line.split(SPLIT);
    if (parts.length > 1) parts.forEach((p, i) => add(p, at, i === 0 ? 'first part' : 'later part'));
  });
  return [...byKey.values()];
}

const bucket = (n: number, edges: readonly number[]) => {
  const i = edges.findIndex((e) => n <= e);
  return i < 0 ? `>${edges[edges.length - 1]}` : `≤${edges[i]}`;
};
const capitals = (v: string) => v === v.toUpperCase() && /\p{Lu}{2}/u.test(v);
const TRANSLATION_NOTE = /\btranslat/i;
/** A line that hands an honour to the name after it ('upon Dr …', 'is presented to'). */
const CONFERRAL = /^(?:upon|(?:is |are )?(?:presented|awarded|given|granted) to|conferred (?:up)?on)\b/i;
/** A line left open on a small word, going on in the next ('The Council of the Society confers its'). */
const LEFT_OPEN = /\s(?:its|the|of|a|an|as|to|for|on|upon|confers|presents|awards|names|awarded|conferred|certified|named)$/i;

/** How many words the hand's title has beyond its issuer's name and a date. */
function newWords(doc: TitleDoc): number {
  const date = dateIn(doc.hand);
  const issuerWords = new Set(doc.issuer ? plainWords(doc.issuer) : []);
  return plainWords(date ? doc.hand.replace(date, ' ') : doc.hand).filter((w) => !issuerWords.has(w) && !/^\d+$/.test(w)).length;
}

/** A line set as a heading: a few words, not a date, an address, a field, a by-line or a name alone. */
const headingShaped = (line: string) => {
  const n = line.split(/\s+/).length;
  return n >= 2 && n <= MAX_WORDS && !prose(line) && !isFurniture(line) && !isAddress(line) && !/^[\p{L} ]{1,30}:\s/u.test(line) && !PERSON_ONLY.test(line) && !isConnective(line);
};

/** The index of the first heading-shaped line below the first line the hand's title holds (a date line aside), or -1. */
function nextHeading(text: string, hand: string): number {
  const lines = headLines(text);
  const from = lines.slice(0, 4).findIndex((l) => !isDateOnly(l) && heldBy(l, hand) >= 0.75);
  return from < 0 ? -1 : lines.findIndex((l, i) => i > from && headingShaped(l));
}

/** How a line is written, for a candidate and for the line above it. */
function shape(v: string, on: (name: string, value?: number) => void, prefix: string): void {
  if (mastheadOf(v)) on(`${prefix}masthead-like`);
  if (orgLike(v)) on(`${prefix}org-like`);
  if (capitals(v)) on(`${prefix}all capitals`);
  if (isDateOnly(v)) on(`${prefix}date only`);
  if (PERSON_ONLY.test(v)) on(`${prefix}person-like`);
  if (isAddress(v)) on(`${prefix}address-like`);
  for (const [family, re] of ORG_FAMILIES) if (re.test(v)) on(`${prefix}org ${family}`);
}

/** The candidate described: where it stands, how it is written, what stands above it, what the hand's title holds of it. */
export function titleFeatures(c: TitleCandidate, text: string, doc: TitleDoc): TitleFeatures {
  const f: TitleFeatures = {};
  const on = (name: string, v = 1) => {
    f[name] = (f[name] ?? 0) + v;
  };
  const kindGroup = `kind ${doc.kind}`;
  const v = c.value;
  const words = v.split(/\s+/);
  on('bias');
  for (const source of c.sources) {
    on(`source ${source}`);
  }
  on(`words ${bucket(words.length, [2, 3, 5, 8, 12, 16])}`);
  on('capitalised share', words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length);
  if (/[.!?]["”’]?$/.test(v)) on('ends with a stop');
  if (/:/.test(v)) on('has colon');
  if (/["“”]/.test(v)) on('quoted');
  if (dateIn(v)) on('has date');
  else if (yearIn(v)) on('has year');
  if (namesAward(v)) on('names an honour');
  if (DOCUMENT_WORD.test(v)) on('document word');
  if (isGenericHeading(v)) on('generic heading');
  if (isConnective(v)) on('connective');
  if (isBody(v)) on('body-like');
  if (/^(by|dear|to|from|attn)\b/i.test(v)) on('addressed');
  if (TRANSLATION_NOTE.test(v)) on('translation note');
  // A line that says what kind of document this is ('Office of Scientific Review' on a review record).
  const kindWords = doc.kind.split('_').filter((w) => w.length > 3);
  if (plainWords(v).some((w) => kindWords.some((k) => w.startsWith(k)))) on('echoes the kind');
  shape(v, on, '');
  if (doc.issuer) {
    const ofIssuer = heldBy(v, doc.issuer);
    if (ofIssuer >= 0.75) on('is the issuer');
    else if (heldBy(doc.issuer, v) >= 0.75) on('holds the issuer');
  }
  if (doc.subject && heldBy(doc.subject, v) === 1) on('names the subject');
  const handNew = bucket(newWords(doc), [0, 1, 2, 4, 8]);
  if (c.sources.has('hand')) {
    on(`hand & ${kindGroup}`);
    // The hand's known failure: a title that is only its issuer's name and a date (a masthead taken for the headline).
    on(`hand new words ${handNew}`);
    // A title made from the address line ('To U.S. Citizenship and Immigration Services') says nothing of the document.
    if (/^(dear|to|attn)\b/i.test(v)) on('hand addressed');
    const lines = headLines(text);
    if (lines[0] && heldBy(lines[0], v) >= 0.75) on('hand holds the first line');
    return f;
  }
  // The first heading below the lines the hand's title was made from: where a headline under a masthead stands.
  if (c.at === nextHeading(text, doc.hand)) {
    on('next heading');
    on(`next heading & hand new words ${handNew}`);
  }
  on(`at ${bucket(c.at, [0, 1, 2, 3, 5, 8])}`);
  const held = heldBy(v, doc.hand);
  if (held === 1) on('held by hand');
  else on('new to hand', 1 - held);
  const lines = headLines(text);
  const prev = lines[c.at - 1];
  if (prev) {
    shape(prev, on, 'above: ');
    if (doc.issuer && heldBy(prev, doc.issuer) >= 0.75) on('above: the issuer');
    if (doc.issuer && heldBy(prev, doc.issuer) >= 0.75) on(`above: the issuer & ${kindGroup}`);
    if (heldBy(prev, doc.hand) === 1) on('above: held by hand');
    if (TRANSLATION_NOTE.test(prev)) on('above: a translation note');
    if (LEFT_OPEN.test(prev)) on('above: left open');
  } else on('first line');
  const next = lines[c.at + 1];
  if (next && isDateOnly(next)) on('below: a date');
  // An honour or a role set over the name it goes to: a certificate's line.
  if (next && CONFERRAL.test(next)) on('below: a conferral');
  if (next && doc.subject && heldBy(doc.subject, next) === 1) on('below: names the subject');
  if (next && /^(by|words by|story by)\s/i.test(next)) on('below: a by-line');
  return f;
}
