import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startTestIdp, type TestIdp } from '../fixtures/oidc-provider';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, PASSWORD, test } from './fixtures';
import { exited, freePort, startOwnServer, type OwnServer } from './own-server';

// Issue 17 item 2 in a real browser: an app server of this spec's own with OIDC_* set, and
// oidc-provider on 127.0.0.1 with its development login and consent pages. Sign in from the
// landing page, sign out at both ends, cancel at the provider, and link a password account.

let idp: TestIdp | undefined;
let server: OwnServer | undefined;

test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await idp?.stop();
});

/** The provider's pages ask for a web font; this machine is offline, so it gets an empty style sheet. */
async function newContext(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.route('https://fonts.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // As in fixtures.ts: the browser logs every non-2xx fetch (the signed-out user lookup, a new user's missing
    // profile); those are asserted through the pages instead. Nothing else may be an error.
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of/.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** At the provider's development pages: any login name (it becomes the `sub`), any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('sign in through the identity provider, sign out at both ends, cancel, and link a password account once', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  idp = await startTestIdp(origin);
  idp.accounts.set('ada', { given_name: 'Ada', family_name: 'Lovelace' });
  server = await startOwnServer('node', { port }, { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: idp.client.id, OIDC_CLIENT_SECRET: idp.client.secret });
  const { context, page, errors } = await newContext(browser, origin);

  // Sign In on the landing page goes to the provider and comes back signed in, to the first step.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await signInAtProvider(page, 'ada');
  await expect(page).toHaveURL(/\/profile\/setup$/);
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: 'ada@idp.test', firstName: 'Ada', lastName: 'Lovelace' });

  // The dashboard's Sign Out ends our session, then the provider's, and the provider sends the browser home.
  const profile = await page.request.post('/api/profile', { headers: { origin }, data: { fullName: 'Ada Lovelace', linkedinUrl: '', githubUrl: '', scholarUrl: '', otherLinks: [] } });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/');
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Yes, sign me out' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(page.url()).toBe(`${origin}/`);

  // Cancelling at the provider (its session is over, so it asks again) shows a clear page with ways back.
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in cancelled');
  await page.getByRole('link', { name: 'Back to Exhibit' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  // A password account with the provider's email: its password once, then it is the same account.
  const signup = await context.request.post('/api/signup', {
    headers: { origin },
    form: { email: 'linda@idp.test', password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Linda' },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(303);
  // The sign-up signed Linda in here; she comes back later through the provider, signed out.
  await context.clearCookies({ name: /exhibit\.sid$/ });
  await page.goto('/api/login');
  await signInAtProvider(page, 'linda');
  await expect(page.getByRole('heading', { name: 'Link your identity provider' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'link your identity provider');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in and link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password. Try again.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in and link' }).click();
  await expect(page).toHaveURL(/\/profile\/setup$/);
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email: 'linda@idp.test', firstName: 'Linda' });

  expect(errors).toEqual([]);
  await context.close();
});
