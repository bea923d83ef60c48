/**
 * A petition statement for one criterion: the standard, the exhibits that
 * meet it (quoted and cited as 'Exhibit N'), the argument, and a conclusion
 * whose confidence follows the evidence (it never claims a criterion is met
 * on no evidence).
 */
import { findCriterion, VISA_RULES, type Criterion } from '../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../src/contract/criteria-report';
import type { DraftedStatement, DraftStatementInput } from '../analyst';
import { assertExhibitRefs, stripUnknownExhibitRefs } from '../exhibits';
import { draftFinalMerits } from './final-merits';
import { guidanceFor, kindOf } from './guidance';
import { criterionScore, supportByCriterion } from './support';
import { criterionSnippets, matchingSnippets } from './snippets';
import { endSentence, exhibitList, listText, plural } from './text';

/** Why the quoted evidence meets each kind of criterion, in petition language. */
const ARGUMENT: Record<string, string> = {
  awards: 'These are prizes given for excellence in the field, and the exhibits show how the recipients were chosen and how widely the awards are recognised.',
  memberships: 'Admission to these associations depends on outstanding achievement, judged by recognised experts, rather than on paying a fee or holding a degree.',
  press: 'The material is about the beneficiary and their work, and appeared in professional or major media whose reach the exhibits document.',
  judging: 'Judging the work of others is a role given to people whose own standing in the field is recognised; the exhibits show the invitations were accepted and the work completed.',
  contributions: 'The contributions are original, and their significance shows in how others in the field have used, cited or adopted them.',
  articles: 'The beneficiary is the author of scholarly work published in professional journals or other major media in the field.',
  critical_role: 'The roles were critical to the organisations concerned, which have a distinguished reputation, as the exhibits describe.',
  high_salary: 'The remuneration is high compared with others in the field, as the contracts and comparison data show.',
  exhibitions: 'The work was displayed at artistic exhibitions or showcases, as the listings and catalogues show.',
  commercial_success: 'The figures show commercial success in the performing arts well above what is usual in the field.',
  lead_role: 'The beneficiary performed lead or starring roles in productions and events with a distinguished reputation.',
  expert_recognition: 'The recognition comes from organisations, critics and experts whose judgement carries weight in the field.',
  managerial_abroad: 'The duties abroad were managerial or executive: directing the organisation or a function, with authority over people and decisions.',
  qualifying_relationship: 'The foreign and US employers are related as parent, branch, subsidiary or affiliate, as the ownership records show.',
  us_business: 'The US employer has been doing business regularly and continuously for at least a year.',
  us_position: 'The offered position is managerial or executive in the sense the regulation defines.',
  cv: 'The CV sets out the career and achievements concisely, within the three-page limit.',
  recommendation_letters: 'The letters come from established experts who know the applicant\'s work and explain its significance.',
};

function focusSection(input: DraftStatementInput, numbers: number[], pool: DraftStatementInput['evidence']): string[] {
  const raw = input.instructions?.trim();
  if (!raw) return [];
  const instructions = stripUnknownExhibitRefs(raw, numbers).replace(/\s+/g, ' ');
  const hits = matchingSnippets(instructions, pool, 3);
  const out = ['## Focus', '', `As requested, this statement addresses: "${instructions}"`, ''];
  if (hits.length > 0) {
    out.push('The exhibits speak to this directly:', '');
    for (const h of hits) out.push(`- Exhibit ${h.evidenceNumber} (${h.fileName}): "${h.sentence}"`);
  } else {
    out.push('No exhibit speaks to this directly, so it is addressed below only as far as the record allows; consider adding a document that does.');
  }
  out.push('');
  return out;
}

