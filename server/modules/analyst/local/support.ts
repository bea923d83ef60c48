/**
 * Which exhibits support which criterion, and how strongly. An exhibit filed
 * under a criterion (its category) is primary support; one that only mentions
 * the criterion's vocabulary is secondary and counts for less. This is the
 * hot path of the criteria report, so it uses the plain tokenizer, not wink.
 */
import { criteriaFor, type Criterion } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa';
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { CLAIM } from './classify';
import { stems } from './text';
import { countTerms, ownerMatches, visaVocab } from './vocab';

export type Support = { evidence: EvidenceForAnalysis; strength: number; primary: boolean; matched: string[] };
export type CriterionSupport = { criterion: Criterion; supports: Support[] };

/** Enough of each document to judge what it is about; keeps 200 large rows fast. */
const MAX_CHARS = 40_000;

/** How much a mention counts, by what the exhibit is: a CV restates claims, an ID proves none. */
const SECONDARY: Record<string, number> = { identity: 0, cv_resume: 0.3, uk_cv: 0.3, recommendation_letter: 0.6, uk_recommendation_letters: 0.6 };

/** UK lists the CV and letters as criteria; evidence filed under the general kinds counts for them. */
function primaryCategory(visa: VisaType, category: string | null): string | null {
  if (visa !== 'UK_GLOBAL_TALENT') return category;
  if (category === 'cv_resume') return 'uk_cv';
  if (category === 'recommendation_letter') return 'uk_recommendation_letters';
  return category;
}

export function evidenceText(e: EvidenceForAnalysis): string {
  const body = e.text.trim() ? e.text : (e.aiDescription ?? '');
  return `${body.length > MAX_CHARS ? body.slice(0, MAX_CHARS) : body} ${e.aiTags.join(' ')}`;
}

export function supportByCriterion(visa: VisaType, evidence: EvidenceForAnalysis[]): CriterionSupport[] {
  const criteria = criteriaFor(visa);
  const vocab = visaVocab(visa);
  const result: CriterionSupport[] = criteria.map((criterion) => ({ criterion, supports: [] }));
  for (const e of evidence) {
    const matches = ownerMatches(vocab, countTerms(vocab, stems(evidenceText(e))));
    const category = primaryCategory(visa, e.category);
    const factor = SECONDARY[e.category ?? ''] ?? 0.6;
    matches.forEach((m, i) => {
      const primary = category === m.id;
      let strength = 0;
      if (primary) strength = 0.8 + 0.2 * m.signal;
      else if (m.signal >= CLAIM) strength = m.signal * factor;
      if (strength > 0) result[i]!.supports.push({ evidence: e, strength, primary, matched: m.matched });
    });
  }
  for (const r of result) r.supports.sort((a, b) => b.strength - a.strength || a.evidence.evidenceNumber - b.evidence.evidenceNumber);
  return result;
}

/** Pieces of evidence a criterion needs; by default one solid exhibit is moderate and two are strong. */
const TARGET_PIECES: Record<string, number> = { uk_cv: 1, uk_recommendation_letters: 3, uk_awards: 2, uk_media_recognition: 2, uk_patents_contributions: 2 };

/** Score 0..100 for one criterion from its supports. */
export function criterionScore(criterionId: string, supports: Support[]): number {
  const target = TARGET_PIECES[criterionId];
  if (target !== undefined) {
    const sum = supports.slice(0, target).reduce((acc, s) => acc + s.strength, 0);
    return Math.round(100 * Math.min(1, sum / target));
  }
  // Each further exhibit closes part of the remaining gap: 1 primary ≈ 55, 2 ≈ 80, 3 ≈ 91.
  const gap = supports.slice(0, 6).reduce((acc, s) => acc * (1 - 0.6 * s.strength), 1);
  return Math.round(100 * (1 - gap));
}
