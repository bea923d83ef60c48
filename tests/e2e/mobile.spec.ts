import type { Page } from '@playwright/test';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { test, expect, SAME_ORIGIN } from './fixtures';
import { seedFilledPetition } from './helpers';
import { petitionTabScreens } from './screens';

// Issue 4 item 7: every screen is usable on a 360×640 phone: nothing scrolls sideways and every
// touch target is at least 44×44 CSS px (architecture.md §client).
const WIDTH = 360;
const MIN_TARGET = 44;
test.use({ viewport: { width: WIDTH, height: 640 }, hasTouch: true, isMobile: true });

type Audit = { pageOverflow: string[]; outside: string[]; smallTargets: string[] };

/**
 * Runs in the page. Measures:
 * - pageOverflow: the document and every visible ion-content scroll element must not be wider than their box;
 * - outside: visible elements whose box reaches past the left or right edge of the viewport. Elements inside a
 *   deliberately scrollable container (overflow-x: auto/scroll, e.g. the evidence table) are left out: the container
 *   itself is still checked;
 * - smallTargets: visible interactive elements smaller than minTarget in either direction. Links inside running text
 *   (`p a`) are left out: an inline link's height is the line height, and WCAG 2.5.8 exempts targets in a sentence.
 */
function audit({ minTarget }: { minTarget: number }): Audit {
  const visible = (el: Element) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const testId = el.getAttribute('data-testid');
    const label = el.getAttribute('aria-label');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const name = [testId && `testid=${testId}`, label && `label="${label}"`, text && `"${text}"`].filter(Boolean).join(' ');
    return `<${el.tagName.toLowerCase()}${cls}> ${name} [x ${Math.round(r.left)}–${Math.round(r.right)}, ${Math.round(r.width)}×${Math.round(r.height)}]`;
  };
  const scrollsSideways = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
  const insideScroller = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrollsSideways(p)) return true;
    return false;
  };

  const pageOverflow: string[] = [];
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > window.innerWidth) pageOverflow.push(`document scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}`);
  for (const content of document.querySelectorAll('ion-content')) {
    if (!visible(content)) continue;
    const scroller = content.shadowRoot?.querySelector('.inner-scroll');
    if (scroller && scroller.scrollWidth > scroller.clientWidth) {
      pageOverflow.push(`ion-content ${describe(content).split(' [')[0]} scrollWidth ${scroller.scrollWidth} > clientWidth ${scroller.clientWidth}`);
    }
  }

  const outside: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (!visible(el) || insideScroller(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 0.5 || r.left < -0.5) outside.push(describe(el));
  }

  const smallTargets: string[] = [];
  const interactive = [
    'button', 'a[href]', 'ion-back-button', 'ion-tab-button', 'input[type=checkbox]',
    'ion-checkbox', 'ion-toggle', 'ion-select', '[role=button]', '[role=checkbox]', '[role=radio]', '[role=switch]',
    'ion-item[button]',
  ].join(',');
  for (const el of document.body.querySelectorAll(interactive)) {
    if (el.matches('p a') || !visible(el)) continue;
    const r = el.getBoundingClientRect();
    // Half a pixel of slack for sub-pixel layout.
    if (r.width + 0.5 < minTarget || r.height + 0.5 < minTarget) smallTargets.push(describe(el));
  }
  return { pageOverflow, outside, smallTargets };
}

