import { criteriaFor } from '../../../../src/contract/criteria';
import type { AnalystScope, BuildReportInput, BuildReportOutput } from '../../../platform/analyst/analyst';
import { reportProblems } from '../checks';
import { niwBasisOfExhibits, niwStrategy, scoreNiwBasis } from '../local/report-niw';
import { exhibitsForModel } from './exhibits';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { reportReply } from './schemas';

const TASK = [
  'Write the criteria strength report: for every criterion listed, exactly once, a score 0-100 and its strength (strong from 70, moderate from 40, weak below), the reasoning, how many exhibits support it, the key evidence as "Exhibit N: file name" entries, and suggestions to strengthen it.',
  'Then strategic recommendations that use the visa\'s threshold, and the next steps. Judge only from the exhibits given.',
].join(' ');

export async function reportWithModel(rt: ModelRuntime, input: BuildReportInput, scope?: AnalystScope): Promise<BuildReportOutput> {
  const criteria = criteriaFor(input.visaType);
  const outcome = await runModelTask(rt, {
    operation: 'report',
    scope,
    system: systemPrompt(input.visaType, TASK, { citing: true }),
    user: asUserMessage({
      criteria: criteria.map((c) => ({ criteriaId: c.id, criteriaTitle: c.title, regulation: c.regulation, description: c.description })),
      exhibits: exhibitsForModel(input.evidence, rt.settings, criteria.flatMap((c) => c.keywords).join(' ')),
    }),
    reply: reportReply,
    problems: (report) => reportProblems(input, report),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).buildCriteriaReport(input);
  // The catalogue's own titles, whatever the model called them, best score first as the local report orders them.
  const titled = outcome.value.criteriaScores.map((s) => ({ ...s, criteriaTitle: criteria.find((c) => c.id === s.criteriaId)?.title ?? s.criteriaTitle }));
  // NIW: the EB-2 basis is decided by the same rule as the built-in report (degree records, the experience letters'
  // dates), whatever score the model gave it, and the advice opens with it.
  const basis = input.visaType === 'EB-2 NIW' ? niwBasisOfExhibits(input.evidence, titled) : undefined;
  const scores = basis ? scoreNiwBasis(titled, basis) : titled;
  const strategicRecommendations = basis ? [...niwStrategy(scores, basis), ...outcome.value.strategicRecommendations] : outcome.value.strategicRecommendations;
  return { report: { ...outcome.value, criteriaScores: scores.sort((a, b) => b.score - a.score), strategicRecommendations }, author: outcome.author };
}
