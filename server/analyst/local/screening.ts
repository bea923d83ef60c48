/**
 * Visa screening: every visa type scored against its catalogue from the CV
 * and profile. A score is mostly "how close to the visa's threshold" (the
 * strongest `required` criteria) and partly breadth, then adjusted for what the
 * criteria cannot see: the field of work (O-1A vs O-1B), EB-1B's experience
 * and job-offer conditions, and a major award that replaces the count.
 */
import { criteriaFor, findCriterion, VISA_RULES } from '../../../src/contract/criteria';
import type { RecommendedVisa, ScreeningResult } from '../../../src/contract/screening';
import { VISA_TYPES, type VisaType } from '../../../src/contract/visa';
import type { ScreenProfileInput } from '../analyst';
import { guidanceFor, kindOf } from './guidance';
import { firstHitQuote, readProfile, type CriterionSignal, type ProfileFacts } from './screening-signals';
import { clamp, listText } from './text';

/** A criterion counts as met from a CV at this signal (about two distinct keywords). */
const MET = 0.5;
/** UK criteria want two pieces of evidence each, so a CV must show more. */
const MET_UK = 0.62;
/** Letters are written later; a CV cannot show them, so they are not held against anyone here. */
const NOT_FROM_CV = new Set(['uk_recommendation_letters']);

type Scored = { type: VisaType; score: number; met: CriterionSignal[]; weak: CriterionSignal[]; notes: string[] };

function domainShares(f: ProfileFacts) {
  const total = f.domain.arts + f.domain.science + f.domain.business + f.domain.athletics;
  return { arts: total > 0 ? f.domain.arts / total : 0, total };
}

function scoreVisa(visa: VisaType, f: ProfileFacts): Scored {
  const rule = VISA_RULES[visa].threshold;
  const met = visa === 'UK_GLOBAL_TALENT' ? MET_UK : MET;
  const all = [...f.signals[visa]].sort((a, b) => b.signal - a.signal);
  // Coverage: how close the best `required` criteria are to met. Items a CV
  // cannot show (UK letters) count as half met: required, but still to gather.
  const credit = (s: CriterionSignal) => (NOT_FROM_CV.has(s.id) ? (f.hasCv ? 0.5 : 0) : Math.min(1, s.signal / met));
  const credits = all.map(credit).sort((a, b) => b - a);
  const mandatory = all.filter((s) => rule.mandatory.includes(s.id));
  const others = credits.filter((_, i) => !rule.mandatory.includes(all[i]?.id ?? ''));
  const chosen = [...mandatory.map(credit), ...others.slice(0, rule.required - mandatory.length)];
  const coverage = chosen.reduce((sum, c) => sum + c, 0) / Math.max(1, rule.required);
  // Margin: spare criteria beyond the threshold, since an officer may not accept every one.
  const spare = others.slice(rule.required - mandatory.length, rule.required - mandatory.length + 2);
  const margin = spare.length > 0 ? spare.reduce((sum, c) => sum + c, 0) / 2 : coverage;
  let score = 100 * (0.8 * coverage + 0.2 * margin);
  const sorted = all.filter((s) => !NOT_FROM_CV.has(s.id));
  const notes: string[] = [];
  const { arts, total } = domainShares(f);

  if (visa === 'O-1A' && arts > 0.5) {
    score *= 1 - 0.7 * (arts - 0.5);
    notes.push('O-1A covers sciences, education, business and athletics; your profile reads mainly as work in the arts, which O-1B covers.');
  }
  if (visa === 'O-1B') {
    score *= total === 0 ? 0.6 : 0.6 + 0.4 * Math.min(1, arts * 2);
    if (arts < 0.3) notes.push('O-1B is for the arts and film/TV; little in your profile points to work in those fields.');
  }
  if (visa === 'EB-1A') {
    // Same kind of evidence as O-1A, but a green card judged on sustained acclaim: a slightly higher bar.
    score *= 0.95;
  }
  if (visa === 'EB-1B') {
    if (!f.academicRole) {
      score *= 0.75;
      notes.push('EB-1B is for professors and researchers; we found no teaching or research post in your profile.');
    }
    if (f.careerYears < 3) {
      score *= 0.85;
      notes.push('EB-1B needs at least 3 years of teaching or research experience; we could not confirm that from the dates given.');
    }
    // Without an employer's permanent or tenure-track offer EB-1B cannot be filed at all.
    if (!f.permanentOffer) {
      score *= 0.8;
      notes.push('EB-1B also needs a permanent or tenure-track offer from a US employer, which a CV usually cannot show.');
    }
  }
  if (visa === 'EB-1C') notes.push('EB-1C needs all four requirements, and the employer files the petition.');
  if (visa === 'UK_GLOBAL_TALENT') notes.push('You will also need three letters from established experts.');

  // O-1B accepts a nomination; O-1A and EB-1A need the award itself.
  const award = visa === 'O-1B' ? f.majorArtsAward : visa === 'EB-1A' ? (f.majorAwardWon ?? f.majorArtsAwardWon) : visa === 'O-1A' ? f.majorAwardWon : undefined;
  if (award) {
    score = Math.max(score, 82);
    notes.push(`You mention the ${award}; if it is yours, it meets the major award alternative on its own.`);
  }
  if (visa === 'UK_GLOBAL_TALENT' && f.cvWords > 1500) notes.push(`Your CV is about ${f.cvWords} words, likely more than the 3-page limit.`);
  if (!f.hasCv) score = Math.min(score, 40);

  return {
    type: visa,
    score: Math.round(clamp(score)),
    met: sorted.filter((s) => s.signal >= met),
    weak: sorted.filter((s) => s.signal < met),
    notes,
  };
}

