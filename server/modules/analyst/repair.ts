/**
 * Check, repair once, fall back (issue 16 item 3), for any analyst that writes through a
 * conversation with a model. The reply is read (JSON and its zod schema) and checked (checks.ts);
 * a reply with problems is sent back once with the problems listed; if the second reply still has
 * some, or the model refuses, the caller falls back to the local analyst. Nothing unchecked is
 * returned. Provider failures are not handled here: they reach the caller as thrown errors.
 */
import type { z } from 'zod';

/** One more turn of the conversation: the model's reply, then our list of what is wrong with it. */
type RepairTurns = Array<{ role: 'assistant' | 'user'; content: string }>;

/** What the model said: text to read, or a refusal (OpenAI's `message.refusal`). */
export type ModelSaid = { kind: 'text'; text: string } | { kind: 'refusal' };

/** `last`: the repaired reply that still had problems, when it could be read (a caller may keep its sound part). */
type Checked<T> = { value: T } | { fallback: 'checks-failed' | 'refused'; problems: string[]; last?: T };

/** The reply as T, or why it is not one (malformed JSON, the schema's complaints). */
function readReply<T>(text: string, schema: z.ZodType<T>): { value: T } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { problems: [`json: the reply is not valid JSON (${(err as Error).message})`] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  return { problems: parsed.error.issues.map((i) => `schema: ${i.path.join('.') || 'the reply'}: ${i.message}`) };
}

function repairRequest(problems: string[]): string {
  return [
    'Your reply cannot be used as it is. Write the whole reply again in the same JSON format, keeping what was right and fixing each of these problems:',
    ...problems.map((p) => `- ${p}`),
    'Quote only sentences that appear word for word in the exhibit you cite, cite only the exhibit numbers you were given, and state a figure, date or name only in a paragraph that cites the exhibit it comes from.',
  ].join('\n');
}

export async function checkedReply<T>(
  ask: (repair: RepairTurns) => Promise<ModelSaid>,
  schema: z.ZodType<T>,
  problemsOf: (value: T) => string[],
): Promise<Checked<T>> {
  let repair: RepairTurns = [];
  let problems: string[] = [];
  let last: T | undefined;
  for (let round = 0; round < 2; round++) {
    const said = await ask(repair);
    if (said.kind === 'refusal') return { fallback: 'refused', problems: [] };
    const read = readReply(said.text, schema);
    problems = 'value' in read ? problemsOf(read.value) : read.problems;
    if ('value' in read && problems.length === 0) return { value: read.value };
    last = 'value' in read ? read.value : undefined;
    repair = [
      { role: 'assistant', content: said.text },
      { role: 'user', content: repairRequest(problems) },
    ];
  }
  return { fallback: 'checks-failed', problems, ...(last === undefined ? {} : { last }) };
}
