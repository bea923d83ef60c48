import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Decision 047: the edit form's code (the form, its fields and zod) is fetched while the browser is idle after the
// Evidence tab paints, but not run: running it there was a long task while the page loaded. It runs when the user
// first opens the form, and it opens with the server stopped, since its code was fetched ahead.

// Offline, the browser logs each request it could not send (the push socket, the list's refresh).
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});

test('the edit form is fetched ahead but not run while the page loads, and opens with the server stopped', async ({ browser }) => {
  test.setTimeout(150_000);
  server = await startOwnServer();
  // No service worker: only the code fetched ahead can open the form once the server is gone.
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const petitionId = await signUpWithPetition(context, server, 'edit-preload');
  const page = await context.newPage();
  await page.goto(`/petition/${petitionId}`);
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'interview.txt', mimeType: 'text/plain', buffer: Buffer.from('The Daily Ledger featured Ada Lovelace in a magazine interview.\n') });
  const row = page.getByTestId('evidence-row').filter({ hasText: 'interview.txt' });
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  // A fresh load, with the functions V8 runs counted.
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'completed');
  const preload = page.locator('link[rel="modulepreload"][href*="/edit-evidence-dialog-"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.evaluate((link: HTMLLinkElement) => link.href);
  // Fetched: the browser has the chunk.
  await expect.poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, href)).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  const ran = (await page.coverage.stopJSCoverage())
    .filter((script) => script.url === href)
    .flatMap((script) => script.functions)
    .filter((fn) => fn.ranges.some((range) => range.count > 0));
  expect(ran, 'the edit form ran while the page loaded').toEqual([]);

  // The server stops: the form still opens, from the code fetched ahead.
  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  await row.getByTestId('evidence-edit').tap();
  const dialog = page.getByTestId('evidence-edit-dialog');
  await expect(dialog.getByText('Edit evidence')).toBeVisible();
  await dialog.getByTestId('evidence-edit-cancel').tap();
  await expect(dialog).toBeHidden();
  await context.close();
});
