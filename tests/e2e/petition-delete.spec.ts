import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';
import { SAME_ORIGIN } from './fixtures';

// Decision 030: a petition is deleted from its page after a confirmation that names it; the dashboard and
// this device's persisted cache forget it, it stays gone after a reload, and another tab showing it
// learns by push that it was deleted.

/** The persisted query cache as IndexedDB holds it ('' when nothing is stored yet). */
const persistedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('exhibit-query-cache');
          get.onsuccess = () => {
            resolve(typeof get.result === 'string' ? get.result : '');
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );

// Offline, the socket's reconnects and a refetch fail as the browser reports them.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

test('a petition is deleted through its page with a confirmation, and is gone from the dashboard, the cache and other tabs', async ({ page, context, account }) => {
  void account;
  const { profileId, petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  const kept = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType: 'EB-1A' } });
  expect(kept.status()).toBe(201);
  await addPdfEvidence(page, petitionId, 'award.pdf', ['The 2024 award for research.']);

  await page.goto('/');
  await expect(page.getByTestId('petition-card')).toHaveCount(2);
  await page.getByTestId('petition-card').filter({ hasText: 'O-1A' }).click();
  await expect(page).toHaveURL(new RegExp(`/petition/${petitionId}$`));
  await expect(page.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();
  await expect.poll(() => persistedCache(page), { message: 'the petition reaches the persisted cache' }).toContain(petitionId);

  // A second tab on the same petition: it must learn of the deletion by push.
  const other = await context.newPage();
  await other.goto(`/petition/${petitionId}`);
  await expect(other.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();

  // Cancel first: nothing happens.
  await page.getByRole('button', { name: 'Delete petition' }).click();
  const alert = page.locator('ion-alert', { hasText: 'Delete petition?' });
  await expect(alert.getByText('Delete petition?')).toBeVisible();
  await expect(alert).toContainText('delete the O-1A petition');
  await expect(alert).toContainText('evidence, drafts, recommendation letters and packet');
  await expect(alert).toContainText('This action cannot be undone.');
  await alert.getByRole('button', { name: 'Cancel' }).click();
  // Pressed again while that alert is still closing: the press opens a new one (it used to be lost, so a user's
  // second try did nothing).
  await page.getByTestId('delete-petition').click();
  await expect(page.locator('ion-alert')).toHaveCount(1);
  await expect(alert.getByText('Delete petition?')).toBeVisible();
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toBeHidden();
  expect((await page.request.get(`/api/petitions/${petitionId}`)).status()).toBe(200);

  // Offline: one clear message, and the petition stays.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Delete petition' }).click();
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('You are offline. Deleting a petition needs a connection.');
  await expect(page.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();
  await context.setOffline(false);
  expect((await page.request.get(`/api/petitions/${petitionId}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete petition' }).click();
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Petition deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('petition-card')).toHaveCount(1);
  await expect(page.getByTestId('petition-card')).toContainText('EB-1A');
  await expect(other.getByText('This petition was deleted')).toBeVisible();

  // The device's persisted copy forgets it too (its queries are removed, then written out).
  await expect.poll(() => persistedCache(page), { message: 'the petition leaves the persisted cache' }).not.toContain(petitionId);
  await page.reload();
  await expect(page.getByTestId('petition-card')).toHaveCount(1);
  await expect(page.getByTestId('petition-card')).toContainText('EB-1A');
  expect((await page.request.get(`/api/petitions/${petitionId}`)).status()).toBe(404);

  // The other tab, back on the dashboard, shows the same single petition.
  await other.getByTestId('petition-deleted').getByRole('link', { name: 'Go Home' }).click();
  await expect(other.getByTestId('petition-card')).toHaveCount(1);
});
