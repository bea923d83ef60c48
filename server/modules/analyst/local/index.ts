/**
 * The local analyst: offline and deterministic (same input, same output), so
 * it runs without an API key and makes tests exact. Each capability lives in
 * its own module; this only adapts them to the async Analyst interface.
 */
import { builtInAuthor, type FallbackReason } from '../../../../src/contract/analyst-author';
import type { Analyst } from '../../../platform/analyst/analyst';
import { answerQuestion } from './chat';
import { analyseEvidence } from './evidence';
import { draftLetter } from './letter';
import { buildCriteriaReport } from './report';
import { screenProfile } from './screening';
import { draftStatement } from './statement';

/** `fallback` says why it answers when a model is configured (the OpenAI analyst's stand-in). */
export function createLocalAnalyst(fallback?: FallbackReason): Analyst {
  const author = builtInAuthor(fallback);
  return {
    screenProfile: async (input) => ({ ...screenProfile(input), author }),
    analyseEvidence: async (input) => ({ ...analyseEvidence(input), author }),
    buildCriteriaReport: async (input) => ({ ...buildCriteriaReport(input), author }),
    draftStatement: async (input) => ({ ...draftStatement(input), author }),
    draftLetter: async (input) => ({ ...draftLetter(input), author }),
    answerQuestion: async (input) => ({ answer: answerQuestion(input), author }),
  };
}
