import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CircuitBreaker } from '../../server/modules/analyst/openai/breaker';
import { cutText, fitToBudget, GAP } from '../../server/modules/analyst/openai/budget';
import { retryAfterMs } from '../../server/modules/analyst/openai/client';
import { Limiter } from '../../server/modules/analyst/openai/limit';
import { analysisReply, assertStrict, replySchema } from '../../server/modules/analyst/openai/schemas';
import { checkedReply, type ModelSaid } from '../../server/modules/analyst/repair';

describe('the circuit breaker', () => {
  it('opens after the failures in a row, lets one trial through after the cooldown, and closes on its success', () => {
    let now = 0;
    const changes: boolean[] = [];
    const breaker = new CircuitBreaker({ failures: 3, cooldownMs: 1000, now: () => now, onChange: (s) => changes.push(s.open) });
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toEqual({ open: true, until: new Date(1000) });
    expect(breaker.allow()).toBe(false);
    now = 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow(), 'a second caller while the trial runs').toBe(false);
    breaker.success();
    expect(breaker.state().open).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('a failed trial opens the circuit for another cooldown at once', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failures: 2, cooldownMs: 500, now: () => now });
    breaker.failure();
    breaker.failure();
    now = 600;
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toEqual({ open: true, until: new Date(1100) });
  });
});

describe('the concurrency limit', () => {
  it('runs at most `max` tasks at once and all of them in the end', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const task = async (i: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return i;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((i) => limiter.run(() => task(i))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});

describe('Retry-After', () => {
  it('reads retry-after-ms, seconds and an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(13_000).toUTCString() }), 10_000)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});

describe('the token budget', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i} of the minutes records routine business.`).join('\n');

  it('keeps a document’s start and its passages about the question, in reading order, marking the cuts', () => {
    const text = `Certificate of Membership.\n${filler(400)}\nShe was elected a fellow of the society for outstanding achievement.\n${filler(400)}`;
    const cut = cutText(text, 2000, new Set(['elect', 'fellow', 'outstand']));
    expect(cut.length).toBeLessThanOrEqual(2000);
    expect(cut.startsWith('Certificate of Membership.')).toBe(true);
    expect(cut).toContain('She was elected a fellow of the society for outstanding achievement.');
    expect(cut).toContain(GAP.trim());
  });

  it('leaves documents alone within the budget and shares it out, short ones whole', () => {
    const short = { text: 'A short award letter.' };
    const long = { text: filler(2000) };
    expect(fitToBudget([short], 1000, '')).toEqual([short]);
    const [a, b] = fitToBudget([short, long], 1000, 'award');
    expect(a!.text).toBe(short.text);
    // The long one gets what the short one left, not just half.
    expect(b!.text.length).toBeLessThanOrEqual(4000 - short.text.length);
    expect(b!.text.length).toBeGreaterThan(3000);
  });
});

describe('reply schemas', () => {
  it('are strict: every object closed, every property required', () => {
    expect(() => assertStrict(analysisReply('EB-1A').json)).not.toThrow();
    expect(() => replySchema('loose', z.object({ a: z.string().optional() }))).toThrow('every property must be required');
    expect(() => assertStrict({ type: 'object', properties: {}, required: [] })).toThrow('additionalProperties must be false');
  });
});

describe('check, repair once, fall back', () => {
  const schema = z.object({ answer: z.string() });
  const said = (...texts: Array<string | null>) => {
    const asked: number[] = [];
    const ask = async (repair: unknown[]): Promise<ModelSaid> => {
      asked.push(repair.length);
      const text = texts.shift();
      return text === null || text === undefined ? { kind: 'refusal' } : { kind: 'text', text };
    };
    return { ask, asked };
  };
  const noExhibit9 = (v: { answer: string }) => (v.answer.includes('Exhibit 9') ? ['exhibit-ref: cites Exhibit 9'] : []);

  it('takes a good first reply as it is', async () => {
    const { ask, asked } = said('{"answer":"Exhibit 1"}');
    expect(await checkedReply(ask, schema, noExhibit9)).toEqual({ value: { answer: 'Exhibit 1' } });
    expect(asked).toEqual([0]);
  });

  it('sends a broken reply back once with its problems, and takes the repair', async () => {
    const { ask, asked } = said('{"answer":"Exhibit 9"}', '{"answer":"Exhibit 1"}');
    expect(await checkedReply(ask, schema, noExhibit9)).toEqual({ value: { answer: 'Exhibit 1' } });
    expect(asked).toEqual([0, 2]);
  });

  it('falls back after a second broken reply, or at once on a refusal', async () => {
    expect(await checkedReply(said('{"answer":"Exhibit 9"}', '{oops').ask, schema, noExhibit9)).toMatchObject({ fallback: 'checks-failed', problems: [expect.stringMatching(/^json: /)] });
    expect(await checkedReply(said(null).ask, schema, noExhibit9)).toEqual({ fallback: 'refused', problems: [] });
  });
});
