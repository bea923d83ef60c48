/**
 * EB-2 NIW in the screening (issue 36 item 3): the basis read from the CV's degrees and dated work
 * (src/contract/niw-basis.ts, the same rules as the criteria report), and the three Dhanasar prongs made
 * plausible by what the CV shows. Calibrated like every visa (screening-score.ts): NIW's own threshold is
 * four parts — the basis and three prongs — each of which must hold.
 */
import { criteriaFor, findCriterion } from '../../../../src/contract/criteria';
import { degreesIn, EXCEPTIONAL_ABILITY_IDS, experienceIn, niwBasis, type NiwBasis } from '../../../../src/contract/niw-basis';
import { monthOf } from '../../../../src/contract/niw-dates';
import type { ScreenProfileInput } from '../../../platform/analyst/analyst';
import type { CriterionEvidence, ProfileFacts, Unit } from './screening-signals';
import { verbatim } from './screening-text';
import { comparableScore, type ThresholdEvidence } from './screening-score';
import { listText } from './text';

const PRONG_IDS = ['niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance'] as const;
/** A field in science, technology, engineering or mathematics: the January 2022 guidance gives it weight under prong 3. */
const STEM = /\b(computer|computing|software|engineering|physics|chemistry|chemical|biology|biological|biomedical|bioinformatics|genetics|genomics|neuroscience|mathematics|statistics|data science|machine learning|artificial intelligence|materials science|electrical|mechanical|civil|aerospace|computational|robotics|epidemiology|pharmacology|immunology)\b/i;

export type NiwScreening = { basis: NiwBasis; degreeUnit: Unit | undefined; prongs: Record<(typeof PRONG_IDS)[number], Unit[]>; stem: boolean };

const sentencesOf = (f: ProfileFacts, visa: 'EB-2 NIW' | 'EB-1A', ids: string[]) => f.evidence[visa].filter((e) => ids.includes(e.id)).flatMap((e) => e.sentences);
const unique = (units: Unit[]) => units.filter((u, i) => units.findIndex((v) => v.text === u.text) === i);

/** What the CV shows for NIW: the basis by the contract's rules, and the sentences that make each prong plausible. */
export function readNiw(input: ScreenProfileInput, f: ProfileFacts, now = new Date()): NiwScreening {
  const cv = [input.profile.profileDescription ?? '', input.cvText ?? ''].join('\n');
  const degrees = degreesIn(cv);
  const experience = experienceIn(cv, monthOf(now.getUTCFullYear(), now.getUTCMonth()));
  const eaMet = f.evidence['EB-2 NIW'].filter((e) => (EXCEPTIONAL_ABILITY_IDS as readonly string[]).includes(e.id) && e.sentences.length > 0).map((e) => e.id);
  const basis = niwBasis({ degrees, experience, exceptionalAbilityMet: eaMet });
  const degreeUnit = basis.degree ? { text: basis.degree.text, source: 'cv' as const } : undefined;
  const stem = degrees.some((d) => d.level !== 'bachelor' && STEM.test(d.text)) || STEM.test(input.profile.field ?? '');
  // Published or adopted work reaches beyond one employer (prong 1); a record of success, funding and
  // interest show the applicant placed to advance it (prong 2); self-employment, a government body's
  // interest or an advanced STEM degree weigh for the waiver (prong 3). A CV makes them plausible, no more.
  const prongs = {
    niw_prong1_merit_importance: unique([...sentencesOf(f, 'EB-2 NIW', ['niw_prong1_merit_importance']), ...sentencesOf(f, 'EB-1A', ['eb1a_contributions', 'eb1a_articles'])]),
    niw_prong2_well_positioned: unique([...sentencesOf(f, 'EB-2 NIW', ['niw_prong2_well_positioned']), ...sentencesOf(f, 'EB-1A', ['eb1a_articles', 'eb1a_contributions', 'eb1a_awards', 'eb1a_judging', 'eb1a_critical_role'])]),
    niw_prong3_balance: unique([...sentencesOf(f, 'EB-2 NIW', ['niw_prong3_balance']), ...(stem && degreeUnit && basis.degree?.level !== 'bachelor' ? [degreeUnit] : [])]),
  };
  return { basis, degreeUnit, prongs, stem };
}

/** NIW against its own threshold: the basis and three prongs, all four needed; exceptional ability beside a degree is a spare. */
function niwThreshold(n: NiwScreening): ThresholdEvidence {
  const prongsShown = PRONG_IDS.filter((id) => n.prongs[id].length > 0);
  const spare = n.basis.route === 'advanced_degree' && n.basis.exceptionalAbility.met.length >= 3 ? 1 : 0;
  return {
    evidenced: (n.basis.met ? 1 : 0) + prongsShown.length + spare,
    required: 4,
    strong: PRONG_IDS.filter((id) => n.prongs[id].length >= 2).length,
    mandatoryMet: n.basis.met && prongsShown.length === PRONG_IDS.length,
  };
}

