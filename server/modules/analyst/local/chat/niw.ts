/**
 * EB-2 NIW questions (issue 36 item 7): which prong is weakest, whether the degree qualifies, and what the
 * January 2025 Policy Manual update means for the applicant's experience. Answers come from the criteria
 * report and the basis rules applied to the exhibits (report-niw.ts, src/contract/niw-basis.ts).
 */
import type { EvidenceForAnalysis } from '../../../../platform/analyst/analyst';
import { experienceSum, niwBasisOfExhibits, PRONGS } from '../report-niw';
import type { Ctx, Reply } from './context';

const WEAKEST = /\b(weak(est|er)?|strong(est)?)\b[^?]{0,40}\bprongs?\b|\bprongs?\b[^?]{0,40}\b(weak(est|er)?|strong(est)?)\b|\bwhich prong\b/i;
const DEGREE = /\b(does|do|will|would|can) my (degree|bachelor'?s?|master'?s?|ph\.?\s?d|diploma)\b|\b(degree|bachelor'?s?|master'?s?)\b[^?]{0,40}\b(qualif(y|ies)|count|enough|advanced degree)\b|\bam i (eligible|qualified) for eb-?2\b/i;
const POLICY_2025 = /\b(january )?2025\b[^?]{0,60}\b(change|update|guidance|policy)\b|\bpolicy manual\b|\b(change|update)\b[^?]{0,40}\b(experience|years)\b|\bexperience (before|prior to) (my|the) (degree|bachelor)/i;

const SOURCE = 'the EB-2 rules of 8 CFR 204.5(k) and the USCIS Policy Manual, Vol. 6, Part F, Ch. 5 (January 2025)';

function exhibitsOf(ctx: Ctx): EvidenceForAnalysis[] {
  return ctx.docs.map((d) => ({ evidenceNumber: d.n, fileName: d.fileName, category: d.category, aiTags: d.tags, aiDescription: d.description, userNotes: null, kind: d.kind, text: d.text, setAside: d.setAside }));
}

const cites = (sources: (string | undefined)[]) => [...new Set(sources.flatMap((s) => (s && /^Exhibit \d+$/.test(s) ? [Number(s.slice(8))] : [])))];

function weakestProng(ctx: Ctx): Reply {
  if (!ctx.report) return { lines: ['Build the criteria report first (Criteria tab): it scores the basis and each of the three prongs, and I answer from it.'], cited: [] };
  const scored = PRONGS.map(([id, name]) => ({ name, s: ctx.report!.criteriaScores.find((x) => x.criteriaId === id) }));
  const [weakest] = [...scored].sort((a, b) => (a.s?.score ?? 0) - (b.s?.score ?? 0));
  const lines = [`Your weakest prong is ${weakest!.name}, at ${weakest!.s?.score ?? 0}%.`, '', ...scored.map((p) => `- ${p.name}: ${p.s?.score ?? 0}% (${p.s?.strength ?? 'weak'})`)];
  const tip = weakest!.s?.suggestions[0];
  if (tip) lines.push('', `To strengthen it: ${tip}`);
  return { lines, cited: [], sources: ['your criteria report'] };
}

function degreeQualifies(ctx: Ctx): Reply {
  const basis = niwBasisOfExhibits(exhibitsOf(ctx), ctx.report?.criteriaScores ?? []);
  if (!basis.degree && basis.exceptionalAbility.met.length === 0) {
    return { lines: ["No exhibit shows a degree yet. Upload the diploma with its transcript (and a credential evaluation for a foreign degree): a master's or higher qualifies on its own; a bachelor's needs five years of progressive experience after it."], cited: [], sources: [SOURCE] };
  }
  const sum = experienceSum(basis);
  const lines = [basis.met ? 'Yes: the EB-2 basis is met.' : 'Not yet: the EB-2 basis is not met.', '', ...basis.reasons, ...(sum ? ['', sum] : [])];
  return { lines, cited: cites([basis.degree?.source, ...(basis.experience?.counted.map((c) => c.source) ?? [])]), sources: [SOURCE] };
}

function policy2025(ctx: Ctx): Reply {
  const basis = niwBasisOfExhibits(exhibitsOf(ctx), ctx.report?.criteriaScores ?? []);
  const lines = [
    "The January 2025 update to the USCIS Policy Manual says that for a bachelor's degree to count as an advanced degree, the five years of progressive experience must come after the bachelor's degree and be in the specialty; work before the degree does not count. It also says exceptional ability must relate to the proposed endeavor.",
  ];
  if (basis.route === 'advanced_degree') lines.push('', `For you it changes little: ${basis.reasons[0]}`);
  else if (basis.experience) {
    lines.push('', ...basis.reasons);
    const sum = experienceSum(basis);
    if (sum) lines.push('', sum);
  } else lines.push('', "Upload your diploma and your employers' experience letters (with exact dates and full-time hours) and I will count the years that qualify.");
  return { lines, cited: cites([basis.degree?.source, ...(basis.experience?.counted.map((c) => c.source) ?? []), ...(basis.experience?.excluded.map((e) => e.source) ?? [])]), sources: [SOURCE] };
}

/** An NIW question this module answers, or undefined for the general intents. */
export function answerNiw(ctx: Ctx): Reply | undefined {
  if (ctx.visa !== 'EB-2 NIW') return undefined;
  if (WEAKEST.test(ctx.question)) return weakestProng(ctx);
  if (POLICY_2025.test(ctx.question)) return policy2025(ctx);
  if (DEGREE.test(ctx.question)) return degreeQualifies(ctx);
  return undefined;
}
