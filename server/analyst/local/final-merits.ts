/**
 * The final merits statement (Kazarian step two): after counting criteria, the
 * officer weighs everything together. The statement therefore argues across
 * criteria, shows the acclaim lasted over years, compares the person with
 * the field, and uses exhibits that fit no single criterion.
 */
import { VISA_RULES } from '../../../src/contract/criteria';
import type { CriteriaScore } from '../../../src/contract/criteria-report';
import type { VisaType } from '../../../src/contract/visa';
import type { DraftedStatement, DraftStatementInput } from '../analyst';
import { stripUnknownExhibitRefs } from '../exhibits';
import { buildCriteriaReport } from './report';
import { matchingSnippets, yearsByExhibit, type Snippet } from './snippets';
import { sentencesOf } from './nlp';
import { evidenceText } from './support';
import { exhibitList, listText, plural, quote, safeName } from './text';

const FRAMEWORK: Record<VisaType, { standard: string; law: string }> = {
  'O-1A': { standard: 'sustained national or international acclaim, placing the beneficiary among the small percentage who have risen to the very top of the field', law: 'Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), applied to O-1 petitions in the USCIS Policy Manual, Vol. 2, Part M' },
  'O-1B': { standard: 'distinction: a high level of achievement in the arts, recognised to a degree substantially above that ordinarily encountered (for film and TV, extraordinary achievement)', law: 'the two-step review of Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), as applied in the USCIS Policy Manual, Vol. 2, Part M' },
  'EB-1A': { standard: 'sustained national or international acclaim, placing the beneficiary among the small percentage who have risen to the very top of the field', law: 'Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), adopted in the USCIS Policy Manual, Vol. 6, Part F, Ch. 2' },
  'EB-1B': { standard: 'international recognition as outstanding in the academic field', law: 'the two-step review of Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), adopted in the USCIS Policy Manual, Vol. 6, Part F, Ch. 3' },
  'EB-1C': { standard: 'that every requirement for a multinational executive or manager is met', law: '8 CFR 204.5(j); EB-1C has no criteria count, so the whole case must show each requirement' },
  UK_GLOBAL_TALENT: { standard: 'exceptional talent or exceptional promise as a leader in the field', law: 'the Immigration Rules, Appendix Global Talent, under which the endorsing body weighs the application as a whole' },
};

/** Phrases that compare a person with the rest of the field. */
const STANDING = 'top leading first only best highest among renowned pioneer foremost prestigious most cited world-class landmark record unprecedented';

function criteriaSection(visa: VisaType, scores: CriteriaScore[], name: string): string[] {
  const rule = VISA_RULES[visa].threshold;
  const met = scores.filter((s) => s.score >= 70);
  const partial = scores.filter((s) => s.score >= 40 && s.score < 70);
  const lines = ['## Step one: the criteria', ''];
  lines.push(`${visa} requires ${rule.text}. On the present record ${name} meets ${met.length}${met.length >= rule.required ? ', which reaches the threshold' : `, short of the ${rule.required} required`}.`, '');
  for (const s of [...met, ...partial]) {
    const refs = s.keyEvidence.map((k) => k.split(':')[0]).filter(Boolean).join(', ');
    lines.push(`- **${s.criteriaTitle}** (${s.strength}, ${s.score}%)${refs ? `: ${refs}` : ''}`);
  }
  if (met.length + partial.length === 0) lines.push('- No criterion is yet supported by the exhibits.');
  lines.push('');
  return lines;
}

function sustainedSection(input: DraftStatementInput): string[] {
  const years = yearsByExhibit(input.evidence);
  if (years.size === 0) return ['### Sustained over time', '', 'The exhibits do not state dates; adding dated documents would show how long the acclaim has lasted.', ''];
  const all = [...years.values()].flat();
  const first = Math.min(...all);
  const last = Math.max(...all);
  const examples = [...years.entries()].sort((a, b) => (a[1][0] ?? 0) - (b[1][0] ?? 0)).slice(0, 5).map(([n, ys]) => `Exhibit ${n} (${ys[0]}${ys.length > 1 ? `–${ys[ys.length - 1]}` : ''})`);
  const span = last - first;
  return [
    '### Sustained over time',
    '',
    span >= 2
      ? `The recognition is not a single moment: the exhibits span ${first} to ${last}, about ${plural(span, 'year')} (${listText(examples)}).`
      : `The dated exhibits fall within ${first === last ? first : `${first}–${last}`} (${listText(examples)}); earlier or later evidence would show the acclaim is sustained.`,
    '',
  ];
}

