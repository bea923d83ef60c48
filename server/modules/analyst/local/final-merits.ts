/**
 * The final merits statement (Kazarian step two): after counting criteria, the
 * officer weighs everything together. It argues across criteria from the whole
 * record: which criteria the exhibits meet, that the acclaim lasted (from the
 * documents' own dates, never their reference lists), how the beneficiary
 * compares with the field (in the exhibits' words), and the expert letters.
 */
import { VISA_RULES } from '../../../../src/contract/criteria';
import type { DraftedStatement, DraftStatementInput } from '../../../platform/analyst/analyst';
import { FRAMEWORK } from '../framework';
import { parseInstructions, steerOrder, steeringNotes, type Steering } from './instructions';
import { pinCite } from '../pin-cites';
import { findings, readRecord, SIGNALS, type ExhibitRecord, type Finding } from './record';
import { buildCriteriaReport } from './report';
import { exhibitList, listText, plural } from './text';

function criteriaSection(input: DraftStatementInput, records: ExhibitRecord[]): { lines: string[]; met: string[] } {
  const visa = input.visaType;
  const rule = VISA_RULES[visa].threshold;
  const report = input.report ?? buildCriteriaReport({ visaType: visa, evidence: input.evidence }).report;
  const numbers = new Set(records.map((r) => r.number));
  const lines = ['## Step one: the criteria', ''];
  const met: string[] = [];
  const argued: string[] = [];
  for (const s of report.criteriaScores.filter((x) => x.score >= 40)) {
    // Only exhibits filed under the criterion, and still in the record, are cited for it.
    const filed = records.filter((r) => r.evidence.category === s.criteriaId && numbers.has(r.number)).map((r) => r.number);
    if (filed.length === 0) continue;
    (s.score >= 70 ? met : argued).push(s.criteriaTitle);
    lines.push(`- **${s.criteriaTitle}**: ${exhibitList(filed)}`);
  }
  if (met.length + argued.length === 0) {
    lines.push(`The record does not yet establish the criteria ${visa} requires (${rule.text}).`, '');
    return { lines, met };
  }
  lines.push('');
  const claim = met.length > 0 ? `The evidence establishes ${listText(met)}${argued.length > 0 ? `, and supports ${listText(argued)}` : ''}.` : `The evidence supports ${listText(argued)}.`;
  lines.push(`${visa} requires ${rule.text}. ${claim} Each criterion is argued in its own statement; what follows weighs them together.`, '');
  return { lines, met };
}

/** Categories that are not a criterion: a CV, a letter or an unfiled document dates no acclaim. */
const NOT_ACCLAIM = new Set(['cv', 'uk_cv', 'recommendation_letter', 'uk_recommendation_letters', 'other', 'identity']);

/** The first and last dated exhibit filed under a criterion, by its own date (the fact sheet's, else its opening year; never a reference's). */
function sustainedSection(records: ExhibitRecord[]): string[] {
  const dated = records
    .filter((r) => r.facts.year && !NOT_ACCLAIM.has(r.evidence.category ?? 'other'))
    .map((r) => ({ r, when: r.facts.date && r.facts.date.page === r.facts.year!.page && r.facts.date.value.includes(r.facts.year!.value) ? r.facts.date : r.facts.year!, year: Number(r.facts.year!.value) }))
    .sort((a, b) => a.year - b.year || a.r.number - b.r.number);
  const first = dated[0];
  const last = dated.at(-1);
  if (!first || !last) return [];
  const lines = ['### Sustained acclaim', ''];
  const cite = (d: typeof first) => `${d.when.value} (${pinCite(d.r.number, d.when.page ?? [])})`;
  if (last.year - first.year >= 2) lines.push(`The recognition is not a single moment. The record runs from ${cite(first)} to ${cite(last)}.`, '');
  else lines.push(`The dated exhibits fall between ${cite(first)} and ${cite(last)}.`, '');
  return lines;
}

function quoteLines(found: Finding[]): string[] {
  return found.flatMap((f) => [`> "${f.sentence}"`, `> — ${pinCite(f.number, f.page)}`, '']);
}

function standingSection(records: ExhibitRecord[], steering: Steering, used: Set<string>): string[] {
  const limit = steering.length === 'shorter' ? 2 : steering.length === 'longer' ? 5 : 3;
  const found = findings(records, SIGNALS.comparison, limit, used);
  const selective = findings(records, SIGNALS.selectivity, 1, new Set([...used, ...found.map((f) => f.sentence)]));
  const all = [...found, ...selective];
  if (all.length === 0) return [];
  all.forEach((f) => used.add(f.sentence));
  return ['### Standing in the field', '', 'The exhibits compare the beneficiary with others in the field in their own words:', '', ...quoteLines(all)];
}

