import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpAndSignIn, test, expect } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';
import { signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// A signed-in page asks for its screen's data while the app's code is still on its way (docs/decisions/045): on a
// phone's first visit that is three round trips fewer (session, then petition, then its lists) before the page
// draws. The app then takes those replies instead of asking again.

/** Holds the app's files matching `glob` until `release()`. */
async function hold(page: Page, glob: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds every script of the app until `release()`: what the page asks for meanwhile, it asked for before any ran. */
const holdScripts = (page: Page) => hold(page, '**/assets/*.js');

/** Every API GET the page makes from now on, as path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

test("a petition page's data is asked for before its code has run, once, and the page shows it", async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'award-letter.pdf', ['Ada Lovelace won the National Prize for Excellence in Computing.']);
  // Analysed first, so that the list does not change while the page loads.
  await waitForAnalysis(page, petitionId, 1);
  const screenReads = ['/api/auth/user', `/api/petitions/${petitionId}`, `/api/petitions/${petitionId}/case-documents`, '/api/analyst/status', `/api/petitions/${petitionId}/evidence`];

  const reads = apiReads(page);
  const listStatuses: number[] = [];
  page.on('response', (r) => void (new URL(r.url()).pathname === `/api/petitions/${petitionId}/evidence` && listStatuses.push(r.status())));
  const release = await holdScripts(page);
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  // No script of the app has run yet, and the screen's reads are on their way.
  await expect.poll(() => screenReads.filter((url) => reads.includes(url)), { message: `reads so far: ${reads.join(', ')}` }).toEqual(screenReads);
  expect(reads.filter((url) => !screenReads.includes(url))).toEqual([]);
  release();

  await expect(page.getByTestId('petition-status')).toHaveText('Draft');
  await expect(page.getByTestId('evidence-file-name')).toHaveText('award-letter.pdf');
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  // The app took each early reply. Once idle, what the pushes keep current is asked again once, as it was read
  // before the push socket opened (decision 048): the evidence list as a 304, its body not sent again.
  await page.waitForLoadState('networkidle');
  for (const url of screenReads) expect(reads.filter((r) => r === url).length, url).toBeLessThanOrEqual(url === '/api/auth/user' ? 1 : 2);
  expect(listStatuses.slice(1), 'the list asked again').toEqual(listStatuses.length > 1 ? [304] : []);
});

let server: OwnServer | undefined;
test.afterEach(() => {
  server?.process.kill('SIGKILL');
  server = undefined;
});

test('an analysis that ends while the page loads, before its push socket opens, shows as ended without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  // Its own server, whose analyses each wait 3 s (decision 038), so the page's early list is read before it ends.
  server = await startOwnServer('node', undefined, { NODE_ENV: 'test', ANALYSIS_TEST_DELAY_MS: '3000' });
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block' });
  const petitionId = await signUpWithPetition(context, server, 'catch-up');
  const page = await context.newPage();
  const listUrl = `/api/petitions/${petitionId}/evidence`;
  const reads = apiReads(page);
  await addPdfEvidence(page, petitionId, 'award.pdf', ['Ada Lovelace received the Computing Award.'], server.origin);
  // The app's code waits, so its push socket opens only after the analysis has ended and its push has gone out
  // to no one, while the list the page asked for early says it is still on its way.
  const release = await holdScripts(page);
  const earlyList = page.waitForResponse((r) => new URL(r.url()).pathname === listUrl);
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  await earlyList;
  await waitForAnalysis(page, petitionId, 1);
  release();

  const row = page.getByTestId('evidence-row').filter({ hasText: 'award.pdf' });
  await expect(row).toHaveAttribute('data-status', 'completed');
  expect(reads.filter((r) => r === listUrl)).toHaveLength(2);
  await context.close();
});

test('a push that comes before the screen takes its early reply: the screen reads again and shows the new row', async ({ page, account }) => {
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
  // The petition screen's code waits, so its list query starts only after the pushes (as on a slow phone, where
  // CI found the list left empty: the early reply, older than the pushes, stood in for the list).
  const manifest = JSON.parse(fs.readFileSync(path.resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const release = await hold(page, `**/${manifest['src/features/petition/index.ts']!.file}`);
  let listAnswered = false;
  page.on('response', (r) => (listAnswered ||= new URL(r.url()).pathname === listUrl));
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  await expect.poll(() => connected && listAnswered).toBe(true);

  await addPdfEvidence(page, petitionId, 'while-loading.pdf', ['Ada Lovelace received the National Prize for Excellence in Computing.']);
  await expect.poll(() => pushed.some((m) => m.includes('while-loading.pdf') && m.includes('"completed"')), { timeout: 30_000 }).toBe(true);
  release();

  const row = page.getByTestId('evidence-row').filter({ hasText: 'while-loading.pdf' });
  await expect(row).toHaveAttribute('data-status', 'completed');
  // The early reply was dropped when the pushes came: the list was read again.
  expect(reads.filter((r) => r === listUrl).length).toBeGreaterThanOrEqual(2);
});

test('the dashboard asks for the session, the profile and the petitions before its code has run', async ({ page, account }) => {
  await createProfileAndPetition(page, { visaType: 'EB-1A' });
  const reads = apiReads(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => [...reads].sort()).toEqual(['/api/auth/user', '/api/petitions', '/api/profile']);
  release();
  await expect(page.getByText(`Welcome back, ${account.firstName}`, { exact: false })).toBeVisible();
  await expect(page.getByText('EB-1A', { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const url of ['/api/auth/user', '/api/petitions', '/api/profile']) expect(reads.filter((r) => r === url), url).toHaveLength(1);
});

test('a visitor’s page asks for nothing before its code has run', async ({ page }) => {
  const reads = apiReads(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The page as built: nothing to start before the code (the session check is the app's own, once it runs).
  await expect.poll(() => page.content()).toContain('<div id="root">');
  expect(await page.content()).not.toContain('data-urls');
  expect(reads).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
  // from now on it serves the page from its own copy, with no early reads in it (as on every returning phone).
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
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null && document.querySelector('script[data-urls]') === null)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.sawLanding ?? 'no')).toBe('no');
});
