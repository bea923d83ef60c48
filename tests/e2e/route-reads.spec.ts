import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpAndSignIn, test, expect } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';
import { signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// A signed-in screen's reads start with the page, from the app's route table (src/app/route-table.ts,
// docs/decisions/076), alongside its code and the session check, without waiting for either: on a phone's first
// visit that is the session, then the petition, then its lists no longer one round trip after another.

/** Holds requests matching `glob` until `release()`. */
async function hold(page: Page, glob: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The built file of a source module (the build manifest's key). */
const built = (source: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `**/${manifest[source]!.file}`;
};

/** Every API GET the page makes from now on, as path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

test("a petition page's data is asked for before the session check answers, once, and the page shows it", async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'award-letter.pdf', ['Ada Lovelace won the National Prize for Excellence in Computing.']);
  // Analysed first, so that the list does not change while the page loads.
  await waitForAnalysis(page, petitionId, 1);
  const screenReads = ['/api/auth/user', `/api/petitions/${petitionId}`, `/api/petitions/${petitionId}/case-documents`, '/api/analyst/status', `/api/petitions/${petitionId}/evidence`];

  const reads = apiReads(page);
  const listStatuses: number[] = [];
  page.on('response', (r) => void (new URL(r.url()).pathname === `/api/petitions/${petitionId}/evidence` && listStatuses.push(r.status())));
  // No cached user on this device: the session check has not answered, and the screen's reads are on their way.
  const answer = await hold(page, '**/api/auth/user');
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  await expect.poll(() => screenReads.filter((url) => reads.includes(url)), { message: `reads so far: ${reads.join(', ')}` }).toEqual(screenReads);
  expect(reads.filter((url) => !screenReads.includes(url))).toEqual([]);
  answer();

  await expect(page.getByTestId('petition-status')).toHaveText('Draft');
  await expect(page.getByTestId('evidence-file-name')).toHaveText('award-letter.pdf');
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  // The screen's queries took what the route's start read, and did not ask again as they mounted. Once idle, the
  // list is asked again once, as it was read before the push socket opened: a 304, its body not sent again. That
  // comes when the browser is idle after the screen's paint, which on a loaded machine can be after 'networkidle'.
  await expect.poll(() => listStatuses.length, { message: 'the list asked again once the screen is idle', timeout: 15_000 }).toBe(2);
  await page.waitForLoadState('networkidle');
  for (const url of screenReads) expect(reads.filter((r) => r === url).length, url).toBe(url.endsWith('/evidence') ? 2 : 1);
  expect(listStatuses.slice(1), 'the list asked again').toEqual([304]);
});

test('choosing a petition tab is not entering the page again: the petition and the analyst status are not read again', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = apiReads(page);
  const list = page.getByRole('tablist', { name: 'Petition sections' });
  await list.getByRole('tab', { name: 'Criteria' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Criteria' })).toBeVisible();
  await list.getByRole('tab', { name: 'Evidence' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Evidence' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads.filter((r) => r === `/api/petitions/${petitionId}` || r === '/api/analyst/status')).toEqual([]);
});

test("a signed-in path's reads that a visitor is refused do not send them to sign-in: the session check says signed out, and the landing page shows", async ({ page }) => {
  const petitionId = '00000000-0000-4000-8000-000000000000';
  const refused: string[] = [];
  page.on('response', (r) => void (r.status() === 401 && refused.push(new URL(r.url()).pathname)));
  // The check answers last, after every read of the screen has been refused.
  const answer = await hold(page, '**/api/auth/user');
  await page.goto(`/petition/${petitionId}`);
  await expect.poll(() => refused.filter((p) => p.startsWith('/api/petitions/')).length).toBe(3);
  answer();
  await expect(page.getByTestId('get-started')).toBeVisible();
  await expect.poll(() => refused).toContain('/api/auth/user');
  // A 401 elsewhere would have said 'You are logged out' and gone to /api/login half a second later.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('You are logged out', { exact: false })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/petition/${petitionId}`);
});

let server: OwnServer | undefined;
test.afterEach(() => {
  server?.process.kill('SIGKILL');
  server = undefined;
});

test('an analysis that ends while the page loads, before its push socket opens, shows as ended without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  // Its own server, whose analyses each wait 3 s (decision 038), so the page's list is read before it ends.
  server = await startOwnServer('node', undefined, { NODE_ENV: 'test', ANALYSIS_TEST_DELAY_MS: '3000' });
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block' });
  const petitionId = await signUpWithPetition(context, server, 'catch-up');
  const page = await context.newPage();
  const listUrl = `/api/petitions/${petitionId}/evidence`;
  const reads = apiReads(page);
  await addPdfEvidence(page, petitionId, 'award.pdf', ['Ada Lovelace received the Computing Award.'], server.origin);
  // The signed-in app's code waits, so its push socket opens only after the analysis has ended and its push has gone
  // out to no one, while the list the route table read says it is still on its way.
  const release = await hold(page, built('src/app/signed-in-app.tsx'));
  const listRead = page.waitForResponse((r) => new URL(r.url()).pathname === listUrl);
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  await listRead;
  await waitForAnalysis(page, petitionId, 1);
  release();

  const row = page.getByTestId('evidence-row').filter({ hasText: 'award.pdf' });
  await expect(row).toHaveAttribute('data-status', 'completed');
  expect(reads.filter((r) => r === listUrl)).toHaveLength(2);
  await context.close();
});

test("a push that comes while the screen's code loads, after its route read the list: the screen reads again and shows the new row", async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  const listUrl = `/api/petitions/${petitionId}/evidence`;
  const reads = apiReads(page);
  // The real /ws, passed through, keeping what the server sent.
  const pushed: string[] = [];
  let connected = false;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    connected = true;
    server.onMessage((message) => {
      pushed.push(String(message));
      ws.send(message);
    });
  });
  // The petition screen's code waits, so no screen listens when the pushes come (as on a slow phone, where CI found
  // the list left empty: a read older than the pushes stood in for the list, decision 045).
  const release = await hold(page, built('src/features/petition/index.ts'));
  let listAnswered = false;
  page.on('response', (r) => (listAnswered ||= new URL(r.url()).pathname === listUrl));
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  await expect.poll(() => connected && listAnswered).toBe(true);

  await addPdfEvidence(page, petitionId, 'while-loading.pdf', ['Ada Lovelace received the National Prize for Excellence in Computing.']);
  await expect.poll(() => pushed.some((m) => m.includes('while-loading.pdf') && m.includes('"completed"')), { timeout: 30_000 }).toBe(true);
  release();

  const row = page.getByTestId('evidence-row').filter({ hasText: 'while-loading.pdf' });
  await expect(row).toHaveAttribute('data-status', 'completed');
  // The list no screen showed when the pushes came was read again.
  expect(reads.filter((r) => r === listUrl).length).toBeGreaterThanOrEqual(2);
});

