import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 12 item 1: with the server process really stopped (nothing answers at all), the installed
// app opened at '/' shows the dashboard, and the petition page its petition, every time.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Long enough for a failed start-up check to reach IndexedDB: persist throttle 1 s + IDB flush 1 s. */
const PERSIST_SETTLE_MS = 2500;

let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});


/** The persisted query cache as IndexedDB holds it (what the next start restores). */
function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv');
          const all = tx.objectStore('kv').getAll();
          tx.oncomplete = () => {
            open.result.close();
            resolve((all.result as string[]).join('\n'));
          };
        };
      }),
  );
}

async function expectDashboard(page: Page) {
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Ada!');
  await expect(page.getByTestId('petition-card')).toHaveCount(1);
  await expect(page.getByTestId('petition-card')).toContainText('O-1A');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
}

async function expectPetitionPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
}

test('with the server stopped, the app opened at / shows the dashboard and the petition page its petition, every time', async ({ browser }) => {
  test.setTimeout(150_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });
  const pageErrors: string[] = [];
  context.on('weberror', (e) => pageErrors.push(e.error().message));
  const petitionId = await signUpWithPetition(context, server, 'offline');

  // Online: the dashboard and the petition page are seen once, and the service worker controls the page.
  const page = await context.newPage();
  await page.goto('/');
  await expectDashboard(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await page.getByTestId('petition-card').click();
  await expectPetitionPage(page);
  await expect.poll(() => persistedCache(page), { timeout: 15_000 }).toContain(`["/api/petitions","${petitionId}"]`);
  await expect.poll(() => persistedCache(page), { timeout: 15_000 }).toContain('/api/auth/user');

  // The server process stops: from here nothing answers.
  server.process.kill('SIGTERM');
  // The server forces its own exit after 20 s; a loaded machine can need more than 10 to close cleanly.
  expect(await exited(server.process, 25_000)).toBe(true);

  for (let i = 0; i < 3; i += 1) {
    const tab = await context.newPage();
    await tab.goto('/');
    await expectDashboard(tab);
    // Let the failed start-up check reach IndexedDB before the next start reads it.
    await tab.waitForTimeout(PERSIST_SETTLE_MS);
    await expectDashboard(tab);
    await tab.close();
  }

  await page.goto(`/petition/${petitionId}`);
  await expectPetitionPage(page);
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    await expectPetitionPage(page);
    await page.waitForTimeout(PERSIST_SETTLE_MS);
    await expectPetitionPage(page);
  }
  expect(await persistedCache(page)).toContain('/api/auth/user');
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('with the server stopped, a visitor who installed the app sees the landing page, not an endless loading screen', async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => persistedCache(page)).toContain('/api/auth/user');

  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  // Signed out is not drawn from the cache (src/app/root.tsx): the start-up check fails at once, and then it is.
  await page.reload();
  await expect(page.getByTestId('get-started')).toBeVisible();
  await context.close();
});
