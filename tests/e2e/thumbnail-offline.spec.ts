import { makeTextJpeg } from '../fixtures/make-fixtures';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';
import { spoilStoredLink, thumbnailDrawn } from './stored-links';

// Issue 12 item 2: thumbnails of last-seen evidence still show offline, and a signed thumbnail
// link that no longer works is renewed rather than shown as a broken image.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

test('a seen thumbnail shows offline from the service worker, and a refused link is renewed online', async ({ page, context, account }) => {
  void account;
  test.setTimeout(120_000);
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['AWARD CEREMONY', 'ADA LOVELACE']) });
  await expect(page.getByTestId('evidence-row').filter({ hasText: 'photo.jpg' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => thumbnailDrawn(page), { timeout: 30_000 }).toBe(true);

  // Offline, with a stored link the network could not serve anyway: the photo still shows.
  expect(await spoilStoredLink(page, 1000)).toContain('exp=1000');
  await context.setOffline(true);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('You are offline — showing what you last saw.')).toBeVisible();
  await expect(page.getByTestId('evidence-row').filter({ hasText: 'photo.jpg' })).toBeVisible();
  await expect.poll(() => thumbnailDrawn(page), { timeout: 15_000 }).toBe(true);

  // Online, the server refuses a spoiled link (another one: the browser's memory cache would serve
  // the same URL again): a fresh one is asked for and the photo shows.
  await context.setOffline(false);
  expect(await spoilStoredLink(page, 2000)).toContain('exp=2000');
  const renewed = page.waitForResponse((r) => r.url().endsWith('/download-url') && r.ok(), { timeout: 15_000 });
  await page.goto(`/petition/${petitionId}`);
  await renewed;
  await expect.poll(() => thumbnailDrawn(page), { timeout: 15_000 }).toBe(true);
  const src = await page.getByTestId('evidence-thumbnail').getAttribute('src');
  expect(src).not.toMatch(/exp=[12]000&/);
});
