import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 33 item 3: no request is left open. A fetch whose body nobody reads (the connectivity probe, a 401 the
// session check turned into "signed out") stays open in Chromium until garbage
// collection: the page never reaches network idle, and each one pins a connection.

const IDLE_WITHIN_MS = 3000;

/** Loads `path` and waits for Playwright's network idle (500 ms with no request open), at most 3 s after `load`. */
async function idleSoonAfterLoad(page: Page, path: string) {
  const open = new Map<string, number>();
  page.on('request', (r) => open.set(r.url(), (open.get(r.url()) ?? 0) + 1));
  const settle = (r: { url(): string }) => open.set(r.url(), (open.get(r.url()) ?? 1) - 1);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(path, { waitUntil: 'load' });
  const loadedAt = Date.now();
  await page.waitForLoadState('networkidle', { timeout: IDLE_WITHIN_MS }).catch(() => undefined);
  const still = [...open].filter(([, n]) => n > 0).map(([url]) => new URL(url).pathname);
  expect(still, `requests still open ${Date.now() - loadedAt} ms after load`).toEqual([]);
  expect(Date.now() - loadedAt).toBeLessThanOrEqual(IDLE_WITHIN_MS + 250);
}

test('the landing page reaches network idle within 3 s of load', async ({ page }) => {
  await idleSoonAfterLoad(page, '/');
  await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
});

test('the dashboard reaches network idle within 3 s of load', async ({ page, account }) => {
  void account;
  await createProfileAndPetition(page);
  await idleSoonAfterLoad(page, '/');
  await expect(page.getByRole('heading', { name: 'Your Petitions' })).toBeVisible();
});

test('the petition page reaches network idle within 3 s of load', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await idleSoonAfterLoad(page, `/petition/${petitionId}`);
  await expect(page.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();
});
