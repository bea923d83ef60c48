import type { Page } from '@playwright/test';
import type { Evidence } from '../../src/contract/entities';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { filesAndStores, type FilesAndStoresState } from '../fixtures/openai-server/files-and-stores';
import type { ChatRequest } from '../fixtures/openai-server/wire';
import { test, expect } from './fixtures';
import { createLetter, readLetter } from './letter-dialog';
import { startModelApp, type ModelApp } from './model-app';
import { signUpWithPetition } from './own-server';

// Issue 16: "Run one Playwright journey (evidence → report → statement → letter → chat) against" the OpenAI test
// server. A user on a phone, with the app's analyst set to AI_PROVIDER=openai; the model is our own server on
// 127.0.0.1 with the Files and Vector Stores routes. What the model was sent is read from its request log.

const API_KEY = 'sk-test-journey-5f1c0e7a9b2d4c6e8f';
const AWARD = ['Ada Lovelace won the 2023 National Prize for Excellence in Computing.', 'The award is given each year by a jury of recognised experts to one recipient.'];
const PRESS = ['The Guardian newspaper featured Ada Lovelace in a long interview.', 'The coverage was written by a staff journalist.'];
/** What the model says of each document: text the built-in analyst would never write. */
const READINGS: Record<string, { category: string; description: string }> = {
  'award-letter.pdf': { category: 'o1a_awards', description: 'The model read this as the jury’s prize notice for the applicant.' },
  'press.pdf': { category: 'o1a_press', description: 'The model read this as a newspaper interview about the applicant.' },
};
/** A quotation the award letter does not hold: the statement's first reply carries it, the repair must not. */
const INVENTED = 'Ada Lovelace won every prize in computing.';

let app: ModelApp | undefined;
test.afterEach(async () => {
  await app?.stop();
});

const toast = (page: Page) => page.getByTestId('toast');
const card = (page: Page, fileName: string) => page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });
const documentOf = (request: ChatRequest) => (JSON.parse(String(request.messages.find((m) => m.role === 'user')?.content)) as { document: { fileName: string } }).document;