function criterionStatement(input: DraftStatementInput, criterion: Criterion): DraftedStatement {
  const visa = input.visaType;
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  const cs = supportByCriterion(visa, input.evidence).find((s) => s.criterion.id === criterion.id);
  const supports = (cs?.supports ?? []).slice(0, 6);
  const reported = input.report?.criteriaScores.find((s) => s.criteriaId === criterion.id);
  const score = reported?.score ?? criterionScore(criterion.id, supports);
  const name = input.applicantName.trim() || 'The beneficiary';
  const title = `${criterion.title} — ${visa} Criterion Statement`;
  const lines = [`# ${title}`, '', `**Beneficiary:** ${name}  `, `**Criterion:** ${criterion.title} (${criterion.regulation})`, ''];
  lines.push('## The standard', '', `${VISA_RULES[visa].name} petitions may rely on this criterion: ${criterion.description.charAt(0).toLowerCase()}${criterion.description.slice(1)} ${visa} requires ${VISA_RULES[visa].threshold.text}.`, '');
  lines.push(...focusSection(input, numbers, supports.length > 0 ? supports.map((s) => s.evidence) : input.evidence));

  if (supports.length === 0) {
    lines.push('## The evidence', '', `The petition does not yet contain an exhibit for this criterion, so this statement cannot argue that it is met.`, '', '## What to add', '');
    for (const tip of guidanceFor(criterion.id).tips) lines.push(`- ${endSentence(tip)}`);
    lines.push('', `_Drafted by the offline analyst from the ${plural(input.evidence.length, 'exhibit')} in this petition, none of which matches ${criterion.title}. Review before filing._`);
    return { title, content: lines.join('\n'), notes: [] };
  }

  const snippets = criterionSnippets(visa, criterion.id, supports.map((s) => s.evidence));
  lines.push('## The evidence', '');
  for (const s of supports) {
    const e = s.evidence;
    const quote = snippets.find((q) => q.evidenceNumber === e.evidenceNumber);
    const role = s.primary ? 'is filed under this criterion' : `also bears on it (it mentions ${listText(s.matched.slice(0, 3).map((k) => `"${k}"`))})`;
    lines.push(`**Exhibit ${e.evidenceNumber}** (${quote?.fileName ?? e.fileName}) ${role}.${quote ? ` It states: "${quote.sentence}"` : ''}`, '');
  }
  const refs = exhibitList(supports.map((s) => s.evidence.evidenceNumber));
  lines.push('## Analysis', '', `${ARGUMENT[kindOf(criterion.id)] ?? 'The exhibits show this criterion directly.'} The record for this criterion is ${refs}.`);
  if (reported) lines.push('', `The criteria report rates this criterion ${reported.strength} (${reported.score}%): ${reported.reasoning}`);
  lines.push('', '## Conclusion', '');
  if (score >= 70) lines.push(`${name} meets this criterion under ${criterion.regulation}, as ${refs} show${supports.length === 1 ? 's' : ''}.`);
  else if (score >= 40) lines.push(`${refs} support${supports.length === 1 ? 's' : ''} a finding that ${name} meets this criterion under ${criterion.regulation}; further evidence (${guidanceFor(criterion.id).tips[0]?.toLowerCase() ?? 'more exhibits'}) would put it beyond doubt.`);
  else lines.push(`The evidence for this criterion (${refs}) is limited at present. Before relying on it, add: ${guidanceFor(criterion.id).tips[0]?.toLowerCase() ?? 'more exhibits'}.`);
  const basis = [`${plural(supports.length, 'exhibit')} (${refs})`, input.report ? 'the criteria report' : '', input.instructions?.trim() ? 'your instructions' : ''].filter(Boolean);
  lines.push('', `_Drafted by the offline analyst from ${listText(basis)}. Quotes are taken from the exhibits' text; review before filing._`);
  return { title, content: lines.join('\n'), notes: [] };
}

export function draftStatement(input: DraftStatementInput): DraftedStatement {
  const numbers = input.evidence.map((e) => e.evidenceNumber);
  let result: DraftedStatement;
  if (input.criteriaId === FINAL_MERITS) result = draftFinalMerits(input);
  else {
    const criterion = findCriterion(input.visaType, input.criteriaId) ?? {
      // An id outside the catalogue still gets a statement, matched by its title's words.
      id: input.criteriaId,
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
