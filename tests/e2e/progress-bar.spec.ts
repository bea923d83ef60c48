import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// The app's one progress bar (components/progress-bar.tsx, docs/decisions/048). The petition page's zip import shows
// one, indeterminate, while the zip is on its way: a progress bar to assistive technology, with no value to read.

test('while a zip imports, an indeterminate progress bar shows, read as one with no value', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  // The zip's import is held, so the bar stays.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/evidence/upload-zip', async (route) => {
    await held;
    await route.fulfill({ json: { message: 'Imported 0 files' } });
  });
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  await page.getByTestId('evidence-zip-input').setInputFiles({ name: 'papers.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0005\u0006' + '\0'.repeat(18)) });
  const bar = page.getByTestId('zip-progress').getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '1');
  await expect(bar).not.toHaveAttribute('aria-valuenow');
  expect((await bar.boundingBox())?.height).toBe(4);
  // No Ionic progress bar of the app's own.
  await expect(page.locator('ion-progress-bar')).toHaveCount(0);
  release();
  await expect(page.getByTestId('zip-progress')).toBeHidden();
});
