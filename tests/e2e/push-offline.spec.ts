import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 12 item 2: offline, /ws waits for the 'online' event instead of failing every 3 s.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/,
});

test('offline, the push socket does not retry every 3 s; it reconnects when the device comes online', async ({ page, context, account }) => {
  void account;
  await createProfileAndPetition(page);
  const attempts: string[] = [];
  page.on('websocket', (ws) => attempts.push(ws.url()));
  const failures: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /WebSocket connection to .* failed/.test(msg.text())) failures.push(msg.text());
  });

  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  // The signed-in user is in IndexedDB before the offline start (persist throttle 1 s, then the IDB flush).
  await expect
    .poll(() => page.evaluate(() => new Promise<boolean>((resolve) => {
      const open = indexedDB.open('exhibit');
      open.onsuccess = () => {
        const tx = open.result.transaction('kv');
        const all = tx.objectStore('kv').getAll();
        tx.oncomplete = () => resolve((all.result as string[]).join('').includes('/api/auth/user'));
      };
    })), { timeout: 15_000 })
    .toBe(true);

  // The app starts offline (served by the service worker): its first connection fails, and then it waits.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect.poll(() => failures.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const failedBefore = failures.length;
  const attemptsBefore = attempts.length;
  // Three reconnect periods (spec: 3 s): the old client made three more attempts here.
  await page.waitForTimeout(9_500);
  expect(failures.length).toBe(failedBefore);
  expect(attempts.length).toBe(attemptsBefore);

  // Back online: one new connection at once, and it stays open.
  const opened = page.waitForEvent('websocket');
  await context.setOffline(false);
  const socket = await opened;
  await page.waitForTimeout(1_000);
  expect(socket.isClosed()).toBe(false);
});
