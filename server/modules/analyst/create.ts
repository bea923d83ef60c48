import type { Db } from '../../platform/db/client';
import type { Analyst } from '../../platform/analyst/analyst';
import { createLocalAnalyst } from './local';
import type { AnalystConfig } from '../../platform/analyst/config';
import type { AnalystLog } from './openai/run';
import { saveCircuit } from './status';
import { usageRecorder } from './usage';

/**
 * The configured analyst. The OpenAI one (and the SDK) loads only when it is configured, so the
 * default start-up reads none of it (decision 035).
 */
export async function createAnalyst(config: AnalystConfig, db: Db, log: AnalystLog): Promise<Analyst> {
  if (config.provider === 'local') return createLocalAnalyst();
  const { createOpenAiAnalyst } = await import('./openai');
  return createOpenAiAnalyst(config, {
    recordUsage: usageRecorder(db, log),
    log,
    onCircuitChange: (state) => {
      log.warn({ circuitOpen: state.open, until: state.until?.toISOString() }, state.open ? 'the model is bypassed after repeated failures' : 'the model answers again');
      saveCircuit(db, state).catch(() => undefined);
    },
  });
}