test('on a device that knows its user, the dashboard asks for its petitions before the session check answers', async ({ page, account }) => {
  await createProfileAndPetition(page, { visaType: 'EB-1A' });
  // A first visit saves the signed-in user in the query cache.
  await page.goto('/');
  await expect(page.getByText(`Welcome back, ${account.firstName}`, { exact: false })).toBeVisible();
  await expect.poll(() => page.evaluate(persistedCache)).toContain(account.firstName);
  const reads = apiReads(page);
  const answer = await hold(page, '**/api/auth/user');
  await page.reload({ waitUntil: 'commit' });
  // The petitions are asked for again on entering the dashboard; the cached profile is shown as it is, as the
  // dashboard's own query would (only a profile screen reads it again).
  await expect.poll(() => [...reads].sort()).toEqual(['/api/auth/user', '/api/petitions']);
  answer();
  await expect(page.getByText('EB-1A', { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...reads].sort()).toEqual(['/api/auth/user', '/api/petitions']);
});

test('a visitor on the landing page asks for the session and nothing of the signed-in screens', async ({ page }) => {
  const reads = apiReads(page);
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual(['/api/auth/user']);
});

/** The query cache the app saved in IndexedDB (src/offline/query-cache-storage.ts), as text; '' when none yet. */
const persistedCache = () =>
  new Promise<string>((resolve) => {
    const open = indexedDB.open('exhibit');
    open.onerror = () => resolve('');
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction('kv').objectStore('kv').get('exhibit-query-cache');
        get.onsuccess = () => resolve(String(get.result ?? ''));
        get.onerror = () => resolve('');
      } catch {
        resolve('');
      } finally {
        db.close();
      }
    };
  });

test('signing in on a phone that showed the landing page goes straight to the app, without the landing page again', async ({ page }) => {
  // The landing page as a visitor: the query cache saves the signed-out answer, and the service worker installs, so
  // from now on it serves the page from its own copy (as on every returning phone).
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await expect.poll(() => page.evaluate(persistedCache)).toContain('/api/auth/user');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const account = { email: `e2e-${Date.now().toString(36)}@example.com`, firstName: 'Grace' };
  await signUpAndSignIn(page.request, account);
  await createProfileAndPetition(page, { fullName: 'Grace Hopper' });

  // Anything of the landing page drawn on the way in is recorded.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="get-started"]')) document.documentElement.dataset.sawLanding = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Grace!');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.sawLanding ?? 'no')).toBe('no');
});
