/**
 * Extractive summaries and key phrases. The most informative sentences are the
 * ones that speak to the criteria (keyword weight), carry facts (dates,
 * amounts, numbers) and share the document's main words; a summary quotes them
 * rather than paraphrasing, so it can never claim what the document does not say.
 */
import type { ReadText } from './nlp';
import { contentStems, stems, STOPWORDS } from './text';
import { countTerms, ownerMatches, type Vocab } from './vocab';

const FACT = /\b(19|20)\d{2}\b|[$£€]\s?\d|\b\d[\d,.]*\s?(%|percent|million|citations|users|copies)\b/i;

/** One score per sentence; higher is more informative. */
export function sentenceScores(sentences: string[], vocab: Vocab, focus?: number): number[] {
  // Document-level word frequency: sentences that share the main topic score higher.
  const freq = new Map<string, number>();
  const perSentence = sentences.map((s) => contentStems(s));
  for (const tokens of perSentence) for (const t of new Set(tokens)) freq.set(t, (freq.get(t) ?? 0) + 1);
  return sentences.map((sentence, i) => {
    const tokens = perSentence[i] ?? [];
    const n = tokens.length;
    if (n < 4) return 0;
    const matches = ownerMatches(vocab, countTerms(vocab, stems(sentence)));
    const keyword = focus === undefined ? matches.reduce((sum, m) => sum + m.weight, 0) : (matches[focus]?.weight ?? 0);
    const topical = tokens.reduce((sum, t) => sum + Math.min(3, (freq.get(t) ?? 1) - 1), 0) / n;
    const fact = FACT.test(sentence) ? 0.7 : 0;
    const position = i < 3 ? 0.4 - i * 0.1 : 0;
    const length = n > 60 ? 0.6 : 1;
    return (keyword * 1.5 + topical + fact + position) * length;
  });
}

/** Indexes of the `k` best sentences, in document order, skipping near-duplicates. */
export function topSentences(sentences: string[], scores: number[], k: number): number[] {
  const order = scores.map((score, i) => ({ score, i })).filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const chosen: number[] = [];
  const seen = new Set<string>();
  for (const { i } of order) {
    const key = contentStems(sentences[i] ?? '').slice(0, 8).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(i);
    if (chosen.length >= k) break;
  }
  return chosen.sort((a, b) => a - b);
}

const GENERIC = new Set(['dear', 'sincerely', 'page', 'regards', 'yours', 'mr', 'mrs', 'ms', 'dr', 'prof', 'letter', 'date', 'name', 'document', 'thank', 'thanks', 'subject', 're', 'fwd', 'cc', 'et', 'al', 'abstract', 'introduction', 'references', 'conclusion', 'figure', 'table', 'section', 'appendix', 'kind', 'link', 'email', 'phone', 'office', 'present']);
const HEADINGS = /^(education|experience|work experience|professional experience|employment|skills|publications|selected publications|awards?( and honou?rs)?|honou?rs( and awards)?|languages|research interests|teaching|references|summary|objective|contact|profile)$/i;

/** Tags hold what a document is about, never headings, salutations or reference-list debris ('et al'). */
export function isJunkPhrase(phrase: string): boolean {
  const t = phrase.trim();
  if (t.length < 3 || t.length > 60) return true;
  if (/\bet\.? al\b/i.test(t) || HEADINGS.test(t)) return true;
  // An all-caps run of several words is a heading; a short acronym (ACM, IEEE) is a name.
  if (t === t.toUpperCase() && /[A-Z]/.test(t) && (t.includes(' ') || t.length > 6)) return true;
  const raw = t.split(/\s+/);
  // A company form or an office ('Inc. Human Resources') is letterhead, not what the document is about.
  if (/^(inc|ltd|llc|gmbh|corp|plc|co|s\.?a)\b\.?/i.test(t) || /\b(human resources|people operations|editorial office|press office)\b/i.test(t)) return true;
  // 'paper Sparse' is a cut through a title, not a phrase; a short lone common word says nothing.
  if (/^\p{Ll}/u.test(raw[0]!) && raw.slice(1).some((w) => /^\p{Lu}/u.test(w))) return true;
  if (raw.length === 1 && /^\p{Ll}+$/u.test(t) && t.length < 7) return true;
  const ws = t.toLowerCase().split(/\s+/);
  return ws.every((w) => GENERIC.has(w.replace(/\.$/, '')) || STOPWORDS.has(w) || /^\d+$/.test(w));
}

/**
 * Key phrases: wink's noun phrases ranked by frequency, length and whether
 * they contain a criterion keyword; a phrase contained in a longer chosen one
 * is dropped ('award' when 'Best Paper Award' is there).
 */
export function keyPhrases(read: ReadText, keywords: string[], limit: number): string[] {
  const keyStems = new Set(keywords.flatMap((k) => stems(k)));
  const tally = new Map<string, { text: string; count: number; score: number }>();
  for (const phrase of read.phrases) {
    const words = phrase.split(' ').filter((w) => !STOPWORDS.has(w.toLowerCase()) && !GENERIC.has(w.toLowerCase().replace(/\.$/, '')));
    if (words.length === 0 || words.join('').length < 3) continue;
    const text = words.join(' ');
    if (isJunkPhrase(text)) continue;
    const key = text.toLowerCase();
    const entry = tally.get(key) ?? { text, count: 0, score: 0 };
    entry.count += 1;
    tally.set(key, entry);
  }
  for (const entry of tally.values()) {
    const ws = entry.text.split(' ');
    const proper = ws.some((w) => /^[A-Z]/.test(w)) ? 0.5 : 0;
    const keyword = stems(entry.text).some((s) => keyStems.has(s)) ? 1.5 : 0;
    entry.score = Math.min(entry.count, 4) * (1 + 0.4 * (Math.min(ws.length, 4) - 1)) + proper + keyword;
  }
  const ranked = [...tally.values()].sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));
  const chosen: string[] = [];
  for (const { text } of ranked) {
    const low = text.toLowerCase();
    if (chosen.some((c) => c.toLowerCase().includes(low) || low.includes(c.toLowerCase()))) continue;
    chosen.push(text);
    if (chosen.length >= limit) break;
  }
  return chosen;
}

/** Dates and amounts the document states (from wink's entities), for a one-line "Mentions". */
export function factsLine(read: ReadText, max = 6): string {
  const wanted = read.entities.filter((e) => e.type === 'DATE' || e.type === 'MONEY' || e.type === 'PERCENT');
  const values = [...new Set(wanted.map((e) => e.value.trim()))].filter((v) => v.length > 1).slice(0, max);
  return values.join(', ');
}
