import type { Page, WebSocket } from '@playwright/test';
import { test, expect, PASSWORD, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

const BASE = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Signs this browser out the way the app's Sign Out form does: POST /api/logout. */
async function signOutFrom(page: Page) {
  const post = await page.request.post('/api/logout', { headers: SAME_ORIGIN, maxRedirects: 0 });
  expect(post.status()).toBe(303);
}

/** The app's /ws socket once it is open (the page creates it after the signed-in check). */
async function pushSocketOf(page: Page, sockets: WebSocket[]) {
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const socket = sockets[0]!;
  // No frame is sent on open; a moment is enough for a local handshake, and it must still be open.
  await page.waitForTimeout(500);
  expect(socket.isClosed()).toBe(false);
  return socket;
}

test('signing out in another tab closes this tab’s push socket, and this tab shows it is signed out', async ({ page, context, account }) => {
  void account;
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/ws') sockets.push(ws);
  });
  await page.goto('/');
  const socket = await pushSocketOf(page, sockets);
  // Instructions this user wrote for a statement, kept on the device while signed in.
  await page.evaluate(() => localStorage.setItem('statement-instructions:O-1A:o1a_awards', 'Stress the jury.'));

  const otherTab = await context.newPage();
  await signOutFrom(otherTab);

  // The server ends the socket with the session (before, it stayed open and kept receiving).
  await expect.poll(() => socket.isClosed(), { timeout: 5_000 }).toBe(true);
  // And this tab, untouched, learns it is signed out (architecture.md §errors): off to the sign-in page.
  await expect(page).toHaveURL(/\/api\/login/, { timeout: 10_000 });
  // The next person on this device does not see them.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('statement-instructions:')))).toEqual([]);
});

test("'Sign out everywhere' on the profile ends this session and the one on another device", async ({ page, browser, account }) => {
  await createProfileAndPetition(page);
  const otherDevice = await browser.newContext({ baseURL: BASE });
  try {
    const signIn = await otherDevice.request.post('/api/login', { headers: SAME_ORIGIN, form: { email: account.email, password: PASSWORD }, maxRedirects: 0 });
    expect(signIn.status()).toBe(303);
    expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const alert = page.locator('ion-alert');
    await expect(alert).toContainText('This signs you out on every device and browser, this one included.');
    await alert.getByRole('button', { name: 'Sign out everywhere' }).click();

    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByTestId('sign-in')).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
  } finally {
    await otherDevice.close();
  }
});
