import { randomBytes } from 'node:crypto';
import { test, expect, signUpAndSignIn } from './fixtures';

// Issue 12 item 3: the landing stylesheet stays in the document once it has loaded, so its rules must not
// reach the signed-in app. Its global `.button` rule matched every ion-button (Ionic gives the host the
// class `button`): clear buttons turned solid blue until a full reload.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('after signing in from the landing page without a reload, clear buttons stay clear', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();

  // The session arrives while the landing page is still in the document; the start-up check runs
  // again on reconnect and swaps in the app without loading the page again.
  await signUpAndSignIn(page.request, { email: `style-${randomBytes(5).toString('hex')}@example.com` });
  // A marker on the window survives in-app navigation but not a reload.
  await page.evaluate(() => Object.assign(window, { landingDocument: true }));
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/profile\/setup$/);
  expect(await page.evaluate(() => 'landingDocument' in window), 'the page must not be reloaded').toBe(true);

  const toggle = page.locator('ion-header').getByTestId('theme-toggle');
  await expect(toggle).toBeVisible();
  const style = await toggle.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color, padding: s.paddingLeft };
  });
  // A fill="clear" button has no background of its own, and its icon keeps the toolbar's colour.
  expect(style.background).toBe('rgba(0, 0, 0, 0)');
  expect(style.color).not.toBe('rgb(255, 255, 255)');
  expect(style.padding).toBe('0px');
  // Its icon is drawn inline (components/icon.tsx, docs/decisions/045).
  await expect(toggle.locator('.icon svg')).toBeVisible();
});
