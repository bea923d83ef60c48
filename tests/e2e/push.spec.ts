import type { WebSocketRoute } from '@playwright/test';
import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

test('the push channel comes back after a drop, and the evidence list catches up on what it missed meanwhile', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  // The real /ws, passed through, so the test can cut the connection the way a network does.
  const sockets: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets.push({ page: ws, server: ws.connectToServer() });
  });
  await page.goto(`/petition/${petitionId}`);
  await expect.poll(() => sockets.length).toBe(1);

  // Live while connected: a new document goes to completed by push, without a reload.
  await addPdfEvidence(page, petitionId, 'first.pdf', ['Ada Lovelace received the National Prize for Excellence in Computing.']);
  const row = (name: string) => page.getByTestId('evidence-row').filter({ hasText: name });
  await expect(row('first.pdf')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  // The connection drops; while the app is away a second document is registered and analysed.
  await sockets[0]!.server.close();
  await sockets[0]!.page.close();
  await addPdfEvidence(page, petitionId, 'while-away.pdf', ['The Guardian newspaper featured her work in a magazine interview.']);
  await expect
    .poll(async () => {
      const rows = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ fileName: string; processingStatus: string }>;
      return rows.find((r) => r.fileName === 'while-away.pdf')?.processingStatus;
    }, { timeout: 60_000 })
    .toBe('completed');

  // The client opens a new socket by itself and refetches, so the missed document shows, analysed.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
  await expect(row('while-away.pdf')).toHaveAttribute('data-status', 'completed');

  // Coming back online reconnects at once too (no need to wait out the 3 s).
  await sockets[1]!.server.close();
  await sockets[1]!.page.close();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => sockets.length, { timeout: 2_500 }).toBe(3);
});
