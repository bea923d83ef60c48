/**
 * Chat answers grounded in the petition: the route retrieves passages (full-
 * text search), this picks the sentences that answer the question and quotes
 * them with their exhibit number. When nothing answers, it says so plainly
 * rather than guessing. Strength questions are answered from the report.
 */
import { criteriaFor, VISA_RULES } from '../../../src/contract/criteria';
import type { CriteriaReport } from '../../../src/contract/criteria-report';
import type { VisaType } from '../../../src/contract/visa';
import type { AnswerQuestionInput, Passage } from '../analyst';
import { assertExhibitRefs } from '../exhibits';
import { sentencesOf } from './nlp';
import { contentStems, listText, quote, safeName } from './text';
import { matchText, visaVocab } from './vocab';

export const NOT_FOUND = 'I could not find this in your uploaded evidence.';

/** Words that frame a question rather than say what it is about. */
const FRAME = new Set(contentStems('what which when where who how did do does my me evidence exhibit exhibits document documents file files show shows say says mention mentions tell find about regarding petition uploaded give list any there year'));
const STRENGTH = /\b(strong|strength|strongest|weak|weakest|score|scores|chance|chances|ready|likely|approv\w*|qualify|qualif\w*|how good|meet|met|gaps?|missing)\b/i;
const CRITERIA_INFO = /\b(what|which|list)\b.*\b(criteria|requirements?)\b|\bhow many criteria\b|\bthreshold\b/i;

type Hit = { passage: Passage; sentence: string; score: number };

function questionTerms(question: string): string[] {
  return [...new Set(contentStems(question).filter((t) => !FRAME.has(t)))];
}

/** Exact stem, or a close derivative ('win' finds 'winner'): questions and documents word things differently. */
function has(stems: Set<string>, term: string): boolean {
  if (stems.has(term)) return true;
  if (term.length < 3) return false;
  for (const s of stems) {
    const [short, long] = s.length < term.length ? [s, term] : [term, s];
    if (short.length >= 3 && long.length - short.length <= 3 && long.startsWith(short)) return true;
  }
  return false;
}

/** Sentences ranked by the share of the question's (rarity-weighted) terms they contain. */
function retrieve(question: string, passages: Passage[]): Hit[] {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const units = passages.flatMap((p) => sentencesOf(p.text.slice(0, 30_000)).map((sentence) => ({ passage: p, sentence, stems: new Set(contentStems(sentence)) })));
  const df = new Map(terms.map((t) => [t, units.filter((u) => has(u.stems, t)).length]));
  const idf = (t: string) => Math.log(1 + (units.length + 1) / ((df.get(t) ?? 0) + 0.5));
  const total = terms.reduce((a, t) => a + idf(t), 0);
  const hits: Hit[] = [];
  for (const u of units) {
    const matched = terms.filter((t) => has(u.stems, t));
    const share = matched.reduce((a, t) => a + idf(t), 0) / total;
    if ((matched.length >= Math.min(2, terms.length) && share >= 0.45) || share >= 0.6) hits.push({ passage: u.passage, sentence: u.sentence, score: share });
  }
  hits.sort((a, b) => b.score - a.score || a.passage.evidenceNumber - b.passage.evidenceNumber);
  const perExhibit = new Map<number, number>();
  return hits.filter((h) => {
    const n = (perExhibit.get(h.passage.evidenceNumber) ?? 0) + 1;
    perExhibit.set(h.passage.evidenceNumber, n);
    return n <= 2;
  }).slice(0, 3);
}

/** The report's view, without exhibit numbers (a stored report may cite exhibits since removed). */
function strengthAnswer(visa: VisaType, question: string, report: CriteriaReport): string[] {
  const rule = VISA_RULES[visa].threshold;
  const scores = report.criteriaScores;
  const titles = criteriaFor(visa).map((c) => c.id);
  const asked = matchText(visaVocab(visa), question).map((m, i) => ({ m, id: titles[i] })).filter(({ m }) => m.signal >= 0.3).sort((a, b) => b.m.signal - a.m.signal)[0];
  const focus = asked ? scores.find((s) => s.criteriaId === asked.id) : undefined;
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
  const lines = [`By your criteria report ${strong.length} ${strong.length === 1 ? 'criterion is' : 'criteria are'} strong; ${visa} requires ${rule.text}: ${verdict}.`, ''];
  if (strong.length) lines.push(`- Strong: ${listText(strong)}`);
  if (by('moderate').length) lines.push(`- Moderate: ${listText(by('moderate'))}`);
  if (by('weak').length) lines.push(`- Weak: ${listText(by('weak'))}`);
  if (report.nextSteps[0]) lines.push('', `Next step: ${report.nextSteps[0]}`);
  return lines;
}

function criteriaInfo(visa: VisaType): string[] {
  const rule = VISA_RULES[visa];
  return [`${rule.name} needs ${rule.threshold.text}. The criteria are:`, '', ...criteriaFor(visa).map((c) => `- **${c.title}** (${c.regulation}): ${c.description}`)];
}

export function answerQuestion(input: AnswerQuestionInput): string {
  const question = input.question.trim();
  const numbers = input.passages.map((p) => p.evidenceNumber);
  const lines: string[] = [];
  const basis: string[] = [];

  const wantsStrength = STRENGTH.test(question) && input.report !== null;
  if (CRITERIA_INFO.test(question) && !wantsStrength) {
    lines.push(...criteriaInfo(input.visaType), '');
    basis.push(`the ${input.visaType} criteria catalogue`);
  }
  if (wantsStrength && input.report) {
    lines.push(...strengthAnswer(input.visaType, question, input.report), '');
    basis.push('your criteria report');
  }

  // A question about one exhibit by number is answered from that exhibit's own text.
  const asked = /\bexhibit\s+(\d+)\b/i.exec(question);
  const target = asked ? input.passages.find((p) => p.evidenceNumber === Number(asked[1])) : undefined;
  const hits: Hit[] = target ? sentencesOf(target.text.slice(0, 30_000)).slice(0, 3).map((sentence) => ({ passage: target, sentence, score: 1 })) : retrieve(question, input.passages);

  if (hits.length > 0) {
    lines.push(basis.length > 0 ? 'From your evidence:' : 'Here is what your evidence says:', '');
    for (const h of hits) lines.push(`> ${quote(h.sentence, 45)}`, `> — Exhibit ${h.passage.evidenceNumber} (${safeName(h.passage.fileName)})`, '');
    const cited = [...new Map(hits.map((h) => [h.passage.evidenceNumber, safeName(h.passage.fileName)])).entries()];
    basis.unshift(...cited.map(([n, f]) => `Exhibit ${n} (${f})`));
  } else if (basis.length === 0 || asked) {
    lines.push(NOT_FOUND, '');
    if (asked && !target) lines.push('That exhibit number is not among the documents I searched.');
    else if (input.evidenceCount === 0) lines.push('You have not uploaded any evidence yet. Upload documents on the Evidence tab, then ask again.');
    else lines.push(`I searched ${input.passages.length === 0 ? 'your documents' : `${input.passages.length} passage${input.passages.length === 1 ? '' : 's'}`} from your ${input.evidenceCount} document${input.evidenceCount === 1 ? '' : 's'} and none of them addresses it. Try other words, or upload a document that covers it.`);
    lines.push('');
  }
  lines.push(`_Based on: ${basis.length > 0 ? listText(basis) : 'a search of your uploaded evidence'}._`);
  const answer = lines.join('\n');
  assertExhibitRefs(answer, numbers);
  return answer;
}
