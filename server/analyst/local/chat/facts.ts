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
import { FACT_PATTERNS, hasTerm, stemPattern } from './facts-patterns';
import type { FactType } from './intents';
import type { Sentence } from './sentences';

/** Exhibits read closely per question: the likeliest by a quick scan, plus what search found. */
const MAX_CANDIDATES = 12;
const MAX_QUOTES = 3;

type Hit = { doc: Doc; sentence: Sentence; score: number; typed: boolean; preferred: boolean };

function candidates(ctx: Ctx, terms: string[], concepts: Concept[]): Array<{ doc: Doc; preferred: boolean }> {
  const pattern = stemPattern(terms);
  const searched = new Set(ctx.searched);
  return ctx.docs
    .map((doc) => {
      const preferred = concepts.some((c) => isOfConcept(ctx.visa, c, doc));
      const distinct = new Set((pattern ? doc.text.match(pattern) ?? [] : []).map((m) => m.toLowerCase())).size;
      return { doc, preferred, rank: (preferred ? 2 : 0) + (searched.has(doc.n) ? 1 : 0) + Math.min(distinct, 6) / 3, found: distinct > 0 || searched.has(doc.n) };
    })
    .filter((x) => x.found)
    .sort((a, b) => b.rank - a.rank || a.doc.n - b.doc.n)
    .slice(0, MAX_CANDIDATES);
}

function rank(ctx: Ctx, terms: string[], concepts: Concept[], type?: FactType): Hit[] {
  const pattern = stemPattern(terms);
  if (!pattern) return [];
  const quick = new RegExp(pattern.source, 'i');
  let total = 0;
  const units: Array<{ doc: Doc; preferred: boolean; sentence: Sentence }> = [];
  for (const { doc, preferred } of candidates(ctx, terms, concepts)) {
    const sentences = ctx.book.of(doc);
    total += sentences.length;
    // Only sentences with one of the words can match; the rest need no stemming.
    for (const sentence of sentences) if (quick.test(sentence.text)) units.push({ doc, preferred, sentence });
  }
  const df = new Map(terms.map((t) => [t, units.filter((u) => hasTerm(u.sentence.stems, t)).length]));
  const idf = (t: string) => Math.log(1 + (total + 1) / ((df.get(t) ?? 0) + 0.5));
  const weight = terms.reduce((a, t) => a + idf(t), 0);
  const hits: Hit[] = [];
  for (const { doc, preferred, sentence } of units) {
    const matched = terms.filter((t) => hasTerm(sentence.stems, t));
    if (matched.length === 0) continue;
    const share = matched.reduce((a, t) => a + idf(t), 0) / weight;
    const typed = type ? FACT_PATTERNS[type].test(sentence.text) : false;
    const relevant = (matched.length >= Math.min(2, terms.length) && share >= 0.45) || share >= 0.6 || (preferred && typed);
    if (relevant) hits.push({ doc, sentence, typed, preferred, score: share + (typed ? 0.4 : 0) + (preferred ? 0.25 : 0) });
  }
  return hits.sort((a, b) => b.score - a.score || a.doc.n - b.doc.n || a.sentence.index - b.sentence.index);
}

export function answerFact(ctx: Ctx, concepts: Concept[], type?: FactType): Reply | undefined {
  const terms = questionTerms(ctx.question);
  if (terms.length === 0) return undefined;
  let hits = rank(ctx, terms, concepts, type);
  // Asked for an amount, a date, a count or a name: sentences that state one answer it, others do not.
  if (hits.some((h) => h.typed)) hits = hits.filter((h) => h.typed);
  // The question named the kind of document ('my salary'): its exhibits answer, a CV line does not.
  if (hits[0]?.preferred) hits = hits.filter((h) => h.preferred);
  const perExhibit = new Map<number, number>();
  const chosen = hits
    .filter((h) => {
      const n = (perExhibit.get(h.doc.n) ?? 0) + 1;
      perExhibit.set(h.doc.n, n);
      return n <= 2;
    })
    .slice(0, MAX_QUOTES);
  if (chosen.length === 0) return undefined;
  const lines = ['Here is what your evidence says:', ''];
  for (const h of chosen) lines.push(`> ${h.sentence.text}`, `> \u2014 ${exhibitName(h.doc)}`, '');
  return { lines, cited: chosen.map((h) => h.doc.n) };
}
