import { findCriterion } from '../../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../../src/contract/criteria-report';
import type { AnalystScope, Authored, DraftedStatement, DraftStatementInput } from '../../../platform/analyst/analyst';
import { statementProblems } from '../checks';
import { FRAMEWORK } from '../framework';
import { exhibitsForModel } from './exhibits';
import { factsForModel } from './fact-sheets';
import { sheetOf } from '../local/counsel-facts';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { statementReply } from './schemas';

const TASK = [
  'Draft the petition statement for one criterion (or, for FINAL_MERITS, the final merits determination: the totality of the evidence under the legal standard).',
  'Argue as counsel would: the standard, the facts with their exhibits, why they meet the standard, and a conclusion as confident as the evidence allows.',
  'Argue from each exhibit\'s facts first (factSheets: what it is, who issued it and when, whom it is about, its figures, each with its page): name the award, its issuer, its date and its selectivity; the outlet, the headline and the author; the journal and the role.',
  'Cite every fact and every quotation with the exhibit\'s own page, always as "Exhibit N at P" (never "p." or "page"): an exhibit\'s text separates its pages with form feeds (\\f), and a text without one is page 1.',
  'Give a title, the statement as content, and notes for the user: what the draft rests on and what evidence is missing. The notes are not filed and may mention anything.',
].join(' ');

/** EB-2 NIW has no final merits step: FINAL_MERITS is the brief's conclusion (as the local drafter writes it, conclusion-niw.ts). */
const NIW_CONCLUSION_TASK = [
  'For FINAL_MERITS this petition is EB-2 NIW, which has no final merits step: never write of Kazarian, two steps or the totality of the evidence.',
  'Write the conclusion of an NIW brief, titled "Conclusion": that the beneficiary qualifies for EB-2, naming the basis the exhibits actually show (an advanced degree, a bachelor\'s plus five years of progressive experience after it, or exceptional ability with the criteria met);',
  'that on balance each of the three prongs of Matter of Dhanasar is met, summarising for each only what its exhibits show, with a quoted sentence and its pin cite; never assert a basis or prong the exhibits do not support, and say plainly which prong is weakest when one is;',
  'and request that the job offer and labor certification be waived in the national interest.',
].join(' ');

export async function statementWithModel(rt: ModelRuntime, input: DraftStatementInput, scope?: AnalystScope): Promise<Authored<DraftedStatement>> {
  // UK Global Talent: endorsing bodies refuse AI-written statements, so the local evidence map is the draft (architecture.md §the-analyst).
  if (input.visaType === 'UK_GLOBAL_TALENT') return rt.local('uk-outline').draftStatement(input);
  const criterion = input.criteriaId === FINAL_MERITS ? null : findCriterion(input.visaType, input.criteriaId);
  const focus = [criterion?.title ?? input.criteriaTitle, ...(criterion?.keywords ?? []), input.instructions ?? ''].join(' ');
  const outcome = await runModelTask(rt, {
    operation: 'statement',
    scope,
    system: systemPrompt(input.visaType, input.visaType === 'EB-2 NIW' && input.criteriaId === FINAL_MERITS ? `${TASK} ${NIW_CONCLUSION_TASK}` : TASK, { citing: true, filing: true }),
    user: asUserMessage({
      criterion: criterion ? { id: criterion.id, title: criterion.title, regulation: criterion.regulation, description: criterion.description } : { id: input.criteriaId, title: input.criteriaTitle },
      law: FRAMEWORK[input.visaType].law,
      applicantName: input.applicantName,
      instructions: input.instructions ?? null,
      exhibits: exhibitsForModel(input.evidence, rt.settings, focus),
      factSheets: input.evidence.map((e) => ({ exhibit: e.evidenceNumber, ...factsForModel(sheetOf(e, input.applicantName), rt.settings.sendDocuments) })),
      report: input.report?.criteriaScores.map((s) => ({ criteriaId: s.criteriaId, score: s.score, strength: s.strength, keyEvidence: s.keyEvidence })) ?? null,
    }),
    reply: statementReply,
    problems: (draft) => statementProblems(input, draft),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).draftStatement(input);
  return { ...outcome.value, author: outcome.author };
}