async function upload(page: Page, fileName: string, lines: string[]) {
  await page.getByTestId('evidence-file-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: await makeTextPdf(lines) });
  await expect(card(page, fileName)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
}

async function runServiceAction(page: Page, label: string) {
  await page.getByTestId('service-actions').click();
  await page.locator('ion-item', { hasText: label }).click();
}

/** The description dialog of a card: its text and the vector store line (empty when there is none). */
async function readDescription(page: Page, fileName: string) {
  await card(page, fileName).getByTestId('open-description').click();
  const dialog = page.getByTestId('evidence-text-dialog');
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await page.locator('ion-modal').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  return text;
}

function expectFilesInStore(provider: FilesAndStoresState, fileNames: string[]) {
  const stores = [...provider.stores.values()];
  expect(stores).toHaveLength(1);
  const attached = [...stores[0]!.files.values()];
  expect(attached.map((f) => f.status)).toEqual(fileNames.map(() => 'completed'));
  expect(attached.map((f) => provider.files.get(f.id)?.filename).sort()).toEqual([...fileNames].sort());
}

test('evidence, report, statement, letter and chat are the model’s, checked and labelled, on a phone', async ({ browser }) => {
  test.setTimeout(150_000);
  const { route, state: provider } = filesAndStores({ apiKey: API_KEY });
  app = await startModelApp(browser, { model: { apiKey: API_KEY, routes: [route] }, context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } });
  const { model, server, context, page, errors } = app;
  // Each document's analysis is the model's own reading of it (whichever document is asked about first).
  const reading = (request: ChatRequest, sensible: () => Record<string, unknown>) => {
    const own = READINGS[documentOf(request).fileName]!;
    return { ...sensible(), ...own, criteriaIds: [own.category] };
  };
  model.script('evidence_analysis', { content: reading }, { content: reading });
  // The statement's first draft quotes a sentence the exhibit does not hold; the repair round's reply is the sensible one.
  model.script('statement', { content: (_request, sensible) => ({ ...sensible(), content: `${String(sensible().content)}\n\n> ${INVENTED}\n> — Exhibit 1` }) });

  const petitionId = await signUpWithPetition(context, server, 'journey');
  await page.goto(`/petition/${petitionId}`);

  // Evidence: the category and description on each card are the model's.
  await upload(page, 'award-letter.pdf', AWARD);
  await upload(page, 'press.pdf', PRESS);
  await expect(card(page, 'award-letter.pdf').getByTestId('evidence-category')).toHaveText('Awards');
  await expect(card(page, 'press.pdf').getByTestId('evidence-category')).toHaveText('Press Coverage');
  await expect(card(page, 'press.pdf')).toContainText('The model read this as a newspaper interview');
  // The list carries the table's fields (decision 034); the analysis's author is on the whole row.
  const list = (await (await context.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<Pick<Evidence, 'id'>>;
  const rows = await Promise.all(list.map(async ({ id }) => (await (await context.request.get(`/api/evidence/${id}`)).json()) as Evidence));
  const numberOf = (fileName: string) => rows.find((r) => r.fileName === fileName)!.evidenceNumber!;
  expect(rows.map((r) => r.aiAnalysis?.author)).toEqual([
    { provider: 'openai', model: 'test-model' },
    { provider: 'openai', model: 'test-model' },
  ]);

  // Add All to Vector Store: both files go up to the provider and into the petition's one store.
  await runServiceAction(page, 'Add All to Vector Store');
  await expect(toast(page)).toContainText('Added to vector store');
  await expect(toast(page)).toContainText("Uploading 2 documents to this petition's vector store.");
  await expect.poll(() => [...provider.stores.values()].flatMap((s) => [...s.files.values()].map((f) => f.status)).join(','), { timeout: 30_000 }).toBe('completed,completed');
  expectFilesInStore(provider, ['award-letter.pdf', 'press.pdf']);
  await expect.poll(() => readDescription(page, 'award-letter.pdf'), { timeout: 30_000 }).toContain("In the provider's vector store");

  // The criteria report.
  await page.goto(`/petition/${petitionId}?tab=criteria`);
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByTestId('report-author')).toHaveText('Drafted by the language model test-model');
  const awards = page.getByTestId('criterion-o1a_awards');
  await expect(awards).toContainText(`Exhibit ${numberOf('award-letter.pdf')}: award-letter.pdf`);

  // A statement: its first reply breaks the quote guarantee, the repaired one is saved.
  await awards.getByRole('button', { name: 'Create Cover Letter Section' }).click();
  await page.getByTestId('instructions-dialog').getByRole('button', { name: 'Generate' }).click();
  await awards.getByRole('button', { name: 'View Statement' }).click({ timeout: 30_000 });
  const viewer = page.getByTestId('statement-viewer');
  await expect(viewer.getByTestId('statement-author')).toHaveText('Drafted by the language model test-model');
  const statement = viewer.locator('textarea');
  await expect(statement).toHaveValue(new RegExp(AWARD[0]!.replace(/\./g, '\\.')));
  await expect(statement).not.toHaveValue(/won every prize/);
  await viewer.getByRole('button', { name: 'Close' }).click();
  const statements = model.completions().filter((r) => r.response_format?.json_schema?.name === 'statement');
  expect(statements).toHaveLength(2);
  expect(statements[1]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(String(statements[1]!.messages[3]!.content)).toContain('Your reply cannot be used as it is.');

  // A letter.
  await page.goto(`/petition/${petitionId}?tab=letters`);
  await createLetter(page, 'Prof. Grace Hopper');
  const letter = await readLetter(page, 'Prof. Grace Hopper');
  expect(letter.author).toBe('Drafted by the language model test-model');
  expect(letter.text).toContain('I write in support of Ada Lovelace.');

  // The chat cites the exhibit its passage came from.
  await page.goto(`/petition/${petitionId}?tab=chat`);
  await page.getByPlaceholder('Ask about your evidence, visa criteria, or petition strength...').fill('Which newspaper featured me?');
  await page.getByRole('button', { name: 'Send' }).click();
  const press = numberOf('press.pdf');
  await expect(page.getByTestId('chat-assistant').nth(1)).toContainText(`Exhibit ${press}`);
  await expect(page.getByTestId('chat-assistant').nth(1)).toContainText(PRESS[0]!);
  const chat = model.completions().find((r) => r.response_format?.json_schema?.name === 'chat_answer')!;
  const asked = JSON.parse(String(chat.messages[1]!.content)) as { question: string; passages: Array<{ exhibit: number; fileName: string; text: string }> };
  expect(asked.question).toBe('Which newspaper featured me?');
  expect(asked.passages).toContainEqual({ exhibit: press, fileName: 'press.pdf', text: expect.stringContaining('The Guardian newspaper') });

  // What the model was sent: the configured model, a strict json_schema for every reply, and the key only in headers.
  const completions = model.completions();
  expect(new Set(completions.map((r) => r.model))).toEqual(new Set(['test-model']));
  expect(new Set(completions.map((r) => r.response_format?.json_schema?.name))).toEqual(new Set(['evidence_analysis', 'criteria_report', 'statement', 'letter', 'chat_answer']));
  for (const r of completions) expect(r.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true, schema: { type: 'object', additionalProperties: false } } });
  expect(model.requests.filter((r) => r.body.includes(API_KEY))).toEqual([]);
  expect(model.requests.every((r) => r.headers.authorization === `Bearer ${API_KEY}`)).toBe(true);
  expect(errors).toEqual([]);
});
