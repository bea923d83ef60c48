import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceSchema, type Evidence } from '../../src/contract/entities';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, evidenceDetail, listEvidence, settled, userWithPetition, type Owner } from './evidence-helpers';

// Decision 060: PATCH /api/evidence/{id} with `factSheet` against the real server, database and analysis job.
// The applicant of evidence-helpers is Ada Lovelace.

/** Her certificate, naming her by surname only: the analyst files it under Awards and asks her to check whom it names. */
const CERTIFICATE = [
  'Analytical Society',
  'CERTIFICATE OF RECOGNITION',
  'This certifies that Dr. Lovelace has received the Best Paper Award.',
  'The paper was selected from 1,840 submissions by a committee of 12 international judges.',
  'Presented by the Analytical Society on June 3, 2024.',
];
/** A colleague's prize, whose ceremony she attended: filed as Other. */
const NEWSLETTER = [
  'Department of Mathematics Newsletter',
  'Prof. Charles Babbage was awarded the 1843 Royal Medal by the Analytical Society.',
  'The medal is presented each year to one researcher selected from 212 nominations.',
  'Among the guests at the ceremony was Ada Lovelace, who attended with her family.',
];

/** An invitation to speak from a programme committee: no judging, filed as Other (decision 118). */
const INVITATION = [
  'Programme Committee, Analytical Engines Forum 2025',
  'Dear Ada Lovelace,',
  'On behalf of the programme committee I invite you to speak on the panel on computing machines at the Analytical Engines Forum in London on 12 June 2025.',
  'Yours sincerely, Charles Wheatstone, Chair of the Programme Committee',
];

