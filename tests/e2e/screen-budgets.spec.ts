import fs from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import type { CreatedRequest } from '../../src/contract/recommenders';
import { SCREENS, screenSizes, type ScreenName } from '../../bench/screen-sizes.mjs';
import { SAME_ORIGIN, signUpAndSignIn } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 34: growth fails a test. Each screen's gzip JS and CSS before it paints (bench/screen-sizes.mjs, from the
// build this run's server serves) and the requests it starts before it is drawn, on a first visit
// (a fresh context, no service worker), stay within bench/budgets.json. A screen that grows on purpose raises its
// figure there, in the same commit, with the reason in the message.

type Budget = { jsGzip: number; cssGzip: number; requestsBeforePaint: number };
const budgets = (JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as { screens: Record<ScreenName, Budget> }).screens;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

type Seed = { signedIn: Awaited<ReturnType<BrowserContext['storageState']>>; petitionId: string; recommendLink: string };
/** Where each screen is, and the heading (h1 or h2) that shows it has drawn. */
const VISITS: Record<ScreenName, { signedIn: boolean; path: (seed: Seed) => string; heading: string }> = {
  landing: { signedIn: false, path: () => '/', heading: 'Build your talent-visa petition with confidence' },
  'sign-in': { signedIn: false, path: () => '/api/login', heading: 'Sign in to Exhibit' },
  dashboard: { signedIn: true, path: () => '/', heading: 'Your Petitions' },
  petition: { signedIn: true, path: (s) => `/petition/${s.petitionId}`, heading: 'O-1A Petition' },
  'profile-setup': { signedIn: true, path: () => '/profile/setup', heading: 'Create Your Profile' },
  profile: { signedIn: true, path: () => '/profile', heading: 'Your Profile' },
  'profile-edit': { signedIn: true, path: () => '/profile/edit', heading: 'Edit Profile' },
  screening: { signedIn: true, path: () => '/petition/new', heading: 'AI-Powered Visa Screening' },
  share: { signedIn: true, path: () => '/share', heading: 'Add shared files' },
  'not-found': { signedIn: true, path: () => '/no-such-screen', heading: '404 Page Not Found' },
  recommender: { signedIn: false, path: (s) => s.recommendLink, heading: 'A recommendation letter for Ada Lovelace' },
};

const test = base.extend<object, { seed: Seed }>({
  // One applicant with a profile, a petition and an invited recommender, for every screen of the worker.
  seed: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL });
      await signUpAndSignIn(context.request, { email: `budget-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`, firstName: 'Ada' });
      const { petitionId } = await createProfileAndPetition(context);
      const invited = await context.request.post(`/api/petitions/${petitionId}/recommendation-requests`, {
        headers: SAME_ORIGIN,
        data: { recommenderName: 'Grace Hopper', recommenderTitle: 'Rear Admiral', recommenderOrganization: 'United States Navy', relationship: 'She reviewed my compiler', keyAchievements: [] },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      const { link } = (await invited.json()) as CreatedRequest;
      const signedIn = await context.storageState();
      await context.close();
      const { pathname, search, hash } = new URL(link, baseURL);
      await use({ signedIn, petitionId, recommendLink: pathname + search + hash });
    },
    { scope: 'worker' },
  ],
});

test("each screen's gzip JS and CSS before it paints stay within bench/budgets.json", () => {
  const sizes = screenSizes();
  expect(Object.keys(budgets).sort(), 'bench/budgets.json names every screen of bench/screen-sizes.mjs').toEqual(Object.keys(SCREENS).sort());
  for (const [name, size] of Object.entries(sizes) as [ScreenName, (typeof sizes)[ScreenName]][]) {
    const budget = budgets[name];
    console.log(`[measure] ${name}: ${size.js} B gzip JS (budget ${budget.jsGzip}), ${size.css} B gzip CSS (budget ${budget.cssGzip})`);
    expect.soft(size.js, `${SCREENS[name].label}: ${size.js} B gzip JS in ${size.jsFiles.length} files, over its budget of ${budget.jsGzip} B`).toBeLessThanOrEqual(budget.jsGzip);
    expect.soft(size.css, `${SCREENS[name].label}: ${size.css} B gzip CSS in ${size.cssFiles.length} files, over its budget of ${budget.cssGzip} B`).toBeLessThanOrEqual(budget.cssGzip);
  }
});

/**
 * The document and every request the page started before its screen was drawn: before its heading entered the page
 * (Resource Timing against a MutationObserver's clock). Not before the first contentful paint: on a signed-in screen
 * that is the 'Loading...' placeholder, and which requests precede it depends on the host's speed.
 */
async function requestsBeforeDrawn(browser: Browser, storageState: Seed['signedIn'] | undefined, path: string, heading: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', storageState });
  try {
    await context.addInitScript((text) => {
      const drawn = () => [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.trim() === text);
      const observer = new MutationObserver(() => {
        if (!drawn()) return;
        (window as unknown as { screenDrawnAt: number }).screenDrawnAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, heading);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The requests started before it have answered by now, or within the moment network idle waits.
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    return await page.evaluate(() => {
      const drawnAt = (window as unknown as { screenDrawnAt?: number }).screenDrawnAt;
      if (drawnAt === undefined) throw new Error('the heading was never seen entering the page');
      // The app registers its service worker a second after load (app/service-worker.ts marks when): on a slow host
      // that can come before a late screen is drawn, and its requests (workbox-window, then a probe and a refetch)
      // are not the screen's.
      const registeredAt = performance.getEntriesByName('sw-registration', 'mark')[0]?.startTime ?? Infinity;
      const started = performance.getEntriesByType('resource').filter((e) => e.startTime < Math.min(drawnAt, registeredAt));
      return { drawnMs: Math.round(drawnAt), requests: [location.pathname, ...started.map((e) => new URL(e.name).pathname)] };
    });
  } finally {
    await context.close();
  }
}

for (const [name, visit] of Object.entries(VISITS) as [ScreenName, (typeof VISITS)[ScreenName]][]) {
  test(`${SCREENS[name].label}: the requests before it is drawn stay within bench/budgets.json`, async ({ browser, seed }) => {
    const { drawnMs, requests } = await requestsBeforeDrawn(browser, visit.signedIn ? seed.signedIn : undefined, visit.path(seed), visit.heading);
    const budget = budgets[name].requestsBeforePaint;
    console.log(`[measure] ${name}: ${requests.length} requests before it was drawn at ${drawnMs} ms (budget ${budget}): ${requests.join(', ')}`);
    expect(requests.length, `${SCREENS[name].label}: ${requests.length} requests before it was drawn, over its budget of ${budget}:\n${requests.join('\n')}`).toBeLessThanOrEqual(budget);
  });
}
