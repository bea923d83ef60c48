/**
 * The criteria report for EB-2 NIW (issue 36 items 4–5): the basis decided from the exhibits by the
 * contract's rules (src/contract/niw-basis.ts) — degrees from degree records, the years of progressive
 * experience computed from the experience letters' dates and shown with their sum — and the basis and
 * each prong scored and summarised separately.
 */
import type { CriteriaScore } from '../../../../src/contract/criteria-report';
import { degreesIn, experienceIn, niwBasis, EXCEPTIONAL_ABILITY_IDS, type NiwBasis } from '../../../../src/contract/niw-basis';
import { monthLabel, monthOf, yearsOf } from '../../../../src/contract/niw-dates';
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { listText } from './text';

const STRONG = 70;
const DEGREE_CATEGORIES = new Set(['niw_advanced_degree', 'niw_exceptional_ability_academic_record']);
const EXPERIENCE_CATEGORIES = new Set(['niw_advanced_degree', 'niw_exceptional_ability_ten_years']);
export const PRONGS = [
  ['niw_prong1_merit_importance', 'Prong 1 (merit and national importance)'],
  ['niw_prong2_well_positioned', 'Prong 2 (well positioned)'],
  ['niw_prong3_balance', 'Prong 3 (balance)'],
] as const;

const isDegree = (e: EvidenceForAnalysis) => e.kind === 'degree' || (e.kind !== 'experience_letter' && DEGREE_CATEGORIES.has(e.category ?? '') && /\b(degree|diploma|transcript|evaluation)\b/i.test(e.text));
const isExperience = (e: EvidenceForAnalysis) => e.kind === 'experience_letter' || (e.kind !== 'degree' && EXPERIENCE_CATEGORIES.has(e.category ?? '') && /\b(employed|employment|worked)\b/i.test(e.text));

/** The basis from the exhibits: degree records and experience letters, each fact traced to its exhibit. */
export function niwBasisOfExhibits(evidence: readonly EvidenceForAnalysis[], scores: readonly CriteriaScore[], now = new Date()): NiwBasis {
  const asOf = monthOf(now.getUTCFullYear(), now.getUTCMonth());
  const counted = evidence.filter((e) => !e.setAside);
  const degrees = counted.filter(isDegree).flatMap((e) => degreesIn(e.text, `Exhibit ${e.evidenceNumber}`));
  const experience = counted.filter(isExperience).flatMap((e) => experienceIn(e.text, asOf, `Exhibit ${e.evidenceNumber}`, true));
  const eaMet = scores.filter((s) => (EXCEPTIONAL_ABILITY_IDS as readonly string[]).includes(s.criteriaId) && s.score >= STRONG).map((s) => s.criteriaId);
  return niwBasis({ degrees, experience, exceptionalAbilityMet: eaMet });
}

/** 'Exhibit 4: July 2014 to June 2017 (36 months); … total 5.1 years (62 months)'. */
export function experienceSum(basis: NiwBasis): string | undefined {
  const exp = basis.experience;
  if (!exp || exp.counted.length === 0) return undefined;
  const items = exp.counted.map((c) => `${c.source ? `${c.source}: ` : ''}${monthLabel(c.from)} to ${monthLabel(c.to)} (${c.months} months)`);
  const sum = exp.counted.reduce((n, c) => n + c.months, 0);
  const overlap = sum > exp.months ? `, overlapping months counted once` : '';
  return `Progressive experience after the bachelor's degree, from the experience letters: ${items.join('; ')}; total ${exp.years} years (${exp.months} months${overlap}), against the 5 years required.`;
}

/** The advanced-degree item scored by the rule, not by how many words match: met is strong, a bachelor's short of 5 years is not. */
export function scoreNiwBasis(scores: CriteriaScore[], basis: NiwBasis): CriteriaScore[] {
  const sum = experienceSum(basis);
  return scores.map((s) => {
    if (s.criteriaId !== 'niw_advanced_degree') return s;
    const notCounted = basis.experience?.excluded.map((e) => `${e.source ?? 'a letter'} (${e.reason})`) ?? [];
    const why = [...basis.reasons.slice(0, 1), ...(sum ? [sum] : []), ...(notCounted.length > 0 ? [`Not counted: ${listText(notCounted)}.`] : [])].join(' ');
    if (basis.route === 'advanced_degree' || basis.route === 'bachelor_plus_five') {
      const score = Math.max(s.score, 80);
      return { ...s, score, strength: 'strong', reasoning: `${why} ${s.reasoning}` };
    }
    if (basis.degree?.level === 'bachelor') {
      const score = Math.min(s.score, 35);
      const need = yearsOf(60 - (basis.experience?.months ?? 0));
      return { ...s, score, strength: 'weak', reasoning: `${why} ${s.reasoning}`, suggestions: [`Add experience letters covering about ${need} more years of full-time, progressive work in the specialty after the bachelor's degree, with exact dates; or show exceptional ability (three of its six criteria).`, ...s.suggestions].slice(0, 3) };
    }
    return s;
  });
}

/** The report's first advice for NIW: the basis, then each prong's score, then the weakest prong. */
export function niwStrategy(scores: readonly CriteriaScore[], basis: NiwBasis): string[] {
  const out: string[] = [];
  out.push(basis.met ? `EB-2 basis: met (${basis.route === 'exceptional_ability' ? 'exceptional ability' : basis.route === 'bachelor_plus_five' ? "a bachelor's degree plus five years of progressive experience" : 'an advanced degree'}). ${basis.reasons[0] ?? ''}` : `EB-2 basis: not yet shown. ${basis.reasons.join(' ')}`);
  const prongScores = PRONGS.map(([id, name]) => ({ name, s: scores.find((x) => x.criteriaId === id) }));
  out.push(`The three prongs of Matter of Dhanasar must each be met: ${prongScores.map((p) => `${p.name} ${p.s?.score ?? 0}%`).join(', ')}.`);
  const weakest = [...prongScores].sort((a, b) => (a.s?.score ?? 0) - (b.s?.score ?? 0))[0];
  if (weakest && (weakest.s?.score ?? 0) < STRONG) out.push(`The weakest part is ${weakest.name}; ${weakest.s?.suggestions[0] ?? 'add evidence for it'}`.replace(/([^.])$/, '$1.'));
  out.push('Every prong is argued for your proposed endeavor, as you wrote it on the Criteria tab: keep the evidence tied to it.');
  return out;
}
