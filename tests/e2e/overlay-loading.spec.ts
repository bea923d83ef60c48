import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addPdfEvidence, askedAfterPanelPaint, createProfileAndPetition } from './helpers';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// A menu's or a dialog's code loads when the browser is first idle (docs/decisions/040). On a phone that goes
// offline before that, and before the service worker has cached it, a tap cannot open it: the app says so, instead
// of a button that does nothing, and the next tap once the code can be fetched opens it.

type ManifestChunk = { file: string };
const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const chunk = (source: string) => `**/${manifest[source]!.file}`;
const NOT_LOADED = 'This could not be opened. Check your connection.';

/** Refuses the chunk for the page and its service worker, as a dead connection would; returns how many were refused. */
async function refuse(page: Page, pattern: string) {
  const refused = { count: 0 };
  await page.context().route(pattern, async (route) => {
    refused.count++;
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  return refused;
}

// The refused chunk's request is logged by the browser as a failed load.
test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 503/ });

test('a menu whose code cannot be fetched says so, and opens once it can', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  // The Service Actions menu, with its popover and list elements, is a module of its own (decision 048).
  const menu = chunk('src/features/evidence/components/service-actions-popover.tsx');
  const refused = await refuse(page, menu);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();

  await page.getByTestId('service-actions').click();
  await expect(page.getByText(NOT_LOADED)).toBeVisible();
  await expect(page.getByTestId('bulk-reprocessAll')).toHaveCount(0);
  expect(refused.count).toBeGreaterThan(0);

  await page.context().unroute(menu);
  await page.getByTestId('service-actions').click();
  await expect(page.getByTestId('bulk-reprocessAll')).toBeVisible();
});

test('the first screen’s menus, dialogs and forms are fetched after it has painted, not before', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  const files = ['src/components/ionic-overlays/modal-element.ts', 'src/components/ionic-overlays/alert-element.ts', 'src/features/evidence/components/service-actions-popover.tsx', 'src/features/evidence/components/edit-evidence-dialog.tsx'].map((source) => `/${manifest[source]!.file}`);
  // Each is fetched once the browser is idle after the paint, so each shows up in the page's resources.
  await expect.poll(() => page.evaluate((files) => files.filter((f) => performance.getEntriesByName(location.origin + f).length === 0), files), { timeout: 10_000 }).toEqual([]);
  const timing = await askedAfterPanelPaint(page, files);
  expect(timing.painted, 'the tab panel was painted').not.toBeNaN();
  for (const [file, started] of Object.entries(timing.asked)) expect(started, `${file} was asked for after the panel painted`).toBeGreaterThan(timing.painted);
});

test('a confirmation whose code cannot be fetched says so, deletes nothing, and opens once it can', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  const alert = chunk('src/components/ionic-overlays/alert-element.ts');
  await refuse(page, alert);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByTestId('petition-status')).toHaveText('Draft');

  await page.getByTestId('delete-petition').click();
  await expect(page.getByText(NOT_LOADED)).toBeVisible();
  await expect(page.locator('ion-alert')).toHaveCount(0);
  expect((await page.request.get(`/api/petitions/${petitionId}`)).status()).toBe(200);

  await page.context().unroute(alert);
  await page.getByTestId('delete-petition').click();
  await expect(page.locator('ion-alert').getByText('Delete petition?')).toBeVisible();
});

test('an edit form whose code cannot be fetched says so, changes nothing, and opens once it can', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'award.pdf', ['Ada Lovelace won the National Prize for Excellence in Computing.']);
  const form = chunk('src/features/evidence/components/edit-evidence-dialog.tsx');
  const refused = await refuse(page, form);
  await page.goto(`/petition/${petitionId}`);
  const row = page.getByTestId('evidence-row').filter({ hasText: 'award.pdf' });
  await expect(row.getByTestId('evidence-edit')).toBeVisible();

  await row.getByTestId('evidence-edit').click();
  await expect(page.getByText(NOT_LOADED)).toBeVisible();
  await expect(page.getByTestId('evidence-edit-dialog')).toHaveCount(0);
  expect(refused.count).toBeGreaterThan(0);

  await page.context().unroute(form);
  await row.getByTestId('evidence-edit').click();
  await expect(page.getByTestId('evidence-edit-dialog').getByText('Edit evidence')).toBeVisible();
});

let server: OwnServer | undefined;
test.afterEach(() => {
  server?.process.kill('SIGKILL');
  server = undefined;
});

test('with the server stopped before the menu’s code arrived, a tap says so; once the server is back, the menu opens', async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer();
  // No service worker: nothing has cached the menu's code, as on a first visit.
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block' });
  const petitionId = await signUpWithPetition(context, server, 'menu');
  // The menu's code is asked for when the browser is first idle; that request waits until the process has exited.
  let serverGone!: () => void;
  const gone = new Promise<void>((resolve) => (serverGone = resolve));
  await context.route(chunk('src/features/evidence/components/service-actions-popover.tsx'), async (route) => {
    await gone;
    await route.continue();
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  serverGone();

  await page.getByTestId('service-actions').click();
  await expect(page.getByText(NOT_LOADED)).toBeVisible();
  await expect(page.getByTestId('bulk-reprocessAll')).toHaveCount(0);

  server = await startOwnServer('node', { port: server.port, dataDir: server.dataDir });
  await page.getByTestId('service-actions').click();
  await expect(page.getByTestId('bulk-reprocessAll')).toBeVisible();
  expect(pageErrors).toEqual([]);
  await context.close();
});
