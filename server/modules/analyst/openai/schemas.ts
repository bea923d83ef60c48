/**
 * The reply schemas: zod schemas from the contract (or built from its enums), turned into the
 * JSON schema of `response_format: { type: 'json_schema', strict: true }`. The same zod schema
 * validates the reply before anything uses it: strict mode is the provider's promise, the zod
 * parse is ours.
 */
import { z } from 'zod';
import { categoryOptions, DOCUMENT_KINDS } from '../../../../src/contract/categories';
import { criteriaFor } from '../../../../src/contract/criteria';
import { criteriaReportBodySchema } from '../../../../src/contract/criteria-report';
import { factSheetSchema, type FactSheet } from '../../../../src/contract/fact-sheet';
import { screeningBodySchema } from '../../../../src/contract/screening';
import type { VisaType } from '../../../../src/contract/visa';

export type ReplySchema<T> = { name: string; zod: z.ZodType<T>; json: Record<string, unknown> };

type JsonSchema = { [key: string]: unknown };

/** Keys zod writes that strict mode has no use for. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    // z.number().int() says 'at most 2^53 - 1': true of every integer, and noise to the model.
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    out[key] = tidy(value);
  }
  return out;
}

/** Throws unless every object lists all its properties as required and allows no others (strict mode's rules). */
export function assertStrict(node: unknown, path = '$'): void {
  if (Array.isArray(node)) return node.forEach((n, i) => assertStrict(n, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.type === 'object') {
    const keys = Object.keys((schema.properties as JsonSchema | undefined) ?? {});
    const required = (schema.required as string[] | undefined) ?? [];
    if (schema.additionalProperties !== false) throw new Error(`${path}: additionalProperties must be false`);
    const missing = keys.filter((k) => !required.includes(k));
    if (missing.length > 0) throw new Error(`${path}: every property must be required (not ${missing.join(', ')})`);
  }
  for (const [key, value] of Object.entries(schema)) if (typeof value === 'object') assertStrict(value, `${path}.${key}`);
}

export function replySchema<T>(name: string, zod: z.ZodType<T>): ReplySchema<T> {
  const json = tidy(z.toJSONSchema(zod, { io: 'output' })) as JsonSchema;
  assertStrict(json);
  return { name, zod, json };
}

export const screeningReply = replySchema('screening', screeningBodySchema);

export const reportReply = replySchema('criteria_report', criteriaReportBodySchema);

export const statementReply = replySchema(
  'statement',
  z.object({ title: z.string(), content: z.string(), notes: z.array(z.string()) }),
);

export const letterReply = replySchema('letter', z.object({ letter: z.string() }));

export const answerReply = replySchema('chat_answer', z.object({ answer: z.string() }));

/**
 * The fact sheet as the model fills it: the contract's schema, less what is not the model's to say (why the
 * document is filed where it is, which fields are unsure, which the user set: the code decides those).
 */
const modelFactSheetSchema = factSheetSchema.omit({ filingReason: true, checks: true, userFields: true });
export type ModelFactSheet = Omit<FactSheet, 'filingReason' | 'checks' | 'userFields'>;

/** One document's analysis; `factSheet` is asked for only when the model reads the document's text. */
type AnalysisReply = {
  kind: (typeof DOCUMENT_KINDS)[number];
  category: string;
  tags: string[];
  description: string;
  relevance: string;
  criteriaIds: string[];
  factSheet?: ModelFactSheet | null;
};

const analysisReplies = new Map<string, ReplySchema<AnalysisReply>>();

function buildAnalysisReply(visaType: VisaType, withFactSheet: boolean): ReplySchema<AnalysisReply> {
  const categories = categoryOptions(visaType).map((c) => c.id) as [string, ...string[]];
  const criteria = criteriaFor(visaType).map((c) => c.id) as [string, ...string[]];
  const analysis = z.object({
    kind: z.enum(DOCUMENT_KINDS),
    category: z.enum(categories),
    tags: z.array(z.string()),
    description: z.string(),
    relevance: z.string(),
    criteriaIds: z.array(z.enum(criteria)),
  });
  return replySchema<AnalysisReply>('evidence_analysis', withFactSheet ? analysis.extend({ factSheet: modelFactSheetSchema }) : analysis);
}

/** One document's analysis: its category and criteria are the visa's own ids, by schema. */
export function analysisReply(visaType: VisaType, withFactSheet: boolean): ReplySchema<AnalysisReply> {
  const key = `${visaType}:${withFactSheet}`;
  let reply = analysisReplies.get(key);
  if (!reply) analysisReplies.set(key, (reply = buildAnalysisReply(visaType, withFactSheet)));
  return reply;
}
