import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evidenceSchema } from '../../src/contract/entities';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { evidenceDocuments } from '../../server/platform/db/schema';
import { concatPdfs, makeTextPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, evidenceDetail, settled, userWithPetition } from './evidence-helpers';

// The applicant of evidence-helpers is Ada Lovelace: a newsletter about a colleague's prize names her as a guest.
const COLLEAGUE_PRIZE = [
  'Department of Mathematics Newsletter',
  'Prof. Charles Babbage Receives the Royal Medal',
  'Prof. Charles Babbage was awarded the 1843 Royal Medal by the Analytical Society.',
  'The medal is presented each year to one researcher selected from 212 nominations.',
  'Among the guests at the ceremony was Ada Lovelace, who attended with her family.',
];
const OWN_AWARD = [
  ['Analytical Society', 'CERTIFICATE OF RECOGNITION', 'This certifies that Ada Lovelace has received the Best Paper Award.'],
  ['The paper was selected from 1,840 submissions by a committee of 12 international judges.', 'Presented by the Analytical Society on June 3, 2024.'],
];

describe.each(DATABASES)('fact sheets on %s', (kind) => {
  const server = useListeningServer(kind);
  const db = () => server.deps.database.db;

  it("stores a fact sheet per exhibit, files a colleague's prize as Other with the reason, and keeps the user's category while the facts are read again", async () => {
    const owner = await userWithPetition(server);
    const newsletter = await addEvidence(server, owner, 'newsletter.pdf', await makeTextPdf(COLLEAGUE_PRIZE));
    const certificate = await addEvidence(server, owner, 'certificate.pdf', await concatPdfs(await Promise.all(OWN_AWARD.map((page) => makeTextPdf(page)))));

    const filed = evidenceSchema.parse(await settled(server, owner, newsletter.id));
    expect(filed.category).toBe('other');
    expect(filed.factSheet).toMatchObject({ kind: 'award', applicantRole: 'attendee', subject: { value: 'Prof. Charles Babbage', isApplicant: false } });
    expect(filed.factSheet?.filingReason).toBe('Filed as Other: the award went to Prof. Charles Babbage; the applicant attended the ceremony.');

    const own = await settled(server, owner, certificate.id);
    expect(own.category).toBe('o1a_awards');
    expect(own.factSheet?.subject).toMatchObject({ value: 'Ada Lovelace', isApplicant: true });
    expect(own.factSheet?.figures).toContainEqual(expect.objectContaining({ kind: 'selectivity', value: 'selected from 1,840 submissions', page: 2 }));
    const [stored] = await db().select({ text: evidenceDocuments.extractedText }).from(evidenceDocuments).where(eq(evidenceDocuments.id, certificate.id));
    expect(factSheetProblems(own.factSheet!, stored!.text!)).toEqual([]);

    // The user files it under Awards anyway; a reprocess keeps that, and reads the facts again.
    const patched = await server.inject({ method: 'PATCH', url: `/api/evidence/${newsletter.id}`, headers: { cookie: owner.cookie }, payload: { category: 'o1a_awards' } });
    expect(patched.statusCode, patched.body).toBe(200);
    await db().update(evidenceDocuments).set({ factSheet: null }).where(eq(evidenceDocuments.id, newsletter.id));
    expect((await server.inject({ method: 'POST', url: `/api/evidence/${newsletter.id}/reprocess`, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    const again = await settled(server, owner, newsletter.id);
    expect(again).toMatchObject({ category: 'o1a_awards', userSetFields: ['category'] });
    expect(again.factSheet?.subject?.value).toBe('Prof. Charles Babbage');
    // The user's choice stands, so no filing reason argues with it.
    expect(again.factSheet?.filingReason).toBeNull();
    expect((await evidenceDetail(server, owner, newsletter.id)).factSheet?.applicantRole).toBe('attendee');
  }, 90_000);
});
