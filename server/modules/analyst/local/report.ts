/**
 * The criteria strength report: one score per criterion of the visa, then
 * advice framed by the visa's threshold (how many criteria are met against
 * how many are required), and an overall 0–100 strength score.
 */
import { VISA_RULES } from '../../../../src/contract/criteria';
import type { CriteriaReport, CriteriaScore, Strength } from '../../../../src/contract/criteria-report';
import type { VisaType } from '../../../../src/contract/visa';
import type { BuildReportInput, BuildReportOutput } from '../../../platform/analyst/analyst';
import { guidanceFor, missingChecks } from './guidance';
import { niwBasisOfExhibits, niwStrategy, scoreNiwBasis } from './report-niw';
import { dropStated } from './stated-advice';
import { evidenceText, criterionScore, supportByCriterion, type CriterionSupport } from './support';
import { endSentence, exhibitList, listText, plural, safeName } from './text';
import { textFacts } from './vocab';

const STRONG = 70;
const MODERATE = 40;

function strengthOf(score: number): Strength {
  return score >= STRONG ? 'strong' : score >= MODERATE ? 'moderate' : 'weak';
}

function reasoning(cs: CriterionSupport, score: number): string {
  const { criterion, supports } = cs;
  if (supports.length === 0) return `No exhibit supports ${criterion.title} yet (${criterion.regulation}).`;
  const primary = supports.filter((s) => s.primary).map((s) => s.evidence.evidenceNumber);
  const secondary = supports.filter((s) => !s.primary).slice(0, 4);
  const parts: string[] = [`${plural(supports.length, 'exhibit')} support${supports.length === 1 ? 's' : ''} ${criterion.title}.`];
  if (primary.length > 0) parts.push(`${exhibitList(primary)} ${primary.length === 1 ? 'is' : 'are'} filed under this criterion.`);
  if (secondary.length > 0) {
    const first = secondary[0]!;
    parts.push(`${exhibitList(secondary.map((s) => s.evidence.evidenceNumber))} ${secondary.length === 1 ? 'mentions' : 'mention'} it (e.g. ${listText(first.matched.slice(0, 3).map((k) => `"${k}"`))} in Exhibit ${first.evidence.evidenceNumber}).`);
  }
  const verdict = score >= STRONG ? 'That is strong support.' : score >= MODERATE ? 'That is a start, but an officer would expect more than this.' : 'That is weak on its own.';
  return `${parts.join(' ')} ${verdict}`;
}

function suggestions(cs: CriterionSupport, score: number): string[] {
  const g = guidanceFor(cs.criterion.id);
  if (cs.supports.length === 0) return g.tips.slice(0, 3);
  const primaryText = cs.supports.filter((s) => s.primary).slice(0, 3).map((s) => evidenceText(s.evidence)).join('\n');
  const text = primaryText || evidenceText(cs.supports[0]!.evidence);
  const missing = missingChecks(text, textFacts(text), g.checks).map((need) => `The exhibits do not state ${need}; add a document that does.`);
  if (score >= STRONG) return missing.slice(0, 2).concat(missing.length === 0 ? ['Keep these exhibits; make sure each is complete, dated and translated where needed.'] : []);
  // A tip whose fact the filed exhibits already state is not advice (stated-advice.ts).
  const advice = [...missing, ...dropStated(g.tips, text)].slice(0, 3);
  return advice.length > 0 ? advice : ['Add a second, independent document that confirms what these exhibits state'];
}

function scoreOne(cs: CriterionSupport): CriteriaScore {
  const score = criterionScore(cs.criterion.id, cs.supports);
  return {
    criteriaId: cs.criterion.id,
    criteriaTitle: cs.criterion.title,
    score,
    strength: strengthOf(score),
    reasoning: reasoning(cs, score),
    evidenceCount: cs.supports.length,
    keyEvidence: cs.supports.slice(0, 5).map((s) => `Exhibit ${s.evidence.evidenceNumber}: ${safeName(s.evidence.fileName)}`),
    suggestions: suggestions(cs, score),
  };
}

