/**
 * Fact questions ('what is my salary?', 'when did I win the award?', 'who
 * invited me to review?'): the sentence that states the fact, quoted, with its
 * exhibit. Sentences are ranked by the question's words (rarer words weigh
 * more), by whether they state the kind of fact asked for (an amount, a date, a
 * count, a name), and by whether their exhibit is the kind the question means
 * ('salary' → the pay letter rather than a CV line).
 */
import { isOfConcept, type Concept } from './concepts';
import { exhibitName, questionTerms, type Ctx, type Doc, type Reply } from './context';
import { contentStems } from '../text';
import { askedNames as namesAsked, leadOf, unanswered, wonWhat } from './answer-first';
import { amountClause } from './phrasing';
import { signerOf } from './extract';
import { FACT_PATTERNS, hasTerm, stemPattern, termsIn } from './facts-patterns';
import type { FactType } from './intents';
import type { Sentence } from './sentences';

/** Exhibits read closely per question: the likeliest by a quick scan, plus what search found. */
const MAX_CANDIDATES = 12;
const MAX_QUOTES = 3;
/** A fact stated without the question's words (a by-line, an amount) is looked for this early in an exhibit. */
const EARLY = 8_000;

/** The kind of document a question names ('according to my W-2', 'the offer letter'). */
const NAMED_KINDS: Array<[RegExp, string]> = [
  [/\b(w-?2|pay ?slips?|pay stubs?|earnings statements?|tax (forms?|returns?)|p60)\b/i, 'pay_record'],
  [/\b(offer letter|salary letter|employment (letter|contract|agreement)|contract|deal memo)\b/i, 'employment_letter'],
  [/\b(certificate|award letter|award notice)\b/i, 'award'],
  [/\b(patent)\b/i, 'patent'],
  [/\b(google scholar|scholar profile|citation record)\b/i, 'citation_record'],
  [/\b(invitation to review|review invitation|review record)\b/i, 'review_record'],
];

function namedKind(question: string): string | undefined {
  return NAMED_KINDS.find(([re]) => re.test(question))?.[1];
}

type Hit = { doc: Doc; sentence: Sentence; score: number; typed: boolean; preferred: boolean; byline: boolean };

type Candidate = { doc: Doc; preferred: boolean; has: Set<string> };

/** An exhibit of the kind the question means, or one that has every word of the question. */
const aboutIt = (c: Pick<Candidate, 'preferred' | 'has'>, terms: string[]) => c.preferred || (terms.length > 0 && c.has.size === terms.length);

function candidates(ctx: Ctx, terms: string[], concepts: Concept[], typed: boolean): Candidate[] {
  const searched = new Set(ctx.searched);
  return ctx.docs
    .map((doc) => {
      const preferred = concepts.some((c) => isOfConcept(ctx.visa, c, doc));
      const has = termsIn(doc, terms);
      const rank = (preferred ? 2 : 0) + (namedKind(ctx.question) === doc.kind ? 3 : 0) + (searched.has(doc.n) ? 1 : 0) + (2 * has.size) / terms.length;
      // An exhibit of the kind asked about can state the fact in other words ('who wrote the article?': its by-line).
      return { doc, preferred, has, rank, found: has.size > 0 || searched.has(doc.n) || (preferred && typed) };
    })
    .filter((x) => x.found)
    .sort((a, b) => b.rank - a.rank || a.doc.n - b.doc.n)
    .slice(0, MAX_CANDIDATES);
}

const BYLINE = /^(By|Written by)\s+\p{Lu}/u;
/** What a sentence loses when its exhibit lacks a name the question asks about. */
const NAME_MISSING = 0.3;

