import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 12 item 2: the persisted query cache writes at most once a second; what changed just before
// the page is left is written when it is left, so a reload right after a change, offline, keeps it.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

test('a row that has just appeared is still there after an immediate offline reload', async ({ page, context, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  // Let everything the start-up loaded settle into IndexedDB first.
  await page.waitForTimeout(2500);

  // The row shown from the evidence list itself (not the upload's own placeholder row).
  const listed = page.waitForResponse(async (r) => r.url().endsWith(`/api/petitions/${petitionId}/evidence`) && r.request().method() === 'GET' && (await r.text()).includes('note.txt'));
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Ada Lovelace gave the keynote at the Computing Summit.') });
  const row = page.getByTestId('evidence-row').filter({ hasText: 'note.txt' });
  await listed;
  await expect(row).toBeVisible({ timeout: 30_000 });

  // No pause: the list changed a moment ago, inside the persister's 1 s throttle.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline — showing what you last saw.')).toBeVisible();
  await expect(row).toBeVisible();
  await context.setOffline(false);
});
