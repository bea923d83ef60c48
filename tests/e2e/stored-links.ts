import { expect, type Page } from '@playwright/test';

// The thumbnail's signed link as the app keeps it in its persisted query cache (IndexedDB), for the specs that
// make a kept link go bad (thumbnail-offline.spec, signed-links.spec).

const CACHE_KEY = 'exhibit-query-cache';

/** The thumbnail of the row named `fileName` has really been drawn (a broken image has no natural width). */
export async function thumbnailDrawn(page: Page, fileName = 'photo.jpg'): Promise<boolean> {
  const img = page.getByTestId('evidence-row').filter({ hasText: fileName }).getByTestId('evidence-thumbnail');
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
 * Waits until the cache holds a thumbnail link, leaves the app for a plain same-origin document (the app, not
 * running, cannot write its cache over ours), then moves the kept link's `exp` to `exp` (its signature no longer
 * matches) and, given `ageMs`, makes it that old. Returns the link as kept now.
 */
export async function spoilStoredLink(page: Page, exp: number, ageMs?: number): Promise<string> {
  await linkStored(page);
  await page.goto('/api/auth/user');
  await page.waitForTimeout(500);
  return page.evaluate(
    ({ key, exp, ageMs }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          const store = tx.objectStore('kv');
          const get = store.get(key);
          let spoiled = '';
          get.onsuccess = () => {
            const client = JSON.parse(get.result as string) as { clientState: { queries: Array<{ queryKey: unknown[]; state: { data?: { url?: string }; dataUpdatedAt: number } }> } };
            for (const query of client.clientState.queries) {
              const data = query.state.data;
              if (!query.queryKey.includes('download-url') || !data?.url) continue;
              data.url = data.url.replace(/exp=\d+/, `exp=${exp}`);
              if (ageMs !== null) query.state.dataUpdatedAt = Date.now() - ageMs;
              spoiled = data.url;
            }
            store.put(JSON.stringify(client), key);
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve(spoiled);
          };
        };
      }),
    { key: CACHE_KEY, exp, ageMs: ageMs ?? null },
  );
}

/** Waits until the persisted query cache holds the thumbnail's link. */
export async function linkStored(page: Page): Promise<void> {
  await expect.poll(async () => { const cache = await storedCache(page); return cache.includes('download-url') && cache.includes('/objects/'); }, { timeout: 15_000 }).toBe(true);
}
