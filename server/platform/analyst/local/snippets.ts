/**
 * Quotable sentences from exhibits, for statements and letters. Writers cite
 * what a document actually says, so every quote here carries the exhibit
 * number it came from.
 */
import { criteriaFor } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import type { EvidenceForAnalysis } from '../analyst';
import { sentencesOf } from './nlp';
import { sentenceScores, topSentences } from './summary';
import { contentStems, quote, safeName } from './text';
import { firstHit, visaVocab } from './vocab';
import { evidenceText } from './support';

export type Snippet = { evidenceNumber: number; fileName: string; sentence: string; score: number };

/** Exhibits are read up to this size for quoting: the key sentences of a letter or article come early. */
const MAX_CHARS = 20_000;

function sentencesFor(e: EvidenceForAnalysis): string[] {
  const text = evidenceText(e);
  return sentencesOf(text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text);
}

/** The best `perExhibit` sentences of each exhibit for one criterion (or for all criteria when id is null). */
export function criterionSnippets(visa: VisaType, criterionId: string | null, evidence: EvidenceForAnalysis[], perExhibit = 1): Snippet[] {
  const index = criterionId ? criteriaFor(visa).findIndex((c) => c.id === criterionId) : -1;
  const vocab = visaVocab(visa);
  const keywords = index >= 0 ? (criteriaFor(visa)[index]?.keywords ?? []) : criteriaFor(visa).flatMap((c) => c.keywords);
  const out: Snippet[] = [];
  for (const e of evidence) {
    const sentences = sentencesFor(e);
    const scores = sentenceScores(sentences, vocab, index >= 0 ? index : undefined);
    for (const i of topSentences(sentences, scores, perExhibit)) {
      const s = sentences[i] ?? '';
      out.push({ evidenceNumber: e.evidenceNumber, fileName: safeName(e.fileName), sentence: quote(s, 40, firstHit(s, keywords)), score: scores[i] ?? 0 });
    }
  }
  return out;
}

/** Sentences of the exhibits that share the most words with `query` (for instructions and achievements). */
export function matchingSnippets(query: string, evidence: EvidenceForAnalysis[], limit: number, minShare = 0.34): Snippet[] {
  const wanted = new Set(contentStems(query));
  if (wanted.size === 0) return [];
  const out: Snippet[] = [];
  for (const e of evidence) {
    for (const s of sentencesFor(e)) {
      const have = new Set(contentStems(s));
      let hits = 0;
      for (const w of wanted) if (have.has(w)) hits += 1;
      const share = hits / wanted.size;
      if (hits >= Math.min(2, wanted.size) && share >= minShare) {
        out.push({ evidenceNumber: e.evidenceNumber, fileName: safeName(e.fileName), sentence: quote(s, 40), score: share + hits * 0.01 });
      }
    }
  }
  return out.sort((a, b) => b.score - a.score || a.evidenceNumber - b.evidenceNumber).slice(0, limit);
}

/** Years (1950–2049) each exhibit mentions, for arguing that acclaim is sustained. */
export function yearsByExhibit(evidence: EvidenceForAnalysis[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const e of evidence) {
    const years = [...evidenceText(e).matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
    if (years.length > 0) out.set(e.evidenceNumber, [...new Set(years)].sort((a, b) => a - b));
  }
  return out;
}
