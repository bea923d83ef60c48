import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factSheetProblems } from '../../server/modules/analyst/fact-check';
import { evidenceDocuments } from '../../server/platform/db/schema';
import type { Evidence } from '../../src/contract/entities';
import { concatPdfs, makeTextPdf } from '../fixtures/make-fixtures';
import { taskText, type ChatRequest } from '../fixtures/openai-server/wire';
import { addEvidence, settled, userWithPetition } from './evidence-helpers';
import { DATABASES, type TestServer } from './harness';
import { useOpenAiApp } from './openai-helpers';

const MODEL = { provider: 'openai', model: 'test-model' };
const WON = 'Ada Lovelace won the 2023 National Prize for Excellence in Computing.';
const GIVEN = 'The prize is given by the Analytical Society.';
const SELECTED = 'Her paper was selected from 1,840 submissions by a committee of 12 international judges.';
const CERTIFICATE = [['Certificate of Award', WON, GIVEN], [SELECTED]];

/** A fact sheet as a careful model fills it: every sentence copied from the page it names. */
const GOOD_SHEET = {
  kind: 'award',
  title: 'National Prize for Excellence in Computing, 2023',
  issuer: { value: 'the Analytical Society', sentence: GIVEN, page: 1 },
  date: { value: '2023', sentence: WON, page: 1 },
  subject: { value: 'Ada Lovelace', sentence: WON, page: 1, relation: 'received', isApplicant: true },
  applicantRole: 'subject',
  roleFact: null,
  figures: [{ kind: 'selectivity', value: 'selected from 1,840 submissions', sentence: SELECTED, page: 2 }],
  venue: null,
  signer: null,
};
/** The same sheet with a subject sentence the document never states. */
const INVENTED = 'Ada Lovelace won the Turing Award.';
const BAD_SHEET = { ...GOOD_SHEET, subject: { ...GOOD_SHEET.subject, sentence: INVENTED } };

const withSheet = (sheet: object) => ({ content: (_r: ChatRequest, sensible: () => Record<string, unknown>) => ({ ...sensible(), factSheet: sheet }) });
const lastMessage = (r: ChatRequest | undefined) => String(r?.messages.at(-1)?.content ?? '');

/** An invitation to speak, which a model may file as judging because a programme committee sends it. */
const INVITED = 'Ada Lovelace is invited to the 2024 congress of the Analytical Society.';
const TO_SPEAK = 'On behalf of the programme committee, I invite you to speak on the closing panel of the congress.';
const INVITATION = [['Analytical Society', INVITED, TO_SPEAK, 'The congress meets in London in June 2024.']];
const INVITATION_SHEET = {
  ...GOOD_SHEET,
  kind: 'other',
  title: 'Invitation to speak, Analytical Society congress, 2024',
  issuer: { value: 'Analytical Society', sentence: INVITED, page: 1 },
  date: { value: '2024', sentence: INVITED, page: 1 },
  subject: { value: 'Ada Lovelace', sentence: INVITED, page: 1, relation: 'invited', isApplicant: true },
  figures: [],
};

describe.each(DATABASES)('the model fills the fact sheet, held to the document, on %s', (kind) => {
  const { server, model } = useOpenAiApp(kind);
  /** The analysis requests the app sent the model for one file. */
  const callsFor = (fileName: string) => model.completions().filter((r) => r.response_format?.json_schema?.name === 'evidence_analysis' && taskText(r).includes(fileName));

  async function analysed(fileName: string): Promise<{ done: Evidence; text: string }> {
    const owner = await userWithPetition(server, 'O-1A');
    const pdf = await concatPdfs(await Promise.all(CERTIFICATE.map((page) => makeTextPdf(page))));
    const row = await addEvidence(server, owner, fileName, pdf);
    const done = await settled(server, owner, row.id);
    expect(done.processingStatus).toBe('completed');
    return { done, text: await textOf(server, row.id) };
  }

  it("asks for the fact sheet in the reply's schema and keeps a sheet whose facts are on their pages", async () => {
    model.script('evidence_analysis', withSheet(GOOD_SHEET));
    const { done, text } = await analysed('prize-good.pdf');
    const [call, ...more] = callsFor('prize-good.pdf');
    expect(more).toHaveLength(0);
    expect(JSON.stringify(call!.response_format?.json_schema?.schema)).toContain('applicantRole');
    expect(done.aiAnalysis?.author).toEqual(MODEL);
    expect(done.factSheet).toMatchObject({ ...GOOD_SHEET, filingReason: null, checks: [], userFields: [] });
    expect(factSheetProblems(done.factSheet!, text)).toEqual([]);
    expect(done.category).toBe('o1a_awards');
  });

  it("files the model's sheet by the same rules as the built-in analyst's, reading the document too: an invitation to speak is not judging", async () => {
    model.script('evidence_analysis', { content: (_r: ChatRequest, sensible: () => Record<string, unknown>) => ({ ...sensible(), category: 'o1a_judging', factSheet: INVITATION_SHEET }) });
    const owner = await userWithPetition(server, 'O-1A');
    const row = await addEvidence(server, owner, 'invitation.pdf', await makeTextPdf(INVITATION[0]!));
    const done = await settled(server, owner, row.id);
    expect(done.aiAnalysis?.author).toEqual(MODEL);
    expect(done.category).toBe('other');
    expect(done.factSheet?.filingReason).toBe('Filed as Other: it invites the applicant to speak at an event, and speaking is not judging the work of others.');
  });

  it('sends a sheet with a sentence not in the document back once, naming the fact, and keeps the repaired sheet', async () => {
    model.script('evidence_analysis', withSheet(BAD_SHEET), withSheet(GOOD_SHEET));
    const { done } = await analysed('prize-repaired.pdf');
    const calls = callsFor('prize-repaired.pdf');
    expect(calls).toHaveLength(2);
    expect(lastMessage(calls[1])).toContain(`fact-sheet: The subject's sentence is not on page 1: "${INVENTED}"`);
    expect(done.aiAnalysis?.author).toEqual(MODEL);
    expect(done.factSheet?.title).toBe(GOOD_SHEET.title);
    expect(done.factSheet?.subject?.sentence).toBe(WON);
  });

  it("uses the built-in analyst's fact sheet when the repaired sheet still fails", async () => {
    model.script('evidence_analysis', withSheet(BAD_SHEET), withSheet(BAD_SHEET));
    const { done, text } = await analysed('prize-built-in.pdf');
    expect(callsFor('prize-built-in.pdf')).toHaveLength(2);
    // The model's reading of the document stands; its facts do not.
    expect(done.aiAnalysis?.author).toEqual(MODEL);
    expect(done.factSheet?.title).not.toBe(GOOD_SHEET.title);
    expect(done.factSheet?.subject).toMatchObject({ value: 'Ada Lovelace', sentence: WON, page: 1, isApplicant: true });
    expect(JSON.stringify(done.factSheet)).not.toContain(INVENTED);
    expect(factSheetProblems(done.factSheet!, text)).toEqual([]);
  });
});

async function textOf(server: TestServer, id: string): Promise<string> {
  const [row] = await server.deps.database.db.select({ text: evidenceDocuments.extractedText }).from(evidenceDocuments).where(eq(evidenceDocuments.id, id));
  return row!.text!;
}