function titleOf(visa: VisaType, id: string): string {
  return findCriterion(visa, id)?.title ?? id;
}

function reasoning(s: Scored): string {
  const rule = VISA_RULES[s.type].threshold;
  const parts = [`${s.score}% match. ${s.type} needs ${rule.text}.`];
  if (s.met.length > 0) {
    const shown = s.met.slice(0, 4).map((m) => (m.quote ? `${titleOf(s.type, m.id)} ("${firstHitQuote(m)}")` : titleOf(s.type, m.id)));
    parts.push(`Found signs of ${s.met.length} of ${rule.of}: ${listText(shown)}.`);
  } else {
    parts.push(`No criterion is clearly shown yet (0 of ${rule.of}).`);
  }
  const missing = s.weak.filter((w) => !NOT_FROM_CV.has(w.id)).slice(0, 4).map((w) => titleOf(s.type, w.id));
  if (missing.length > 0) parts.push(`Little or nothing on ${listText(missing)}.`);
  return [...parts, ...s.notes].join(' ');
}

function strengths(f: ProfileFacts, ranked: Scored[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const award = f.majorAwardWon ?? f.majorArtsAward;
  if (award) out.push(`Major award mentioned: ${award}.`);
  if (f.citations > 0) out.push(`Citation record: about ${f.citations.toLocaleString('en-US')} citations stated.`);
  const all = ranked.flatMap((r) => r.met.map((m) => ({ visa: r.type, m })));
  all.sort((a, b) => b.m.signal - a.m.signal);
  for (const { visa, m } of all) {
    const kind = kindOf(m.id);
    if (seen.has(kind) || kind === 'cv' || !m.quote) continue;
    seen.add(kind);
    out.push(`${titleOf(visa, m.id)}: "${firstHitQuote(m)}"`);
    if (out.length >= 6) break;
  }
  return out;
}

function recommendations(f: ProfileFacts, top: Scored): string[] {
  const out: string[] = [];
  if (!f.hasCv) out.push('Upload your CV: the screening reads your achievements from it, and without it every score stays low.');
  const rule = VISA_RULES[top.type].threshold;
  const gaps = top.weak.filter((w) => !NOT_FROM_CV.has(w.id)).slice(0, Math.max(1, rule.required - top.met.length + 1));
  for (const gap of gaps.slice(0, 3)) {
    out.push(`For ${top.type}, build up ${titleOf(top.type, gap.id)}: ${guidanceFor(gap.id).tips[0] ?? 'add documents that show it directly'}.`);
  }
  if (!f.links.includes('Google Scholar') && f.domain.science > f.domain.arts) out.push('Add your Google Scholar link so publications and citations can be counted.');
  out.push('Ask independent experts in your field (not only colleagues) for recommendation letters that name specific achievements.');
  out.push('Upload evidence to a petition: each document is checked against the criteria and cited as an exhibit.');
  return out.slice(0, 6);
}

export function screenProfile(input: ScreenProfileInput): ScreeningResult {
  const f = readProfile(input);
  const ranked = VISA_TYPES.map((v) => scoreVisa(v, f)).sort((a, b) => b.score - a.score || VISA_TYPES.indexOf(a.type) - VISA_TYPES.indexOf(b.type));
  const top = ranked[0]!;
  const recommendedVisas: RecommendedVisa[] = ranked.map((s) => ({ type: s.type, score: s.score, reasoning: reasoning(s) }));
  const name = input.profile.fullName.trim() || 'the applicant';
  const basis = [f.hasCv ? `${f.cvWords} words of CV text` : 'no CV text', input.profile.profileDescription ? 'the profile description' : '', f.links.length ? `links (${f.links.join(', ')})` : '']
    .filter(Boolean);
  const analysis = [
    `Screened ${name}'s profile${input.profile.field ? ` (${input.profile.field})` : ''} against all ${VISA_TYPES.length} visa types.`,
    top.score >= 40
      ? `The best fit is ${top.type} at ${top.score}%: ${top.met.length} of the ${VISA_RULES[top.type].threshold.of} criteria show up (${top.type} needs ${VISA_RULES[top.type].threshold.text}).`
      : `No visa type is a strong fit yet; the highest is ${top.type} at ${top.score}%.`,
    f.hasCv ? '' : 'No CV was available, so this used only the profile details; upload a CV for a meaningful result.',
    `Based on ${listText(basis)}, matched against each visa's criteria (${criteriaFor(top.type).length} for ${top.type}). This is an automated keyword screening, not legal advice.`,
  ].filter(Boolean);
  return { analysis: analysis.join(' '), recommendedVisas, strengths: strengths(f, ranked), recommendations: recommendations(f, top) };
}
