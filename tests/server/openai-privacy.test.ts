import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseDocuments, profiles } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { taskText } from '../fixtures/openai-server/wire';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { addEvidence, settled, userWithPetition, waitFor } from './evidence-helpers';
import { DATABASES } from './harness';
import { api, sentBodies, useOpenAiApp } from './openai-helpers';

const UPLOADED = 'The committee selected Ada Lovelace as the sole winner of the Babbage Medal for her analysis of the engine.';
const CV = 'Ada Lovelace has led research on analytical engines for twelve years and published widely on computation.';

/** Every run of six words of a document: a request or a log line holding one carries the document's text. */
function sixWordRuns(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  return words.slice(0, -5).map((_, i) => words.slice(i, i + 6).join(' '));
}

describe.each(DATABASES)('AI_SEND_DOCUMENTS=false on %s', (kind) => {
  const log: string[] = [];
  const { server, model } = useOpenAiApp(kind, {
    env: { AI_SEND_DOCUMENTS: 'false', LOG_LEVEL: 'info' },
    overrides: { logDestination: { write: (line: string) => void log.push(line) } },
  });

  it('no document text leaves the server, in any request, while every capability still runs through the model', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, owner.petitionId, O1A_EVIDENCE.map((e) => ({ ...e, evidenceNumber: (e.evidenceNumber ?? 0) + 10 })));
    const row = await addEvidence(server, owner, 'medal.pdf', await makeTextPdf([UPLOADED]));
    expect((await settled(server, owner, row.id)).aiAnalysis?.author).toEqual({ provider: 'openai', model: 'test-model' });
    await server.deps.database.db.update(profiles).set({ cvText: CV }).where(eq(profiles.userId, owner.userId));

    const a = api(server, owner.cookie);
    for (const res of [await a.report(owner.petitionId), await a.letter(owner.petitionId), await a.chat(owner.petitionId, 'Which prize did Ada win?'), await a.call('POST', '/api/screening')]) {
      expect(res.status, res.body).toBeLessThan(300);
      expect(res.json().author ?? res.json().criteriaStrengthReport ?? res.json().answer).toBeTruthy();
    }
    await a.call('POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' });
    await waitFor('the statement', async () => (await server.deps.database.db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, owner.petitionId))).length > 0);

    const names = model.completions().map((r) => r.response_format?.json_schema?.name);
    for (const task of ['evidence_analysis', 'criteria_report', 'letter', 'chat_answer', 'screening', 'statement']) expect(names).toContain(task);
    const bodies = sentBodies(model).join('\n');
    for (const text of [UPLOADED, CV, ...O1A_EVIDENCE.map((e) => e.text)]) {
      for (const run of sixWordRuns(text)) expect(bodies, `a request carried "${run}"`).not.toContain(run);
    }
    // What goes instead: the local analyst's reading and the facts (figures, dates, names).
    const analysis = JSON.parse(taskText(model.completions().find((r) => taskText(r).includes('medal.pdf'))!)).document;
    expect(analysis).toMatchObject({ fileName: 'medal.pdf', localReading: { kind: expect.any(String) }, facts: { names: expect.arrayContaining(['Ada Lovelace', 'Babbage Medal']) } });
  });

  it('logs each call’s token usage for the operator, and never the key or a document’s text', async () => {
    const usage = log.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'analyst model usage');
    expect(usage.length).toBeGreaterThan(0);
    expect(usage[0]).toMatchObject({ operation: expect.any(String), model: 'test-model', promptTokens: expect.any(Number), completionTokens: expect.any(Number), totalTokens: expect.any(Number) });
    const all = log.join('\n');
    expect(all).not.toContain(model.apiKey);
    for (const text of [UPLOADED, CV, ...O1A_EVIDENCE.map((e) => e.text)]) {
      for (const run of sixWordRuns(text)) expect(all, `the log carried "${run}"`).not.toContain(run);
    }
  });
});
