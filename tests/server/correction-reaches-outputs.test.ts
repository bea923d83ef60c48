import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criteriaReportSchema, FINAL_MERITS, type CriteriaReport } from '../../src/contract/criteria-report';
import { caseDocumentSchema, evidenceSchema, letterSchema, petitionSchema, type CaseDocument, type Letter } from '../../src/contract/entities';
import { evidenceDescriptionsReply } from '../../src/contract/evidence-list';
import type { HandoffUrlReply } from '../../src/contract/handoff';
import { suggestRecommenders } from '../../src/features/letters/lib/recommenders';
import type { FactSheet } from '../../src/contract/fact-sheet';
import { evidenceColumns } from '../../server/modules/evidence/dto';
import { followCorrection } from '../../server/modules/evidence/follow-correction';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, openPush, settled, userWithPetition, waitFor, type Owner } from './evidence-helpers';
import { packetApi, unzip } from './packet-helpers';

// Issue 32 item 4: one correction reaches every output. An EB-1A petition holds a newsletter about a
// colleague's prize (the applicant, Ada Lovelace, only attended the ceremony) filed under Awards, beside
// her own award and paper. Every output is made from that filing; the user then re-files the newsletter as
// Other, and each output must follow: the report, a statement generated again (and the old one marked),
// the letter suggestions, a new letter (and the old one marked), the chat, the packet index and its CSV,
// and the row's own description.

const NEWSLETTER = [
  'Department of Computer Science Newsletter',
  'Professor Lin Wins 2024 Kavli Prize',
  'Professor Wei Lin received the 2024 Kavli Prize in Nanoscience for his work on molecular machines.',
  'The prize is awarded every two years and was selected from 312 nominations by an international committee.',
  'Among the guests at the ceremony in Oslo was Dr. Ada Lovelace, who attended with colleagues from the lab.',
];
/** The same news in words the built-in reader finds no recipient in ('honours Professor Wei Lin'). */
const UNREAD_NEWSLETTER = [
  'Department of Computer Science Newsletter',
  'A Kavli Prize for Our Department',
  'The 2024 Kavli Prize in Nanoscience honours Professor Wei Lin for his work on molecular machines.',
  'The prize is awarded every two years and was selected from 312 nominations by an international committee.',
  'Among the guests at the ceremony in Oslo was Dr. Ada Lovelace, who attended with colleagues from the lab.',
];
const OWN_AWARD = [
  'Analytical Society',
  'CERTIFICATE OF RECOGNITION',
  'This certifies that Ada Lovelace has received the Best Paper Award of the Analytical Society.',
  'The paper was selected from 1,840 submissions by a committee of 12 international judges.',
  'Presented by the Analytical Society on June 3, 2024.',
];
const PAPER = [
  'Journal of Machine Learning Research',
  'Sparse Attention for Long Documents',
  'Ada Lovelace, Charles Babbage',
  'Abstract. We present a method that scales attention to whole books.',
  'The paper was published in the Journal of Machine Learning Research in 2023 and has been cited 420 times.',
];

