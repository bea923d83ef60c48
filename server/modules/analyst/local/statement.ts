/**
 * A petition statement for one criterion, argued as counsel would (decision 061):
 * the standard, each exhibit's facts from its fact sheet (the award, its issuer,
 * date and selectivity; the outlet, headline and author; the journal and role),
 * each with its pin cite 'Exhibit N at P', then a whole sentence of the exhibit
 * that states one; why those facts meet the standard (selectivity, reach,
 * comparison with peers, where the evidence gives them), and a conclusion whose
 * confidence follows the evidence. What it is based on, and how the user's
 * instructions were followed, goes into the notes beside it.
 */
import { findCriterion, proofOf, VISA_RULES, type Criterion as CatalogueCriterion, type Proof } from '../../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../../src/contract/criteria-report';
import type { DraftedStatement, DraftStatementInput } from '../../../platform/analyst/analyst';
import { assertExhibitRefs } from '../exhibits';
import { pinCite } from '../pin-cites';
import { draftNiwConclusion } from './conclusion-niw';
import { draftFinalMerits } from './final-merits';
import { guidanceFor } from './guidance';
import { emphasisScore, parseInstructions, steerOrder, steeringNotes, type Steering } from './instructions';
import type { Quote } from './counsel-facts';
import { exhibitParagraph, type Beneficiary } from './counsel-prose';
import { prong3Factors } from './statement-niw';
import { findings, readRecord, SIGNALS, type ExhibitRecord } from './record';
import { criterionScore, supportByCriterion, type Support } from './support';
import { endSentence, exhibitList, listText, plural } from './text';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

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
  recommendation_letters: 'A letter meets this requirement when it comes from an established expert who knows the applicant\'s work and explains its significance.',
  advanced_degree: 'The beneficiary is a member of the professions holding an advanced degree when the record shows a U.S. master\'s degree or higher, or its foreign equivalent, or a bachelor\'s degree followed by at least five years of progressive experience in the specialty gained after the degree.',
  academic_record: 'This criterion is met by an official academic record showing a degree, diploma, certificate or similar award in the area of exceptional ability.',
  experience: 'This criterion is met by letters from current or former employers showing at least ten years of full-time experience in the occupation.',
  licence: 'This criterion is met by a licence to practise the profession, or a certification for the profession or occupation.',
  merit_importance: 'The first prong is met when the proposed endeavor has substantial merit and national importance, judged by its prospective impact beyond one employer or its clients.',
  well_positioned: 'The second prong is met when the beneficiary is well positioned to advance the proposed endeavor, shown by education, skills, a record of success, a plan, progress made and the interest of potential users, customers, investors or government bodies.',
  balance: 'The third prong is met when, on balance, it would benefit the United States to waive the requirements of a job offer and labor certification.',
};

