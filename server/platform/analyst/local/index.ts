/**
 * The local analyst: offline and deterministic (same input, same output), so
 * it runs without an API key and makes tests exact. Each capability lives in
 * its own module; this only adapts them to the async Analyst interface.
 */
import type { Analyst } from '../analyst';
import { answerQuestion } from './chat';
import { analyseEvidence } from './evidence';
import { draftLetter } from './letter';
import { buildCriteriaReport } from './report';
import { screenProfile } from './screening';
import { draftStatement } from './statement';

export function createLocalAnalyst(): Analyst {
  return {
    screenProfile: async (input) => screenProfile(input),
    analyseEvidence: async (input) => analyseEvidence(input),
    buildCriteriaReport: async (input) => buildCriteriaReport(input),
    draftStatement: async (input) => draftStatement(input),
    draftLetter: async (input) => draftLetter(input),
    answerQuestion: async (input) => answerQuestion(input),
  };
}