function rank(ctx: Ctx, terms: string[], concepts: Concept[], type?: FactType): Hit[] {
  const authorship = type === 'person' && /\b(wrote|write|written|author\w*)\b/i.test(ctx.question);
  const pattern = stemPattern(terms);
  if (!pattern) return [];
  const quick = new RegExp(pattern.source, 'i');
  let total = 0;
  const units: Array<Candidate & { sentence: Sentence }> = [];
  for (const c of candidates(ctx, terms, concepts, type !== undefined)) {
    const sentences = ctx.book.matching(c.doc, quick);
    total += sentences.length;
    for (const sentence of sentences) units.push({ ...c, sentence });
    // A fact stated without the question's words (an amount, a by-line) is looked for early in an exhibit of the asked
    // kind, or in one that has every word of the question ('How much is the NIH grant?': 'Total Amount of Federal Award: …').
    if (!(aboutIt(c, terms) && type) && !authorship) continue;
    for (const sentence of ctx.book.of(c.doc, EARLY)) {
      if (quick.test(sentence.text)) continue;
      if ((aboutIt(c, terms) && type && FACT_PATTERNS[type].test(sentence.text)) || (authorship && BYLINE.test(sentence.text))) units.push({ ...c, sentence });
    }
  }
  const df = new Map(terms.map((t) => [t, units.filter((u) => hasTerm(u.sentence.stems, t)).length]));
  const idf = (t: string) => Math.log(1 + (total + 1) / ((df.get(t) ?? 0) + 0.5));
  // A question word no passage has ('which newspaper' when the exhibit names the paper) cannot tell passages apart.
  // (A typed question is answered by the kind of fact it asks for, so all its words keep their weight.)
  // A name the question asks about ('a Turing Award') is never dropped: no exhibit naming it means no answer.
  const askedNames = new Set(namesAsked(ctx.question));
  const present = terms.filter((t) => (df.get(t) ?? 0) > 0 || askedNames.has(t));
  // ('Which newspaper' asks for an organisation, which the article names without the word: it is weighed as untyped.)
  const weight = (present.length > 0 && (!type || type === 'body') ? present : terms).reduce((a, t) => a + idf(t), 0);
  const hits: Hit[] = [];
  for (const { doc, preferred, has, sentence } of units) {
    const matched = terms.filter((t) => hasTerm(sentence.stems, t));
    // A sentence of a signed letter ('I would like to invite you…') names its author by the signature.
    const typed = type ? FACT_PATTERNS[type].test(sentence.text) || ((type === 'person' || type === 'body') && matched.length > 0 && signed(doc)) : false;
    const about = aboutIt({ preferred, has }, terms);
    if (matched.length === 0 && !(about && typed) && !(authorship && BYLINE.test(sentence.text))) continue;
    // A word the sentence lacks but its exhibit has ('Arm' in the letterhead) counts for less.
    const share = terms.reduce((a, t) => a + (matched.includes(t) ? idf(t) : has.has(t) ? 0.4 * idf(t) : 0), 0) / weight;
    const named = namedKind(ctx.question) === doc.kind;
    const relevant = (matched.length >= Math.min(2, terms.length) && share >= 0.45) || share >= 0.6 || (typed && share >= 0.4) || (about && typed);
    // 'Who wrote the article?' is answered by its by-line, which has none of the question's words.
    const byline = authorship && BYLINE.test(sentence.text) && (has.size > 0 || preferred);
    // 'How many nominations did the ACS consider?': an exhibit that never names the ACS answers for someone else.
    const unnamed = [...askedNames].some((t) => terms.includes(t) && !has.has(t)) ? NAME_MISSING : 0;
    if (relevant || byline) hits.push({ doc, sentence, typed, preferred, byline, score: -unnamed + share + (typed ? 0.4 : 0) + (preferred ? 0.25 : 0) + (byline ? 0.6 : 0) + (named ? 0.5 : 0) + (type ? 0 : Math.min(sentence.stems.size, 15) * 0.005) - sentence.at * 0.00001 });
  }
  return hits.sort((a, b) => b.score - a.score || a.doc.n - b.doc.n || a.sentence.at - b.sentence.at);
}

const signers = new WeakMap<Doc, boolean>();
function signed(doc: Doc): boolean {
  let found = signers.get(doc);
  if (found === undefined) signers.set(doc, (found = signerOf(doc.text) !== undefined));
  return found;
}

/**
 * A form (a W-2, a pay slip) states its facts as 'label: value' lines, not sentences: when the question
 * names such a document, the lines with its words and a figure are quoted as they stand.
 */
