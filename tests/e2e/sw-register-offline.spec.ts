import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// The service worker registers a second after load (docs/decisions/045). A server that stops in that second, with
// the device still online, must not leave the app without one: the registration is tried again once the server
// answers. The server process really stops; nothing is faked.

let server: OwnServer | undefined;
test.afterEach(() => {
  server?.process.kill('SIGKILL');
});

test('a server that stops right after the page loaded: the service worker registers once it answers again', async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'allow' });
  const pageErrors: string[] = [];
  context.on('weberror', (e) => pageErrors.push(e.error().message));
  await signUpWithPetition(context, server, 'sw');

  // The registration's first request waits until the server process has exited.
  let serverGone!: () => void;
  const gone = new Promise<void>((resolve) => (serverGone = resolve));
  await context.route('**/assets/workbox-window*', async (route) => {
    await gone;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Ada!');
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('workbox-window'));
  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  serverGone();
  await failed;
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(false);

  server = await startOwnServer('node', { port: server.port, dataDir: server.dataDir });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), { timeout: 60_000 }).toBe(true);
  // Nothing failed while the server was gone: not the registration, nor Ionic's start-up once idle (tap ripples,
  // back button, keyboard), which the build made static.
  expect(pageErrors).toEqual([]);
  await context.close();
});
