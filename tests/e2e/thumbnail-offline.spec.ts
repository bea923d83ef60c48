import type { Page } from '@playwright/test';
import { makeTextJpeg } from '../fixtures/make-fixtures';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 12 item 2: thumbnails of last-seen evidence still show offline, and a signed thumbnail
// link that no longer works is renewed rather than shown as a broken image.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

const CACHE_KEY = 'exhibit-query-cache';

/** The thumbnail has really been drawn (a broken image has no natural width). */
async function thumbnailDrawn(page: Page): Promise<boolean> {
  const img = page.getByTestId('evidence-row').filter({ hasText: 'photo.jpg' }).getByTestId('evidence-thumbnail');
  if ((await img.count()) === 0) return false;
  return img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
}

/** The persisted query cache as IndexedDB holds it. */
function storedCache(page: Page): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get(key);
          get.onsuccess = () => {
            open.result.close();
            resolve(typeof get.result === 'string' ? get.result : '');
          };
        };
      }),
    CACHE_KEY,
  );
}

/**
 * Leaves the app for a plain same-origin document, then makes the stored signed link one the
 * server refuses (its `exp` moved, so its signature no longer matches): what a link older than
 * its 5 minutes looks like on the next start, without waiting 5 minutes.
 */
async function spoilStoredLink(page: Page, exp: number): Promise<string> {
  await expect.poll(async () => { const cache = await storedCache(page); return cache.includes('download-url') && cache.includes('/objects/'); }, { timeout: 15_000 }).toBe(true);
  await page.goto('/api/auth/user');
  await page.waitForTimeout(500);
  return page.evaluate(
    ({ key, exp }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const get = store.get(key);
          let spoiled = '';
          get.onsuccess = () => {
            const client = JSON.parse(get.result as string) as { clientState: { queries: Array<{ queryKey: unknown[]; state: { data?: { url?: string } } }> } };
            for (const query of client.clientState.queries) {
              const data = query.state.data;
              if (query.queryKey.includes('download-url') && data?.url) {
                data.url = data.url.replace(/exp=\d+/, `exp=${exp}`);
                spoiled = data.url;
              }
            }
            store.put(JSON.stringify(client), key);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve(spoiled);
          };
        };
      }),
    { key: CACHE_KEY, exp },
  );
}

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
