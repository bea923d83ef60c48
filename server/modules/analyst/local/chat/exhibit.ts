/**
 * One exhibit in a few lines: what it is filed under, what kind of document
 * it is, and two or three of its own sentences, quoted as they stand. Used for
 * 'Summarise Exhibit 2' and for 'what does my salary letter say?'.
 */
import { provenanceLines } from './provenance';
import { neutraliseExhibitRefs } from '../../exhibits';
import { contentStems, listText } from '../text';
import { CONCEPTS, countPhrases, isOfConcept, phrases, type Concept } from './concepts';
import { categoryOf, exhibitName, kindPhrase, numberRanges, questionTerms, setAsideWords, type Ctx, type Doc, type Reply } from './context';
import { FACT_PATTERNS, hasTerm, statesFact, termsIn } from './facts-patterns';
import { EXHIBIT_REF, type FactType } from './intents';
import type { Sentence } from './sentences';

type Focus = { terms?: string[]; concepts?: Concept[]; type?: FactType; among?: Sentence[] };

const conceptPhrases = new Map(CONCEPTS.map((c) => [c.id, phrases(c.terms)]));

/** The concepts an exhibit is about by its category and kind (its words count in its summary). */
function ownConcepts(ctx: Ctx, doc: Doc): Concept[] {
  return CONCEPTS.filter((c) => isOfConcept(ctx.visa, c, doc));
}

/**
 * The exhibit's sentences, most telling first: early ones, ones that state a figure or a
 * date, ones in its criterion's words, and above all ones that answer the question.
 */
export function rankSentences(ctx: Ctx, doc: Doc, focus: Focus = {}): Sentence[] {
  const concepts = [...new Set([...(focus.concepts ?? []), ...ownConcepts(ctx, doc)])];
  const words = concepts.flatMap((c) => conceptPhrases.get(c.id) ?? []);
  const terms = focus.terms ?? [];
  return (focus.among ?? ctx.book.of(doc))
    .map((s) => {
      const length = s.text.split(' ').length;
      let score = 0.6 / (1 + s.at / 800);
      if (statesFact(s.text)) score += 0.4;
      if (focus.type && FACT_PATTERNS[focus.type].test(s.text)) score += 1;
      score += Math.min(countPhrases(s.stems, words), 2) * 0.3;
      if (terms.length > 0) score += (1.2 * terms.filter((t) => hasTerm(s.stems, t)).length) / terms.length;
      if (length >= 8 && length <= 35) score += 0.2;
      return { s, score };
    })
    .sort((a, b) => b.score - a.score || a.s.at - b.s.at)
    .map((x) => x.s);
}

/** The few most telling sentences, in reading order. */
function keySentences(ctx: Ctx, doc: Doc, max: number, focus: Focus = {}): Sentence[] {
  return rankSentences(ctx, doc, focus)
    .slice(0, max)
    .sort((a, b) => a.at - b.at);
}

/** 'Exhibit 2 (review.pdf) is filed under Judging and reads as a review invitation or record.' */
function opening(ctx: Ctx, doc: Doc): string {
  const category = categoryOf(ctx, doc);
  const kind = kindPhrase(doc.kind);
  const filed = category ? `is filed under **${category}**` : 'has no category yet';
  // Why it proves nothing for her, so the quotations below are not read as her achievement.
  const aside = doc.setAside ? ` It is not counted as your evidence: ${setAsideWords(doc.setAside)}` : '';
  return `**${exhibitName(doc)}** ${filed}${kind ? ` and reads as ${kind}` : ''}.${aside}`;
}

