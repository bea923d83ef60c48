import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/platform/analyst/local';
import { ANSWER_CASES, ANSWERS_PETITION } from '../fixtures/chat-answers';

const analyst = createLocalAnalyst();

/** The reply's first sentence: up to the first full stop that ends a line or is followed by a space and a capital, outside a quotation. */
function firstSentence(answer: string): string {
  const line = answer.split('\n')[0]!;
  const quoteAt = line.indexOf(': "');
  const head = quoteAt >= 0 ? line.slice(0, quoteAt) : line;
  const end = /[.!?](?=\s+\p{Lu}|$)/u.exec(head.replace(/\b(Dr|Prof|Mr|Mrs|Ms|St|No|p)\./g, '$1\u2024'));
  return quoteAt >= 0 ? line : end ? head.slice(0, end.index + 1) : head;
}

async function answered(q: string): Promise<{ first: string; answer: string }> {
  const { answer } = await analyst.answerQuestion({ visaType: 'O-1A', question: q, passages: [], exhibits: ANSWERS_PETITION, report: null, evidenceCount: ANSWERS_PETITION.length });
  return { first: firstSentence(answer), answer };
}

describe('chat: the answer comes first', () => {
  it('states the name, number or date asked for in the first sentence of at least 28 of the questions', async () => {
    const missed: string[] = [];
    for (const c of ANSWER_CASES) {
      const { first, answer } = await answered(c.q);
      if (!c.answer.every((a) => first.split(/ \(Exhibit \d/)[0]!.includes(a))) missed.push(`${c.q}\n  wanted ${c.answer.join(' + ')}\n  got: ${answer.slice(0, 300)}`);
    }
    const hits = ANSWER_CASES.length - missed.length;
    console.log(`answered first: ${hits}/${ANSWER_CASES.length}`);
    expect(ANSWER_CASES.length).toBeGreaterThanOrEqual(30);
    expect(hits, missed.join('\n')).toBeGreaterThanOrEqual(28);
  });
});
