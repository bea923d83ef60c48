import { criteriaFor, VISA_RULES } from '../../../../src/contract/criteria';
import type { ScreeningResult } from '../../../../src/contract/screening';
import { VISA_TYPES } from '../../../../src/contract/visa';
import type { AnalystScope, Authored, ScreenProfileInput } from '../../../platform/analyst/analyst';
import { screeningProblems } from '../checks';
import { documentFacts, documentForModel } from './exhibits';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { screeningReply } from './schemas';

const TASK =
  'Screen the applicant for every visa type listed: score each 0-100 for how well the profile and CV meet its criteria and threshold, with one paragraph of reasoning each; then an overall analysis, the applicant\'s strengths, and recommendations. Rank the visas best first; when profile.workCountry is US or UK, a visa of the other country is never first. Say plainly that this is a first assessment, not legal advice.';

/** The visas and their criteria, as the model weighs the profile against them. */
const catalogue = () =>
  VISA_TYPES.map((type) => ({ type, name: VISA_RULES[type].name, threshold: VISA_RULES[type].threshold.text, criteria: criteriaFor(type).map((c) => ({ id: c.id, title: c.title, description: c.description })) }));

export async function screenWithModel(rt: ModelRuntime, input: ScreenProfileInput, scope?: AnalystScope): Promise<Authored<ScreeningResult>> {
  const cv = input.cvText ?? '';
  const outcome = await runModelTask(rt, {
    operation: 'screening',
    scope,
    system: systemPrompt(null, TASK),
    user: asUserMessage({
      visaTypes: catalogue(),
      profile: input.profile,
      // The CV is a document: with AI_SEND_DOCUMENTS=false only its facts go.
      cv: !cv ? null : rt.settings.sendDocuments ? { text: documentForModel(cv, rt.settings, catalogue().flatMap((v) => v.criteria.map((c) => c.title)).join(' ')) } : { facts: documentFacts(cv) },
    }),
    reply: screeningReply,
    problems: screeningProblems,
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).screenProfile(input);
  const ranked = [...outcome.value.recommendedVisas].sort((a, b) => b.score - a.score);
  return { ...outcome.value, recommendedVisas: ranked, author: outcome.author };
}
