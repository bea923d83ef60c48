import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analystUsage, caseDocuments } from '../../server/platform/db/schema';
import { CHARS_PER_TOKEN, GAP } from '../../server/modules/analyst/openai/budget';
import { authorLabel, type AnalystAuthor } from '../../src/contract/analyst-author';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { taskText, type ChatRequest } from '../fixtures/openai-server/wire';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { addEvidence, settled, userWithPetition, waitFor } from './evidence-helpers';
import { DATABASES, type TestServer } from './harness';
import { api, useOpenAiApp } from './openai-helpers';

const MODEL = { provider: 'openai', model: 'test-model' };
const builtIn = (fallback: AnalystAuthor['fallback']) => ({ provider: 'local', model: 'built-in', fallback });

/** The repair round's request: our list of problems, after the model's first reply. */
const repairText = (r: ChatRequest | undefined) => String(r?.messages.at(-1)?.content ?? '');

async function petitionWithEvidence(server: TestServer) {
  const owner = await userWithPetition(server, 'O-1A');
  await seedEvidence(server, owner.petitionId, O1A_EVIDENCE);
  return { ...owner, a: api(server, owner.cookie) };
}

describe.each(DATABASES)('a model reply that breaks the rules, on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind, { env: { AI_RETRIES: '2' } });
  const lastLetterRequests = (n: number) => model.completions().filter((r) => r.response_format?.json_schema?.name === 'letter').slice(-n);

  it('malformed JSON gets one repair round, and the repaired letter is saved as the model’s', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.script('letter', { content: '{"letter": "Dear Officer' }, {});
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(res.json().author).toEqual(MODEL);
    expect(repairText(lastLetterRequests(1)[0])).toContain('json: the reply is not valid JSON');
    const [usage] = await server.deps.database.db.select().from(analystUsage).where(eq(analystUsage.petitionId, petitionId));
    expect(usage).toMatchObject({ operation: 'letter', requests: 2 });
  });

  it('a reply still malformed after the repair round falls back to the built-in analyst, and the letter says so', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.script('letter', { content: 'not json' }, { content: 'still not json' });
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(res.json().author).toEqual(builtIn('checks-failed'));
    expect(authorLabel(res.json().author as AnalystAuthor)).toBe("Drafted by the built-in analyst: the model's draft failed checks");
    expect(res.json().letterContent).toMatch(/^To: U\.S\. Citizenship and Immigration Services/);
  });

  it('a reply of the wrong shape is sent back with the schema’s complaint', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.script('chat_answer', { content: { reply: 'Exhibit 1.' } }, {});
    const res = await a.chat(petitionId, 'Which prize did Ada win?');
    expect(res.status, res.body).toBe(200);
    expect(res.json().answer).toContain('The record includes Exhibit 1.');
    const repair = model.completions().filter((r) => r.response_format?.json_schema?.name === 'chat_answer').at(-1);
    expect(repairText(repair)).toMatch(/schema: answer: /);
  });

  it('an invented exhibit in both rounds: the statement is the built-in analyst’s, marked, and cites no such exhibit', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    const invent = { content: (_r: ChatRequest, sensible: () => Record<string, unknown>) => ({ ...sensible(), content: `${String(sensible().content)}\n\nThe committee confirmed it in Exhibit 99.` }) };
    model.script('statement', invent, invent);
    const res = await a.call('POST', `/api/petitions/${petitionId}/generate-statement`, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' });
    expect(res.status, res.body).toBe(202);
    const [row] = await waitFor('the statement', async () => {
      const rows = await server.deps.database.db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId));
      return rows.length > 0 ? rows : undefined;
    });
    expect(row!.metadata?.author).toEqual(builtIn('checks-failed'));
    expect(row!.content).not.toContain('Exhibit 99');
    const repair = model.completions().filter((r) => r.response_format?.json_schema?.name === 'statement').at(-1);
    expect(repairText(repair)).toContain('exhibit-ref: cites Exhibit 99, which is not in this petition');
  });

  it('a fake quotation is listed for the model, and its corrected letter is kept', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    const fake = (_r: ChatRequest, sensible: () => Record<string, unknown>) => ({ letter: String(sensible().letter).replace(/^> .*$/m, '> Ada Lovelace won every prize there is.') });
    model.script('letter', { content: fake }, {});
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(res.json().author).toEqual(MODEL);
    expect(res.json().letterContent).not.toContain('every prize');
    expect(repairText(lastLetterRequests(1)[0])).toContain('quote: "Ada Lovelace won every prize there is." is not in Exhibit 1');
  });

  it('a 429 is retried after its Retry-After', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.script('letter', { status: 429, headers: { 'retry-after': '1' }, message: 'Rate limit reached for requests' }, {});
    const started = Date.now();
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.json().author).toEqual(MODEL);
  });

  it('a refusal is not retried: the built-in analyst drafts and the letter says the model declined', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    const before = model.completions().length;
    model.script('letter', { refusal: 'I cannot help with that.' });
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(res.json().author).toEqual(builtIn('refused'));
    expect(model.completions().length - before).toBe(1);
  });
});

