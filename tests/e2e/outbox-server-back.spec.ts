import type { BrowserContext, Page } from '@playwright/test';
import { makeTextJpeg } from '../fixtures/make-fixtures';
import { startGateway, type Gateway } from '../fixtures/gateway';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 33 item 1: queued work sends itself when the server is back. The device never goes offline here (no
// `online` event ever fires): the server process is stopped and started again, and the outbox must drain once the
// connection layer hears it answer (a probe, any response, the push socket reopening), with no tap.

test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

const DELIVERED_WITHIN_MS = 5000;
const OFFLINE_BANNER = 'You are offline — showing what you last saw.';

// One server for the file: each test signs up its own account on it, and leaves it answering again. A test that
// failed while it was stopped leaves none running, and the next test starts a fresh one.
let server: OwnServer | undefined;
let gateway: Gateway | undefined;
const running = (own: OwnServer | undefined): own is OwnServer => own !== undefined && own.process.exitCode === null && own.process.signalCode === null;
async function answeringServer(): Promise<OwnServer> {
  if (!running(server)) server = await startOwnServer();
  return server;
}
test.afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});
test.afterAll(async () => {
  if (running(server)) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});

async function stopServer(own: OwnServer) {
  own.process.kill('SIGTERM');
  // The server forces its own exit after 20 s; a loaded machine can need more than 10 to close cleanly.
  expect(await exited(own.process, 25_000)).toBe(true);
}

/** An installed app on a phone, at the petition's Evidence tab, reached through `origin`. */
async function openPetition(context: BrowserContext, petitionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByRole('heading', { name: 'O-1A Petition' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  return page;
}

/** Picks a photo while nothing answers: it is kept on the device, waiting. */
async function queuePhoto(page: Page) {
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['AWARD CEREMONY', 'ADA LOVELACE']) });
  await expect(page.getByText('Saved on this device')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pending-item')).toContainText('Waiting for connection');
}

/** Milliseconds from `since` until the photo is on the server and no longer waiting on the page (or null by `limitMs`). */
async function deliveredAfter(page: Page, petitionId: string, since: number, limitMs: number): Promise<number | null> {
  while (Date.now() - since < limitMs) {
    const rows = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ fileName: string }>;
    if (rows.some((r) => r.fileName === 'photo.jpg') && (await page.getByTestId('pending-item').count()) === 0) return Date.now() - since;
    await page.waitForTimeout(200);
  }
  return null;
}

test('a photo queued while the server is stopped sends itself within 5 s of the server answering again, with the device never offline', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await answeringServer();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const petitionId = await signUpWithPetition(context, server, 'back');
  const page = await openPetition(context, petitionId);

  await stopServer(server);
  await queuePhoto(page);
  // A real outage: long enough for the connection's probes to back off.
  await page.waitForTimeout(15_000);
  await expect(page.getByTestId('pending-item')).toContainText('Waiting for connection');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  server = await startOwnServer('node', server);
  const answering = Date.now();
  const delay = await deliveredAfter(page, petitionId, answering, 90_000);
  console.log(`photo delivered ${delay === null ? 'not within 90 s' : `${delay} ms`} after the server answered again`);
  expect(delay, 'the queued photo was not delivered without a tap').not.toBeNull();
  expect(delay!).toBeLessThanOrEqual(DELIVERED_WITHIN_MS);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await expect(page.getByTestId('evidence-row').filter({ hasText: 'photo.jpg' })).toBeVisible();
  await context.close();
});

test('behind a front that answers 503 while the server starts, nothing counts as back until the server itself answers', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await answeringServer();
  gateway = await startGateway(server.port);
  const front = { ...server, baseURL: gateway.origin, origin: { origin: gateway.origin } };
  const context = await browser.newContext({ baseURL: gateway.origin, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const petitionId = await signUpWithPetition(context, front, 'front');
  const page = await openPetition(context, petitionId);
  const presigns = () => gateway!.log.filter((l) => l.startsWith('POST /api/objects/upload')).length;

  await stopServer(server);
  await queuePhoto(page);
  // The page's and the service worker's first drains, which fail at once, are over.
  await page.waitForTimeout(3000);
  const triedBefore = presigns();

  // The server is starting: the front answers every request, and the push socket's upgrade, with 503.
  gateway.unavailable = true;
  server = await startOwnServer('node', server);
  await page.waitForTimeout(10_000);
  expect(gateway.log.filter((l) => l.endsWith(' 503')).length, 'the page asked nothing while the front said 503').toBeGreaterThan(0);
  // No drain was started by a 503: the photo waits, and the page still says it cannot reach the server.
  expect(presigns()).toBe(triedBefore);
  await expect(page.getByTestId('pending-item')).toContainText('Waiting for connection');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  // Its health check passes: the front passes requests through again.
  gateway.unavailable = false;
  const answering = Date.now();
  const delay = await deliveredAfter(page, petitionId, answering, 90_000);
  console.log(`behind the front: photo delivered ${delay === null ? 'not within 90 s' : `${delay} ms`} after the server answered through it`);
  expect(delay, 'the queued photo was not delivered without a tap').not.toBeNull();
  expect(delay!).toBeLessThanOrEqual(DELIVERED_WITHIN_MS);
  // One drain for the burst of answers that came back together: the photo was asked for one upload URL.
  expect(presigns()).toBe(triedBefore + 1);
  await context.close();
});