const OPINION = /\b(in my (opinion|view|judg(e)?ment)|I (consider|believe|regard)|among the|one of the)\b/i;

/** The expert letters: 'letters from experts' only when there are several. */
function lettersSection(records: ExhibitRecord[], used: Set<string>): string[] {
  const letters = records.filter((r) => r.facts.kind === 'recommendation_letter' || /recommendation_letter/.test(r.evidence.category ?? ''));
  if (letters.length === 0) return [];
  const opinions = letters
    .map((r) => ({ r, q: r.sentences.find((s) => OPINION.test(s.text) && !used.has(s.text)) }))
    .filter((x) => x.q)
    .slice(0, 2)
    .map(({ r, q }) => ({ number: r.number, sentence: q!.text, page: q!.page }));
  opinions.forEach((o) => used.add(o.sentence));
  const one = letters.length === 1;
  const lines = [
    one ? '### An expert who knows the field' : '### Experts who know the field',
    '',
    one
      ? `${exhibitList(letters.map((r) => r.number))} is a letter from an expert who assesses the work as a whole, beyond any single criterion.`
      : `${exhibitList(letters.map((r) => r.number))} are letters from experts who assess the work as a whole, beyond any single criterion.`,
    '',
  ];
  return [...lines, ...quoteLines(opinions)];
}

export function draftFinalMerits(input: DraftStatementInput): DraftedStatement {
  const visa = input.visaType;
  const name = input.applicantName.trim() || 'The beneficiary';
  const steering = parseInstructions(input.instructions);
  const ordered = steerOrder(input.evidence, (e) => e.evidenceNumber, (e) => e.text.slice(0, 5000), steering);
  const read = readRecord(ordered, input.applicantName);
  // A document that records someone else's achievement is no part of the beneficiary's record.
  const records = read.filter((r) => !r.aboutSomeoneElse);
  const others = read.length - records.length;
  const fw = FRAMEWORK[visa];
  const lines = ['# Final Merits Statement', '', `**Beneficiary:** ${name}  `, `**Visa:** ${VISA_RULES[visa].name}`, ''];
  lines.push('## The legal framework', '', `Under ${fw.law}, the review has two steps: first, whether the evidence meets the required criteria, each on its own; second, whether all of it, taken together, shows ${fw.standard}. This statement addresses the second step.`, '');
  const { lines: criteria, met } = criteriaSection({ ...input, evidence: ordered }, records);
  lines.push(...criteria);
  lines.push('## Step two: the totality of the evidence', '');
  const used = new Set<string>();
  const body = [...sustainedSection(records), ...standingSection(records, steering, used), ...lettersSection(records, used)];
  lines.push(...(body.length > 0 ? body : ['The exhibits are weighed together below.', '']));
  lines.push('## Conclusion', '');
  const enough = met.length >= VISA_RULES[visa].threshold.required;
  lines.push(
    enough
      ? `Taken together, the evidence under ${listText(met)}, the record of recognition over time and the assessment of others in the field show ${fw.standard}. ${name} qualifies on the merits.`
      : `Taken together, the exhibits point toward ${fw.standard}.`,
  );
  const cited = [...new Set(records.map((r) => r.number))];
  const notes = [`Drafted from ${plural(cited.length, 'exhibit')} (${exhibitList(cited)})${input.report ? ' and your criteria report' : ' and a criteria assessment made now'}. Quotations are whole sentences of the exhibits they cite, each with the exhibit's own page ('Exhibit N at P'); dates are the documents' own, from their fact sheets, never those of their reference lists.`];
  if (others > 0) notes.push(`${plural(others, 'exhibit')} ${others === 1 ? 'records' : 'record'} someone else's achievement (${exhibitList(read.filter((r) => r.aboutSomeoneElse).map((r) => r.number))}), so ${others === 1 ? 'it is' : 'they are'} not weighed here.`);
  if (!enough) notes.push(`The record does not yet meet the threshold (${VISA_RULES[visa].threshold.text}); complete this argument once more criteria are supported.`);
  if (body.length === 0) notes.push('No exhibit states a date, a comparison with others or an expert opinion yet; letters and dated documents would strengthen this statement.');
  notes.push(...steeringNotes(steering, input.instructions, cited));
  return { title: 'Final Merits Statement', content: lines.join('\n'), notes };
}

