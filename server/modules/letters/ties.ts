/**
 * What a mention of the recommender in an exhibit says about them and the
 * applicant. Some mentions are ties an officer discounts a letter for: an author
 * line they share, the same employer, advisor and student, co-investigators on a
 * grant, family. Others are no tie at all and must not be flagged: a news article
 * quoting them as an expert 'who was not involved in the research', a reference
 * list entry citing someone's work, a prize jury that chose the applicant. The
 * reading is of the sentence (or the short line) around the mention, as the
 * officer would read it.
 */
import type { Hit } from './name-match';

export type Tie = 'Co-author' | 'Same employer or institution' | 'Advisor and student' | 'Co-investigator on a grant' | 'Family';
/** A tie, no tie ('none'), or a mention that says neither ('named'). */
export type Reading = Tie | 'none' | 'named';

const MAX_LINE = 220;
const MAX_SENTENCE = 600;
const WINDOW_WORDS = 14;

// Words that end a sentence only in appearance: titles, initials, 'et al.', 'No.'.
const ABBREVIATION = /(?:\b(?:dr|prof|mr|mrs|ms|st|jr|sr|no|vs|inc|ltd|co|corp|univ|dept|fig|eq|vol|pp|al|e\.g|i\.e|etc|approx)|\b\p{Lu})\.$/iu;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Where the line holding a hit starts and ends in the original text. */
function lineOf(original: string, hit: Hit): { start: number; end: number } {
  const start = original.lastIndexOf('\n', hit.start - 1) + 1;
  const nl = original.indexOf('\n', hit.end);
  return { start, end: nl < 0 ? original.length : nl };
}

/** The whole sentence around a hit within its line, as offsets into the original text. */
function sentenceOf(original: string, hit: Hit): { start: number; end: number } {
  const line = lineOf(original, hit);
  const text = original.slice(line.start, line.end);
  const ends: number[] = [];
  for (const m of text.matchAll(/[.!?]["”’)]*(?=\s+["“‘(]?[\p{Lu}\p{N}])/gu)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index + 1);
    if (!ABBREVIATION.test(before)) ends.push(m.index + m[0].length);
  }
  const rel = hit.start - line.start;
  const relEnd = hit.end - line.start;
  const from = ends.filter((e) => e <= rel).pop() ?? 0;
  const to = ends.find((e) => e >= relEnd) ?? text.length;
  return { start: line.start + from, end: line.start + to };
}

/**
 * The exhibit's own words around a hit: its line when the line is short (an author line,
 * a CV entry), else the whole sentence; only a sentence too long to read is cut, at
 * whole words either side, with '…'. Only whitespace is changed.
 */
export function quoteSentence(original: string, hit: Hit): string {
  const line = lineOf(original, hit);
  const lineText = collapse(original.slice(line.start, line.end));
  if (lineText.length <= MAX_LINE) return lineText;
  const s = sentenceOf(original, hit);
  const sentence = collapse(original.slice(s.start, s.end));
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const raw = original.slice(s.start, s.end);
  const tokens = [...raw.matchAll(/\S+/g)].map((m) => ({ from: m.index, to: m.index + m[0].length }));
  const first = Math.max(0, tokens.findIndex((t) => t.to > hit.start - s.start));
  const lastHit = tokens.findIndex((t) => t.to >= hit.end - s.start);
  const a = Math.max(0, first - WINDOW_WORDS);
  const b = Math.min(tokens.length - 1, (lastHit < 0 ? tokens.length - 1 : lastHit) + WINDOW_WORDS);
  return `${a > 0 ? '…' : ''}${collapse(raw.slice(tokens[a]!.from, tokens[b]!.to))}${b < tokens.length - 1 ? '…' : ''}`;
}

