/**
 * How a sentence states each kind of fact a question can ask for, and the
 * word families a question and a document may use differently ('win' and
 * 'won', 'citations' and 'cited').
 */
import { stem } from '../text';
import type { FactType } from './intents';
import { escapeRegExp } from '../../../../../src/contract/reg-exp';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

export const FACT_PATTERNS: Record<FactType, RegExp> = {
  money: /[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:k\s)?(?:usd|eur|gbp|chf|dollars|euros|pounds)\b|\b(?:usd|eur|gbp)\s?\d/i,
  date: new RegExp(`\\b(?:19|20)\\d{2}\\b|\\b${MONTH}\\.?\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b`, 'i'),
  // A number that is not a year, or a number word.
  count: /\b(?!(?:19|20)\d{2}\b)\d[\d,]*(?:\.\d+)?\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|dozen|dozens)\b/i,
  // A title and a name, or two capitalised words that are not the start of an ordinary phrase.
  // A run of capitals with an organisation's word: 'the Royal Society of Chemistry', 'IEEE Board of Directors'.
  body: /\b(?:Society|Association|Academy|Institute|Institution|Council|Committee|Board|Journal|Conference|Foundation|University|Federation|Union|Organi[sz]ation|Agency|Editors)\b|\b\p{Lu}{3,}\b/u,
  person: /\b(?:Dr|Prof|Professor|Mr|Mrs|Ms|Sir|Dame|Judge|Editor)\.?\s+\p{Lu}[\p{L}'-]+|(?<!^)(?<![.!?]\s)\b\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)?\s\p{Lu}\p{Ll}{2,}\b/u,
};

/** Any stated fact at all: a figure, a date or a name (a summary prefers sentences that say something checkable). */
export function statesFact(text: string): boolean {
  return FACT_PATTERNS.money.test(text) || FACT_PATTERNS.date.test(text) || FACT_PATTERNS.count.test(text);
}

const FAMILIES = [
  ['win', 'won', 'winner', 'winning', 'awarded', 'award'],
  ['salary', 'pay', 'paid', 'compensation', 'remuneration', 'wage', 'income', 'earn', 'earnings'],
  ['citation', 'cited', 'cite', 'cites'],
  ['invite', 'invited', 'invitation'],
  ['review', 'reviewer', 'reviewed', 'referee'],
  ['judge', 'judging', 'jury', 'juror'],
  ['prize', 'award', 'medal'],
  ['member', 'membership', 'fellow', 'elected'],
  ['article', 'feature', 'profile', 'interview'],
  ['paper', 'article', 'publication', 'published'],
  ['join', 'joined', 'hired', 'employed', 'start'],
  ['nominate', 'nominated', 'nomination', 'nominee'],
  ['contract', 'agreement', 'engagement'],
  ['sell', 'sold', 'sale', 'sales'],
  ['employee', 'employees', 'employ', 'employs', 'staff'],
];

const ALIASES = new Map<string, Set<string>>();
for (const family of FAMILIES) {
  const ss = family.map(stem);
  for (const s of ss) ALIASES.set(s, new Set([...(ALIASES.get(s) ?? []), ...ss]));
}

/** The stems that count as the term: itself and its family. */
function familyOf(term: string): string[] {
  return [...(ALIASES.get(term) ?? [term])];
}

/** Exact stem, or a close derivative ('win' finds 'winner'): questions and documents word things differently. */
function hasStem(stems: Set<string>, term: string): boolean {
  if (stems.has(term)) return true;
  if (term.length < 3) return false;
  for (const s of stems) {
    const [short, long] = s.length < term.length ? [s, term] : [term, s];
    if (short.length >= 3 && (long.length - short.length <= 3 || short.length >= 5) && long.startsWith(short)) return true;
  }
  return false;
}

/** Whether the sentence has the term or one of its family. */
export function hasTerm(stems: Set<string>, term: string): boolean {
  return familyOf(term).some((t) => hasStem(stems, t));
}

/** A prefix pattern for raw text, enough to tell which exhibits and sentences could hold a term ('g' flag: use with match). */
export function stemPattern(terms: string[]): RegExp | undefined {
  const parts = new Set<string>();
  for (const t of terms) {
    for (const s of familyOf(t)) {
      const root = s.length > 4 ? s.replace(/y$/, '') : s;
      const escaped = escapeRegExp(root).replace(/iz/g, 'i[sz]').replace(/or$/, 'ou?r');
      parts.add(root.length >= 3 ? escaped : `${escaped}\\b`);
    }
  }
  return parts.size > 0 ? new RegExp(`\\b(?:${[...parts].join('|')})`, 'gi') : undefined;
}

/** The terms an exhibit has somewhere (its file name or text): context for its sentences. One pass over the text. */
export function termsIn(doc: { fileName: string; text: string }, terms: string[]): Set<string> {
  const all = stemPattern(terms);
  if (!all) return new Set();
  const words = new Set((`${doc.fileName}\n${doc.text}`.match(new RegExp(`${all.source}\\w*`, 'gi')) ?? []).map((w) => w.toLowerCase()));
  const found = new Set<string>();
  for (const t of terms) {
    const one = new RegExp(`^${stemPattern([t])!.source.slice(2)}`, 'i');
    for (const w of words) if (one.test(w)) found.add(t);
  }
  return found;
}
