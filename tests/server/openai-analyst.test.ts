import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analystUsage, caseDocuments } from '../../server/platform/db/schema';
import { criteriaReportSchema } from '../../src/contract/criteria-report';
import type { Evidence } from '../../src/contract/entities';
import { VISA_TYPES } from '../../src/contract/visa-types';
import { makeTextJpeg, makeTextPdf } from '../fixtures/make-fixtures';
import { taskText, type ChatRequest } from '../fixtures/openai-server/wire';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { addEvidence, settled, userWithPetition, waitFor } from './evidence-helpers';
import { DATABASES } from './harness';
import { api, sentBodies, useOpenAiApp } from './openai-helpers';

const MODEL = { provider: 'openai', model: 'test-model' };
const UK_OUTLINE = { provider: 'local', model: 'built-in', fallback: 'uk-outline' };
const schemaOf = (r: ChatRequest) => r.response_format?.json_schema?.name;

describe.each(DATABASES)('the OpenAI analyst drives every route and job on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind);

  it('analyses an uploaded document with the model and records who wrote the analysis', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const pdf = await makeTextPdf(['Certificate of Award', 'Ada Lovelace won the 2023 National Prize for Excellence in Computing.', 'The prize is given by a jury of experts.']);
    const row = await addEvidence(server, owner, 'award.pdf', pdf);
    const done: Evidence = await settled(server, owner, row.id);
    expect(done.processingStatus).toBe('completed');
    expect(done.aiAnalysis?.author).toEqual(MODEL);
    expect(done.aiDescription).toContain('Ada Lovelace won the 2023 National Prize for Excellence in Computing.');

    const request = model.completions().find((r) => schemaOf(r) === 'evidence_analysis' && taskText(r).includes('award.pdf'))!;
    expect(request.model).toBe('test-model');
    expect(request.response_format?.json_schema?.strict).toBe(true);
    // The schema comes from the contract: the visa's own categories, by enum.
    expect(JSON.stringify(request.response_format?.json_schema?.schema)).toContain('o1a_awards');
    expect(JSON.parse(taskText(request)).document.text).toContain('National Prize for Excellence');
    const usage = await server.deps.database.db.select().from(analystUsage).where(eq(analystUsage.petitionId, owner.petitionId));
    expect(usage).toEqual([expect.objectContaining({ operation: 'evidence', model: 'test-model', requests: 1, jobId: expect.any(String) })]);
    expect(usage[0]!.promptTokens).toBeGreaterThan(0);
  });

  it('writes the report, a statement, a letter and a chat answer with the model, each saved with its author', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, owner.petitionId, O1A_EVIDENCE);
    const a = api(server, owner.cookie);

    const report = await a.report(owner.petitionId);
    expect(report.status, report.body).toBe(200);
    const saved = criteriaReportSchema.parse(report.json().criteriaStrengthReport);
    expect(saved.author).toEqual(MODEL);
    expect(saved.criteriaScores.find((s) => s.criteriaId === 'o1a_awards')).toMatchObject({ criteriaTitle: 'Awards', keyEvidence: ['Exhibit 1: award-letter.pdf'] });

    const generated = await a.call('POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' });
    expect(generated.status, generated.body).toBe(202);
    const [statement] = await waitFor('the statement', async () => {
      const rows = await server.deps.database.db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, owner.petitionId));
      return rows.length > 0 ? rows : undefined;
    });
    expect(statement!.metadata?.author).toEqual(MODEL);
    expect(statement!.content).toContain('> Ada Lovelace won the 2023 National Prize for Excellence in Computing.');

    const letter = await a.letter(owner.petitionId);
    expect(letter.status, letter.body).toBe(201);
    expect(letter.json()).toMatchObject({ author: MODEL });
    expect(letter.json().letterContent).toMatch(/^Dear Officer,\n\nI write in support of Ada Lovelace\./);

    const chat = await a.chat(owner.petitionId, 'Which prize did Ada win?');
    expect(chat.status, chat.body).toBe(200);
    expect(chat.json().answer).toContain('Exhibit 1');
    // The chat sends the passages full-text search found, each with its exhibit number.
    const asked = model.completions().filter((r) => schemaOf(r) === 'chat_answer').at(-1)!;
    expect(JSON.parse(taskText(asked)).passages).toContainEqual(expect.objectContaining({ exhibit: 1, fileName: 'award-letter.pdf', text: expect.stringContaining('National Prize') }));

    const usage = await server.deps.database.db.select().from(analystUsage).where(eq(analystUsage.petitionId, owner.petitionId));
    expect(usage.map((u) => u.operation).sort()).toEqual(['chat', 'letter', 'report', 'statement']);
    expect(usage.find((u) => u.operation === 'statement')!.jobId).toEqual(expect.any(String));
  });

  it("decides an EB-2 NIW petition's basis by the rule, whatever the model scored: a bachelor's with 4 years does not qualify", async () => {
    const owner = await userWithPetition(server, 'EB-2 NIW');
    await seedEvidence(server, owner.petitionId, [
      { evidenceNumber: 1, fileName: 'bsc-diploma.pdf', category: 'niw_advanced_degree', text: 'This is to certify that Ada Lovelace has been awarded the degree of Bachelor of Science in Computer Science, conferred on June 30, 2016.' },
      { evidenceNumber: 2, fileName: 'experience-letter.pdf', category: 'niw_advanced_degree', text: 'This is to certify that Ada Lovelace was employed by Paystack Ltd from July 1, 2016 to June 30, 2020 in the position of Software Engineer. She worked full-time, 40 hours per week.' },
    ]);
    const report = await api(server, owner.cookie).report(owner.petitionId);
    expect(report.status, report.body).toBe(200);
    const saved = criteriaReportSchema.parse(report.json().criteriaStrengthReport);
    expect(saved.author).toEqual(MODEL);
    const basis = saved.criteriaScores.find((s) => s.criteriaId === 'niw_advanced_degree')!;
    expect(basis.strength).toBe('weak');
    expect(basis.reasoning).toMatch(/does not meet the advanced-degree basis/);
    expect(basis.reasoning).toContain('Exhibit 2: July 2016 to June 2020 (48 months)');
    expect(saved.strategicRecommendations[0]).toMatch(/^EB-2 basis: not yet shown\./);
  });

  it('keeps UK Global Talent letters and statements as the built-in outlines, never the model’s prose', async () => {
    const owner = await userWithPetition(server, 'UK_GLOBAL_TALENT');
    await seedEvidence(server, owner.petitionId, O1A_EVIDENCE.map((e) => ({ ...e, category: 'uk_awards' })));
    const before = model.completions().length;
    const a = api(server, owner.cookie);
    const letter = await a.letter(owner.petitionId);
    expect(letter.status, letter.body).toBe(201);
    expect(letter.json().author).toEqual(UK_OUTLINE);
    expect(letter.json().letterContent).toMatch(/^Letter outline for Prof\. Grace Hopper/);

    const generated = await a.call('POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'uk_awards', criteriaTitle: 'Awards and Prizes' });
    expect(generated.status, generated.body).toBe(202);
    const [statement] = await waitFor('the evidence map', async () => {
      const rows = await server.deps.database.db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, owner.petitionId));
      return rows.length > 0 ? rows : undefined;
    });
    expect(statement!.title).toMatch(/Evidence Map$/);
    expect(statement!.metadata?.author).toEqual(UK_OUTLINE);
    expect(model.completions().slice(before).map(schemaOf)).not.toContain('letter');
    expect(model.completions().slice(before).map(schemaOf)).not.toContain('statement');
  });

  it('screens a profile with the model, ranked best first, and keeps who screened it', async () => {
    const { cookie } = await server.signUp();
    const a = api(server, cookie);
    const saved = await a.call('POST', '/api/profile', { fullName: 'Ada Lovelace', otherLinks: [] });
    expect(saved.status, saved.body).toBe(200);
    const res = await a.call('POST', '/api/screening');
    expect(res.status, res.body).toBe(200);
    const result = res.json() as { author: unknown; recommendedVisas: Array<{ score: number }> };
    expect(result.author).toEqual(MODEL);
    expect(result.recommendedVisas).toHaveLength(VISA_TYPES.length);
    const scores = result.recommendedVisas.map((v) => v.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const profile = await a.call('GET', '/api/profile');
    expect(profile.json().aiAnalysis).toMatchObject({ author: MODEL });
  });

  it('sends the key only in the Authorization header, and asks for strict JSON schemas', async () => {
    expect(model.requests.length).toBeGreaterThan(0);
    for (const r of model.requests) expect(r.headers.authorization).toBe(`Bearer ${model.apiKey}`);
    for (const body of sentBodies(model)) expect(body).not.toContain(model.apiKey);
    for (const r of model.completions()) {
      expect(r.model).toBe('test-model');
      expect(r.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true, name: expect.any(String) } });
      expect(r.messages[0]!.role).toBe('system');
    }
  });
});

describe.each(DATABASES)('photos with a vision model on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind, { env: { OPENAI_VISION_MODEL: 'test-vision-model' } });

  it('sends the photo itself, scaled down, to the vision model beside its OCR text', async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const photo = makeTextJpeg(['CERTIFICATE OF AWARD', 'Ada Lovelace', 'National Prize for Computing']);
    const row = await addEvidence(server, owner, 'award-photo.jpg', photo, '.jpg');
    const done = await settled(server, owner, row.id, 120_000);
    expect(done.processingStatus, done.processingError ?? '').toBe('completed');
    expect(done.aiAnalysis?.author).toEqual({ provider: 'openai', model: 'test-vision-model' });

    const request = model.completions().find((r) => taskText(r).includes('award-photo.jpg'))!;
    expect(request.model).toBe('test-vision-model');
    const parts = request.messages.find((m) => m.role === 'user')!.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(parts.map((p) => p.type)).toEqual(['text', 'image_url']);
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(JSON.parse(taskText(request)).document.text).toMatch(/AWARD/i);
  });
});
