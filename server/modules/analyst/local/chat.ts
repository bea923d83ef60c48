/**
 * Chat answers grounded in the petition. The question's intent decides where
 * the answer comes from: a criterion's exhibits, one exhibit's own text, the
 * catalogue's evidence types against what is filed, the sentence that states a
 * fact, the criteria report, or the visa's rules. Every exhibit of the petition
 * is read, not only what full-text search found; search results rank fact
 * sentences. Quotations are verbatim sentences of the exhibit they cite, and
 * every 'Exhibit N' exists. When nothing answers, it says so plainly.
 */
import type { AnswerQuestionInput } from '../../../platform/analyst/analyst';
import { assertExhibitRefs } from '../exhibits';
import { answerCriterion, answerMissing } from './chat/criterion';
import { contextOf, exhibitName, type Ctx, type Reply } from './chat/context';
import { answerDocument, answerExhibits } from './chat/exhibit';
import { answerFact, notFoundHint } from './chat/facts';
import { detectIntent } from './chat/intents';
import { answerNiw } from './chat/niw';
import { answerCoverage, answerRules, answerStrength } from './chat/strength';
import { exhibitList, listText } from './text';

const NOT_FOUND = 'I could not find this in your uploaded evidence.';

function notFound(ctx: Ctx): Reply {
  return { lines: [NOT_FOUND, '', notFoundHint(ctx)], cited: [] };
}

function reply(ctx: Ctx): Reply {
  const niw = answerNiw(ctx);
  if (niw) return niw;
  const intent = detectIntent(ctx.visa, ctx.question, ctx.report !== null);
  switch (intent.kind) {
    case 'exhibit':
      return answerExhibits(ctx, intent.numbers);
    case 'missing':
      return intent.target ? answerMissing(ctx, intent.target) : answerCoverage(ctx);
    case 'strength':
      return answerStrength(ctx, intent.target);
    case 'rules':
      return answerRules(ctx.visa);
    case 'coverage':
      return answerCoverage(ctx);
    case 'criterion':
      return answerCriterion(ctx, intent.target);
    case 'document':
      return answerDocument(ctx, intent.concepts, intent.type) ?? answerFact(ctx, intent.concepts, intent.type) ?? notFound(ctx);
    case 'fact':
      return answerFact(ctx, intent.concepts, intent.type) ?? notFound(ctx);
  }
}

export function answerQuestion(input: AnswerQuestionInput): string {
  const ctx = contextOf(input);
  const { lines, cited, sources = [] } = reply(ctx);
  const numbers = [...new Set(cited)].sort((a, b) => a - b);
  // A long list reads better as numbers; the answer above names each file.
  const exhibits = numbers.length > 4 ? [exhibitList(numbers)] : numbers.map((n) => exhibitName(ctx.byNumber.get(n)!));
  const basis = [...exhibits, ...sources];
  const body = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const answer = `${body}\n\n_Based on: ${basis.length > 0 ? listText(basis) : 'a search of your uploaded evidence'}._`;
  assertExhibitRefs(answer, ctx.docs.map((d) => d.n));
  return answer;
}