function strategy(visa: VisaType, scores: CriteriaScore[], input: BuildReportInput, supportedNumbers: number[]): string[] {
  const rule = VISA_RULES[visa].threshold;
  const met = scores.filter((s) => s.score >= STRONG);
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const out: string[] = [];
  const need = rule.mandatory.length === rule.of ? rule.of : rule.required;
  const named = met.length > 0 ? `: ${listText(met.map((s) => s.criteriaTitle))}` : '';
  // "N of M" only while N ≤ M: past the threshold it says how many against how many are needed.
  out.push(
    met.length <= need
      ? `You meet ${met.length} of the ${need} criteria ${visa} requires (${rule.text})${named}.`
      : `You meet ${met.length} criteria, more than the ${need} ${visa} requires (${rule.text})${named}.`,
  );
  const missingMandatory = scores.filter((s) => rule.mandatory.includes(s.criteriaId) && s.score < STRONG);
  if (missingMandatory.length > 0) out.push(`Required in every ${visa} case and not yet strong: ${listText(missingMandatory.map((s) => `${s.criteriaTitle} (${s.score}%)`))}.`);
  if (met.length < rule.required) {
    const closest = ranked.filter((s) => s.score < STRONG).slice(0, rule.required - met.length);
    if (closest.length > 0) out.push(`Closest to the threshold: ${listText(closest.map((s) => `${s.criteriaTitle} (${s.score}%)`))}. One or two strong exhibits for each would bring you to ${rule.required}.`);
  } else if (rule.mandatory.length < rule.of) {
    out.push(`The count is reached. The officer then weighs all the evidence together, so depth in your strongest criteria matters more than adding weak ones.`);
    const weak = scores.filter((s) => s.strength === 'weak' && s.evidenceCount > 0);
    if (weak.length > 0) out.push(`Consider not arguing ${listText(weak.map((s) => s.criteriaTitle))}: weak claims can distract from strong ones.`);
  }
  if (visa === 'O-1A' || visa === 'EB-1A' || visa === 'O-1B') out.push('Where a criterion does not readily fit your occupation, comparable evidence may be offered instead (except for motion picture and TV O-1B cases).');
  if (visa === 'EB-1B') out.push('EB-1B also needs proof of at least 3 years of teaching or research and a permanent or tenure-track offer; include the employer\'s offer letter.');
  if (visa === 'UK_GLOBAL_TALENT') out.push('The UK route expects at least two pieces of evidence for each criterion you rely on, a CV of at most 3 pages and 3 expert letters.');
  // Identity documents are expected to support no criterion; anything else unused deserves a look.
  const used = new Set(supportedNumbers);
  const unused = input.evidence.filter((e) => e.category !== 'identity' && !used.has(e.evidenceNumber));
  if (unused.length > 0) {
    const more = unused.length > 6 ? ` and ${unused.length - 6} more` : '';
    out.push(`${exhibitList(unused.slice(0, 6).map((e) => e.evidenceNumber))}${more} ${unused.length === 1 ? 'supports' : 'support'} no criterion yet: check what ${unused.length === 1 ? 'it shows' : 'they show'} or add a note.`);
  }
  return out;
}

function nextSteps(visa: VisaType, scores: CriteriaScore[], input: BuildReportInput): string[] {
  const rule = VISA_RULES[visa].threshold;
  const met = scores.filter((s) => s.score >= STRONG);
  const out: string[] = [];
  if (input.evidence.length === 0) out.push('Upload your evidence: award letters, articles, review invitations, contracts and other documents that show each criterion.');
  const gaps = scores
    .filter((s) => s.score < STRONG)
    .sort((a, b) => Number(rule.mandatory.includes(b.criteriaId)) - Number(rule.mandatory.includes(a.criteriaId)) || b.score - a.score)
    .slice(0, Math.max(1, rule.required - met.length));
  for (const gap of gaps) out.push(endSentence(`Gather evidence for ${gap.criteriaTitle}: ${gap.suggestions[0] ?? 'add documents that show it directly'}`));
  if (met.length > 0) out.push(`Generate statements for your strong criteria (${listText(met.map((s) => s.criteriaTitle))}) from the Criteria tab.`);
  // NIW has no final merits step: the prongs are its argument.
  if (met.length >= rule.required && rule.mandatory.length < rule.of && visa !== 'EB-2 NIW') out.push('Generate the Final Merits statement to argue sustained acclaim across all your criteria.');
  const letters = input.evidence.filter((e) => e.category === 'recommendation_letter' || e.category === 'uk_recommendation_letters').length;
  if (letters < 3) out.push(`Add recommendation letters from independent experts (you have ${letters}; aim for at least 3).`);
  out.push('Refresh this report after uploading new evidence.');
  return out.slice(0, 6);
}

export function buildCriteriaReport(input: BuildReportInput): Omit<BuildReportOutput, 'author'> {
  const support = supportByCriterion(input.visaType, input.evidence);
  const scored = support.map(scoreOne);
  // NIW: the advanced degree is decided by the rule (degree records, experience letters' dates), then each prong is read apart.
  const basis = input.visaType === 'EB-2 NIW' ? niwBasisOfExhibits(input.evidence, scored) : undefined;
  const scores = basis ? scoreNiwBasis(scored, basis) : scored;
  const supportedNumbers = support.flatMap((cs) => cs.supports.map((s) => s.evidence.evidenceNumber));
  const criteriaScores = [...scores].sort((a, b) => b.score - a.score);
  const general = strategy(input.visaType, scores, input, supportedNumbers);
  const report: CriteriaReport = {
    criteriaScores,
    strategicRecommendations: basis ? [...niwStrategy(scores, basis), ...general.slice(1)] : general,
    nextSteps: nextSteps(input.visaType, scores, input),
  };
  return { report };
}
