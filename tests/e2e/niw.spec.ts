import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { addPdfEvidence, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 36 on a phone: the screening offers EB-2 NIW; the Criteria tab's 'Proposed endeavor' card is written in the
// applicant's words, with its word count and the points the prongs still need; until it is saved the prong buttons
// are disabled and say why; then a prong statement is generated and the packet is built.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const VAGUE = 'I will continue my research.';
const ENDEAVOR = [
  'I will develop and deploy open-source flood-forecasting software for county emergency managers in Texas, Louisiana and Florida,',
  'so that residents of flood-prone communities across the United States get warnings six hours earlier than today.',
  'The models build on my doctoral research in hydrology. The work matters nationally: floods are the costliest natural disaster',
  'in the country, and the software will be free for any county to adopt, with the methods published for other researchers in the field.',
  'In the first two years I will run a pilot with three counties that have sent letters of intent, funded by a state resilience grant.',
].join(' ');

const PRONG1 = 'niw_prong1_merit_importance';

test('screening offers NIW; the endeavor card is written; a prong statement waits for it, then generates; the packet is built', async ({ page, account }) => {
  void account;
  test.setTimeout(300_000);
  const profile = await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Ada Lovelace', linkedinUrl: '', githubUrl: '', scholarUrl: '', otherLinks: [] } });
  expect(profile.ok(), await profile.text()).toBe(true);

  // The screening offers NIW beside the other visa types; choosing it starts an NIW petition.
  await page.goto('/petition/new');
  const niwCard = page.locator('[data-testid="visa-card"][data-visa-type="EB-2 NIW"]');
  await expect(niwCard).toBeVisible();
  await expect(niwCard).toContainText('EB-2 NIW');
  await niwCard.tap();
  await page.getByTestId('start-petition').tap();
  await expect(page).toHaveURL(/\/petition\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'EB-2 NIW Petition' })).toBeVisible();
  const petitionId = page.url().split('/').pop()!;

  await addPdfEvidence(page, petitionId, 'houston-chronicle-feature.pdf', [
    'HOUSTON — Flood warnings could come hours earlier',
    'By Maria Gonzalez, Staff Writer',
    'Ada Lovelace, a hydrologist, has built a forecasting model that county emergency managers say gave them six extra hours before the 2024 floods.',
  ]);
  await waitForAnalysis(page, petitionId, 1);

  await page.goto(`/petition/${petitionId}?tab=criteria`);
  const card = page.getByTestId('endeavor-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Proposed endeavor' })).toBeVisible();
  await expect(card.getByTestId('endeavor-word-count')).toHaveText('0 words (at most 3,000)');
  await expect(card.getByTestId('endeavor-missing').locator('li')).toHaveCount(4);

  // The report's prong card: its button is disabled and says why while no endeavor is saved.
  await page.getByTestId('generate-report').tap();
  const generate = page.getByTestId(`generate-${PRONG1}`);
  await expect(generate).toBeVisible({ timeout: 60_000 });
  await expect(generate).toHaveAttribute('disabled', /.*/);
  await expect(page.getByTestId(`blocked-${PRONG1}`)).toHaveText(/^Write the proposed endeavor on the Criteria tab first/);
  // The basis is not held back.
  await expect(page.getByTestId('generate-niw_advanced_degree')).not.toHaveAttribute('disabled', /.*/);

  // A vague endeavor: counted, and the missing points named.
  const textarea = card.locator('ion-textarea textarea');
  await textarea.fill(VAGUE);
  await expect(card.getByTestId('endeavor-word-count')).toHaveText('5 words (at most 3,000)');
  await expect(card.locator('[data-point="specific"]')).toContainText('at least 60 words');
  await expect(card.locator('[data-point="beyond_one_employer"]')).toBeVisible();
  await expect(card.getByTestId('endeavor-state')).toHaveText('Not saved yet');
  await expectNoSeriousA11yViolations(page, 'criteria: NIW endeavor card with missing points');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The whole endeavor, in the applicant's words: nothing missing; saved online.
  await textarea.fill(ENDEAVOR);
  await expect(card.getByTestId('endeavor-complete')).toBeVisible();
  await card.getByTestId('save-endeavor').tap();
  await expect(card.getByTestId('endeavor-state')).toHaveText('Saved');
  const saved = (await (await page.request.get(`/api/petitions/${petitionId}`)).json()) as { proposedEndeavor: string };
  expect(saved.proposedEndeavor).toBe(ENDEAVOR);

  // Now the prong statement can be generated; it arrives by push.
  await expect(generate).not.toHaveAttribute('disabled', /.*/);
  await expect(page.getByTestId(`blocked-${PRONG1}`)).toHaveCount(0);
  await generate.tap();
  await page.getByTestId('confirm-generate').tap();
  await expect(page.getByTestId(`view-${PRONG1}`)).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/petitions/${petitionId}/case-documents`)).json()) as { criteriaId: string }[]).map((d) => d.criteriaId), { timeout: 90_000 })
    .toContain(PRONG1);

  // At 360 px the card still fits.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByTestId('endeavor-card')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page, 'criteria: NIW endeavor card saved, 360 px');

  // The packet is built from the Case tab.
  await page.goto(`/petition/${petitionId}?tab=case`);
  const packet = page.getByTestId('packet-card');
  await packet.getByTestId('packet-build').tap();
  await expect(packet.getByTestId('packet-part-1')).toBeVisible({ timeout: 120_000 });
});
