/**
 * What makes an analyst's result unusable, per capability: the guarantees (guarantees.ts) with
 * the same contexts the saving modules use (draft-contexts.ts), plus the catalogue rules a
 * model could break (a criterion twice, an exhibit that is not there). Empty means usable.
 * The OpenAI analyst lists these to the model in its one repair round.
 */
import { criteriaFor } from '../../../src/contract/criteria';
import type { CriteriaReport } from '../../../src/contract/criteria-report';
import type { ScreeningResult } from '../../../src/contract/screening';
import type { AnalyseEvidenceInput, AnswerQuestionInput, BuildReportInput, DraftedStatement, DraftLetterInput, DraftStatementInput, EvidenceAnalysis } from '../../platform/analyst/analyst';
import { answerContext, letterContext, statementContext } from './draft-contexts';
import { findExhibitRefs } from './exhibits';
import { checkDraft, type Violation } from './guarantees';
import { reportTexts } from './report-texts';

const described = (violations: Violation[]) => violations.map((v) => `${v.rule}: ${v.detail}`);

function unknownRefs(texts: string[], known: Iterable<number>): string[] {
  const have = new Set(known);
  const missing = [...new Set(texts.flatMap(findExhibitRefs))].filter((n) => !have.has(n));
  return missing.map((n) => `exhibit-ref: cites Exhibit ${n}, which is not in this petition`);
}

function duplicates<T>(items: T[]): T[] {
  return [...new Set(items.filter((item, i) => items.indexOf(item) !== i))];
}

export function statementProblems(input: DraftStatementInput, draft: Pick<DraftedStatement, 'title' | 'content'>): string[] {
  if (!draft.content.trim()) return ['empty: the statement has no text'];
  return [...unknownRefs([draft.title], input.evidence.map((e) => e.evidenceNumber)), ...described(checkDraft(draft.content, statementContext(input)))];
}

// A recommender does not write the regulation's shorthand: it is the lawyer's, and reads as pasted in.
const SHORTHAND = [/\b\d+\s+of\s+(?:10|8|6|5|4)\b/i, /\bC\.?F\.?R\b/, /\u00a7/, /\b(?:eb1[abc]|o1[ab]|uk)_[a-z_]+\b/, /relationship to [^:\n]{1,80}:/i];

export function letterProblems(input: DraftLetterInput, content: string): string[] {
  if (!content.trim()) return ['empty: the letter has no text'];
  const shorthand = SHORTHAND.map((re) => re.exec(content)?.[0]).filter((m): m is string => Boolean(m));
  return [...described(checkDraft(content, letterContext(input))), ...shorthand.map((m) => `shorthand: "${m}" is not how a recommender writes; say it in plain words`)];
}

export function answerProblems(input: AnswerQuestionInput, answer: string): string[] {
  if (!answer.trim()) return ['empty: the answer has no text'];
  return described(checkDraft(answer, answerContext(input)));
}

export function reportProblems(input: BuildReportInput, report: Omit<CriteriaReport, 'author'>): string[] {
  const ids = criteriaFor(input.visaType).map((c) => c.id);
  const given = report.criteriaScores.map((s) => s.criteriaId);
  return [
    ...given.filter((id) => !ids.includes(id)).map((id) => `criterion: "${id}" is not a criterion of ${input.visaType}`),
    ...ids.filter((id) => !given.includes(id)).map((id) => `criterion: "${id}" has no score`),
    ...duplicates(given).map((id) => `criterion: "${id}" is scored twice`),
    ...unknownRefs(reportTexts(report), input.evidence.map((e) => e.evidenceNumber)),
  ];
}

/**
 * An analysis describes one document: its quotations must be in that document, and it cites no
 * petition exhibit (the row's number can change; the document's own 'Exhibit 12' is its own).
 */
export function analysisProblems(input: AnalyseEvidenceInput, analysis: EvidenceAnalysis): string[] {
  const text = `${analysis.description}\n\n${analysis.relevance}`;
  const unknownCriteria = analysis.criteriaIds.filter((id) => !criteriaFor(input.visaType).some((c) => c.id === id));
  return [
    ...unknownCriteria.map((id) => `criterion: "${id}" is not a criterion of ${input.visaType}`),
    ...described(checkDraft(text, { exhibits: [{ evidenceNumber: -1, text: input.text }], filing: false })),
  ];
}

export function screeningProblems(result: Omit<ScreeningResult, 'author'>): string[] {
  return duplicates(result.recommendedVisas.map((v) => v.type)).map((t) => `visa: ${t} is ranked twice`);
}
