import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { BrowserContext, Page } from '@playwright/test';
import { THUMBNAIL_CACHE } from '../../src/offline/thumbnail-cache';
import { makeTextJpeg } from '../fixtures/make-fixtures';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';
import { linkStored, spoilStoredLink, thumbnailDrawn } from './stored-links';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 33 item 8: signed links on the page stay good. A thumbnail's link is signed again before it expires, and
// after the image could not load it (a 403 once the server's signing secret changed), also when the server was not
// answering at that moment: then as soon as it answers again.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

const photo = (page: Page) => page.getByTestId('evidence-row').filter({ hasText: 'photo.jpg' });

async function uploadPhoto(page: Page) {
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['AWARD CEREMONY', 'ADA LOVELACE']) });
  await expect(photo(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => thumbnailDrawn(page), { timeout: 30_000 }).toBe(true);
}

/** Installed: the service worker controls the page (it keeps seen thumbnails and serves the app without a server). */
async function installed(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

test('a stored thumbnail link past its life is signed again before the page asks for the image', async ({ page, context, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await uploadPhoto(page);
  await linkStored(page);

  // Ten minutes later, on the next start: the kept link expired five minutes ago.
  const expired = Math.floor(Date.now() / 1000) - 300;
  expect(await spoilStoredLink(page, expired, 10 * 60_000)).toContain(`exp=${expired}`);
  const asked: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/objects/')) asked.push(r.url());
  });
  await page.goto(`/petition/${petitionId}`);
  await expect.poll(() => thumbnailDrawn(page), { timeout: 15_000 }).toBe(true);
  expect(asked.filter((url) => url.includes(`exp=${expired}`)), 'the expired link was handed to the image').toEqual([]);
});

let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});

/** A new signing secret, as after a restart on a fresh database copy or a rotated key: every link signed before fails. */
async function newSigningSecret(own: OwnServer) {
  const db = new PGlite(path.join(own.dataDir, 'db'));
  await db.query(`update app_settings set value = $1 where key = 'download_signing_key'`, [randomBytes(32).toString('base64url')]);
  await db.close();
}

/** A phone that no longer holds the photo itself: its HTTP cache and the service worker's copies are gone. */
async function forgetPhotoBytes(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.evaluate((name) => caches.delete(name), THUMBNAIL_CACHE);
}

test('a thumbnail link refused after a restart with a new signing secret is signed again once the server answers, and the photo shows', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const petitionId = await signUpWithPetition(context, server, 'links');
  const page = await context.newPage();
  await page.goto(`/petition/${petitionId}`);
  await installed(page);
  await uploadPhoto(page);
  await linkStored(page);
  const before = (await photo(page).getByTestId('evidence-thumbnail').getAttribute('src'))!;

  // The server restarts with a new signing secret; the page is opened again while it is still down.
  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  await newSigningSecret(server);
  await forgetPhotoBytes(context, page);
  await page.reload();
  await expect(photo(page)).toBeVisible();
  await page.waitForTimeout(3000);
  expect(await thumbnailDrawn(page)).toBe(false);

  server = await startOwnServer('node', server);
  // The link the page kept is refused now.
  expect((await context.request.get(before)).status()).toBe(403);
  await expect.poll(() => thumbnailDrawn(page), { timeout: 20_000, message: 'the photo did not show once the server answered' }).toBe(true);
  expect(await photo(page).getByTestId('evidence-thumbnail').getAttribute('src')).not.toBe(before);
  await context.close();
});
