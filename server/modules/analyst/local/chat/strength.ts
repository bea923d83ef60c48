/**
 * Questions about the petition as a whole: how strong it is (from the criteria
 * report), which criteria have exhibits and which have none, and what the visa
 * requires (from the catalogue).
 */
import { criteriaFor, VISA_RULES } from '../../../../../src/contract/criteria';
import type { CriteriaReport } from '../../../../../src/contract/criteria-report';
import type { VisaType } from '../../../../../src/contract/visa';
import { exhibitList, listText } from '../text';
import { matchText, visaVocab } from '../vocab';
import type { Target } from './concepts';
import { catalogue, visaLabel, type Ctx, type Reply } from './context';
import { answerCriterion, filedUnder } from './criterion';

/** The report's view, without exhibit numbers (a stored report may cite exhibits since removed). */
function strengthLines(visa: VisaType, question: string, report: CriteriaReport, target?: Target): string[] {
  const rule = VISA_RULES[visa].threshold;
  const scores = report.criteriaScores;
  const ids = criteriaFor(visa).map((c) => c.id);
  const byVocab = matchText(visaVocab(visa), question).map((m, i) => ({ m, id: ids[i] })).filter(({ m }) => m.signal >= 0.3).sort((a, b) => b.m.signal - a.m.signal)[0];
  const askedId = target?.criterion?.id ?? byVocab?.id;
  const focus = askedId ? scores.find((s) => s.criteriaId === askedId) : undefined;
  if (focus) {
    return [
      `**${focus.criteriaTitle}** is rated ${focus.strength} (${focus.score}%) in your criteria report, from ${focus.evidenceCount} supporting document${focus.evidenceCount === 1 ? '' : 's'}.`,
      ...(focus.suggestions.length > 0 ? ['', 'To strengthen it:', ...focus.suggestions.slice(0, 3).map((s) => `- ${s}`)] : []),
    ];
  }
  const by = (k: string) => scores.filter((s) => s.strength === k).map((s) => `${s.criteriaTitle} (${s.score}%)`);
  const strong = by('strong');
  const needed = rule.mandatory.length === rule.of ? rule.of : rule.required;
  const verdict = strong.length >= needed ? 'enough on paper, so make each one as convincing as you can' : `${needed - strong.length} more to reach that`;
  const lines = [`By your criteria report ${strong.length} ${strong.length === 1 ? 'criterion is' : 'criteria are'} strong; ${visaLabel(visa)} requires ${rule.text}: ${verdict}.`, ''];
  if (strong.length) lines.push(`- Strong: ${listText(strong)}`);
  if (by('moderate').length) lines.push(`- Moderate: ${listText(by('moderate'))}`);
  if (by('weak').length) lines.push(`- Weak: ${listText(by('weak'))}`);
  if (report.nextSteps[0]) lines.push('', `Next step: ${report.nextSteps[0]}`);
  return lines;
}

/** Which criteria have exhibits filed under them, which have none, against the visa's threshold. */
export function answerCoverage(ctx: Ctx): Reply {
  const rule = VISA_RULES[ctx.visa];
  const criteria = criteriaFor(ctx.visa);
  const rows = criteria.map((c) => ({ c, docs: filedUnder(ctx, [c.id]) }));
  const covered = rows.filter((r) => r.docs.length > 0);
  const empty = rows.filter((r) => r.docs.length === 0);
  const visa = visaLabel(ctx.visa);
  const lines = [`You have exhibits filed under ${covered.length} of the ${criteria.length} ${visa} criteria; ${visa} needs ${rule.threshold.text}.`, ''];
  for (const r of covered) lines.push(`- **${r.c.title}**: ${exhibitList(r.docs.map((d) => d.n))}`);
  if (empty.length > 0) lines.push('', `Nothing is filed yet under ${listText(empty.map((r) => `**${r.c.title}**`))}.`);
  const missingMandatory = empty.filter((r) => rule.threshold.mandatory.includes(r.c.id));
  if (missingMandatory.length > 0) lines.push('', `${listText(missingMandatory.map((r) => r.c.title))} ${missingMandatory.length === 1 ? 'is' : 'are'} required for every ${visa} petition.`);
  if (ctx.report) {
    const weakest = [...ctx.report.criteriaScores].sort((a, b) => a.score - b.score).slice(0, 3);
    if (weakest.length > 0) lines.push('', `Your criteria report rates these lowest: ${listText(weakest.map((s) => `${s.criteriaTitle} (${s.score}%)`))}.`);
    if (ctx.report.nextSteps[0]) lines.push('', `Next step: ${ctx.report.nextSteps[0]}`);
  }
  return { lines, cited: covered.flatMap((r) => r.docs.map((d) => d.n)), sources: ctx.report ? ['your criteria report', catalogue(ctx.visa)] : [catalogue(ctx.visa)] };
}

/** 'How strong is my petition?': from the report; without one, what is filed where. */
export function answerStrength(ctx: Ctx, target?: Target): Reply {
  if (ctx.report) return { lines: strengthLines(ctx.visa, ctx.question, ctx.report, target), cited: [], sources: ['your criteria report'] };
  const none = "There is no criteria report for this petition yet: open the Criteria tab and choose 'Generate Criteria Report' to have each criterion rated.";
  const rest = target ? answerCriterion(ctx, target) : answerCoverage(ctx);
  return { ...rest, lines: [none, '', ...rest.lines] };
}

/** 'What are the criteria?', 'how many criteria do I need?'. */
export function answerRules(visa: VisaType): Reply {
  const rule = VISA_RULES[visa];
  return {
    lines: [`${rule.name} needs ${rule.threshold.text}. The criteria are:`, '', ...criteriaFor(visa).map((c) => `- **${c.title}** (${c.regulation}): ${c.description}`)],
    cited: [],
    sources: [catalogue(visa)],
  };
}