describe.each(DATABASES)('a correction reaches every output on %s', (kind) => {
  const server = useListeningServer(kind);
  const packet = packetApi(server);

  const call = async (owner: Owner, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await server.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as unknown;
  };
  const refile = async (owner: Owner, id: string, category: string) => evidenceSchema.parse(await call(owner, 'PATCH', `/api/evidence/${id}`, { category }));
  const report = async (owner: Owner): Promise<CriteriaReport> => criteriaReportSchema.parse(petitionSchema.parse(await call(owner, 'GET', `/api/petitions/${owner.petitionId}`)).criteriaStrengthReport);
  const statements = async (owner: Owner): Promise<CaseDocument[]> => ((await call(owner, 'GET', `/api/petitions/${owner.petitionId}/case-documents`)) as unknown[]).map((d) => caseDocumentSchema.parse(d));
  const letters = async (owner: Owner): Promise<Letter[]> => ((await call(owner, 'GET', `/api/petitions/${owner.petitionId}/recommendation-letters`)) as unknown[]).map((l) => letterSchema.parse(l));
  const projects = async (owner: Owner) => {
    const rows = evidenceDescriptionsReply.parse(await call(owner, 'GET', `/api/petitions/${owner.petitionId}/evidence/descriptions`));
    return suggestRecommenders('EB-1A', rows).flatMap((s) => s.projectsToMention ?? []);
  };
  const ask = async (owner: Owner, question: string) => ((await call(owner, 'POST', `/api/petitions/${owner.petitionId}/chat`, { question })) as { answer: string }).answer;
  const writeLetter = async (owner: Owner, recommenderName: string) =>
    letterSchema.parse(
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/recommendation-letters`, {
        recommenderName,
        recommenderTitle: 'Professor',
        recommenderOrganization: 'ETH Zurich',
        relationship: 'Independent expert; we have never worked together',
        keyAchievements: ['Her research was honoured at the 2024 Kavli Prize ceremony in Oslo'],
      }),
    );
  const exhibitIndexCsv = async (owner: Owner) => {
    const { url } = (await call(owner, 'GET', `/api/petitions/${owner.petitionId}/handoff-url`)) as HandoffUrlReply;
    const zip = await server.inject({ method: 'GET', url });
    expect(zip.statusCode).toBe(200);
    return (await unzip(zip.rawPayload)).get('exhibit-index.csv')!.toString('utf8');
  };
  const buildPacket = async (owner: Owner, after: string | null) => {
    expect((await packet.post(owner)).statusCode).toBeLessThan(300);
    const built = await packet.finished(owner, 120_000, after);
    expect(built.status, built.error ?? '').toBe('ready');
    return built;
  };

  it('re-filing a colleague’s prize from Awards to Other changes the report, statements, suggestions, letters, chat and packet', async () => {
    const owner = await userWithPetition(server, 'EB-1A');
    const news = await addEvidence(server, owner, 'newsletter.pdf', await makeTextPdf(NEWSLETTER));
    const award = await addEvidence(server, owner, 'award.pdf', await makeTextPdf(OWN_AWARD));
    const paper = await addEvidence(server, owner, 'paper.pdf', await makeTextPdf(PAPER));
    for (const e of [news, award, paper]) expect((await settled(server, owner, e.id)).processingStatus).toBe('completed');
    const n = (await settled(server, owner, news.id)).evidenceNumber!;
    const exhibit = `Exhibit ${n}`;
    const cites = (text: string) => new RegExp(`\\bExhibits? (?:[\\d, ]+and )?${n}\\b`).test(text);

    // The filing the issue found: the newsletter under Awards.
    const filed = await refile(owner, news.id, 'eb1a_awards');
    expect(filed.aiDescription).toContain('filed under **Awards**');

    // Every output, made from that filing.
    await call(owner, 'POST', `/api/petitions/${owner.petitionId}/criteria-report`);
    const push = await openPush(server.origin, owner.cookie);
    const generated = (criteriaId: string, count: number) =>
      waitFor(`${count} statements for ${criteriaId}`, async () => push.messages.filter((m) => m.type === 'statement-status' && m.criteriaId === criteriaId && m.status === 'completed').length >= count || undefined, 60_000);
    try {
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'eb1a_awards', criteriaTitle: 'Awards' });
      await generated('eb1a_awards', 1);
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' });
      await generated(FINAL_MERITS, 1);
      const oldLetter = await writeLetter(owner, 'Dr. Hedy Lamarr');
      const before = {
        awards: (await report(owner)).criteriaScores.find((s) => s.criteriaId === 'eb1a_awards')!,
        statement: (await statements(owner)).find((s) => s.criteriaId === 'eb1a_awards')!,
        merits: (await statements(owner)).find((s) => s.criteriaId === FINAL_MERITS)!,
        projects: await projects(owner),
        chat: await ask(owner, 'Which exhibits support the awards criterion?'),
        packet: await buildPacket(owner, null),
        csv: await exhibitIndexCsv(owner),
      };
      expect(before.awards.keyEvidence).toContain(`${exhibit}: newsletter.pdf`);
      // Statements never argue someone else's prize, even filed under Awards (decision 061); they are checked after the correction.
      expect(cites(oldLetter.letterContent)).toBe(true);
      expect(before.chat).toMatch(new RegExp(`Exhibit ${n} \\(newsletter\\.pdf\\)`));
      expect(before.packet.index.find((e) => e.evidenceId === news.id)?.criterionId).toBe('eb1a_awards');
      expect(before.csv).toMatch(new RegExp(`${exhibit},[^\\r\\n]*,Awards,`));

      // The correction.
      const refiled = await refile(owner, news.id, 'other');
      expect(refiled.category).toBe('other');
      expect(refiled.aiDescription).not.toMatch(/filed under \*\*Awards\*\*/);
      expect(refiled.aiDescription).toContain('filed as **Other**');
      expect(refiled.aiAnalysis?.relevance).not.toMatch(/Awards/);
      expect(refiled.aiTags).not.toContain('Awards');

      // The report was built again: the newsletter counts under no criterion.
      const after = await report(owner);
      for (const score of after.criteriaScores) expect(score.keyEvidence.filter((k) => k.startsWith(`${exhibit}:`)), score.criteriaTitle).toEqual([]);
      expect(after.criteriaScores.find((s) => s.criteriaId === 'eb1a_awards')!.evidenceCount).toBe(before.awards.evidenceCount - 1);
      expect(JSON.stringify(after)).not.toMatch(new RegExp(`Exhibits? [^"]*\\b${n}\\b`));

      // The statement written from the old filing says it is out of date; generated again, it no longer cites the newsletter.
      const marked = (await statements(owner)).find((s) => s.criteriaId === 'eb1a_awards')!;
      expect(marked.content).toBe(before.statement.content);
      expect(marked.metadata?.stale ?? []).toContainEqual(expect.stringContaining(`${exhibit} (newsletter.pdf) was re-filed from Awards to Other`));
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'eb1a_awards', criteriaTitle: 'Awards' });
      await generated('eb1a_awards', 2);
      const regenerated = (await statements(owner)).find((s) => s.criteriaId === 'eb1a_awards')!;
      expect(regenerated.id).not.toBe(before.statement.id);
      expect(cites(regenerated.content)).toBe(false);
      expect(regenerated.metadata?.stale).toBeUndefined();
      // So is the final merits, which weighs every exhibit: generated again, it neither counts nor quotes the newsletter.
      expect((await statements(owner)).find((s) => s.criteriaId === FINAL_MERITS)!.metadata?.stale ?? []).toContainEqual(expect.stringContaining(`${exhibit} (newsletter.pdf) was re-filed`));
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' });
      await generated(FINAL_MERITS, 2);
      expect(cites((await statements(owner)).find((s) => s.criteriaId === FINAL_MERITS)!.content)).toBe(false);

      // The suggestions no longer ask recommenders to mention the colleague's prize.
      expect(await projects(owner)).not.toContain('Professor Lin Wins 2024 Kavli Prize');

      // The old letter is marked; a new one with the same achievement cites no exhibit for it.
      const oldNow = (await letters(owner)).find((l) => l.id === oldLetter.id)!;
      expect(oldNow.stale ?? []).toContainEqual(expect.stringContaining(`${exhibit} (newsletter.pdf) was re-filed from Awards to Other`));
      expect(cites((await writeLetter(owner, 'Dr. Grace Hopper')).letterContent)).toBe(false);

      // The chat no longer offers it as her award, and says why it is left out.
      const chat = await ask(owner, 'Which exhibits support the awards criterion?');
      expect(chat).not.toMatch(/If one of them is really evidence for this criterion/);
      expect(chat).toMatch(new RegExp(`not counted as yours:\\s+- \\*\\*Exhibit ${n} \\(newsletter\\.pdf\\)\\*\\*: you filed it as Other\\.`));
      expect(chat.split('not counted as yours')[0]).not.toContain(`Exhibit ${n} (newsletter.pdf)`);

      // The packet built before is stale; built again, its index and CSV file the newsletter as other evidence.
      expect((await packet.get(owner)).stale).toBe(true);
      const rebuilt = await buildPacket(owner, before.packet.builtAt);
      expect(rebuilt.index.find((e) => e.evidenceId === news.id)?.criterionId).toBe('other');
      const csv = await exhibitIndexCsv(owner);
      expect(csv).not.toMatch(new RegExp(`${exhibit},[^\\r\\n]*,Awards,`));
      expect(csv).toMatch(new RegExp(`${exhibit},[^\\r\\n]*,Other evidence,`));
    } finally {
      push.close();
    }
  }, 300_000);

  // Branch sheet-edit makes the fact sheet editable through the same PATCH, which calls followCorrection with the
  // row before and after. Until then the edit is written as that PATCH would write it, and the handler is called.
  it('an edit of the fact sheet re-files the exhibit by its corrected facts, retitles it, rebuilds the report and marks the statement', async () => {
    const owner = await userWithPetition(server, 'EB-1A');
    const news = await addEvidence(server, owner, 'newsletter.pdf', await makeTextPdf(UNREAD_NEWSLETTER));
    await settled(server, owner, news.id);
    const db = server.deps.database.db;
    const row = async () => (await db.select().from(evidenceDocuments).where(eq(evidenceDocuments.id, news.id)))[0]!;
    // The reading the issue found: no recipient recognised, so it went under Awards (written here so a better reader changes nothing).
    const analysed = await row();
    const unread: FactSheet = { ...analysed.factSheet!, subject: null, filingReason: null };
    await db.update(evidenceDocuments).set({ category: 'eb1a_awards', factSheet: unread }).where(eq(evidenceDocuments.id, news.id));
    await call(owner, 'POST', `/api/petitions/${owner.petitionId}/criteria-report`);
    const push = await openPush(server.origin, owner.cookie);
    try {
      await call(owner, 'POST', `/api/petitions/${owner.petitionId}/generate-statement`, { criteriaId: 'eb1a_awards', criteriaTitle: 'Awards' });
      await push.next('the statement', (m) => m.type === 'statement-status' && m.status === 'completed', 60_000);
    } finally {
      push.close();
    }
    const n = analysed.evidenceNumber!;
    expect((await report(owner)).criteriaScores.find((s) => s.criteriaId === 'eb1a_awards')!.keyEvidence).toContain(`Exhibit ${n}: newsletter.pdf`);

    // The user's edit: the prize went to Prof. Lin (she attended, as the sheet says); and a title in her own words.
    const before = await row();
    const sentence = UNREAD_NEWSLETTER[2]!;
    const corrected: FactSheet = { ...unread, subject: { value: 'Professor Wei Lin', sentence, page: 1, relation: 'received', isApplicant: false }, title: 'Department newsletter on Prof. Lin’s Kavli Prize', userFields: [...unread.userFields, 'subject', 'title'] };
    const [after] = await db.update(evidenceDocuments).set({ factSheet: corrected }).where(eq(evidenceDocuments.id, news.id)).returning(evidenceColumns);
    const followed = await followCorrection(server.deps, before, after!);

    expect(followed.category).toBe('other');
    expect(followed.factSheet?.filingReason).toBe('Filed as Other: the award went to Professor Wei Lin; the applicant attended the ceremony.');
    expect(followed.aiDescription).toContain('filed as **Other**');
    expect(followed.exhibitTitle).toBe('Department newsletter on Prof. Lin’s Kavli Prize');
    expect(evidenceSchema.parse(await call(owner, 'GET', `/api/evidence/${news.id}`))).toMatchObject({ category: 'other', exhibitTitle: followed.exhibitTitle });
    expect((await report(owner)).criteriaScores.find((s) => s.criteriaId === 'eb1a_awards')!.keyEvidence.join(' ')).not.toContain(`Exhibit ${n}:`);
    const [statement] = await statements(owner);
    expect(statement!.metadata?.stale).toEqual([`Out of date: Exhibit ${n} (newsletter.pdf) was re-filed from Awards to Other after this was written. Generate it again so it argues from the record as it is now.`]);
  }, 120_000);
});
