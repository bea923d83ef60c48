import { RECOMMENDER_TOKEN_HEADER } from '../../src/contract/recommender-questionnaire';
import type { RecommendationRequest } from '../../src/contract/recommenders';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';
import { fillInvite } from './invite-dialog';

// Issue 35 item 7: the applicant prepares an invitation while the server is really gone (its process stopped, the
// device never offline). It waits in the outbox, shown as pending in the Letters tab, and is sent once when the
// server answers again: one request on the server, its row in the tab with its link to share, the pending row gone.

test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed|Failed to load resource/ });

let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});

test('an invitation made while the server is stopped is shown as pending, and sent once when it is back', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const petitionId = await signUpWithPetition(context, server, 'invite');
  const page = await context.newPage();
  await page.goto(`/petition/${petitionId}?tab=letters`);
  const card = page.getByTestId('requests-card');
  await expect(card.getByText('No invitations yet.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);

  await card.getByRole('button', { name: 'Invite a recommender' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await fillInvite(dialog);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  // Waiting on the device, and said so where the request will appear.
  const pending = card.getByTestId('pending-item');
  await expect(pending).toContainText('Grace Hopper');
  await expect(pending).toContainText('Waiting for connection');
  await expect(card.getByText('No invitations yet.')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.waitForTimeout(5000);
  await expect(pending).toContainText('Waiting for connection');

  server = await startOwnServer('node', server);
  // Sent by itself, with no tap: the request's row replaces the pending one.
  const row = card.getByTestId('recommendation-request');
  await expect(row).toContainText('Grace Hopper', { timeout: 30_000 });
  await expect(row.getByTestId('request-status')).toHaveText('Invited');
  await expect(card.getByTestId('pending-item')).toHaveCount(0);
  // Its link, made when it was sent, is shown to share as a live invitation's is; it opens the recommender's page.
  const link = await card.getByTestId('request-link-value').inputValue();
  expect(link).toMatch(/\/recommend\/[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  const [requestId, token] = link.split('/recommend/')[1]!.split('#') as [string, string];
  const portal = await context.request.get(`/api/recommend/${requestId}`, { headers: { [RECOMMENDER_TOKEN_HEADER]: token } });
  expect(portal.status()).toBe(200);
  await card.getByTestId('request-link').getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('request-link')).toHaveCount(0);

  // Once: later drains (a reload, the server heard again) send nothing more.
  await page.reload();
  await expect(card.getByTestId('recommendation-request')).toHaveCount(1);
  await page.waitForTimeout(3000);
  const listed = (await (await context.request.get(`/api/petitions/${petitionId}/recommendation-requests`)).json()) as RecommendationRequest[];
  // 'opened': the link shown above was opened once, by the check of it.
  expect(listed.map((r) => [r.recommenderName, r.status])).toEqual([['Grace Hopper', 'opened']]);
  await context.close();
});