const NOT_INVOLVED = /\b(?:(?:was|is|were|are|has been)\s+not\s+(?:involved|part of|associated with|affiliated with)|(?:not|un)involved\s+(?:in|with)\s+(?:the|this)\s+(?:research|study|work|paper|project|findings)|(?:an?\s+)?(?:independent|outside)\s+(?:expert|researcher|scientist|observer))/i;
const JURY = /\b(?:jury|juries|jurors?|judges?|judging panel|panel of judges|selection (?:committee|panel)|(?:award|prize|medal) (?:committee|panel)|adjudicators?|evaluation committee)\b/i;
const REFERENCE_ENTRY = /^\s*(?:\[\d+\]|\d+\.\s)|\((?:19|20)\d\d[a-z]?\)|\b(?:19|20)\d\d[a-z]?\.\s|\bdoi:|\bet al\./i;
const GRANT = /\b(?:co-?investigators?|co-?pis?|principal investigators?|\bpi\b|grant|award (?:no|number)\.?)/i;
const ADVISOR = /\b(?:advis[oe]r|supervis\w+|under the (?:direction|guidance)|thesis|dissertation|doctoral|ph\.?d\.? (?:student|candidate)|postdoc\w*|mentor\w*)\b/i;
const FAMILY = /\b(?:brother|sister|sibling|spouse|wife|husband|father|mother|son|daughter|cousin|uncle|aunt|niece|nephew|married|in-law|parents?)\b/i;
const EMPLOYER = /\b(?:employ\w*|colleagues?|works? (?:at|for)|worked (?:at|for)|team|department|reports? to|managers?|staff|hired|position|faculty|lab(?:oratory)?|group)\b/i;
const AUTHORS = /\b(?:co-?authors?|co-?authored|authors?:|(?:written|authored) by)\b/i;

type Context = {
  original: string;
  hit: Hit;
  /** The applicant's name patterns (folded-text regexes are not used here: plain case-insensitive ones). */
  applicantIn: (text: string) => boolean | null;
  /** The exhibit is a scholarly paper: its first lines are its title and authors. */
  paper: boolean;
  by: 'name' | 'org';
};

/** The lines before a hit, nearest last, up to n. */
function linesBefore(original: string, at: number, n: number): string[] {
  return original.slice(0, at).split('\n').slice(-n - 1, -1);
}

/** What a mention of the recommender (or their organisation) says about them and the applicant. */
export function readMention(ctx: Context): Reading {
  const { original, hit } = ctx;
  const line = lineOf(original, hit);
  const lineText = collapse(original.slice(line.start, line.end));
  const s = sentenceOf(original, hit);
  const sentence = collapse(original.slice(s.start, s.end));
  const around = lineText.length <= MAX_LINE ? lineText : sentence;
  if (NOT_INVOLVED.test(sentence)) return 'none';
  if (JURY.test(around) || linesBefore(original, line.start, 4).some((l) => JURY.test(l) && collapse(l).length <= 80)) return 'none';
  const withApplicant = ctx.applicantIn(around);
  // A paper's author block (authors and affiliations): a tie when the applicant is an author too;
  // else it is the recommender's own paper, and whom it cites is no tie.
  if (ctx.paper) {
    const block = original.slice(0, Math.min(original.length, 1500)).split(/\n\s*abstract\b/i)[0]!;
    if (hit.end <= block.length) {
      const applicantAuthor = ctx.applicantIn(block);
      if (applicantAuthor === true) return ctx.by === 'name' ? 'Co-author' : 'Same employer or institution';
      if (applicantAuthor === false) return 'none';
    }
  }
  if (REFERENCE_ENTRY.test(around) && lineText.length <= MAX_LINE) {
    if (withApplicant === true) return 'Co-author';
    if (withApplicant === false) return 'none';
  }
  if (FAMILY.test(around)) return 'Family';
  if (GRANT.test(around) || linesBefore(original, line.start, 3).some((l) => GRANT.test(l))) return 'Co-investigator on a grant';
  if (ADVISOR.test(around)) return 'Advisor and student';
  if (AUTHORS.test(around) && withApplicant === true) return 'Co-author';
  if (ctx.by === 'org' || EMPLOYER.test(around)) return 'Same employer or institution';
  if (withApplicant === true && lineText.length <= MAX_LINE && /,|\band\b/.test(lineText) && !/[.!?]$/.test(lineText)) return 'Co-author';
  return 'named';
}
