import type { AnalystScope, DraftedLetter, DraftLetterInput } from '../../../platform/analyst/analyst';
import { letterProblems } from '../checks';
import { exhibitsForModel } from './exhibits';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { letterReply } from './schemas';

const TASK = [
  'Draft a recommendation letter in the recommender\'s own voice: who they are, how they know the applicant\'s work, the achievements they can speak to with the exhibits that show them, why those matter in the field, and a close with their name, title and organisation.',
  'Take each key achievement the user listed and tie it to the exhibit that shows it. Never claim a relationship or knowledge the input does not give.',
  'Say the relationship as the recommender would, in the first person ("I supervised her doctoral work from 2015 to 2019"), never as a label followed by the typed text. Cite an exhibit only for what that exhibit itself says.',
  'Write no regulation shorthand: no "3 of 10", no CFR or section citations, no criterion ids.',
].join(' ');

export async function letterWithModel(rt: ModelRuntime, input: DraftLetterInput, scope?: AnalystScope): Promise<DraftedLetter> {
  // UK Global Talent: endorsing bodies refuse AI-written letters, so the local outline is the draft (architecture.md §the-analyst).
  if (input.visaType === 'UK_GLOBAL_TALENT') return rt.local('uk-outline').draftLetter(input);
  const outcome = await runModelTask(rt, {
    operation: 'letter',
    scope,
    system: systemPrompt(input.visaType, TASK, { citing: true, filing: true }),
    user: asUserMessage({
      applicantName: input.applicantName,
      recommender: input.recommender,
      keyAchievements: input.keyAchievements,
      exhibits: exhibitsForModel(input.evidence, rt.settings, input.keyAchievements.join(' ')),
    }),
    reply: letterReply,
    problems: (reply) => letterProblems(input, reply.letter),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).draftLetter(input);
  return { content: outcome.value.letter, author: outcome.author };
}
