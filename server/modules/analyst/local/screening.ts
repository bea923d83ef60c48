/**
 * Visa screening: every visa type scored against its catalogue from the CV and
 * profile. A criterion counts only when a sentence states an achievement of its
 * kind (quoted as written); one sentence counts for one criterion. A score is
 * mostly how close the visa's threshold is and partly spare criteria, then
 * adjusted for what the criteria cannot see: the field of work (O-1A vs O-1B),
 * EB-1B's post and offer, EB-1C's role abroad, and a major award.
 */
import { VISA_RULES } from '../../../../src/contract/criteria';
import type { RecommendedVisa, ScreeningResult } from '../../../../src/contract/screening';
import { VISA_TYPES, visaDisplayName, type VisaType } from '../../../../src/contract/visa';
import type { ScreenProfileInput } from '../../../platform/analyst/analyst';
import { guidanceFor } from './guidance';
import { readFrom, requirement, screeningNotes, strengthenTip, strengths, titleOf, verbatim } from './screening-text';
import { readProfile, type CriterionEvidence, type ProfileFacts, type Scored } from './screening-signals';
import { clamp, listText } from './text';
import { CEILING, comparableScore, type ThresholdEvidence } from './screening-score';
import { countryOf, OFF_COUNTRY_SHARE, placeOf, type Country } from './screening-place';
import { niwMet, niwReasoning, niwScore, niwUnmet, readNiw, type NiwScreening } from './screening-niw';

/** Letters are written later; a CV cannot show them, so they are neither met nor held against anyone. */
const NOT_FROM_CV = new Set(['uk_recommendation_letters']);
/** A visa whose gate fails (EB-1C without a role abroad, O-1B without work in the arts) scores at most this. */
export const GATED_FLOOR = 10;

function isMet(e: CriterionEvidence, f: ProfileFacts): boolean {
  return e.id === 'uk_cv' ? f.hasCv : e.sentences.length > 0;
}

/** Items every application has whatever the record (the CV, letters still to write): gates, not criteria to count. */
const isFormality = (id: string) => id === 'uk_cv' || NOT_FROM_CV.has(id);

/** The visa's own threshold and what the CV shows against it (screening-score.ts). */
function thresholdEvidence(visa: VisaType, f: ProfileFacts): ThresholdEvidence {
  const rule = VISA_RULES[visa].threshold;
  const counted = f.evidence[visa].filter((e) => !isFormality(e.id));
  const met = counted.filter((e) => isMet(e, f));
  const mandatory = f.evidence[visa].filter((e) => rule.mandatory.includes(e.id) && !NOT_FROM_CV.has(e.id));
  return {
    evidenced: met.length,
    required: rule.required - rule.mandatory.filter(isFormality).length,
    strong: met.filter((e) => e.sentences.length >= 2).length,
    mandatoryMet: mandatory.every((e) => isMet(e, f)),
  };
}

function domainShares(f: ProfileFacts) {
  const total = f.domain.arts + f.domain.science + f.domain.business + f.domain.athletics;
  return total > 0 ? f.domain.arts / total : 0;
}

/** EB-2 NIW: the basis and the three prongs, scored against its own threshold (screening-niw.ts). */
function scoreNiw(f: ProfileFacts, niw: NiwScreening): Scored {
  const score = f.hasCv ? niwScore(niw) : Math.min(niwScore(niw), 40);
  const met = niwMet(niw, f);
  return { type: 'EB-2 NIW', score: Math.round(clamp(score, 0, CEILING)), met, unmet: niwUnmet(met), notes: [] };
}

function scoreVisa(visa: VisaType, f: ProfileFacts, niw: NiwScreening): Scored {
  if (visa === 'EB-2 NIW') return scoreNiw(f, niw);
  const all = f.evidence[visa];
  let score = comparableScore(thresholdEvidence(visa, f));
  const met = all.filter((e) => isMet(e, f));
  const evidenceOf = (id: string) => all.find((e) => e.id === id);
  const arts = domainShares(f);
  const notes = screeningNotes(visa, f, met.length, arts);

  if (visa === 'O-1A' && arts > 0.5) score *= 1 - 0.7 * (arts - 0.5);
  // Same kind of evidence as O-1A, but a green card judged on sustained acclaim: a slightly higher bar.
  if (visa === 'EB-1A') score *= 0.95;
  if (visa === 'EB-1B') {
    if (!f.academicRole) score *= 0.75;
    if (f.careerYears < 3) score *= 0.85;
    // Without an employer's permanent or tenure-track offer EB-1B cannot be filed at all.
    if (!f.permanentOffer) score *= 0.8;
  }
  const award = visa === 'O-1B' ? f.majorArtsAward : visa === 'EB-1A' ? (f.majorAwardWon ?? f.majorArtsAwardWon) : visa === 'O-1A' ? f.majorAwardWon : undefined;
  if (award) score = Math.max(score, 82);
  // The gates: EB-1C is for a manager or executive moving within a company group; O-1B for the arts.
  if (visa === 'EB-1C' && !evidenceOf('eb1c_managerial_abroad')?.sentences.length) score = Math.min(score, GATED_FLOOR);
  if (visa === 'O-1B' && met.length === 0 && !award) score = Math.min(score, GATED_FLOOR);
  if (!f.hasCv) score = Math.min(score, 40);

  return {
    type: visa,
    score: Math.round(clamp(score, 0, CEILING)),
    met,
    unmet: all.filter((e) => !isMet(e, f) && !NOT_FROM_CV.has(e.id)).map((e) => e.id),
    notes,
  };
}

/** 'Awards (“Received the … 2014.”)', or for the UK CV item, the CV itself. */
function metItem(visa: VisaType, e: CriterionEvidence): string {
  const title = titleOf(visa, e.id);
  const first = e.sentences[0];
  return first ? `${title} (“${verbatim(first.text)}”)` : `${title} (the CV itself)`;
}