describe.each(DATABASES)('a provider that keeps failing, on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind, { env: { AI_RETRIES: '0', AI_BREAKER_FAILURES: '2', AI_BREAKER_COOLDOWN_MS: '1500' } });

  it('opens the circuit: the built-in analyst answers without asking, the status says so, and the model is tried again later', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    const status = async () => (await a.call('GET', '/api/analyst/status')).json();
    expect(await status()).toEqual({ provider: 'openai', model: 'test-model', degraded: false, until: null });

    model.script('*', { status: 500 }, { status: 503 });
    for (const expected of [1, 2]) {
      const before = model.completions().length;
      const res = await a.letter(petitionId);
      expect(res.status, res.body).toBe(201);
      expect(res.json().author).toEqual(builtIn('provider-unavailable'));
      expect(model.completions().length - before, `failure ${expected} reached the provider`).toBe(1);
    }
    const open = await status();
    expect(open).toMatchObject({ degraded: true, until: expect.any(String) });

    const before = model.completions().length;
    const meanwhile = await a.letter(petitionId);
    expect(meanwhile.json().author).toEqual(builtIn('provider-unavailable'));
    expect(model.completions().length).toBe(before);

    await new Promise((r) => setTimeout(r, 1600));
    const again = await a.letter(petitionId);
    expect(again.json().author).toEqual(MODEL);
    expect(await status()).toMatchObject({ degraded: false, until: null });
  });
});

describe.each(DATABASES)('timeouts and the concurrency limit, on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind, { env: { AI_RETRIES: '0', AI_TIMEOUT_MS: '500', AI_MAX_CONCURRENCY: '1' } });

  it('a model that does not answer in time is left, and the built-in analyst drafts', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.script('letter', { delayMs: 4000 });
    const started = Date.now();
    const res = await a.letter(petitionId);
    expect(res.status, res.body).toBe(201);
    expect(res.json().author).toEqual(builtIn('provider-unavailable'));
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('never has more calls in flight than AI_MAX_CONCURRENCY', async () => {
    const { petitionId, a } = await petitionWithEvidence(server);
    model.reset();
    model.script('chat_answer', { delayMs: 150 }, { delayMs: 150 }, { delayMs: 150 });
    const answers = await Promise.all(['Which prize?', 'Which journal?', 'Which newspaper?'].map((q) => a.chat(petitionId, q)));
    for (const res of answers) expect(res.status, res.body).toBe(200);
    expect(model.completions()).toHaveLength(3);
    expect(model.maxInFlight()).toBe(1);
  });
});

describe.each(DATABASES)('a long document, on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind, { env: { AI_MAX_INPUT_TOKENS: '2000' } });

  it('a 100-page document is cut to the token budget, keeping its start and the passage that matters', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    // About 1,700 characters a page: the 100 pages stay under extraction's 200,000-character cap.
    const lines = Array.from({ length: 4500 }, (_, i) => `Page ${Math.floor(i / 45) + 1}.${(i % 45) + 1}: routine society business.`);
    lines[0] = 'Annual Report of the Analytical Society, prepared for its members.';
    lines[79 * 45 + 10] = 'Ada Lovelace received the Turing Medal, an award given for outstanding contributions to computing.';
    const row = await addEvidence(server, owner, 'annual-report.pdf', await makeTextPdf(lines));
    const done = await settled(server, owner, row.id, 120_000);
    expect(done.processingStatus, done.processingError ?? '').toBe('completed');

    const request = model.completions().find((r) => taskText(r).includes('annual-report.pdf'))!;
    const sent = (JSON.parse(taskText(request)) as { document: { text: string } }).document.text;
    expect(sent.length).toBeLessThanOrEqual(2000 * CHARS_PER_TOKEN);
    expect(sent.startsWith('Annual Report of the Analytical Society')).toBe(true);
    expect(sent).toContain('Ada Lovelace received the Turing Medal');
    expect(sent).toContain(GAP.trim());
  });
});
