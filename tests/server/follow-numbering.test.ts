import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import type { Analyst, DraftedStatement } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { caseDocuments, evidenceDocuments, petitions, recommendationLetters } from '../../server/platform/db/schema';
import { runStatementJob, StatementError } from '../../server/modules/statements/job';
import { O1A_EVIDENCE, seedEvidence } from './criteria-seed';
import { userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useTestServer } from './harness';

// A reorder (or a deletion) that commits while a statement, a letter or a report is being drafted: what is
// saved cites the documents the draft meant, by their numbers of today (decision 032). The real analyst
// drafts; the user's reorder goes through the real route while it does.

describe.each(DATABASES)('citations follow a reorder that lands mid-draft on %s', (kind) => {
  const server = useTestServer(kind);
  const db = () => server.deps.database.db;

  /** Three exhibits; returns their ids by their first numbers (1, 2, 3). */
  async function seeded(): Promise<{ owner: Owner; ids: string[] }> {
    const owner = await userWithPetition(server, 'O-1A');
    const rows = await seedEvidence(server, owner.petitionId, O1A_EVIDENCE);
    return { owner, ids: rows.map((r) => r.id) };
  }

  /** Exhibits 1 and 3 swap places, through PUT exhibit-order as the user would. */
  async function swapFirstAndThird(owner: Owner, ids: string[]) {
    const res = await server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [ids[2], ids[1], ids[0]] } });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** The ids of the documents a text cites, read against the petition's numbers now. */
  async function citedIdsNow(petitionId: string, text: string): Promise<string[]> {
    const rows = await db().select({ id: evidenceDocuments.id, n: evidenceDocuments.evidenceNumber }).from(evidenceDocuments).where(eq(evidenceDocuments.petitionId, petitionId));
    const idOf = new Map(rows.map((r) => [r.n, r.id]));
    return findExhibitRefs(text).map((n) => idOf.get(n) ?? `missing exhibit ${n}`);
  }

  /** The ids a draft meant: its numbers read against the numbering it was given (1..3 → ids). */
  const meant = (text: string, ids: string[]) => findExhibitRefs(text).map((n) => ids[n - 1] ?? `unknown exhibit ${n}`);

  /**
   * Citation by citation: each saved paragraph (or report string) that cites is paired with the drafted one it
   * came from (the same words, numbers aside), and must cite the same documents. A set over the whole text
   * would not do: a swap of 1 and 3 in a text citing both leaves the set unchanged. Returns the ids compared.
   */
  async function expectSameDocuments(petitionId: string, drafted: string[], saved: string[], ids: string[]): Promise<string[]> {
    const shape = (t: string) => t.replace(/\d+/g, '#');
    const compared: string[] = [];
    // In order: the guarantees may leave a drafted paragraph out, but never reorder them.
    let next = 0;
    for (const text of saved) {
      const at = drafted.findIndex((d, i) => i >= next && shape(d) === shape(text));
      expect(at, `no drafted text reads like the saved one: ${text}`).toBeGreaterThanOrEqual(0);
      next = at + 1;
      const source = drafted[at];
      if (findExhibitRefs(text).length === 0) continue;
      const now = await citedIdsNow(petitionId, text);
      expect(now.sort(), `${source} was saved as ${text}`).toEqual(meant(source!, ids).sort());
      compared.push(...now);
    }
    return compared;
  }
  const paragraphs = (text: string) => text.split(/\n+/);
  // jsonb does not keep key order: the strings by sorted key, so a saved report lines up with the built one.
  const strings = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).flatMap(([, x]) => strings(x)) : [];

  it('a statement drafted before the reorder and saved after it cites the documents it meant', async () => {
    const { owner, ids } = await seeded();
    const real = server.deps.analyst;
    let drafted: DraftedStatement = { title: '', content: '', notes: [] };
    const analyst: Analyst = {
      ...real,
      async draftStatement(input) {
        const draft = await real.draftStatement(input);
        drafted = draft;
        await swapFirstAndThird(owner, ids);
        return draft;
      },
    };
    await expect(runStatementJob({ ...server.deps, analyst }, { petitionId: owner.petitionId, criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' })).resolves.toBe(true);

    const [doc] = await db().select().from(caseDocuments).where(eq(caseDocuments.petitionId, owner.petitionId));
    const compared = await expectSameDocuments(owner.petitionId, paragraphs(drafted.content), paragraphs(doc!.content), ids);
    // The swapped documents are among those cited, so the swap is tested.
    expect(compared).toEqual(expect.arrayContaining([ids[0], ids[2]]));
    // Its notes follow too ('Drafted from Exhibits …').
    const notes = (doc!.metadata as { notes?: string[] }).notes ?? [];
    await expectSameDocuments(owner.petitionId, drafted.notes, notes, ids);
  });

  it('a letter drafted before the reorder and saved after it cites the documents it meant', async () => {
    const { owner, ids } = await seeded();
    const real = server.deps.analyst;
    let drafted = '';
    server.deps.analyst = {
      ...real,
      async draftLetter(input) {
        const written = await real.draftLetter(input);
        // The local analyst cites what it draws on; make sure the swapped exhibits are among them.
        drafted = `${written.content}\n\nThe prize is set out in Exhibit 1, and the press feature in Exhibit 3.`;
        await swapFirstAndThird(owner, ids);
        return { ...written, content: drafted };
      },
    };
    try {
      const res = await server.inject({
        method: 'POST',
        url: `/api/petitions/${owner.petitionId}/recommendation-letters`,
        headers: { cookie: owner.cookie },
        payload: { recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', relationship: 'Colleague', keyAchievements: ['The prize in Exhibit 1'] },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      server.deps.analyst = real;
    }
    const [letter] = await db().select().from(recommendationLetters).where(eq(recommendationLetters.petitionId, owner.petitionId));
    const compared = await expectSameDocuments(owner.petitionId, paragraphs(drafted), paragraphs(letter!.letterContent), ids);
    expect(compared).toEqual(expect.arrayContaining([ids[0], ids[2]]));
    expect(letter!.letterContent).toContain('The prize is set out in Exhibit 3, and the press feature in Exhibit 1.');
    expect(letter!.keyAchievements).toEqual(['The prize in Exhibit 3']);
  });

  it('a criteria report built before the reorder and saved after it cites the documents it meant', async () => {
    const { owner, ids } = await seeded();
    const real = server.deps.analyst;
    let built: unknown = null;
    server.deps.analyst = {
      ...real,
      async buildCriteriaReport(input) {
        const output = await real.buildCriteriaReport(input);
        // Saved with the report: which analyst built it.
        built = { ...output.report, author: output.author };
        await swapFirstAndThird(owner, ids);
        return output;
      },
    };
    try {
      const res = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/criteria-report`, headers: { cookie: owner.cookie } });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      server.deps.analyst = real;
    }
    const [petition] = await db().select().from(petitions).where(eq(petitions.id, owner.petitionId));
    const compared = await expectSameDocuments(owner.petitionId, strings(built), strings(petition!.criteriaStrengthReport), ids);
    expect(compared).toEqual(expect.arrayContaining([ids[0], ids[2]]));
  });

  it('a statement citing an exhibit deleted while it was drafted is not saved, and says why', async () => {
    const { owner, ids } = await seeded();
    const real = server.deps.analyst;
    const analyst: Analyst = {
      ...real,
      async draftStatement(input) {
        const draft = await real.draftStatement(input);
        expect(findExhibitRefs(draft.content)).toContain(1);
        const res = await server.inject({ method: 'DELETE', url: `/api/evidence/${ids[0]}`, headers: { cookie: owner.cookie } });
        expect(res.statusCode, res.body).toBe(200);
        // A later document takes no number of the deleted one's, but a reorder makes Exhibit 1 another document.
        await server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/exhibit-order`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [ids[2], ids[1]] } });
        return draft;
      },
    };
    const job = runStatementJob({ ...server.deps, analyst }, { petitionId: owner.petitionId, criteriaId: 'o1a_awards', criteriaTitle: 'Awards' });
    await expect(job).rejects.toBeInstanceOf(StatementError);
    await expect(job).rejects.toMatchObject({ userMessage: 'The evidence changed while the statement was being written; generate it again.' });
    expect(await db().select().from(caseDocuments).where(eq(caseDocuments.petitionId, owner.petitionId))).toHaveLength(0);
  });
});
