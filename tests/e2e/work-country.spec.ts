import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

test('profile setup asks where the applicant wants to work, and the answer is saved', async ({ page, account }) => {
  void account;
  await page.goto('/profile/setup');
  const select = page.getByTestId('work-country');
  await expect(select).toBeVisible();
  await expect(select).toContainText('Where do you want to work?');
  await expect(select).toContainText('Not sure yet');
  await select.click();
  await page.getByRole('radio', { name: 'United States' }).click();
  await expect(select).toContainText('United States');
  await page.getByTestId('full-name').locator('input').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/petition\/new$/);
  const profile = (await (await page.request.get('/api/profile', { headers: SAME_ORIGIN })).json()) as { workCountry: string };
  expect(profile.workCountry).toBe('US');
  await page.goto('/profile');
  await expect(page.getByTestId('work-country-value')).toHaveText('Wants to work in: United States');
});

test('the Criteria card says its count is of criteria with statements', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByTestId('summary-criteria-value')).toHaveText('0/8');
  await expect(page.getByTestId('summary-criteria-caption')).toHaveText('with statements');
});