/** Checks the screen as it is now; soft, so one run lists every offending screen. */
async function checkScreen(page: Page, screen: string) {
  // Let Ionic's page and modal transitions finish (spinners and other endless animations aside) before measuring.
  await page.waitForFunction(
    () =>
      !document.querySelector('.ion-page-invisible') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const result = await page.evaluate(audit, { minTarget: MIN_TARGET });
  expect.soft(result.pageOverflow, `${screen}: the page scrolls sideways at ${WIDTH} px`).toEqual([]);
  expect.soft(result.outside, `${screen}: elements reach past the ${WIDTH} px viewport`).toEqual([]);
  expect.soft(result.smallTargets, `${screen}: touch targets smaller than ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
}

const LONG_LINK = 'https://scholar.google.com/citations?user=AdaLovelaceAnalyticalEngineNotes1843&hl=en&view_op=list_works';


test('signed out: the landing page fits a 360 px phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await checkScreen(page, 'landing /');
});

test('signed out: the server-rendered sign-in and sign-up forms fit a 360 px phone', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Exhibit' })).toBeVisible();
  await checkScreen(page, '/api/login (sign in)');

  await page.goto('/api/login?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await checkScreen(page, '/api/login?mode=signup');
});

test('signed in: every screen and every petition tab fits a 360 px phone with 44 px touch targets', async ({ page, account }) => {
  void account;
  test.setTimeout(180_000);

  // Profile setup, empty and with an added link (its remove button).
  await page.goto('/profile/setup');
  await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
  await checkScreen(page, '/profile/setup');
  const other = page.getByTestId('other-link-input').locator('input');
  await other.fill(LONG_LINK);
  await other.press('Enter');
  await expect(page.getByTestId('other-links-list')).toContainText('scholar.google.com');
  await checkScreen(page, '/profile/setup with an added link');

  // A profile with long links, then the dashboard with no petitions yet.
  const profile = await page.request.post('/api/profile', { headers: SAME_ORIGIN,
    data: { fullName: 'Ada Augusta King, Countess of Lovelace', linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace-analytical-engine', githubUrl: 'https://github.com/ada', scholarUrl: LONG_LINK, otherLinks: [LONG_LINK, 'https://ada.dev'] },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  const { id: profileId } = (await profile.json()) as { id: string };
  await page.goto('/');
  await expect(page.getByText('No petitions yet')).toBeVisible();
  await checkScreen(page, 'dashboard / (no petitions)');

  // Screening results with a card chosen.
  await page.goto('/petition/new');
  await expect(page.getByTestId('visa-card').first()).toBeVisible();
  await page.getByTestId('visa-card').first().tap();
  await expect(page.getByTestId('start-petition')).not.toHaveAttribute('disabled', /.*/);
  await checkScreen(page, '/petition/new (screening results)');

  // A petition with an analysed document, a letter, a criteria report and a statement.
  const petitionId = await seedFilledPetition(page, profileId, {
    evidenceFileName: 'national-prize-for-excellence-in-computing-award-letter-2023.pdf',
    letter: {
      recommenderName: 'Prof. Grace Brewster Murray Hopper',
      recommenderTitle: 'Professor of Computer Science',
      recommenderOrganization: 'Yale University',
      relationship: 'I supervised her doctoral research for four years.',
    },
    idempotencyPrefix: 'mobile',
  });

  await page.goto('/');
  await expect(page.getByTestId('petition-card')).toHaveCount(1);
  await checkScreen(page, 'dashboard / (one petition)');
  // The offline banner sits over the bottom of every screen.
  await page.context().setOffline(true);
  await expect(page.getByTestId('connection-bar')).toBeVisible();
  await checkScreen(page, 'dashboard / (offline banner)');
  await page.context().setOffline(false);
  await expect(page.getByTestId('connection-bar')).toBeHidden();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await page.getByTestId('cv-file-input').setInputFiles({ name: 'ada-lovelace-curriculum-vitae-2024-final.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(['Ada Lovelace', 'CV']) });
  await expect(page.getByTestId('cv-file-name')).toContainText('curriculum-vitae');
  await checkScreen(page, '/profile');
  await page.getByTestId('edit-profile').tap();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await checkScreen(page, '/profile/edit');

  // Each tab (values from PetitionTabs' TABS), then each dialog the tab opens, from a fresh load.
  const tabs = petitionTabScreens(page, 'tap');
  for (const { tab, ready, dialogs } of tabs) {
    const url = `/petition/${petitionId}?tab=${tab}`;
    await page.goto(url);
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    await expect(ready).toBeVisible();
    await checkScreen(page, url.replace(petitionId, ':id'));
    for (const dialog of dialogs) {
      await page.goto(url);
      await expect(ready).toBeVisible();
      await dialog.open();
      await expect(dialog.shown).toBeVisible();
      await checkScreen(page, `${url.replace(petitionId, ':id')}: ${dialog.name} dialog`);
    }
  }

  await page.goto('/petition/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Petition not found' })).toBeVisible();
  await checkScreen(page, '/petition/:id (not found)');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await checkScreen(page, '404 page');
});
