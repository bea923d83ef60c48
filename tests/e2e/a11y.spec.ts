import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { seedFilledPetition } from './helpers';
import { petitionTabScreens } from './screens';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 12 item 8: axe finds no serious or critical violation on any screen or dialog, on a desktop (1280×800: the
// evidence table) here, and on a phone (360×740, touch: the evidence list is cards there) in phone-walk.spec.ts,
// whose walk covers every screen the desktop tests check and more states of them.
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The landing page's icons are ionicons' SVGs, not emoji (boxes on a phone without an emoji font). */
async function expectSvgIconsNotEmoji(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await expect(page.locator('.feature-card svg')).toHaveCount(5);
  await expect(page.getByTestId('theme-toggle').locator('svg')).toHaveCount(1);
  expect(await page.locator('body').innerText()).not.toMatch(/[\p{Extended_Pictographic}\u2190-\u21FF\u2600-\u27BF]/u);
}

/** A profile and an O-1A petition with one analysed document, a letter, a criteria report and a statement. */
async function seedPetition(page: Page): Promise<string> {
  const profile = await page.request.post('/api/profile', {
    headers: SAME_ORIGIN,
    data: { fullName: 'Ada Lovelace', linkedinUrl: 'https://www.linkedin.com/in/ada', githubUrl: '', scholarUrl: '', otherLinks: ['https://ada.dev'] },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  const { id: profileId } = (await profile.json()) as { id: string };
  return seedFilledPetition(page, profileId, {
    evidenceFileName: 'award_letter_2023.pdf',
    letter: { recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', relationship: 'Doctoral supervisor.' },
    idempotencyPrefix: 'a11y',
  });
}

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('signed out: the landing page and the sign-in and sign-up forms', async ({ page }) => {
    await expectSvgIconsNotEmoji(page);
    await expectNoSeriousA11yViolations(page, 'landing /');
    await page.goto('/api/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Exhibit' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/api/login');
    await page.goto('/api/login?mode=signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/api/login?mode=signup');
  });

  test('signed in: every screen, petition tab and dialog', async ({ page, account }) => {
    void account;
    test.setTimeout(180_000);
    await page.goto('/profile/setup');
    await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/profile/setup');

    const petitionId = await seedPetition(page);
    await page.goto('/');
    await expect(page.getByTestId('petition-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'dashboard /');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/profile');
    await page.goto('/petition/new');
    await expect(page.getByTestId('visa-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/petition/new (screening results)');

    const tabs = petitionTabScreens(page, 'click', { withDeleteConfirm: true });
    // The exhibit number is read out with what it is (an aria-label on its span would replace the number).
    await page.goto(`/petition/${petitionId}?tab=evidence`);
    await expect(page.getByRole('columnheader', { name: 'Exhibit number' })).toHaveText('#');
    await expect(page.getByTestId('evidence-row').first().getByRole('cell').first()).toHaveText('1');

    for (const { tab, ready, dialogs } of tabs) {
      const url = `/petition/${petitionId}?tab=${tab}`;
      const screen = url.replace(petitionId, ':id');
      await page.goto(url);
      await expect(ready).toBeVisible();
      await expectNoSeriousA11yViolations(page, screen);
      for (const [i, dialog] of dialogs.entries()) {
        // Each dialog from a fresh load of the tab; the first from the load just checked, which nothing has touched.
        if (i > 0) await page.goto(url);
        await expect(ready).toBeVisible();
        await dialog.open();
        await expect(dialog.shown).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${screen}: ${dialog.name} dialog`);
      }
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404 page');
  });
});