function formLines(ctx: Ctx, terms: string[]): Reply | undefined {
  const kind = namedKind(ctx.question);
  if (kind !== 'pay_record') return undefined;
  const pattern = stemPattern(terms);
  const doc = ctx.docs.find((d) => d.kind === kind);
  if (!doc || !pattern) return undefined;
  const wanted = new RegExp(pattern.source, 'i');
  const found = doc.text
    .slice(0, 8_000)
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length <= 120 && /\d/.test(l) && wanted.test(l) && !/\bexhibits?\s+\d/i.test(l))
    .slice(0, 3);
  if (found.length === 0) return undefined;
  // 'What were my wages in 2023?': the figure of the first line, then the line itself.
  const line = found.find((l) => /:\s*\d[\d,]*(\.\d+)?$/.test(l) && !l.includes('"'));
  const figure = line && /(\d[\d,]*(?:\.\d+)?)$/.exec(line)?.[1];
  const start = amountClause(ctx.question.replace(/\s+(according to|from|on) (my|the) [^?]*\??\s*$/i, ''));
  if (line && figure && start) {
    const rest = found.filter((l) => l !== line).map((l) => `> ${l}`);
    return { lines: [`${start} ${figure} (Exhibit ${doc.n}: "${line}").`, '', ...(rest.length > 0 ? ['The form also reads:', '', ...rest, `> \u2014 ${exhibitName(doc)}`, ''] : [])], cited: [doc.n] };
  }
  return { lines: ['Here is what your evidence says:', '', ...found.map((l) => `> ${l}`), `> \u2014 ${exhibitName(doc)}`, ''], cited: [doc.n] };
}

/** 'Who signed the letter about my fellowship?': the signature answers, so 'signed' and 'letter' do not rank sentences. */
const SIGNED_QUESTION = /^\s*who (signed|sent|wrote)\b.*\b(letter|e-?mail|notice|certificate|contract|agreement|offer)\b/i;
const SIGNING_WORDS = new Set(contentStems('sign signed sent send wrote write letter email e-mail notice certificate contract agreement'));

const ABOUT_HER = /\b(my|mine|me|I|I've|I'm)\b/i;

export function answerFact(ctx: Ctx, concepts: Concept[], type?: FactType): Reply | undefined {
  const asked = questionTerms(ctx.question);
  const terms = SIGNED_QUESTION.test(ctx.question) && asked.some((t) => !SIGNING_WORDS.has(t)) ? asked.filter((t) => !SIGNING_WORDS.has(t)) : asked;
  if (terms.length === 0) return undefined;
  const form = formLines(ctx, terms);
  if (form) return form;
  let hits = rank(ctx, terms, concepts, type);
  // 'My prize', 'who invited me': a set-aside exhibit (someone else's prize) never answers for her own record
  // (decision 062); it still answers what the record says ('Did I win X?': no, Y did).
  if (!wonWhat(ctx.question) && ABOUT_HER.test(ctx.question)) hits = hits.filter((h) => !h.doc.setAside);
  // Asked for an amount, a date, a count or a name: sentences that state one answer it, others do not.
  if (hits.some((h) => h.typed)) hits = hits.filter((h) => h.typed);
  // The question named the kind of document ('my salary'): its exhibits answer, a CV line does not.
  // ('Did I win X?' is also answered by an article naming who won.)
  if (hits[0]?.preferred && !wonWhat(ctx.question)) hits = hits.filter((h) => h.preferred);
  if (hits[0]?.byline) hits = hits.filter((h) => h.byline);
  // The answer first: the name, body, figure or date, then the sentence it comes from.
  const asks = type !== undefined || wonWhat(ctx.question) !== undefined;
  const found = asks ? leadOf(ctx, hits, type, stemPattern(terms), exhibitName) : undefined;
  const perExhibit = new Map<number, number>();
  const chosen = hits
    .filter((h) => h.sentence !== found?.lead.sentence)
    .filter((h) => {
      const n = (perExhibit.get(h.doc.n) ?? 0) + 1 + (found?.lead.doc === h.doc ? 1 : 0);
      perExhibit.set(h.doc.n, n);
      return n <= 2;
    })
    .slice(0, found ? MAX_QUOTES - 1 : MAX_QUOTES);
  if (!found && chosen.length === 0) return asks ? { lines: [unanswered(ctx.question, type), '', notFoundHint(ctx)], cited: [] } : undefined;
  const lines = found ? [...found.lines, ''] : asks ? [unanswered(ctx.question, type), '', 'The nearest your evidence comes:', ''] : ['Here is what your evidence says:', ''];
  if (found && chosen.length > 0) lines.push('Your evidence also says:', '');
  for (const h of chosen) lines.push(`> ${h.sentence.text}`, `> \u2014 ${exhibitName(h.doc)}`, '');
  return { lines, cited: [...(found ? [found.lead.doc.n] : []), ...chosen.map((h) => h.doc.n)] };
}

/** What to do when nothing in the evidence answers. */
export function notFoundHint(ctx: Ctx): string {
  const n = ctx.evidenceCount;
  return n === 0
    ? 'You have not uploaded any evidence yet. Upload documents on the Evidence tab, then ask again.'
    : `None of your ${n} document${n === 1 ? '' : 's'} addresses it. Try other words, or upload a document that covers it.`;
}