function reasoning(s: Scored, f: ProfileFacts, niw: NiwScreening): string {
  if (s.type === 'EB-2 NIW') return [niwReasoning(requirement(s.type), s.met, s.unmet, niw, readFrom(f)), ...s.notes].join(' ');
  const of = VISA_RULES[s.type].threshold.of;
  const { subject, verb } = readFrom(f);
  const parts = [`${requirement(s.type)}.`];
  parts.push(
    s.met.length > 0
      ? `${subject} ${verb} evidence for ${s.met.length} of the ${of} criteria: ${listText(s.met.map((e) => metItem(s.type, e)))}.`
      : `${subject} ${verb} no evidence yet for any of the ${of} criteria.`,
  );
  if (s.unmet.length > 0) parts.push(`Not yet shown: ${listText(s.unmet.map((id) => titleOf(s.type, id)))}.`);
  return [...parts, ...s.notes].join(' ');
}

function recommendations(f: ProfileFacts, top: Scored): string[] {
  const out: string[] = [];
  if (!f.hasCv) out.push('Upload your CV: the screening reads your achievements from it, and without it every score stays low.');
  const rule = VISA_RULES[top.type].threshold;
  const gaps = top.unmet.slice(0, Math.max(1, rule.required - top.met.length + 1));
  for (const id of gaps.slice(0, 3)) {
    out.push(strengthenTip(titleOf(top.type, id), top.type, guidanceFor(id).tips[0] ?? 'Add documents that show it directly'));
  }
  if (!f.links.includes('Google Scholar') && f.domain.science > f.domain.arts) out.push('Add your Google Scholar link so that your publications and citations can be checked.');
  out.push('Ask independent experts in your field (not only colleagues) for recommendation letters that name specific achievements.');
  out.push('Upload evidence to a petition: each document is checked against the criteria and cited as an exhibit.');
  return out.slice(0, 6);
}

function analysis(input: ScreenProfileInput, f: ProfileFacts, top: Scored): string {
  const name = input.profile.fullName.trim() || 'the applicant';
  const field = input.profile.field?.trim();
  const topName = visaDisplayName(top.type);
  const { subject, verb } = readFrom(f);
  const of = VISA_RULES[top.type].threshold.of;
  const named = top.met.map((e) => titleOf(top.type, e.id));
  const read = [f.hasCv ? `${f.cvWords.toLocaleString('en-US')} words of CV text` : '', f.hasDescription ? 'the profile description' : ''].filter(Boolean);
  return [
    `This screening compares ${name}'s profile${field ? ` (${field})` : ''} with the criteria of all ${VISA_TYPES.length} visa types.`,
    top.score >= 40 ? `The best fit is ${topName} at ${top.score}%.` : `No visa type is a strong fit yet; the highest is ${topName} at ${top.score}%.`,
    named.length > 0
      ? `${subject} ${verb} evidence for ${named.length} of the ${of} ${topName} criteria: ${listText(named)}.`
      : `${subject} ${verb} no evidence yet for any of the ${of} ${topName} criteria.`,
    `${requirement(top.type)}.`,
    f.hasCv ? '' : 'No CV was available, so only the profile details were read; upload your CV for a meaningful result.',
    read.length > 0 ? `It is based on ${listText(read)}.` : '',
    f.links.length > 0 ? `Your ${listText(f.links)} ${f.links.length === 1 ? 'link is' : 'links are'} noted; the pages they lead to are not read, so state your key results in your CV.` : '',
    'This is a first assessment, not legal advice; an immigration lawyer should confirm it before you file.',
  ]
    .filter(Boolean)
    .join(' ');
}

const COUNTRY_NAMES: Record<Country, string> = { US: 'the United States', UK: 'the United Kingdom' };

/**
 * Where the applicant wants to work decides between countries: an answer puts the
 * other country's visas below the best visa of the chosen one; without one, the
 * CV's lean (places, currency, employers) takes some ground from the other country.
 */
function placeRanking(scored: Scored[], input: ScreenProfileInput): Scored[] {
  const text = [input.profile.profileDescription ?? '', input.cvText ?? ''].join('\n');
  const place = placeOf(input.profile.workCountry, text);
  if (!place) return scored;
  const best = Math.max(0, ...scored.filter((s) => countryOf(s.type) === place.country).map((s) => s.score));
  const why = place.firm ? `You want to work in ${COUNTRY_NAMES[place.country]}` : `Your CV places your work in ${COUNTRY_NAMES[place.country]}`;
  return scored.map((s) => {
    if (countryOf(s.type) === place.country) return s;
    const score = place.firm ? Math.min(s.score, Math.max(0, best - 1)) : Math.round(s.score * OFF_COUNTRY_SHARE);
    return { ...s, score, notes: [...s.notes, `${why}, and ${visaDisplayName(s.type)} is a visa for ${COUNTRY_NAMES[countryOf(s.type)]}, so it ranks lower.`] };
  });
}

export function screenProfile(input: ScreenProfileInput): ScreeningResult {
  const f = readProfile(input);
  const niw = readNiw(input, f);
  const ranked = placeRanking(VISA_TYPES.map((v) => scoreVisa(v, f, niw)), input).sort((a, b) => b.score - a.score || VISA_TYPES.indexOf(a.type) - VISA_TYPES.indexOf(b.type));
  const top = ranked[0]!;
  const recommendedVisas: RecommendedVisa[] = ranked.map((s) => ({ type: s.type, score: s.score, reasoning: reasoning(s, f, niw) }));
  return { analysis: analysis(input, f, top), recommendedVisas, strengths: strengths(f, ranked), recommendations: recommendations(f, top) };
}
