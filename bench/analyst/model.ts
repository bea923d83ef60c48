/**
 * `--provider openai`: the OpenAI-compatible analyst, made by the server's own factory
 * (createAnalyst) from the same environment the server reads (AI_PROVIDER=openai, OPENAI_API_KEY,
 * OPENAI_MODEL, OPENAI_BASE_URL, AI_*), with an in-memory PGlite for its usage records. Every result
 * is tallied by who wrote it (the model, or the built-in analyst standing in, and why), and the usage
 * records give the requests and tokens.
 */
import { sql } from 'drizzle-orm';
import type { AnalystAuthor } from '../../src/contract/analyst-author';
import type { Analyst } from '../../server/platform/analyst/analyst';
import { createAnalyst } from '../../server/modules/analyst/create';
import { parseAnalystConfig } from '../../server/platform/analyst/config';
import { openDatabase } from '../../server/platform/db/client';
import { analystUsage } from '../../server/platform/db/schema';

export type ModelFigures = {
  /** Model calls (one per analyst call that reached the model) and the requests they took. */
  calls: number;
  requests: number;
  /** Calls whose first reply failed the checks and went back once for repair. */
  repaired: number;
  /** Results written by the built-in analyst in the model's place, by reason. */
  fellBack: Record<string, number>;
  promptTokens: number;
  completionTokens: number;
};

export type ModelUnderTest = { analyst: Analyst; model: string; baseUrl: string; figures(): Promise<ModelFigures>; close(): Promise<void> };

/** Counts each result's author as it passes: which results the model wrote and which it did not. */
function tallied(analyst: Analyst, seen: (author: AnalystAuthor) => void): Analyst {
  const wrap =
    <A extends unknown[], R extends { author: AnalystAuthor }>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await call(...args);
      seen(result.author);
      return result;
    };
  return {
    screenProfile: wrap(analyst.screenProfile.bind(analyst)),
    analyseEvidence: wrap(analyst.analyseEvidence.bind(analyst)),
    buildCriteriaReport: wrap(analyst.buildCriteriaReport.bind(analyst)),
    draftStatement: wrap(analyst.draftStatement.bind(analyst)),
    draftLetter: wrap(analyst.draftLetter.bind(analyst)),
    answerQuestion: wrap(analyst.answerQuestion.bind(analyst)),
  };
}

/** The model analyst from the environment, or the configuration's complaints ('VARIABLE: reason'). */
export async function openModelAnalyst(env: NodeJS.ProcessEnv): Promise<ModelUnderTest | { errors: string[] }> {
  const parsed = parseAnalystConfig({ ...env, AI_PROVIDER: 'openai' });
  if ('errors' in parsed) return parsed;
  const { config } = parsed;
  if (config.provider !== 'openai') throw new Error('unreachable: the provider was set to openai');
  const database = await openDatabase({ inMemory: true });
  // Quiet: the figures say what the log would (the log never carries the key either).
  const log = { info: () => undefined, warn: () => undefined };
  const fellBack: Record<string, number> = {};
  const analyst = tallied(await createAnalyst(config, database.db, log), (author) => {
    if (author.provider === 'local') fellBack[author.fallback ?? 'none'] = (fellBack[author.fallback ?? 'none'] ?? 0) + 1;
  });
  return {
    analyst,
    model: config.model,
    baseUrl: config.baseUrl,
    async figures() {
      const u = analystUsage;
      const [row] = await database.db
        .select({
          calls: sql<number>`count(*)`,
          requests: sql<number>`coalesce(sum(${u.requests}), 0)`,
          repaired: sql<number>`count(*) filter (where ${u.requests} > 1)`,
          promptTokens: sql<number>`coalesce(sum(${u.promptTokens}), 0)`,
          completionTokens: sql<number>`coalesce(sum(${u.completionTokens}), 0)`,
        })
        .from(u);
      return {
        calls: Number(row?.calls ?? 0),
        requests: Number(row?.requests ?? 0),
        repaired: Number(row?.repaired ?? 0),
        fellBack,
        promptTokens: Number(row?.promptTokens ?? 0),
        completionTokens: Number(row?.completionTokens ?? 0),
      };
    },
    close: () => database.close(),
  };
}