export const niwScore = (n: NiwScreening): number => comparableScore(niwThreshold(n));

/**
 * The items shown, as screening lists met criteria: the basis (the degree line, or the exceptional-ability
 * criteria), then each prong; one sentence is quoted for one item only. A prong met by an advanced STEM
 * degree alone quotes nothing new (the degree is quoted for the basis).
 */
export function niwMet(n: NiwScreening, f: ProfileFacts): CriterionEvidence[] {
  const used = new Set<string>();
  const take = (units: Unit[]) => units.filter((u) => !used.has(u.text) && used.add(u.text));
  const out: CriterionEvidence[] = [];
  if (n.basis.route === 'advanced_degree' || n.basis.route === 'bachelor_plus_five') out.push({ id: 'niw_advanced_degree', sentences: take(n.degreeUnit ? [n.degreeUnit] : []) });
  for (const e of f.evidence['EB-2 NIW']) {
    if (!(EXCEPTIONAL_ABILITY_IDS as readonly string[]).includes(e.id)) continue;
    const sentences = take(e.sentences);
    if (sentences.length > 0) out.push({ id: e.id, sentences });
  }
  // Prong 2 takes its own record first (funding, interest, a record of success), prong 1 what is left.
  const p2 = take(n.prongs.niw_prong2_well_positioned.slice(1));
  const p1 = take(n.prongs.niw_prong1_merit_importance);
  const p2All = [...take(n.prongs.niw_prong2_well_positioned.slice(0, 1)), ...p2];
  if (p1.length > 0) out.push({ id: 'niw_prong1_merit_importance', sentences: p1 });
  if (p2All.length > 0) out.push({ id: 'niw_prong2_well_positioned', sentences: p2All });
  if (n.prongs.niw_prong3_balance.length > 0) out.push({ id: 'niw_prong3_balance', sentences: take(n.prongs.niw_prong3_balance) });
  return out;
}

/** The items not shown, the prongs first (what screening's advice takes from the front), then the basis items. */
export function niwUnmet(met: CriterionEvidence[]): string[] {
  const shown = new Set(met.map((e) => e.id));
  const missing = CRITERIA_IDS.filter((id) => !shown.has(id));
  return [...missing.filter((id) => PRONG_IDS.includes(id as (typeof PRONG_IDS)[number])), ...missing.filter((id) => !PRONG_IDS.includes(id as (typeof PRONG_IDS)[number]))];
}

const CRITERIA_IDS = criteriaFor('EB-2 NIW').map((c) => c.id);

/** 'Prong 1: … (“…”)', or for a prong met by the STEM degree quoted above, that reading. */
function metItem(e: CriterionEvidence): string {
  const title = findCriterion('EB-2 NIW', e.id)?.title ?? e.id;
  const first = e.sentences[0];
  return first ? `${title} (“${verbatim(first.text)}”)` : e.id === 'niw_prong3_balance' ? `${title} (the advanced STEM degree above)` : title;
}

/** The requirement, what the CV shows of the ten items, which basis and what is missing, in whole sentences. */
export function niwReasoning(requirement: string, met: CriterionEvidence[], unmet: string[], n: NiwScreening, from: { subject: string; verb: string }): string {
  const of = criteriaFor('EB-2 NIW').length;
  const title = (id: string) => findCriterion('EB-2 NIW', id)?.title ?? id;
  const parts = [`${requirement}.`];
  parts.push(met.length > 0 ? `${from.subject} ${from.verb} evidence for ${met.length} of the ${of} criteria: ${listText(met.map(metItem))}.` : `${from.subject} ${from.verb} no evidence yet for any of the ${of} criteria.`);
  if (unmet.length > 0) parts.push(`Not yet shown: ${listText(unmet.map(title))}.`);
  // The degree line is quoted once, in the list above.
  const quoted = new Set(met.flatMap((e) => e.sentences.map((u) => verbatim(u.text))));
  const unquote = (r: string) => r.replace(/:? ?\(?“([^”]*)”\)?/g, (whole, q: string) => (quoted.has(q) ? '' : whole));
  parts.push(...n.basis.reasons.map(unquote));
  if (n.stem && n.prongs.niw_prong3_balance.length > 0) parts.push('An advanced degree in a STEM field weighs for the waiver under prong 3.');
  parts.push('The prongs are argued for your proposed endeavor, which you write in the petition; a CV can only make them plausible.');
  return parts.join(' ');
}
