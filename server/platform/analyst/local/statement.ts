/**
 * A petition statement for one criterion, argued as counsel would: the
 * standard, the facts with their exhibits (each quotation a whole sentence of
 * that exhibit), why those facts meet the standard (selectivity, reach,
 * comparison with peers, where the evidence gives them), and a conclusion
 * whose confidence follows the evidence. What it is based on, and how the
 * user's instructions were followed, goes into the notes beside it.
 */
import { findCriterion, proofOf, VISA_RULES, type Criterion as CatalogueCriterion, type Proof } from '../../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../../src/contract/criteria-report';
import type { DraftedStatement, DraftStatementInput } from '../analyst';
import { assertExhibitRefs } from '../exhibits';
import { draftFinalMerits } from './final-merits';
import { guidanceFor } from './guidance';
import { emphasisScore, parseInstructions, steerOrder, steeringNotes, type Steering } from './instructions';
import { kindNoun } from '../../../modules/analyst/kinds';
import { findings, readRecord, SIGNALS, type ExhibitRecord } from './record';
import { criterionScore, supportByCriterion, type Support } from './support';
import { endSentence, exhibitList, plural } from './text';

/** What the standard looks for, in petition language; it claims nothing about the exhibits. */
/** A criterion of the catalogue, or an id outside it: its proof then is whatever the id names in another visa, if anything. */
type Criterion = Omit<CatalogueCriterion, 'proof'> & { proof?: Proof | undefined };

const STANDARD: Record<Proof, string> = {
  awards: 'An award meets this criterion when it is given for excellence in the field and is recognised nationally or internationally, beyond the body that grants it.',
  memberships: 'A membership meets this criterion when the association admits members for outstanding achievement, as judged by recognised experts, rather than for a fee, a degree or years of work.',
  press: 'Published material meets this criterion when it is about the beneficiary and the beneficiary\'s work, and appears in professional or major trade publications or other major media.',
  judging: 'Judging meets this criterion when the beneficiary evaluated the work of others in the field, alone or on a panel, and did so in fact rather than by invitation only.',
  contributions: 'A contribution meets this criterion when it is original and of major significance to the field, as shown by how others have used, cited or adopted it.',
  articles: 'Authorship meets this criterion when the beneficiary wrote scholarly articles published in professional journals or other major media in the field.',
  critical_role: 'A role meets this criterion when it was leading or critical to an organisation, or a part of it, that has a distinguished reputation.',
  high_salary: 'Remuneration meets this criterion when it is high in comparison with others in the field, shown by reliable evidence such as contracts, pay records or salary surveys.',
  exhibitions: 'This criterion is met by the display of the beneficiary\'s work at artistic exhibitions or showcases.',
  commercial_success: 'This criterion is met by commercial success in the performing arts, shown by box office receipts or sales.',
  lead_role: 'This criterion is met by lead or starring roles in productions or events with a distinguished reputation.',
  expert_recognition: 'This criterion is met by significant recognition from organisations, critics, government agencies or other recognised experts.',
  managerial_abroad: 'This requirement is met by at least one year of employment abroad in a managerial or executive capacity within the three years before the petition.',
  qualifying_relationship: 'This requirement is met when the foreign and US employers are the same employer or related as parent, branch, subsidiary or affiliate.',
  us_business: 'This requirement is met when the US employer has been doing business for at least one year.',
  us_position: 'This requirement is met when the offered US position is managerial or executive.',
  cv: 'The CV sets out the career and achievements concisely, within three pages.',
  recommendation_letters: 'The letters come from established experts who know the applicant\'s work and explain its significance.',
};

/** How an exhibit's quotation is introduced, by what the document is. */
function introduce(r: ExhibitRecord): string {
  return `**Exhibit ${r.number}**, ${kindNoun(r.kind)}, states:`;
}

