import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 12 item 7: 'Install app' where the browser offers installation, instructions on iOS Safari,
// nothing once installed.
//
// Chromium fires `beforeinstallprompt` only after its own installability and engagement checks, which a
// fresh test profile does not pass. These tests dispatch an event shaped like Chromium's (a real `Event`
// named 'beforeinstallprompt' with `prompt()` and `userChoice` added): they test the app's handling of the
// offer, not Chromium's heuristics. `prompt()` records its calls on the window instead of opening the
// browser's dialog, and `userChoice` answers as the user of the test would.
// install-real.spec.ts checks that Chromium's own event reaches the action.

type Outcome = 'accepted' | 'dismissed';
type Recorder = Window & { promptCalls?: number };

/** Dispatches the browser's install offer; true when the app kept it (the mini-infobar is suppressed). */
async function offerInstall(page: Page, outcome: Outcome): Promise<boolean> {
  return page.evaluate((outcome) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const w = window as Recorder;
        w.promptCalls = (w.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  }, outcome);
}

type DisplayMode = Window & { becomeStandalone?: () => void };

/**
 * Chromium 156 emulates no display-mode (neither Playwright's emulateMedia nor DevTools'
 * setEmulatedMedia change `(display-mode: standalone)`), so an init script answers that one query,
 * with a list that can turn standalone later as desktop Chromium's install does; every other query is
 * the browser's own.
 */
async function emulateDisplayMode(page: Page, standaloneAtStart: boolean) {
  await page.addInitScript((matchesAtStart) => {
    const query = '(display-mode: standalone)';
    const browserMatchMedia = window.matchMedia.bind(window);
    const standalone = Object.assign(new EventTarget(), { media: query, matches: matchesAtStart, onchange: null });
    window.matchMedia = (q: string) => (q === query ? (standalone as unknown as MediaQueryList) : browserMatchMedia(q));
    (window as DisplayMode).becomeStandalone = () => {
      standalone.matches = true;
      standalone.dispatchEvent(Object.assign(new Event('change'), { matches: true, media: query }));
    };
  }, standaloneAtStart);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as Recorder).promptCalls ?? 0);

async function openDashboard(page: Page) {
  await createProfileAndPetition(page);
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Ada!');
}

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name, use } of VIEWPORTS) {
  test.describe(name, () => {
    test.use(use);

    test('when the browser offers installation, Install app opens its dialog and goes away once accepted', async ({ page, account }) => {
      void account;
      await openDashboard(page);
      const install = page.getByRole('button', { name: 'Install app' });
      await expect(install, 'nothing to install before the browser offers it').toHaveCount(0);

      expect(await offerInstall(page, 'accepted'), "the browser's own install bar must be held back").toBe(true);
      await expect(install).toBeVisible();
      await expectNoSeriousA11yViolations(page, `dashboard with Install app (${name})`);

      await install.click();
      expect(await promptCalls(page), "the browser's install dialog opens on the first tap").toBe(1);
      await expect(install, 'accepted: the app is being installed').toHaveCount(0);
    });
  });
}

test('a dismissed offer is spent; the next offer brings the action back', async ({ page, account }) => {
  void account;
  await openDashboard(page);
  const install = page.getByRole('button', { name: 'Install app' });

  await offerInstall(page, 'dismissed');
  await expect(install).toBeVisible();
  await install.click();
  // An offer can prompt once only: a second tap on it would do nothing, so the action goes.
  await expect(install).toHaveCount(0);
  await offerInstall(page, 'dismissed');
  await expect(install).toBeVisible();
  await install.click();
  expect(await promptCalls(page)).toBe(2);
});

test('the action goes when the app is installed from the browser menu or opens in its own window', async ({ page, account }) => {
  void account;
  await emulateDisplayMode(page, false);
  await openDashboard(page);
  const install = page.getByRole('button', { name: 'Install app' });

  await offerInstall(page, 'accepted');
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install, 'installed through the browser menu').toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await offerInstall(page, 'accepted');
  await expect(install).toBeVisible();
  await page.evaluate(() => (window as DisplayMode).becomeStandalone?.());
  await expect(install, 'desktop Chromium moved the tab into the installed app window').toHaveCount(0);
});

test('opened as an installed app, the dashboard offers no installation', async ({ page, context, account }) => {
  void account;
  await openDashboard(page);
  await offerInstall(page, 'accepted');
  await expect(page.getByRole('button', { name: 'Install app' }), 'in a browser tab').toBeVisible();

  const appWindow = await context.newPage();
  await emulateDisplayMode(appWindow, true);
  await appWindow.goto('/');
  await expect(appWindow.getByTestId('petition-card')).toBeVisible();
  await offerInstall(appWindow, 'accepted');
  await expect(appWindow.getByTestId('petition-card')).toBeVisible();
  await expect(appWindow.getByRole('button', { name: 'Install app' }), 'in the installed app').toHaveCount(0);
});

test.describe('iPhone Safari', () => {
  const { defaultBrowserType: _browser, ...iphone } = devices['iPhone 13'];
  void _browser;
  test.use(iphone);

  test('shows how to add Exhibit to the home screen, and nothing once it runs from there', async ({ page, context, account }) => {
    void account;
    await openDashboard(page);
    const install = page.getByTestId('install-app');
    const steps = page.locator('.install-steps');
    await expect(install).toBeVisible();
    await expect(steps).toBeHidden();
    await install.tap();
    await expect(steps).toBeVisible();
    await expect(steps).toHaveText(/^Tap Share\s*, then Add to Home Screen\.$/);
    await expectNoSeriousA11yViolations(page, 'dashboard with iOS install steps');

    // Chromium has no `navigator.standalone`; iOS Safari sets it to true in a home-screen app.
    const homeScreen = await context.newPage();
    await homeScreen.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await homeScreen.goto('/');
    await expect(homeScreen.getByTestId('greeting')).toBeVisible();
    await expect(homeScreen.getByTestId('petition-card')).toBeVisible();
    await expect(homeScreen.getByTestId('install-app')).toHaveCount(0);
  });
});