function summaryLines(ctx: Ctx, doc: Doc, focus: Focus = {}): string[] {
  const quotes = keySentences(ctx, doc, 3, focus);
  if (quotes.length === 0) {
    const described = doc.description?.trim() ? ` Its description: ${neutraliseExhibitRefs(doc.description.trim().replace(/\s+/g, ' '))}` : '';
    return [opening(ctx, doc), '', `It has no sentence that can be quoted as it stands (it may be a scan, a photo or a list).${described}`];
  }
  const origin = provenanceLines(doc.text);
  return [`${opening(ctx, doc)}${origin.length > 0 ? ` ${origin.join(' ')}` : ''}`, '', ...quotes.flatMap((q, i) => [...(i > 0 ? ['>'] : []), `> ${q.text}`]), '>', `> \u2014 ${exhibitName(doc)}`];
}

/** 'Summarise Exhibit 2', 'what is exhibit #3': from that exhibit's own text, whatever search found. */
export function answerExhibits(ctx: Ctx, numbers: number[], type?: FactType): Reply {
  const lines: string[] = [];
  const cited: number[] = [];
  const terms = questionTerms(ctx.question.replace(EXHIBIT_REF, ' ')).filter((t) => !['kind', 'about'].includes(t));
  for (const n of numbers.slice(0, 3)) {
    const doc = ctx.byNumber.get(n);
    if (!doc) continue;
    lines.push(...summaryLines(ctx, doc, { terms, type }), '');
    cited.push(n);
  }
  const absent = numbers.filter((n) => !ctx.byNumber.has(n));
  if (absent.length > 0) {
    const all = ctx.docs.map((d) => d.n);
    const which = absent.length === 1 ? `no exhibit numbered ${absent[0]}` : `no exhibits numbered ${listText(absent.map(String))}`;
    // Worded without 'Exhibit N': the answer must never cite a number the petition does not have.
    lines.push(all.length > 1 ? `This petition has ${which}; its exhibits are ${numberRanges(all)}.` : all.length === 1 ? `This petition has ${which}; its only exhibit is Exhibit ${all[0]}.` : `This petition has ${which}; it has no exhibits yet. Upload documents on the Evidence tab, then ask again.`, '');
  }
  return { lines, cited, sources: absent.length > 0 ? ["this petition's list of exhibits"] : [] };
}

// Words that name a kind of paper, not what it is about: 'the IEEE letter' is found by 'IEEE'.
const DOCUMENT_NOUNS = new Set(contentStems('letter letters certificate document documents email notice form record page file pdf scan copy'));

/**
 * 'What does my salary letter say?', 'what does the IEEE letter say?': the exhibit the words point
 * to, by its category (strongest), its recognised kind, its file name and its text.
 */
export function answerDocument(ctx: Ctx, concepts: Concept[], type?: FactType): Reply | undefined {
  const terms = questionTerms(ctx.question);
  const topical = terms.filter((t) => !DOCUMENT_NOUNS.has(t));
  const ranked = ctx.docs
    .map((doc) => {
      const filed = concepts.filter((c) => isOfConcept(ctx.visa, c, { category: doc.category, kind: null })).length;
      const kind = concepts.filter((c) => isOfConcept(ctx.visa, c, { category: null, kind: doc.kind, setAside: doc.setAside })).length;
      const name = new Set(contentStems(doc.fileName));
      const named = terms.filter((t) => hasTerm(name, t)).length;
      const covered = topical.length > 0 ? [...termsIn(doc, topical)].length / topical.length : 0;
      const score = filed * 2 + kind + named + covered;
      // Without a kind to go by, the exhibit must have every word the question is about.
      return { doc, score, ok: filed + kind > 0 || named > 0 || covered === 1 };
    })
    .filter((x) => x.ok && x.score >= 1)
    .sort((a, b) => b.score - a.score || a.doc.n - b.doc.n);
  const best = ranked[0];
  if (!best) return undefined;
  // Two equally good candidates (two pay letters) are both shown; a weaker one is not.
  const shown = ranked.filter((x) => x.score === best.score).slice(0, 2);
  const lines = shown.flatMap((x) => [...summaryLines(ctx, x.doc, { terms, concepts, type }), '']);
  return { lines, cited: shown.map((x) => x.doc.n) };
}
