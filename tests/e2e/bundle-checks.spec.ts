import type { CaseDocument } from '../../src/contract/entities';
import { SAME_ORIGIN, test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 14 item 9: a UK petition shows the 'Bundle checks' card at the top of the Case tab, each
// limit marked in words, and its personal statement counts words against 1,000; an O-1A one shows neither.

test.use({ viewport: { width: 390, height: 844 } });

test('the Case tab of a UK petition checks the bundle and counts the personal statement; an O-1A one does not', async ({ page, account }) => {
  void account;
  const { profileId, petitionId: uk } = await createProfileAndPetition(page, { visaType: 'UK_GLOBAL_TALENT' });
  await addPdfEvidence(page, uk, 'award.pdf', ['Ada Lovelace won the National Award for Excellence in Computing, a prize for outstanding achievement.']);
  await waitForAnalysis(page, uk, 1);
  const queued = await page.request.post(`/api/petitions/${uk}/generate-statement`, { headers: SAME_ORIGIN, data: { criteriaId: 'FINAL_MERITS', criteriaTitle: 'Final Merits Statement' } });
  expect(queued.ok(), await queued.text()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/petitions/${uk}/case-documents`)).json()) as CaseDocument[]).length, { timeout: 30_000 })
    .toBe(1);

  await page.goto(`/petition/${uk}?tab=case`);
  const card = page.getByTestId('bundle-checks');
  await expect(card.getByRole('heading', { name: 'Bundle checks' })).toBeVisible();
  // At the top of the tab, above the documents.
  const cardBox = await card.boundingBox();
  const documentsBox = await page.getByRole('heading', { name: 'Case Documents' }).boundingBox();
  expect(cardBox && documentsBox && cardBox.y < documentsBox.y).toBe(true);
  expect((cardBox?.x ?? 0) + (cardBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('bundle-checks-summary')).toHaveText('2 of 7 need work before you build.');
  // The state is said in words, not by colour alone.
  const cv = page.getByTestId('bundle-check-cv-pages');
  await expect(cv.locator('.bundle-check-state')).toHaveText('Needs work');
  await expect(cv).toContainText('No CV in your profile.');
  await expect(cv).toContainText('Upload your CV (at most 3 pages) on your profile.');
  await expect(page.getByTestId('bundle-check-letters')).toContainText('Add 3 letters from organisations not yet represented.');
  await expect(page.getByTestId('bundle-check-evidence-count').locator('.bundle-check-state')).toHaveText('OK');
  await expect(page.getByTestId('bundle-check-evidence-count')).toContainText('1 evidence document (at most 10).');
  // The length checks (decision 032): the one-page award is measured by its pages; no signed letter yet.
  await expect(page.getByTestId('bundle-check-evidence-length')).toContainText('Each evidence document is at most 3 sides of A4 (some guides ask for 2).');
  await expect(page.getByTestId('bundle-check-letter-length').locator('.bundle-check-state')).toHaveText('OK');
  await expect(page.getByTestId('bundle-check-letter-length')).toContainText('No signed letter uploaded yet; each may be at most 3 sides of A4.');
  await expectNoSeriousA11yViolations(page, 'Bundle checks');

  // The personal statement in the Case tab's viewer: its words against the limit.
  await page.getByTestId('case-document-card').click();
  const viewer = page.getByTestId('case-document-viewer');
  await expect(viewer.getByTestId('personal-statement-word-count')).toHaveText(/^\d[\d,]* \/ 1,000 words$/);
  await page.getByTestId('close-case-viewer').click();

  // And in the Criteria tab's statement viewer.
  await page.goto(`/petition/${uk}?tab=criteria`);
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Report generated')).toBeVisible();
  await page.getByTestId('final-merits-card').getByRole('button', { name: 'View Statement' }).click();
  await expect(page.getByTestId('statement-viewer').getByTestId('personal-statement-word-count')).toHaveText(/^\d[\d,]* \/ 1,000 words$/);
  await page.getByTestId('statement-viewer').getByRole('button', { name: 'Close' }).click();

  // An O-1A petition of the same user: no card, no counter.
  const o1aRes = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType: 'O-1A' } });
  expect(o1aRes.status()).toBe(201);
  const o1a = ((await o1aRes.json()) as { id: string }).id;
  await page.goto(`/petition/${o1a}?tab=case`);
  await expect(page.getByTestId('case-tab')).toBeVisible();
  await expect(page.getByTestId('bundle-checks')).toHaveCount(0);
  await expect(page.getByText('Bundle checks')).toHaveCount(0);
});