describe.each(DATABASES)('fact-sheet corrections on %s', (kind) => {
  const server = useListeningServer(kind);
  const db = () => server.deps.database.db;
  const patch = (cookie: string, id: string, factSheet: unknown) => server.inject({ method: 'PATCH', url: `/api/evidence/${id}`, headers: { cookie }, payload: { factSheet } as object });
  const textOf = async (id: string) => (await db().select({ text: evidenceDocuments.extractedText }).from(evidenceDocuments).where(eq(evidenceDocuments.id, id)))[0]!.text!;

  async function analysed(owner: Owner, fileName: string, lines: string[]): Promise<Evidence> {
    const ev = await addEvidence(server, owner, fileName, await makeTextPdf(lines));
    const row = evidenceSchema.parse(await settled(server, owner, ev.id));
    expect(row.processingStatus).toBe('completed');
    return row;
  }

  it('saves a correction and a confirmation as the user\'s, and answers with the new sheet and row', async () => {
    const owner = await userWithPetition(server);
    const certificate = await analysed(owner, 'certificate.pdf', CERTIFICATE);
    expect(certificate.category).toBe('o1a_awards');
    expect(certificate.factSheet?.checks).toContainEqual({ field: 'subject', reason: 'Matched to you by surname only ("Dr. Lovelace").' });
    expect((await listEvidence(server, owner))[0]).toMatchObject({ factChecks: ['subject'], factLine: expect.stringMatching(/^Award received by the applicant: /) });

    const res = await patch(owner.cookie, certificate.id, { confirm: ['subject'], title: ' Best Paper Award ', issuer: 'The Analytical Society of London', figures: [{ value: 'selected from 1,840 submissions' }, { value: '12 judges' }] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = evidenceSchema.parse(res.json());
    expect(saved.factSheet).toMatchObject({ title: 'Best Paper Award', checks: [], subject: certificate.factSheet!.subject, issuer: { value: 'The Analytical Society of London', sentence: null, page: null } });
    expect([...saved.factSheet!.userFields].sort()).toEqual(['figures', 'issuer', 'subject', 'title']);
    // The figure she kept is still the document's sentence; the one she shortened stands in the same sentence.
    expect(saved.factSheet?.figures).toEqual([
      { kind: 'selectivity', value: 'selected from 1,840 submissions', sentence: 'The paper was selected from 1,840 submissions by a committee of 12 international judges.', page: 1 },
      { kind: 'count', value: '12 judges', sentence: null, page: null },
    ]);
    expect(factSheetProblems(saved.factSheet!, await textOf(certificate.id))).toEqual([]);
    // Nothing that decides the filing changed: the category and the relevance stay.
    expect(saved).toMatchObject({ category: 'o1a_awards', aiAnalysis: certificate.aiAnalysis });
    expect(await evidenceDetail(server, owner, certificate.id)).toEqual(saved);
    const [row] = await listEvidence(server, owner);
    expect(row).toMatchObject({ factChecks: [], factLine: 'Award received by the applicant: Best Paper Award, The Analytical Society of London, June 3, 2024, selected from 1,840 submissions' });
  }, 90_000);

  it('refuses nonsense with a readable message naming the field, and changes nothing', async () => {
    const owner = await userWithPetition(server);
    const certificate = await analysed(owner, 'certificate.pdf', CERTIFICATE);
    const cases: Array<[unknown, string]> = [
      [{ date: `June 3, ${new Date().getUTCFullYear() + 2}` }, 'factSheet.date: The date cannot be in the future'],
      [{ date: 'soon' }, 'factSheet.date: Enter a date such as "June 3, 2024", "June 2024" or "2024"'],
      [{ title: '  ' }, 'factSheet.title: The title cannot be empty'],
      [{ subject: { name: '', isApplicant: true } }, 'factSheet.subject.name: Name whom the document is about, or clear it'],
      [{ figures: [{ value: 'a great many' }] }, 'factSheet.figures.0.value: A figure states a number, such as "selected from 1,840 submissions"'],
      [{ kind: 'poem' }, 'factSheet.kind: Choose what kind of document it is'],
      [{ confirm: ['mood'] }, 'factSheet.confirm.0: Invalid option: expected one of "kind"|"title"|"issuer"|"date"|"subject"|"applicantRole"|"figures"|"venue"|"signer"'],
      [{}, 'factSheet: Nothing to change'],
      // Against the stored sheet: it is about her, so she cannot be only a guest at it.
      [{ applicantRole: 'attendee' }, 'factSheet.applicantRole: The document is about you: choose "It is about me"'],
    ];
    for (const [edit, message] of cases) {
      const res = await patch(owner.cookie, certificate.id, edit);
      expect(res.statusCode, JSON.stringify(edit)).toBe(400);
      expect(res.json(), JSON.stringify(edit)).toEqual({ message });
    }
    expect(await evidenceDetail(server, owner, certificate.id)).toEqual(certificate);

    // A row analysed before fact sheets has none to correct.
    await db().update(evidenceDocuments).set({ factSheet: null }).where(eq(evidenceDocuments.id, certificate.id));
    const none = await patch(owner.cookie, certificate.id, { title: 'Best Paper Award' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'factSheet: This exhibit has no fact sheet yet. Reprocess it, then correct its facts.' });
  }, 90_000);

  it('files the document again by the corrected facts, with its reason, unless the user chose the category', async () => {
    const owner = await userWithPetition(server);
    const newsletter = await analysed(owner, 'newsletter.pdf', NEWSLETTER);
    const certificate = await analysed(owner, 'certificate.pdf', CERTIFICATE);
    expect(newsletter.category).toBe('other');

    // Her certificate, which she says went to a namesake whose ceremony she attended: Other, and the row says why.
    const notHers = await patch(owner.cookie, certificate.id, { subject: { name: 'Dr. Lovelace', isApplicant: false }, applicantRole: 'attendee' });
    expect(notHers.statusCode, notHers.body).toBe(200);
    const refiled = evidenceSchema.parse(notHers.json());
    expect(refiled.category).toBe('other');
    expect(refiled.factSheet?.filingReason).toBe('Filed as Other: the award went to Dr. Lovelace; the applicant attended the ceremony.');
    expect(refiled.aiAnalysis?.relevance?.startsWith('Filed as Other: the award went to Dr. Lovelace')).toBe(true);
    expect(refiled.userSetFields).toEqual([]);
    expect((await listEvidence(server, owner)).find((r) => r.id === certificate.id)?.filingReason).toBe(refiled.factSheet?.filingReason);

    // And back: it was hers after all. Filed under Awards again, no reason against it.
    const hers = evidenceSchema.parse((await patch(owner.cookie, certificate.id, { subject: { name: 'Dr. Ada Lovelace', isApplicant: true } })).json());
    expect(hers).toMatchObject({ category: 'o1a_awards', factSheet: { applicantRole: 'subject', filingReason: null } });
    expect(hers.aiAnalysis?.relevance).toMatch(/^\*\*Criterion:\*\* Awards/);

    // A category the user chose stays whatever the facts say.
    expect((await server.inject({ method: 'PATCH', url: `/api/evidence/${newsletter.id}`, headers: { cookie: owner.cookie }, payload: { category: 'o1a_press' } })).statusCode).toBe(200);
    const kept = evidenceSchema.parse((await patch(owner.cookie, newsletter.id, { subject: { name: 'Ada Lovelace', isApplicant: true } })).json());
    expect(kept).toMatchObject({ category: 'o1a_press', factSheet: { subject: { value: 'Ada Lovelace', isApplicant: true }, filingReason: null } });
  }, 90_000);

  it("files the page by the kind the user chose, over the text's own reading, through a reprocess too", async () => {
    const owner = await userWithPetition(server);
    const invitation = await analysed(owner, 'invitation.pdf', INVITATION);
    expect(invitation.category).toBe('other');
    expect(invitation.factSheet?.filingReason).toBe('Filed as Other: it invites the applicant to speak at an event, and speaking is not judging the work of others.');

    // She says it is a review record after all (the panel judged the forum's papers): filed under Judging, no reason against it.
    const res = await patch(owner.cookie, invitation.id, { kind: 'review_record' });
    expect(res.statusCode, res.body).toBe(200);
    expect(evidenceSchema.parse(res.json())).toMatchObject({ category: 'o1a_judging', factSheet: { kind: 'review_record', filingReason: null } });

    expect((await server.inject({ method: 'POST', url: `/api/evidence/${invitation.id}/reprocess`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect(evidenceSchema.parse(await settled(server, owner, invitation.id))).toMatchObject({ category: 'o1a_judging', factSheet: { kind: 'review_record', userFields: ['kind'] } });
  }, 90_000);

  it("keeps the user's facts through a reprocess, and the filing follows them", async () => {
    const owner = await userWithPetition(server);
    const newsletter = await analysed(owner, 'newsletter.pdf', NEWSLETTER);
    const res = await patch(owner.cookie, newsletter.id, { subject: { name: 'Ada Lovelace', isApplicant: true }, date: '1843', signer: 'Prof. Augustus De Morgan' });
    expect(res.statusCode, res.body).toBe(200);
    const corrected = evidenceSchema.parse(res.json());
    expect(corrected.category).toBe('o1a_awards');

    // Stale analysis, to see what the job writes again.
    await db().update(evidenceDocuments).set({ category: 'other', aiTags: ['stale'] }).where(eq(evidenceDocuments.id, newsletter.id));
    expect((await server.inject({ method: 'POST', url: `/api/evidence/${newsletter.id}/reprocess`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    const again = evidenceSchema.parse(await settled(server, owner, newsletter.id));
    expect(again.aiTags).not.toEqual(['stale']);
    expect(again.category).toBe('o1a_awards');
    expect(again.factSheet).toMatchObject({
      subject: corrected.factSheet!.subject,
      applicantRole: 'subject',
      date: { value: '1843' },
      signer: { value: 'Prof. Augustus De Morgan', sentence: null, page: null },
      filingReason: null,
      userFields: corrected.factSheet!.userFields,
    });
    // The analyst's own facts are read afresh.
    expect(again.factSheet?.figures).toEqual(newsletter.factSheet?.figures);
    expect(factSheetProblems(again.factSheet!, await textOf(newsletter.id))).toEqual([]);
  }, 90_000);

  it('gives a sheet stored before corrections existed empty flags and user fields (migration 0012)', async () => {
    const owner = await userWithPetition(server);
    const certificate = await analysed(owner, 'certificate.pdf', CERTIFICATE);
    const { checks: _checks, userFields: _userFields, ...before } = certificate.factSheet!;
    await db().update(evidenceDocuments).set({ factSheet: before as typeof certificate.factSheet }).where(eq(evidenceDocuments.id, certificate.id));
    await db().execute(sql.raw(fs.readFileSync('server/platform/db/migrations/0012_fact_sheet_checks.sql', 'utf8')));
    expect((await evidenceDetail(server, owner, certificate.id)).factSheet).toEqual({ ...before, checks: [], userFields: [] });
  });

  it("answers 404 for another user's row and leaves it alone", async () => {
    const owner = await userWithPetition(server);
    const certificate = await analysed(owner, 'certificate.pdf', CERTIFICATE);
    const stranger = await userWithPetition(server);
    const theirs = await patch(stranger.cookie, certificate.id, { confirm: ['subject'] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Evidence not found' });
    expect(await evidenceDetail(server, owner, certificate.id)).toEqual(certificate);
  }, 90_000);
});
