/**
 * The OpenAI analyst (architecture.md §the-analyst, decision 036): the Analyst interface over any OpenAI-compatible
 * chat-completions server, with structured outputs checked by the contract's zod schemas and the
 * guarantees, one repair round, and the local analyst answering (and saying so in `author`)
 * when the model fails the checks, refuses, or cannot be reached.
 */
import type { FallbackReason } from '../../../../src/contract/analyst-author';
import type { Analyst } from '../../../platform/analyst/analyst';
import { createLocalAnalyst } from '../local';
import { CircuitBreaker, type CircuitState } from './breaker';
import { answerWithModel } from './chat';
import { createCompletions } from './client';
import type { OpenAiSettings } from '../../../platform/analyst/config';
import { analyseWithModel } from './evidence';
import { letterWithModel } from './letter';
import { reportWithModel } from './report';
import { type AnalystLog, type ModelRuntime, type UsageRecord } from './run';
import { screenWithModel } from './screening';
import { statementWithModel } from './statement';

type OpenAiAnalystOptions = {
  recordUsage: (usage: UsageRecord) => Promise<void>;
  log: AnalystLog;
  onCircuitChange?: (state: CircuitState) => void;
};

type ModelAnalyst = Analyst & { circuit(): CircuitState };

export function createOpenAiAnalyst(settings: OpenAiSettings, options: OpenAiAnalystOptions): ModelAnalyst {
  const standIns = new Map<FallbackReason, Analyst>();
  const breaker = new CircuitBreaker({ failures: settings.breakerFailures, cooldownMs: settings.breakerCooldownMs, onChange: options.onCircuitChange });
  const rt: ModelRuntime = {
    settings,
    completions: createCompletions(settings),
    breaker,
    recordUsage: options.recordUsage,
    log: options.log,
    local: (reason) => {
      let analyst = standIns.get(reason);
      if (!analyst) standIns.set(reason, (analyst = createLocalAnalyst(reason)));
      return analyst;
    },
  };
  return {
    screenProfile: (input, scope) => screenWithModel(rt, input, scope),
    analyseEvidence: (input, scope) => analyseWithModel(rt, input, scope),
    buildCriteriaReport: (input, scope) => reportWithModel(rt, input, scope),
    draftStatement: (input, scope) => statementWithModel(rt, input, scope),
    draftLetter: (input, scope) => letterWithModel(rt, input, scope),
    answerQuestion: (input, scope) => answerWithModel(rt, input, scope),
    circuit: () => breaker.state(),
  };
}