/** The sentences to quote from one exhibit for this criterion: emphasis first, then the best for the criterion. */
function pickSentences(r: ExhibitRecord, keywords: RegExp | null, steering: Steering, count: number): string[] {
  // The user's note on the exhibit ('the prize goes to one researcher a year') points at the sentence that matters.
  const noted = parseInstructions(r.evidence.userNotes ?? '');
  const scored = r.sentences.map((s, i) => ({ s, i, score: emphasisScore(s, steering) * 4 + emphasisScore(s, noted) * 3 + (keywords?.test(s) ? 2 : 0) + (/\d/.test(s) ? 0.5 : 0) - i * 0.01 }));
  return scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

function keywordPattern(criterion: Criterion): RegExp | null {
  const words = criterion.keywords.filter((k) => k.length > 3).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length > 0 ? new RegExp(`\\b(${words.join('|')})`, 'i') : null;
}

function argumentLines(records: ExhibitRecord[], quotedAbove: Map<string, number>, steering: Steering): string[] {
  const limit = steering.length === 'shorter' ? 1 : 2;
  const out: string[] = [];
  const groups: Array<[string, RegExp]> = [
    ['The recognition is selective', SIGNALS.selectivity],
    ['The work reaches beyond one institution', SIGNALS.reach],
    ['The exhibits compare the beneficiary with others in the field', SIGNALS.comparison],
    ['Others in the field use the work', SIGNALS.impact],
  ];
  const used = new Set<string>();
  for (const [lead, signal] of groups) {
    const fresh = findings(records, signal, limit, new Set([...used, ...quotedAbove.keys()]));
    const above = [...quotedAbove.entries()].filter(([s]) => signal.test(s) && !used.has(s)).slice(0, limit);
    if (fresh.length === 0 && above.length === 0) continue;
    const parts = [
      ...fresh.map((f) => `Exhibit ${f.number} states that "${f.sentence.replace(/[.]$/, '')}"`),
      ...(fresh.length === 0 ? above.map(([, n]) => `Exhibit ${n} says so in the passage quoted above`) : []),
    ];
    fresh.forEach((f) => used.add(f.sentence));
    above.forEach(([s]) => used.add(s));
    out.push(`${lead}. ${parts.join('; ')}.`, '');
  }
  return out;
}

function criterionStatement(input: DraftStatementInput, criterion: Criterion): DraftedStatement {
  const visa = input.visaType;
  const steering = parseInstructions(input.instructions);
  const cs = supportByCriterion(visa, input.evidence).find((s) => s.criterion.id === criterion.id);
  const supports: Support[] = cs?.supports ?? [];
  // Exhibits filed under the criterion carry it; one that only mentions its words is cited only when none is filed.
  const primary = supports.filter((s) => s.primary);
  const all = primary.length > 0 ? primary : supports;
  const max = steering.length === 'shorter' ? 3 : steering.length === 'longer' ? 8 : 6;
  // Primary support first; secondary only where it holds a sentence about the criterion.
  const ordered = steerOrder(all, (s) => s.evidence.evidenceNumber, (s) => s.evidence.text.slice(0, 5000), steering, (s) => (s.primary ? 0 : 1)).slice(0, max);
  const records = readRecord(ordered.map((s) => s.evidence));
  const keywords = keywordPattern(criterion);
  const quoted = records.filter((r) => r.sentences.length > 0);
  const name = input.applicantName.trim() || 'The beneficiary';
  const title = `${criterion.title} — ${visa} Criterion Statement`;
  const notes: string[] = [];

  const lines = [`# ${title}`, '', `**Beneficiary:** ${name}  `, `**Criterion:** ${criterion.title} (${criterion.regulation})`, ''];
  lines.push('## The standard', '', (criterion.proof && STANDARD[criterion.proof]) || criterion.description, '');

  if (quoted.length === 0) {
    lines.push('## The evidence', '', `The record does not yet include an exhibit that addresses ${criterion.title}.`);
    notes.push(`None of the ${plural(input.evidence.length, 'exhibit')} in this petition speaks to ${criterion.title}, so this draft cannot argue that it is met.`);
    notes.push(...guidanceFor(criterion.id).tips.map((t) => `To add: ${endSentence(t)}`));
    notes.push(...steeringNotes(steering, input.instructions, []));
    return { title, content: lines.join('\n'), notes };
  }

  if (visa === 'UK_GLOBAL_TALENT') return ukEvidenceMap(input, criterion, quoted, keywords, steering, notes);

  const perExhibit = steering.length === 'longer' ? 2 : 1;
  const quotedAbove = new Map<string, number>();
  lines.push('## The evidence', '');
  for (const r of quoted) {
    const sentences = pickSentences(r, keywords, steering, perExhibit);
    sentences.forEach((s) => quotedAbove.set(s, r.number));
    lines.push(`${introduce(r)} ${sentences.map((s) => `"${s}"`).join(' It also states: ')}`, '');
  }

  const refs = exhibitList(quoted.map((r) => r.number));
  lines.push('## Why this meets the standard', '');
  lines.push(...argumentLines(quoted, quotedAbove, steering));
  if (primary.length > 0) lines.push(`Together, ${refs} ${quoted.length === 1 ? 'is' : 'are'} the kind of evidence the regulation names for this criterion.`, '');
  else lines.push(`${refs} ${quoted.length === 1 ? 'bears' : 'bear'} on this criterion, although no exhibit is filed under it yet.`, '');

  const reported = input.report?.criteriaScores.find((s) => s.criteriaId === criterion.id);
  const score = reported?.score ?? criterionScore(criterion.id, supports);
  lines.push('## Conclusion', '');
  if (primary.length === 0) lines.push(`The record for this criterion should be completed before ${name} relies on it.`);
  else if (score >= 70) lines.push(`${name} meets this criterion under ${criterion.regulation}, as ${refs} show${quoted.length === 1 ? 's' : ''}.`);
  else lines.push(`${refs} support${quoted.length === 1 ? 's' : ''} a finding that ${name} meets this criterion under ${criterion.regulation}.`);
  if (score < 70) notes.push(`This criterion is not yet strong (${score}%): ${guidanceFor(criterion.id).tips[0] ?? 'add exhibits that show it directly'}.`);

  const dropped = all.filter((s) => !steering.exclude.includes(s.evidence.evidenceNumber)).length - ordered.length;
  const mentionOnly = supports.length - all.length;
  if (mentionOnly > 0) notes.push(`${plural(mentionOnly, 'exhibit')} filed under other criteria also mention${mentionOnly === 1 ? 's' : ''} this subject; ${mentionOnly === 1 ? 'it is' : 'they are'} not cited here.`);
  notes.unshift(`Drafted from ${refs}${input.report ? ' and your criteria report' : ''}. Each quotation is a whole sentence of the exhibit it cites.`);
  if (dropped > 0) notes.push(`${plural(dropped, 'more exhibit')} filed under this criterion ${dropped === 1 ? 'was' : 'were'} left out to keep the statement focused.`);
  const unquotable = ordered.length - quoted.length;
  if (unquotable > 0) notes.push(`${plural(unquotable, 'exhibit')} had no sentence that could be quoted whole, so ${unquotable === 1 ? 'it is' : 'they are'} not cited.`);
  notes.push(...steeringNotes(steering, input.instructions, quoted.map((r) => r.number)));
  const withNotes = quoted.filter((r) => r.evidence.userNotes?.trim()).map((r) => r.number);
  if (withNotes.length > 0) notes.push(`Your notes on ${exhibitList(withNotes)} guided which sentences are quoted; they are not quoted themselves.`);
  return { title, content: lines.join('\n'), notes };
}

/**
 * UK endorsing bodies do not accept text written with AI tools (reference/filing-conventions.md),
 * so for that route the applicant gets an evidence map and the points to make in their own words.
 */
function ukEvidenceMap(input: DraftStatementInput, criterion: Criterion, quoted: ExhibitRecord[], keywords: RegExp | null, steering: Steering, notes: string[]): DraftedStatement {
  const title = `${criterion.title} — Evidence Map`;
  const lines = [`# ${title}`, '', `**Criterion:** ${criterion.title} (${criterion.regulation})`, '', '## Evidence', ''];
  for (const r of quoted) {
    const [sentence] = pickSentences(r, keywords, steering, 1);
    lines.push(`- **Exhibit ${r.number}**, ${kindNoun(r.kind)}${sentence ? `: "${sentence}"` : ''}`);
  }
  lines.push('', '## Points to make in your own words', '');
  for (const tip of guidanceFor(criterion.id).tips) lines.push(`- ${endSentence(tip)}`);
  notes.unshift('The UK endorsing bodies do not accept statements written with AI tools, so this is an outline of your evidence for you to write from, not finished prose. The personal statement may have up to 1,000 words.');
  notes.push(...steeringNotes(steering, input.instructions, quoted.map((r) => r.number)));
  return { title, content: lines.join('\n'), notes };
}

export function draftStatement(input: DraftStatementInput): DraftedStatement {
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  let result: DraftedStatement;
  if (input.criteriaId === FINAL_MERITS) result = draftFinalMerits(input);
  else {
    const criterion: Criterion = findCriterion(input.visaType, input.criteriaId) ?? {
      // An id outside the catalogue still gets a statement, matched by its title's words.
      id: input.criteriaId,
      proof: proofOf(input.criteriaId),
      title: input.criteriaTitle,
      description: `${input.criteriaTitle}.`,
      examples: [],
      regulation: VISA_RULES[input.visaType].name,
      keywords: input.criteriaTitle.toLowerCase().split(/\s+/),
    };
    result = criterionStatement(input, criterion);
  }
  assertExhibitRefs(result.content, numbers);
  return result;
}