/** The quotations for one exhibit: the user's emphasis first, then sentences that state its facts or the criterion's. */
function pickQuotes(r: ExhibitRecord, keywords: RegExp | null, steering: Steering, b: Beneficiary, count: number, used: Set<string>): Quote[] {
  // The user's note on the exhibit ('the prize goes to one researcher a year') points at the sentence that matters.
  const noted = parseInstructions(r.evidence.userNotes ?? '');
  const f = r.facts;
  const factSentences = new Set([f.name, f.subject, f.role, ...f.figures].flatMap((x) => (x?.sentence ? [x.sentence.replace(/\s+/g, ' ')] : [])));
  const surname = b.surname ? new RegExp(`\\b${escapeRegExp(b.surname)}\\b`, 'i') : null;
  const scored = r.sentences
    .filter((q) => !used.has(q.text))
    .map((q, i) => {
      const states = [...factSentences].some((s) => s.replace(/["\u201c\u201d]/g, "'") === q.text) ? 3 : 0;
      // A line of reported speech ('"…," Raman said') says less than a sentence that states what she did.
      const speech = /\b(said|says|told|asked|smiled)\b/.test(q.text) ? 1.5 : 0;
      const score = emphasisScore(q.text, steering) * 4 + emphasisScore(q.text, noted) * 6 + states + (keywords?.test(q.text) ? 2 : 0) + (surname?.test(q.text) ? 1 : 0) + (/\d/.test(q.text) ? 1 : 0) - speech - i * 0.01;
      return { q, i, score };
    });
  return scored
    .sort((a, b2) => b2.score - a.score || a.i - b2.i)
    .slice(0, count)
    .sort((a, b2) => a.i - b2.i)
    .map((x) => x.q);
}

function keywordPattern(criterion: Criterion): RegExp | null {
  const words = criterion.keywords.filter((k) => k.length > 3).map(escapeRegExp);
  return words.length > 0 ? new RegExp(`\\b(${words.join('|')})`, 'i') : null;
}

/** Why the facts meet the standard: each point a whole sentence of an exhibit with its page, none quoted twice. */
function argumentLines(records: ExhibitRecord[], quotedAbove: Map<string, { number: number; page: number }>, steering: Steering): string[] {
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
    fresh.forEach((f) => used.add(f.sentence));
    above.forEach(([s]) => used.add(s));
    if (fresh.length > 0) out.push(`${lead}: ${fresh.map((f) => `"${f.sentence}" (${pinCite(f.number, f.page)})`).join('; ')}.`, '');
    else out.push(`${lead}, as the ${above.length === 1 ? 'passage' : 'passages'} quoted above state${above.length === 1 ? 's' : ''} (${above.map(([, at]) => pinCite(at.number, at.page)).join('; ')}).`, '');
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
  const steered = steerOrder(all, (s) => s.evidence.evidenceNumber, (s) => s.evidence.text.slice(0, 5000), steering, (s) => (s.primary ? 0 : 1));
  const name = input.applicantName.trim() || 'The beneficiary';
  const beneficiary = { name, surname: input.applicantName.trim().split(/\s+/).pop() ?? '' };
  const read = readRecord(steered.map((s) => s.evidence), input.applicantName);
  // A document that records someone else's achievement proves nothing for the beneficiary: it is not argued.
  const records = read.filter((r) => !r.aboutSomeoneElse).slice(0, max);
  const keywords = keywordPattern(criterion);
  const title = `${criterion.title} — ${visa} Criterion Statement`;
  const notes: string[] = [];
  const perExhibit = steering.length === 'longer' ? 2 : 1;
  const quotedAbove = new Map<string, { number: number; page: number }>();
  const paragraphs: Array<{ number: number; text: string }> = [];
  for (const r of records) {
    const quotes = pickQuotes(r, keywords, steering, beneficiary, perExhibit, new Set(quotedAbove.keys()));
    const text = exhibitParagraph(r.facts, beneficiary, r.number, quotes);
    if (!text) continue;
    quotes.forEach((q) => quotedAbove.set(q.text, { number: r.number, page: q.page }));
    paragraphs.push({ number: r.number, text });
  }
  const cited = records.filter((r) => paragraphs.some((p) => p.number === r.number));

  const lines = [`# ${title}`, '', `**Beneficiary:** ${name}  `, `**Criterion:** ${criterion.title} (${criterion.regulation})`, ''];
  lines.push('## The standard', '', (criterion.proof && STANDARD[criterion.proof]) || criterion.description, '');
  for (const r of read.filter((x) => x.aboutSomeoneElse)) notes.push(`Exhibit ${r.number} records an achievement of ${r.facts.subject?.value ?? 'someone else'}, not of ${name}, so it is not argued here.`);

  if (cited.length === 0) {
    lines.push('## The evidence', '', `The record does not yet include an exhibit that addresses ${criterion.title}.`);
    notes.push(`None of the ${plural(input.evidence.length, 'exhibit')} in this petition speaks to ${criterion.title}, so this draft cannot argue that it is met.`);
    notes.push(...guidanceFor(criterion.id).tips.map((t) => `To add: ${endSentence(t)}`));
    notes.push(...steeringNotes(steering, input.instructions, []));
    return { title, content: lines.join('\n'), notes };
  }

  if (visa === 'UK_GLOBAL_TALENT') return ukEvidenceMap(input, criterion, cited, keywords, steering, beneficiary, notes);

  lines.push('## The evidence', '');
  for (const p of paragraphs) lines.push(p.text, '');
  if (criterion.id === 'niw_prong3_balance') {
    // Only the balancing factors the record supports are argued (statement-niw.ts).
    const factors = prong3Factors(read.filter((r) => !r.aboutSomeoneElse));
    if (factors.lines.length > 0) lines.push('## The factors the record supports', '', ...factors.lines, '');
    if (factors.unsupported.length > 0) notes.push(`Not argued, because no exhibit shows ${factors.unsupported.length === 1 ? 'it' : 'them'}: ${listText(factors.unsupported)}.`);
  }

  const refs = exhibitList(cited.map((r) => r.number));
  lines.push('## Why this meets the standard', '');
  lines.push(...argumentLines(cited, quotedAbove, steering));
  if (primary.length > 0) lines.push(`Together, ${refs} ${cited.length === 1 ? 'is' : 'are'} the kind of evidence the regulation names for this criterion.`, '');
  else lines.push(`${refs} ${cited.length === 1 ? 'bears' : 'bear'} on this criterion, although no exhibit is filed under it yet.`, '');

  const reported = input.report?.criteriaScores.find((s) => s.criteriaId === criterion.id);
  const score = reported?.score ?? criterionScore(criterion.id, supports);
  lines.push('## Conclusion', '');
  if (primary.length === 0) lines.push(`The record for this criterion should be completed before ${name} relies on it.`);
  else if (score >= 70) lines.push(`${name} meets this criterion under ${criterion.regulation}, as ${refs} show${cited.length === 1 ? 's' : ''}.`);
  else lines.push(`${refs} support${cited.length === 1 ? 's' : ''} a finding that ${name} meets this criterion under ${criterion.regulation}.`);
  if (score < 70) notes.push(`This criterion is not yet strong (${score}%): ${guidanceFor(criterion.id).tips[0] ?? 'add exhibits that show it directly'}.`);

  const dropped = read.filter((r) => !r.aboutSomeoneElse).length - records.length;
  const mentionOnly = supports.length - all.length;
  if (mentionOnly > 0) notes.push(`${plural(mentionOnly, 'exhibit')} filed under other criteria also mention${mentionOnly === 1 ? 's' : ''} this subject; ${mentionOnly === 1 ? 'it is' : 'they are'} not cited here.`);
  notes.unshift(`Drafted from ${refs}${input.report ? ' and your criteria report' : ''}, reading ${cited.length === 1 ? 'its fact sheet' : 'their fact sheets'} first. Each quotation is a whole sentence of the exhibit it cites, and each citation gives the exhibit's own page ('Exhibit N at P', the page its packet stamp shows).`);
  if (dropped > 0) notes.push(`${plural(dropped, 'more exhibit')} filed under this criterion ${dropped === 1 ? 'was' : 'were'} left out to keep the statement focused.`);
  const silent = records.length - cited.length;
  if (silent > 0) notes.push(`${plural(silent, 'exhibit')} had no fact to name and no whole sentence to quote, so ${silent === 1 ? 'it is' : 'they are'} not cited.`);
  notes.push(...steeringNotes(steering, input.instructions, cited.map((r) => r.number)));
  const withNotes = cited.filter((r) => r.evidence.userNotes?.trim()).map((r) => r.number);
  if (withNotes.length > 0) notes.push(`Your notes on ${exhibitList(withNotes)} guided which sentences are quoted; they are not quoted themselves.`);
  return { title, content: lines.join('\n'), notes };
}

/**
 * UK endorsing bodies do not accept text written with AI tools (reference/filing-conventions.md),
 * so for that route the applicant gets an evidence map and the points to make in their own words.
 */
function ukEvidenceMap(input: DraftStatementInput, criterion: Criterion, quoted: ExhibitRecord[], keywords: RegExp | null, steering: Steering, b: Beneficiary, notes: string[]): DraftedStatement {
  const title = `${criterion.title} — Evidence Map`;
  const lines = [`# ${title}`, '', `**Criterion:** ${criterion.title} (${criterion.regulation})`, '', '## Evidence', ''];
  for (const r of quoted) {
    const [q] = pickQuotes(r, keywords, steering, b, 1, new Set());
    lines.push(`- **Exhibit ${r.number}**, ${r.facts.noun}${q ? `: "${q.text}" (${pinCite(r.number, q.page)})` : ''}`);
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
  // An NIW brief has no final merits step: its closing statement is the conclusion (conclusion-niw.ts).
  if (input.criteriaId === FINAL_MERITS) result = input.visaType === 'EB-2 NIW' ? draftNiwConclusion(input) : draftFinalMerits(input);
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

