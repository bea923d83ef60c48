import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import { caseDocumentSchema, type CaseDocument } from '../../src/contract/entities';
import { caseDocuments, evidenceDocuments, petitions } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { countWords } from '../../server/modules/statements/save';
import { runStatementJob, StatementError } from '../../server/modules/statements/job';
import { DATABASES, useListeningServer } from './harness';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { openPush, userWithPetition, waitFor } from './evidence-helpers';
import { quickRetries } from './quick-retries';

describe.each(DATABASES)('statements and case documents on %s', (kind) => {
  const server = useListeningServer(kind);

  const generate = (cookie: string, petitionId: string, body: object) =>
    server.inject({ method: 'POST', url: `/api/petitions/${petitionId}/generate-statement`, headers: { cookie }, payload: body });
  const list = async (cookie: string, petitionId: string): Promise<CaseDocument[]> => {
    const res = await server.inject({ method: 'GET', url: `/api/petitions/${petitionId}/case-documents`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as unknown[]).map((d) => caseDocumentSchema.parse(d));
  };
  const rowsFor = (petitionId: string) =>
    server.deps.database.db.select().from(caseDocuments).where(eq(caseDocuments.petitionId, petitionId));

  it('drafts a statement in the background, saves it as a case document and pushes statement-status', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE);
    const push = await openPush(server.origin, user.cookie);
    try {
      const res = await generate(user.cookie, user.petitionId, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards', instructions: 'Stress the jury of experts.' });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ message: 'Statement queued' });

      const msg = await push.next('statement-status', (m) => m.type === 'statement-status' && m.petitionId === user.petitionId);
      expect(msg).toEqual({ type: 'statement-status', petitionId: user.petitionId, criteriaId: 'o1a_awards', status: 'completed' });
      const [doc, ...rest] = await list(user.cookie, user.petitionId);
      expect(rest).toHaveLength(0);
      expect(doc).toMatchObject({ petitionId: user.petitionId, criteriaId: 'o1a_awards', type: 'statement' });
      expect(doc!.title).toContain('Awards');
      expect(doc!.content).toContain('Exhibit 1');
      expect(doc!.content).toContain('Ada Lovelace');
      // Instructions steer and are never pasted; what was done is in the notes beside the draft.
      expect(doc!.content).not.toContain('Stress the jury');
      expect(doc!.content).not.toMatch(/offline analyst|keywords|as requested/i);
      expect(doc!.metadata?.notes?.join(' ')).toMatch(/Drafted from Exhibit/);
      expect(doc!.metadata?.wordCount).toBe(countWords(doc!.content));
      expect(doc!.metadata!.wordCount!).toBeGreaterThan(50);
    } finally {
      push.close();
    }
  });

  it('a refresh replaces the criterion’s statement, so there is one per criterion, and the list is newest first', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE);
    const push = await openPush(server.origin, user.cookie);
    const done = (criteriaId: string, n: number) =>
      waitFor(`statement ${n} for ${criteriaId}`, async () => push.messages.filter((m) => m.criteriaId === criteriaId && m.status === 'completed').length >= n);
    try {
      expect((await generate(user.cookie, user.petitionId, { criteriaId: 'o1a_press', criteriaTitle: 'Press Coverage' })).statusCode).toBe(202);
      await done('o1a_press', 1);
      const [first] = await list(user.cookie, user.petitionId);

      expect((await generate(user.cookie, user.petitionId, { criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' })).statusCode).toBe(202);
      await done(FINAL_MERITS, 1);
      expect((await generate(user.cookie, user.petitionId, { criteriaId: 'o1a_press', criteriaTitle: 'Press Coverage', instructions: 'Mention the reporter.' })).statusCode).toBe(202);
      await done('o1a_press', 2);

      const docs = await list(user.cookie, user.petitionId);
      expect(docs.map((d) => d.criteriaId)).toEqual(['o1a_press', FINAL_MERITS]);
      expect(docs[0]!.id).not.toBe(first!.id);
      expect(docs[0]!.content).not.toContain('Mention the reporter');
      expect(docs[0]!.metadata?.notes?.length).toBeGreaterThan(0);
      expect(docs[1]!.content.length).toBeGreaterThan(200);
      expect(await rowsFor(user.petitionId)).toHaveLength(2);
    } finally {
      push.close();
    }
  });

  it('refuses a criterion outside the visa’s catalogue and over-long instructions, queueing nothing', async () => {
    const user = await userWithPetition(server, 'O-1A');
    const unknown = await generate(user.cookie, user.petitionId, { criteriaId: 'eb1a_exhibitions', criteriaTitle: 'Exhibitions' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown criterion for this visa type' });
    const long = await generate(user.cookie, user.petitionId, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards', instructions: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 4000 characters/);
    const missing = await generate(user.cookie, user.petitionId, { criteriaTitle: 'Awards' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/criteriaId/);
    const queued = await server.deps.boss!.findJobs(QUEUES.statementGeneration, { data: { petitionId: user.petitionId } });
    expect(queued).toHaveLength(0);
  });

  it("answers 404 for another user's petition and case documents, and leaves them alone", async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const other = await userWithPetition(server, 'O-1A');
    const [doc] = await server.deps.database.db
      .insert(caseDocuments)
      .values({ petitionId: owner.petitionId, title: 'Awards statement', content: 'Text', criteriaId: 'o1a_awards' })
      .returning();

    const gen = await generate(other.cookie, owner.petitionId, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' });
    expect(gen.statusCode).toBe(404);
    expect(gen.json()).toEqual({ message: 'Petition not found' });
    const listed = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/case-documents`, headers: { cookie: other.cookie } });
    expect(listed.statusCode).toBe(404);
    const del = await server.inject({ method: 'DELETE', url: `/api/case-documents/${doc!.id}`, headers: { cookie: other.cookie } });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Case document not found' });
    expect(await rowsFor(owner.petitionId)).toHaveLength(1);

    const own = await server.inject({ method: 'DELETE', url: `/api/case-documents/${doc!.id}`, headers: { cookie: owner.cookie } });
    expect(own.statusCode).toBe(200);
    expect(await rowsFor(owner.petitionId)).toHaveLength(0);
    const again = await server.inject({ method: 'DELETE', url: `/api/case-documents/${doc!.id}`, headers: { cookie: owner.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('a job whose petition was deleted meanwhile finishes quietly: no row, no push, nothing thrown', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE);
    const push = await openPush(server.origin, user.cookie);
    try {
      await server.deps.database.db.delete(petitions).where(eq(petitions.id, user.petitionId));
      const data = { petitionId: user.petitionId, criteriaId: 'o1a_awards', criteriaTitle: 'Awards' };
      await expect(runStatementJob(server.deps, data)).resolves.toBe(false);

      // Through the real queue too: the job completes instead of failing and retrying.
      const jobId = (await server.deps.boss!.send(QUEUES.statementGeneration, data))!;
      const state = await waitFor('the job to settle', async () => {
        const job = await server.deps.boss!.getJobById(QUEUES.statementGeneration, jobId);
        return job && ['completed', 'retry', 'failed'].includes(job.state) ? job.state : undefined;
      });
      expect(state).toBe('completed');
      expect(await rowsFor(user.petitionId)).toHaveLength(0);
      expect(push.messages).toEqual([]);
    } finally {
      push.close();
    }
  });

  it('never saves a statement that cites an exhibit the petition does not have, and pushes failed', async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE.slice(0, 1));
    const real = server.deps.analyst;
    server.deps.analyst = {
      ...real,
      async draftStatement(input) {
        const draft = await real.draftStatement(input);
        return { ...draft, content: `${draft.content}\n\nSee also Exhibit 42.` };
      },
    };
    const push = await openPush(server.origin, user.cookie);
    let restore: (() => Promise<void>) | undefined;
    try {
      const data = { petitionId: user.petitionId, criteriaId: 'o1a_awards', criteriaTitle: 'Awards' };
      await expect(runStatementJob(server.deps, data)).rejects.toBeInstanceOf(StatementError);
      expect(await rowsFor(user.petitionId)).toHaveLength(0);

      // Through the queue: retried, then dead-lettered, then the user hears it failed.
      restore = await quickRetries(server.deps.boss!, QUEUES.statementGeneration);
      expect((await generate(user.cookie, user.petitionId, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' })).statusCode).toBe(202);
      const msg = await push.next('the failed statement-status', (m) => m.type === 'statement-status', 50_000);
      expect(msg).toEqual({
        type: 'statement-status',
        petitionId: user.petitionId,
        criteriaId: 'o1a_awards',
        status: 'failed',
        error: 'The draft cited an exhibit that is not in this petition, so it was not saved. Please try again.',
      });
      expect(await rowsFor(user.petitionId)).toHaveLength(0);
    } finally {
      await restore?.();
      server.deps.analyst = real;
      push.close();
    }
  }, 60_000);

  it("stores the draft's notes for you beside the text, in metadata.notes, never in the content", async () => {
    const user = await userWithPetition(server, 'O-1A');
    await seedEvidence(server, user.petitionId, O1A_EVIDENCE.slice(0, 1));
    const real = server.deps.analyst;
    const notesFor: Record<string, string[]> = {
      o1a_awards: ['  Drafted from Exhibit 1 and the criteria report.  ', '', 'Your instructions were followed: lead with Exhibit 1.'],
      o1a_press: [' ', ''],
    };
    const analyst = {
      ...real,
      async draftStatement(input: Parameters<typeof real.draftStatement>[0]) {
        const draft = await real.draftStatement(input);
        return { ...draft, notes: notesFor[input.criteriaId] ?? [] };
      },
    };
    for (const criteriaId of ['o1a_awards', 'o1a_press']) {
      await expect(runStatementJob({ ...server.deps, analyst }, { petitionId: user.petitionId, criteriaId, criteriaTitle: 'x' })).resolves.toBe(true);
    }

    const docs = await list(user.cookie, user.petitionId);
    const awards = docs.find((d) => d.criteriaId === 'o1a_awards')!;
    expect(awards.metadata).toEqual({
      wordCount: countWords(awards.content),
      notes: ['Drafted from Exhibit 1 and the criteria report.', 'Your instructions were followed: lead with Exhibit 1.'],
      author: { provider: 'local', model: 'built-in' },
    });
    expect(awards.content).not.toContain('Drafted from Exhibit 1 and the criteria report.');
    expect(awards.content).not.toContain('Your instructions were followed');
    // Blank notes are no notes: the field is left out rather than stored empty.
    const press = docs.find((d) => d.criteriaId === 'o1a_press')!;
    expect(press.metadata).toEqual({ wordCount: countWords(press.content), author: { provider: 'local', model: 'built-in' } });
  });

  it('a saved report that cites a since-deleted exhibit does not leak into a new statement', async () => {
    const user = await userWithPetition(server, 'O-1A');
    const award = O1A_EVIDENCE[0]!;
    const [, second] = await seedEvidence(server, user.petitionId, [award, { ...award, evidenceNumber: 2, fileName: 'second-award.pdf' }]);
    const report = await server.inject({ method: 'POST', url: `/api/petitions/${user.petitionId}/criteria-report`, headers: { cookie: user.cookie } });
    expect(report.statusCode).toBe(200);
    expect(JSON.stringify(report.json().criteriaStrengthReport)).toContain('Exhibit 2');
    await server.deps.database.db.delete(evidenceDocuments).where(eq(evidenceDocuments.id, second!.id));

    for (const criteriaId of ['o1a_awards', FINAL_MERITS]) {
      await expect(runStatementJob(server.deps, { petitionId: user.petitionId, criteriaId, criteriaTitle: 'x' })).resolves.toBe(true);
    }
    for (const doc of await rowsFor(user.petitionId)) expect(doc.content).not.toMatch(/Exhibits? (\d+, )*2\b/);
  });
});
