import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Screens and tabs load their code on first use without Suspense (docs/decisions/044). A load that fails says so
// and offers to try again; with React.lazy and no error boundary the whole app went blank.

type ManifestChunk = { file: string };
const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const lettersEntry = `/${manifest['src/features/letters/index.ts']!.file}`;

test('a tab whose code cannot be fetched says so, keeps the page, and loads when tried again', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  let refused = 0;
  // On the context, so the service worker's fetches of it are refused too.
  await page.context().route(`**${lettersEntry}`, async (route) => {
    refused++;
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();

  await page.getByTestId('tab-letters').click();
  const failed = page.getByTestId('screen-load-failed');
  await expect(failed).toContainText('This screen could not be loaded. Check your connection.');
  expect(refused).toBeGreaterThan(0);
  // The rest of the page is still there: the header, the tabs.
  await expect(page.getByTestId('petition-back')).toBeVisible();
  await expect(page.getByTestId('tab-evidence')).toBeVisible();

  await page.context().unroute(`**${lettersEntry}`);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No recommendation letters yet')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
