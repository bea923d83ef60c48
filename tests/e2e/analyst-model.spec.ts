import type { Page } from '@playwright/test';
import { DEGRADED_MESSAGE } from '../../src/contract/analyst-status';
import { test, expect } from './fixtures';
import { createLetter, readLetter } from './letter-dialog';
import { startModelApp, type ModelApp } from './model-app';
import { signUpWithPetition } from './own-server';

// Issue 16: with a language model configured, drafts say in small print which analyst wrote them, and while
// the model keeps failing the petition page says the built-in analyst is standing in. The model is our own
// OpenAI test server; the app is a server of this spec's own, started with AI_PROVIDER=openai.

let app: ModelApp | undefined;
test.afterEach(async () => {
  await app?.stop();
});

const smallPrintOfLetter = async (page: Page, recommenderName: string) => (await readLetter(page, recommenderName)).author;

test('drafts name the analyst that wrote them, and a failing model puts up the banner', async ({ browser }) => {
  test.setTimeout(120_000);
  app = await startModelApp(browser, { env: { AI_RETRIES: '0', AI_BREAKER_FAILURES: '1', AI_BREAKER_COOLDOWN_MS: '600000' } });
  const { model, server, context, page, errors } = app;

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
});
