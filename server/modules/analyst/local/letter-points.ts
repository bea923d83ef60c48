/**
 * What a recommendation letter (or, for the UK route, its outline) points to:
 * the achievements the user listed, each tied to the exhibit that shows it, or
 * without a list, one sentence quoted word for word from the strongest exhibit
 * of each well-supported criterion. A quotation is only ever the exhibit's own
 * whole sentence; the user's lines are the user's words and are never dressed
 * up as a quotation.
 */
import { criteriaFor } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { stripUnknownExhibitRefs } from '../exhibits';
import { sentencesOf } from './nlp';
import { isQuotable } from '../quotation-quality';
import { sentenceScores } from './summary';
import { supportByCriterion } from './support';
import { contentStems } from './text';
import { matchText, visaVocab } from './vocab';

/** text is the user's words (quoted: false) or a sentence of the exhibit (quoted: true). */
export type Point = { text: string; quoted: boolean; exhibits: number[]; fileName?: string; criteria: string[] };

/** Exhibits are read up to this size for quoting: the key sentences of a letter or article come early. */
const MAX_CHARS = 20_000;
const QUOTE_WORDS = { min: 6, max: 45 };

// A CV restates claims and another letter is someone else's testimony: neither is quoted as proof.
const NOT_QUOTED = new Set(['cv', 'uk_cv', 'cv_resume', 'recommendation_letter', 'uk_recommendation_letters', 'identity']);
const NOT_ARGUED = new Set(['uk_cv', 'uk_recommendation_letters']);

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The titles of the criteria a piece of text speaks to (strongest first). */
function criteriaOf(visa: VisaType, text: string): string[] {
  const titles = criteriaFor(visa).map((c) => c.title);
  return matchText(visaVocab(visa), text)
    .map((m, i) => ({ m, title: titles[i] ?? m.id }))
    .filter(({ m }) => m.signal >= 0.3)
    .sort((a, b) => b.m.signal - a.m.signal)
    .slice(0, 2)
    .map(({ title }) => title);
}

/**
 * A sentence that can stand in quotation marks: found in the exhibit as it is (whitespace
 * aside), a whole sentence of reasonable length, not a heading, with no quotation marks of
 * its own and no 'Exhibit N' of the document's own numbering.
 */
function quotable(sentence: string, exhibitText: string): boolean {
  const s = collapse(sentence);
  const words = s.split(' ').length;
  if (words < QUOTE_WORDS.min || words > QUOTE_WORDS.max) return false;
  if (/["\u201c\u201d]/.test(s) || /\bExhibits?\s+\d/i.test(s)) return false;
  if (s === s.toUpperCase()) return false;
  if (!/[.!?]$/.test(s) || !/^[\p{Lu}\p{N}'(]/u.test(s)) return false;
  // The one test of what filing text may quote (quotation-quality.ts, decision 061).
  return collapse(exhibitText).includes(s) && isQuotable(s, exhibitText);
}

const sentenceCache = new WeakMap<EvidenceForAnalysis, string[]>();
function sentencesFor(e: EvidenceForAnalysis): string[] {
  let found = sentenceCache.get(e);
  if (!found) {
    const text = e.text.length > MAX_CHARS ? e.text.slice(0, MAX_CHARS) : e.text;
    found = sentencesOf(text).map(collapse);
    sentenceCache.set(e, found);
  }
  return found;
}

const figures = (s: string) => (s.match(/\d[\d,.]*\d|\d/g) ?? []).map((f) => f.replace(/[,.]$/, ''));

/**
 * The exhibits whose sentences share most of an achievement's words (at most two). A sentence
 * stands behind the achievement only if it states every figure the achievement gives (a year,
 * a count, a salary): citing an exhibit for a number it does not state would misreport it.
 */
function exhibitsFor(achievement: string, evidence: EvidenceForAnalysis[]): number[] {
  const wanted = new Set(contentStems(achievement));
  if (wanted.size === 0) return [];
  const given = figures(achievement);
  const scored: Array<{ n: number; share: number }> = [];
  for (const e of evidence) {
    let best = 0;
    for (const s of sentencesFor(e)) {
      if (given.length > 0) {
        const stated = new Set(figures(s));
        if (!given.every((f) => stated.has(f))) continue;
      }
      const have = new Set(contentStems(s));
      let hits = 0;
      for (const w of wanted) if (have.has(w)) hits += 1;
      if (hits >= Math.min(2, wanted.size)) best = Math.max(best, hits / wanted.size);
    }
    if (best >= 0.3) scored.push({ n: e.evidenceNumber, share: best });
  }
  return scored
    .sort((a, b) => b.share - a.share || a.n - b.n)
    .slice(0, 2)
    .map((s) => s.n)
    .sort((a, b) => a - b);
}

/** The user's line as their own words: double quotes become single so no exhibit is misquoted. */
function asOwnWords(line: string, numbers: number[]): string {
  const text = stripUnknownExhibitRefs(collapse(line), numbers)
    .replace(/^[>#\s]+/, '')
    .replace(/["\u201c\u201d]/g, "'");
  return text.replace(/[.;]+$/, '');
}

/** Achievements the user listed, each tied to the exhibit that best shows it (if any does). */
export function fromAchievements(visa: VisaType, achievements: string[], evidence: EvidenceForAnalysis[]): Point[] {
  const numbers = evidence.map((e) => e.evidenceNumber);
  return achievements
    .map((raw) => asOwnWords(raw, numbers))
    .filter(Boolean)
    .map((text) => ({ text, quoted: false, exhibits: exhibitsFor(text, evidence), criteria: criteriaOf(visa, text) }));
}

/** Without listed achievements, the strongest exhibit of each well-supported criterion speaks, in its own words. */
export function fromEvidence(visa: VisaType, evidence: EvidenceForAnalysis[], limit = 4): Point[] {
  const quotableEvidence = evidence.filter((e) => !NOT_QUOTED.has(e.category ?? '') && e.kind !== 'cv' && e.kind !== 'recommendation_letter' && e.text.trim());
  const vocab = visaVocab(visa);
  const ranked = supportByCriterion(visa, quotableEvidence)
    .filter((cs) => cs.supports.length > 0 && !NOT_ARGUED.has(cs.criterion.id))
    .sort((a, b) => (b.supports[0]?.strength ?? 0) - (a.supports[0]?.strength ?? 0));
  const points: Point[] = [];
  const used = new Set<number>();
  for (const cs of ranked) {
    if (points.length >= limit) break;
    const index = criteriaFor(visa).findIndex((c) => c.id === cs.criterion.id);
    for (const support of cs.supports) {
      const e = support.evidence;
      if (used.has(e.evidenceNumber)) continue;
      const sentences = sentencesFor(e);
      const scores = sentenceScores(sentences, vocab, index >= 0 ? index : undefined);
      const best = sentences
        .map((s, i) => ({ s, score: scores[i] ?? 0, i }))
        .filter(({ s }) => quotable(s, e.text))
        .sort((a, b) => b.score - a.score || a.i - b.i)[0];
      if (!best) continue;
      used.add(e.evidenceNumber);
      points.push({ text: best.s, quoted: true, exhibits: [e.evidenceNumber], fileName: e.fileName, criteria: [cs.criterion.title] });
      break;
    }
  }
  return points;
}
