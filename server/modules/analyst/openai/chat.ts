import type { AnalystScope, AnswerQuestionInput, ChatAnswer } from '../../../platform/analyst/analyst';
import { answerProblems } from '../checks';
import { documentFacts } from './exhibits';
import { asUserMessage, systemPrompt } from './prompts';
import { runModelTask, type ModelRuntime } from './run';
import { answerReply } from './schemas';

const TASK = [
  'Answer the applicant\'s question about their petition from the passages found in their evidence (each with its exhibit number), the list of their exhibits and the criteria report.',
  'Cite every exhibit you draw on as "Exhibit N". If the evidence does not answer the question, say so plainly and suggest what to upload. Answer in Markdown, briefly.',
  'An exhibit with notTheApplicants proves nothing for the applicant (the reason is given): it may answer what the record says, but never present it as her achievement.',
].join(' ');

/** The passages full-text search found, with their exhibit numbers; with AI_SEND_DOCUMENTS=false, their facts only. */
function passagesFor(input: AnswerQuestionInput, sendDocuments: boolean) {
  return input.passages.map((p) => ({ exhibit: p.evidenceNumber, fileName: p.fileName, ...(sendDocuments ? { text: p.text } : { facts: documentFacts(p.text) }) }));
}

export async function answerWithModel(rt: ModelRuntime, input: AnswerQuestionInput, scope?: AnalystScope): Promise<ChatAnswer> {
  const outcome = await runModelTask(rt, {
    operation: 'chat',
    scope,
    system: systemPrompt(input.visaType, TASK, { citing: true }),
    user: asUserMessage({
      question: input.question,
      passages: passagesFor(input, rt.settings.sendDocuments),
      exhibits: input.exhibits.map((e) => ({ exhibit: e.evidenceNumber, fileName: e.fileName, category: e.category, kind: e.kind, tags: e.aiTags, ...(e.setAside ? { notTheApplicants: e.setAside } : {}) })),
      evidenceCount: input.evidenceCount,
      report: input.report?.criteriaScores.map((s) => ({ criteriaId: s.criteriaId, criteriaTitle: s.criteriaTitle, score: s.score, strength: s.strength })) ?? null,
    }),
    reply: answerReply,
    problems: (reply) => answerProblems(input, reply.answer),
  });
  if ('fallback' in outcome) return rt.local(outcome.fallback).answerQuestion(input);
  return { answer: outcome.value.answer, author: outcome.author };
}
