import { findCriterion } from '../../../../src/contract/criteria';
import { FINAL_MERITS } from '../../../../src/contract/criteria-report';
import type { AnalystScope, Authored, DraftedStatement, DraftStatementInput } from '../analyst';
import { statementProblems } from '../checks';
import { FRAMEWORK } from '../framework';
import { exhibitsForModel } from './exhibits';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { statementReply } from './schemas';

const TASK = [
  'Draft the petition statement for one criterion (or, for FINAL_MERITS, the final merits determination: the totality of the evidence under the legal standard).',
  'Argue as counsel would: the standard, the facts with their exhibits, why they meet the standard, and a conclusion as confident as the evidence allows.',
  'Give a title, the statement as content, and notes for the user: what the draft rests on and what evidence is missing. The notes are not filed and may mention anything.',
].join(' ');

export async function statementWithModel(rt: ModelRuntime, input: DraftStatementInput, scope?: AnalystScope): Promise<Authored<DraftedStatement>> {
  // UK Global Talent: endorsing bodies refuse AI-written statements, so the local evidence map is the draft (architecture.md §the-analyst).
  if (input.visaType === 'UK_GLOBAL_TALENT') return rt.local('uk-outline').draftStatement(input);
  const criterion = input.criteriaId === FINAL_MERITS ? null : findCriterion(input.visaType, input.criteriaId);
  const focus = [criterion?.title ?? input.criteriaTitle, ...(criterion?.keywords ?? []), input.instructions ?? ''].join(' ');
  const outcome = await runModelTask(rt, {
    operation: 'statement',
    scope,
    system: systemPrompt(input.visaType, TASK, { citing: true, filing: true }),
    user: asUserMessage({
      criterion: criterion ? { id: criterion.id, title: criterion.title, regulation: criterion.regulation, description: criterion.description } : { id: input.criteriaId, title: input.criteriaTitle },
      law: FRAMEWORK[input.visaType].law,
      applicantName: input.applicantName,
      instructions: input.instructions ?? null,
      exhibits: exhibitsForModel(input.evidence, rt.settings, focus),
      report: input.report?.criteriaScores.map((s) => ({ criteriaId: s.criteriaId, score: s.score, strength: s.strength, keyEvidence: s.keyEvidence })) ?? null,
    }),
    reply: statementReply,
    problems: (draft) => statementProblems(input, draft),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).draftStatement(input);
  return { ...outcome.value, author: outcome.author };
}
