import { test, expect, SAME_ORIGIN } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Only the Criteria and Case tabs follow statement pushes. A statement written while the Evidence tab was shown
// left the cached list (which the summary cards had read) behind, and the Case tab showed "No case documents yet"
// (packet.spec.ts flaked on it). The tabs that list case documents read them again when they open.
test('a statement written while another tab is shown is on the Case tab when it opens, and counted', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  await expect(page.getByTestId('summary-criteria-value')).toHaveText(/^0\/\d+$/);

  const queued = await page.request.post(`/api/petitions/${petitionId}/generate-statement`, { headers: SAME_ORIGIN, data: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' } });
  expect(queued.status(), await queued.text()).toBe(202);
  await expect.poll(async () => ((await (await page.request.get(`/api/petitions/${petitionId}/case-documents`)).json()) as unknown[]).length, { timeout: 60_000 }).toBe(1);

  await page.getByTestId('tab-case').click();
  await expect(page.getByTestId('case-document-card')).toHaveCount(1);
  await expect(page.getByTestId('summary-criteria-value')).toHaveText(/^1\/\d+$/);
});
