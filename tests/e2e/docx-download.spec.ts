import fs from 'node:fs/promises';
import mammoth from 'mammoth';
import type { Download, Locator, Page } from '@playwright/test';
import { test, expect, SAME_ORIGIN } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

// Issue 14 item 6: 'Download .docx' in the case document viewer and the letter viewer, on a phone,
// read back as Word would open the file.

const NEEDS_CONNECTION = 'You are offline. Downloads and reprocessing need a connection.';
const APPLICANT = 'Zoë Ivanova-Петрова';

// The test ends offline on purpose: what the page was still fetching then fails, the service worker's registration
// (a second after load, when idle) among them, which Chromium reports as 'An unknown error occurred when fetching the
// script.' and app/service-worker.ts tries again once online (seen once in this session's e2e run).
test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /An unknown error occurred when fetching the script/] });

async function downloaded(page: Page, button: Locator): Promise<{ name: string; html: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  const buffer = await fs.readFile(path);
  return {
    name: download.suggestedFilename(),
    html: (await mammoth.convertToHtml({ buffer })).value,
    text: (await mammoth.extractRawText({ buffer })).value,
  };
}

async function expectTouchTarget(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

test('a statement and a letter download as .docx from their viewers on a phone, and offline the button says it needs a connection', async ({ page, context, account }) => {
  void account;
  await page.setViewportSize({ width: 390, height: 844 });
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A', fullName: APPLICANT });
  await addPdfEvidence(page, petitionId, 'award.pdf', [
    'The Royal Society',
    'The Council has awarded you the Sylvester Gold Medal for 2021,',
    'chosen from 140 nominations by an international jury.',
  ]);
  await waitForAnalysis(page, petitionId, 1);

  const queued = await page.request.post(`/api/petitions/${petitionId}/generate-statement`, {
    headers: SAME_ORIGIN,
    data: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' },
  });
  expect(queued.status(), await queued.text()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/petitions/${petitionId}/case-documents`)).json()) as unknown[]).length, { timeout: 60_000 })
    .toBe(1);

  // The statement, from the Case tab's viewer.
  await page.goto(`/petition/${petitionId}?tab=case`);
  await page.getByTestId('case-document-card').first().click();
  const caseViewer = page.getByTestId('case-document-viewer');
  const title = (await caseViewer.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).toContain('Awards');
  const caseButton = caseViewer.getByRole('link', { name: 'Download .docx' });
  await expect(caseButton).toBeVisible();
  await expectTouchTarget(caseButton);
  const statement = await downloaded(page, caseButton);
  expect(statement.name).toMatch(/Awards.*\.docx$/);
  expect(statement.html).toContain(`<h1>${title}</h1>`);
  expect(statement.html).toMatch(/<h2>/);
  expect(statement.text).toContain(APPLICANT);
  expect(statement.text).toContain('Exhibit 1');
  // The notes beside the draft are for the user, never in the filing text.
  await expect(caseViewer.getByTestId('case-notes')).toContainText('Drafted from Exhibit');
  expect(statement.text).not.toContain('Drafted from Exhibit');
  expect(statement.text).not.toMatch(/\*\*|^#/m);
  await page.getByTestId('close-case-viewer').click();
  await expect(caseViewer).toBeHidden();

  // The letter, from the letter viewer.
  const created = await page.request.post(`/api/petitions/${petitionId}/recommendation-letters`, {
    headers: { ...SAME_ORIGIN, 'Idempotency-Key': 'docx-letter-1' },
    data: {
      recommenderName: 'Prof. Анна Шмидт',
      recommenderTitle: 'Professor of Physics',
      recommenderOrganization: 'Université de Genève',
      relationship: 'I supervised her doctoral research for four years.',
      keyAchievements: ['Awarded the Sylvester Gold Medal for 2021'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/petition/${petitionId}?tab=letters`);
  await page.getByTestId('letter-row').getByRole('button', { name: 'View' }).click();
  const letterViewer = page.getByTestId('letter-viewer');
  const letterButton = letterViewer.getByRole('link', { name: 'Download .docx' });
  await letterButton.scrollIntoViewIfNeeded();
  await expectTouchTarget(letterButton);
  const letter = await downloaded(page, letterButton);
  expect(letter.name).toBe('Recommendation letter - Prof. Анна Шмидт.docx');
  expect(letter.text).toContain('My name is Prof. Анна Шмидт, and I am Professor of Physics at Université de Genève.');
  expect(letter.html).toMatch(/<ul><li>[^<]*Sylvester Gold Medal/);
  // The signature block closes the letter once: closing, room to sign, then who signs.
  expect(letter.text.match(/Sincerely,/g)).toHaveLength(1);
  expect(letter.html).toMatch(/<p>Sincerely,<\/p><p><strong>Prof\. Анна Шмидт<\/strong><\/p><p>Professor of Physics<\/p><p>Université de Genève<\/p>$/);

  // Offline: the one needs-connection message, and no download starts.
  await context.setOffline(true);
  let downloads = 0;
  page.on('download', () => downloads++);
  await letterButton.click();
  await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible();
  expect(downloads).toBe(0);
  await context.setOffline(false);
});