function standingQuotes(input: DraftStatementInput): Snippet[] {
  const out: Snippet[] = [];
  const words = new Set(STANDING.split(' '));
  for (const e of input.evidence.slice(0, 60)) {
    for (const s of sentencesOf(evidenceText(e).slice(0, 20_000))) {
      const hits = s.toLowerCase().split(/[^a-z-]+/).filter((w) => words.has(w)).length;
      if (hits > 0 && s.split(/\s+/).length >= 6) out.push({ evidenceNumber: e.evidenceNumber, fileName: safeName(e.fileName), sentence: quote(s, 40), score: hits });
    }
  }
  const seen = new Set<number>();
  return out.sort((a, b) => b.score - a.score || a.evidenceNumber - b.evidenceNumber).filter((s) => !seen.has(s.evidenceNumber) && seen.add(s.evidenceNumber)).slice(0, 3);
}

export function draftFinalMerits(input: DraftStatementInput): DraftedStatement {
  const visa = input.visaType;
  const name = input.applicantName.trim() || 'The beneficiary';
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  const report = input.report ?? buildCriteriaReport({ visaType: visa, evidence: input.evidence }).report;
  // Only cite what the petition has: a stored report may predate a deleted exhibit.
  const scores = report.criteriaScores.map((s) => ({ ...s, keyEvidence: s.keyEvidence.filter((k) => numbers.includes(Number(/^Exhibit (\d+)/.exec(k)?.[1]))) }));
  const fw = FRAMEWORK[visa];
  const lines = ['# Final Merits Statement', '', `**Beneficiary:** ${name}  `, `**Visa:** ${VISA_RULES[visa].name}`, ''];
  lines.push('## The legal framework', '', `Under ${fw.law}, the review has two steps: first, whether the evidence meets the required criteria, each on its own; second, whether all of it, taken together, shows ${fw.standard}. This statement addresses the second step.`, '');
  const instructions = input.instructions?.trim();
  if (instructions) {
    const clean = stripUnknownExhibitRefs(instructions, numbers).replace(/\s+/g, ' ');
    const hits = matchingSnippets(clean, input.evidence, 3);
    lines.push('## Focus', '', `As requested, this statement addresses: "${clean}"`, '');
    for (const h of hits) lines.push(`- Exhibit ${h.evidenceNumber} (${h.fileName}): "${h.sentence}"`);
    if (hits.length === 0) lines.push('No exhibit speaks to this directly; it is addressed only as far as the record allows.');
    lines.push('');
  }
  lines.push(...criteriaSection(visa, scores, name));
  lines.push('## Step two: the totality of the evidence', '');
  lines.push(...sustainedSection(input));
  const standing = standingQuotes(input);
  lines.push('### Standing in the field', '');
  if (standing.length > 0) for (const s of standing) lines.push(`- Exhibit ${s.evidenceNumber} (${s.fileName}): "${s.sentence}"`);
  else lines.push('The exhibits do not yet compare the beneficiary with others in the field; expert letters or rankings that do so would help.');
  lines.push('');
  const beyond = input.evidence.filter((e) => e.category === 'recommendation_letter' || e.category === 'uk_recommendation_letters' || e.category === 'other');
  if (beyond.length > 0) {
    lines.push('### Beyond the individual criteria', '', `${exhibitList(beyond.slice(0, 8).map((e) => e.evidenceNumber))} ${beyond.length === 1 ? 'adds' : 'add'} weight that no single criterion captures: expert assessments and achievements the criteria do not list. They count in this overall review.`, '');
  }
  const met = scores.filter((s) => s.score >= 70);
  lines.push('## Conclusion', '');
  lines.push(
    met.length >= VISA_RULES[visa].threshold.required
      ? `Taken together, ${met.length > 0 ? `the evidence under ${listText(met.map((s) => s.criteriaTitle))}` : 'the evidence'}, sustained over time and confirmed by others in the field, shows ${fw.standard}. ${name} qualifies on the merits.`
      : `The record does not yet meet the threshold (${VISA_RULES[visa].threshold.text}); the final merits argument should be completed once the missing criteria are supported. What the exhibits show so far points toward ${fw.standard}.`,
  );
  lines.push('', `_Drafted by the offline analyst from ${plural(input.evidence.length, 'exhibit')}${input.report ? ' and the criteria report' : ' and a criteria assessment made now'}. Review before filing._`);
  return { title: 'Final Merits Statement', content: lines.join('\n'), notes: [] };
}
