import type { Page } from '@playwright/test';
import { DEGRADED_MESSAGE } from '../../src/contract/analyst-status';
import { openAiEnv, startOpenAiServer, type OpenAiTestServer } from '../fixtures/openai-server';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 16: with a language model configured, drafts say in small print which analyst wrote them, and while
// the model keeps failing the petition page says the built-in analyst is standing in. The model is our own
// OpenAI test server; the app is a server of this spec's own, started with AI_PROVIDER=openai.

let server: OwnServer | undefined;
let model: OpenAiTestServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
  await model?.close();
});

/** Through the Letters tab's dialog, as a user would. */
async function createLetter(page: Page, recommenderName: string) {
  await page.getByRole('button', { name: /^(Create Letter|Create Your First Letter)$/ }).click();
  const dialog = page.getByTestId('create-letter-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(recommenderName);
  await dialog.getByLabel('Title', { exact: true }).fill('Professor of Computer Science');
  await dialog.getByLabel('Organization').fill('Yale University');
  await dialog.getByLabel('Relationship').fill('A colleague of ten years.');
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(page.getByTestId('letter-row').filter({ hasText: recommenderName })).toHaveCount(1);
}

async function smallPrintOfLetter(page: Page, recommenderName: string) {
  const row = page.getByTestId('letter-row').filter({ hasText: recommenderName });
  await row.getByRole('button', { name: 'View' }).click();
  const viewer = page.getByTestId('letter-viewer');
  const text = await viewer.getByTestId('letter-author').textContent();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  return text;
}

test('drafts name the analyst that wrote them, and a failing model puts up the banner', async ({ browser }) => {
  test.setTimeout(120_000);
  model = await startOpenAiServer();
  server = await startOwnServer('node', undefined, openAiEnv(model, { AI_RETRIES: '0', AI_BREAKER_FAILURES: '1', AI_BREAKER_COOLDOWN_MS: '600000' }));
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of/.test(m.text())) errors.push(m.text());
  });

  const petitionId = await signUpWithPetition(context, server, 'model');
  await page.goto(`/petition/${petitionId}?tab=letters`);
  await createLetter(page, 'Prof. Grace Hopper');
  expect(await smallPrintOfLetter(page, 'Prof. Grace Hopper')).toBe('Drafted by the language model test-model');
  await expect(page.getByTestId('analyst-banner')).toHaveCount(0);

  // The provider fails once; with AI_BREAKER_FAILURES=1 that opens the circuit for ten minutes.
  model.script('*', { status: 500 });
  await createLetter(page, 'Dr. Alan Turing');
  // The banner asks on its own every 30 s; a reload asks now.
  await page.reload();
  await expect(page.getByTestId('analyst-banner')).toContainText(DEGRADED_MESSAGE);
  await expect(page.getByTestId('analyst-banner')).toContainText('The model is tried again from');
  expect(await smallPrintOfLetter(page, 'Dr. Alan Turing')).toBe('Drafted by the built-in analyst: the model could not be reached');

  // Meanwhile the report is the built-in analyst's too, and says so.
  await page.goto(`/petition/${petitionId}?tab=criteria`);
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByTestId('report-author')).toHaveText('Drafted by the built-in analyst: the model could not be reached');
  expect(errors).toEqual([]);
  await context.close();
});
