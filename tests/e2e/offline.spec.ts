import type { BrowserContext, Page } from '@playwright/test';
import { makeTextJpeg } from '../fixtures/make-fixtures';
import { test, expect } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';

// A phone with a camera: 'Take Photo' is shown on touch screens.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  // Offline, the browser logs every refused request and the push socket's failed reconnects.
  // (One pattern: an array given to test.use would be read as [value, options].)
  allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/,
});

/** What the server holds for the petition: the truth the outbox must not duplicate. */
async function serverRows(page: Page, petitionId: string) {
  const evidence = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ fileName: string }>;
  const letters = (await (await page.request.get(`/api/petitions/${petitionId}/recommendation-letters`)).json()) as Array<{ recommenderName: string }>;
  return { evidence: evidence.map((e) => e.fileName).sort(), letters: letters.map((l) => l.recommenderName) };
}

/** Everything the page's IndexedDB holds: the persisted query cache (kv) and the outbox. */
function readIdb(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ cache: string; outbox: number }>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['kv', 'outbox']);
          const kv = tx.objectStore('kv').getAll();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ cache: (kv.result as string[]).join('\n'), outbox: outbox.result });
          };
        };
      }),
  );
}

/** Saves the outbox's records in page memory, or puts the saved ones back (to replay them again). */
function outboxCopy(page: Page, action: 'save' | 'restore') {
  return page.evaluate(
    (action) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('exhibit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const w = window as unknown as { outboxCopy?: unknown[] };
          const tx = db.transaction('outbox', action === 'save' ? 'readonly' : 'readwrite');
          const store = tx.objectStore('outbox');
          if (action === 'save') {
            const req = store.getAll();
            req.onsuccess = () => (w.outboxCopy = req.result);
          } else {
            for (const item of w.outboxCopy ?? []) store.put(item);
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    action,
  );
}

/** Fills in the create-letter form and submits it; without a connection the letter is queued. */
async function createLetterThatQueues(page: Page) {
  await page.getByRole('button', { name: 'Create Your First Letter' }).click();
  const dialog = page.getByTestId('create-letter-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Prof. Grace Hopper');
  await dialog.getByLabel('Title', { exact: true }).fill('Professor of Computer Science');
  await dialog.getByLabel('Organization').fill('Yale University');
  await dialog.getByLabel('Relationship').fill('I supervised her doctoral research for four years.');
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(page.getByText('Letter queued')).toBeVisible();
}

/** No network for the page: navigator.onLine is false and our server's paths are refused outright. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  // Belt and braces: some Playwright builds let service-worker fetches through setOffline, so refuse the server's paths too.
  await context.route(/\/(api|objects)\//, (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

test('photos and a letter made offline wait in the outbox across a reload, then land exactly once, even when replayed', async ({ page, context, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'prize-letter.pdf', ['Ada Lovelace received the National Prize for Excellence in Computing.']);

  // First visit online: the service worker installs and precaches the shell; the next load is under its control.
  await page.goto(`/petition/${petitionId}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const rows = page.getByTestId('evidence-row');
  await expect(rows.filter({ hasText: 'prize-letter.pdf' })).toBeVisible();
  await page.getByTestId('tab-letters').click();
  await expect(page.getByText('No recommendation letters yet')).toBeVisible();
  await page.getByTestId('tab-evidence').click();
  // The query cache reaches IndexedDB (throttled writes) with both lists in it.
  await expect.poll(async () => {
    const { cache } = await readIdb(page);
    return cache.includes('prize-letter.pdf') && cache.includes('recommendation-letters');
  }).toBe(true);

  await goOffline(context);
  await expect(page.getByText('You are offline — showing what you last saw.')).toBeVisible();
  await expect(page.getByTestId('upload-connection')).toContainText('No Internet connection — files you add are kept on this device');

  // Two photos from the camera, queued with their bytes on the device.
  const camera = page.getByTestId('evidence-camera-input');
  await expect(page.getByTestId('take-photo')).toBeVisible();
  await camera.setInputFiles({ name: 'IMG_0101.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['NATIONAL PRIZE', 'CEREMONY 2024']) });
  await expect(page.getByTestId('pending-item').filter({ hasText: 'IMG_0101.jpg' })).toContainText('Waiting for connection');
  await camera.setInputFiles({ name: 'IMG_0102.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['KEYNOTE SPEAKER', 'COMPUTING SUMMIT']) });
  await expect(page.getByTestId('pending-item').filter({ hasText: 'IMG_0102.jpg' })).toContainText('Waiting for connection');

  // A letter, drafted offline.
  await page.getByTestId('tab-letters').click();
  await createLetterThatQueues(page);
  await expect(page.getByTestId('pending-item').filter({ hasText: 'Prof. Grace Hopper' })).toContainText('Waiting for connection');
  await expect(page.getByTestId('pending-count')).toContainText('3 items waiting to upload');

  // A cold start without a network: the shell from the service worker, the lists from IndexedDB.
  await page.reload();
  await expect(page.getByText('You are offline — showing what you last saw.')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toContainText('3 items waiting to upload');
  await expect(page.getByTestId('pending-item').filter({ hasText: 'Prof. Grace Hopper' })).toBeVisible();
  await page.getByTestId('tab-evidence').click();
  await expect(rows.filter({ hasText: 'prize-letter.pdf' })).toBeVisible();
  await expect(page.getByTestId('pending-item')).toHaveCount(2);
  expect((await serverRows(page, petitionId)).evidence).toEqual(['prize-letter.pdf']);

  // Keep a copy of the queued items, to replay them a second time later.
  await outboxCopy(page, 'save');

  // 'Retry now' without a network: the sends fail and every item stays queued.
  await page.getByTestId('connection-bar').getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByTestId('pending-count')).toContainText('3 items waiting to upload');
  await expect(page.getByTestId('pending-item').first()).toContainText('Waiting for connection');
  expect((await readIdb(page)).outbox).toBe(3);

  // Back online: the app drains on the 'online' event, and the pending rows become the real ones.
  await goOnline(context);
  await expect(page.getByTestId('upload-connection')).toHaveText('Connected to the Internet');
  await expect(rows.filter({ hasText: 'IMG_0101.jpg' })).toBeVisible();
  await expect(rows.filter({ hasText: 'IMG_0102.jpg' })).toBeVisible();
  await expect(page.getByTestId('pending-item')).toHaveCount(0);
  await expect(page.getByTestId('connection-bar')).toHaveCount(0);
  await expect.poll(() => serverRows(page, petitionId)).toEqual({
    evidence: ['IMG_0101.jpg', 'IMG_0102.jpg', 'prize-letter.pdf'],
    letters: ['Prof. Grace Hopper'],
  });
  await page.getByTestId('tab-letters').click();
  await expect(page.getByTestId('letter-row').filter({ hasText: 'Prof. Grace Hopper' })).toHaveCount(1);

  // The same outbox replayed again (as after a crash between send and delete): no second row.
  await outboxCopy(page, 'restore');
  expect((await readIdb(page)).outbox).toBe(3);
  await page.reload(); // the app drains at start-up
  await expect.poll(async () => (await readIdb(page)).outbox, { timeout: 30_000 }).toBe(0);
  expect(await serverRows(page, petitionId)).toEqual({
    evidence: ['IMG_0101.jpg', 'IMG_0102.jpg', 'prize-letter.pdf'],
    letters: ['Prof. Grace Hopper'],
  });
  await expect(page.getByTestId('letter-row')).toHaveCount(1);
});

test('a file shared from another app waits for a petition, then uploads to the one chosen', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // What Android sends for the manifest's share_target: a multipart POST that the service worker answers.
  const landedOn = await page.evaluate(async () => {
    const form = new FormData();
    form.append('files', new File(['Ada Lovelace was awarded the National Prize for Excellence in Computing in 2021.'], 'shared-note.txt', { type: 'text/plain' }));
    const res = await fetch('/share-target', { method: 'POST', body: form });
    return new URL(res.url).pathname + new URL(res.url).search;
  });
  expect(landedOn).toBe('/share?queued=1');
  expect((await readIdb(page)).outbox).toBe(1);

  // Wherever the user is (say, they had to sign in first), the app points at what is waiting.
  await page.goto('/');
  await page.getByTestId('shared-waiting').filter({ hasText: '1 shared file needs a petition' }).click();
  await expect(page).toHaveURL(/\/share$/);
  await expect(page.getByRole('heading', { name: 'Add shared files' })).toBeVisible();
  await expect(page.getByText('1 file to add')).toBeVisible();
  await expect(page.getByText('shared-note.txt')).toBeVisible();
  // Not sent anywhere until the user picks the petition.
  expect((await serverRows(page, petitionId)).evidence).toEqual([]);
  await page.getByTestId('share-petition').click();
  await expect(page).toHaveURL(new RegExp(`/petition/${petitionId}$`));
  await expect(page.getByTestId('evidence-row').filter({ hasText: 'shared-note.txt' })).toBeVisible();
  await expect.poll(async () => (await readIdb(page)).outbox).toBe(0);
  expect((await serverRows(page, petitionId)).evidence).toEqual(['shared-note.txt']);
});

test('signing out with a queued letter warns first; going ahead clears the cache and the outbox from the device', async ({ page, context, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  // Only letter creation is unreachable: the letter stays queued while the rest of the app works.
  await context.route(/\/recommendation-letters$/, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto(`/petition/${petitionId}?tab=letters`);
  await createLetterThatQueues(page);
  await expect(page.getByTestId('pending-count')).toContainText('1 item waiting to upload');
  await expect.poll(async () => (await readIdb(page)).cache.includes(petitionId)).toBe(true);

  await page.goto('/');
  const warnings: string[] = [];
  page.on('dialog', (d) => {
    warnings.push(d.message());
    // The first time the user thinks better of it; the second time they go ahead.
    void (warnings.length === 1 ? d.dismiss() : d.accept());
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toBe('You have 1 item waiting to upload. Signing out will delete it from this device. Sign out anyway?');
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect((await readIdb(page)).outbox).toBe(1);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await expect.poll(async () => readIdb(page)).toEqual({ cache: '', outbox: 0 });
});

test('the service worker delivers a letter queued offline through Background Sync, with the page unable to send it', async ({ page, context, account, baseURL }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}?tab=letters`);
  // The worker takes charge of the very page that installed it (clientsClaim): no reload needed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByText('No recommendation letters yet')).toBeVisible();

  // Chromium's own handle on the registration, to fire the `sync` event the way the browser would.
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations.filter((r) => !r.isDeleted).map((r) => r.registrationId)));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);

  await goOffline(context);
  await createLetterThatQueues(page);
  await expect(page.getByTestId('pending-item').filter({ hasText: 'Prof. Grace Hopper' })).toContainText('Waiting for connection');
  // The network comes back, but not for the page's own sends (page.route does not see the service
  // worker's requests): only the service worker can deliver the letter now.
  await page.route(/\/recommendation-letters$/, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  // The page is mid-drain when the sync fires (it holds the drain lock for 2 s): the sync must wait
  // for it rather than skip, or it would resolve as if all were sent and never be retried.
  await page.evaluate(
    () =>
      new Promise<void>((granted) => {
        void navigator.locks.request('exhibit-outbox-drain', () => {
          granted();
          return new Promise((release) => setTimeout(release, 2000));
        });
      }),
  );
  await goOnline(context);
  // Chromium fires the sync the page registered while offline once it is online; fire it through
  // DevTools as well, in case this browser build holds it back (the drain is idempotent either way).
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId: registrations.at(-1)!, tag: 'exhibit-outbox', lastChance: false });
  await expect.poll(async () => (await serverRows(page, petitionId)).letters).toEqual(['Prof. Grace Hopper']);
  await expect.poll(async () => (await readIdb(page)).outbox).toBe(0);
  // The page hears of it from the service worker and drops the pending row.
  await expect(page.getByTestId('pending-item')).toHaveCount(0);
});
