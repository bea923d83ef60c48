import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, fillSignUpForm, signUpThroughForm, PASSWORD } from './fixtures';

test('a visitor sees the landing screen with its promises and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  for (const text of ['AI-Powered Screening', 'Smart Evidence Upload', 'Strength Analysis', 'Supported Visa Types', 'Key Features']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('.steps li')).toHaveCount(4);
  await expect(page.getByText('Professional Talent Visa Assessment Tool')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('any unknown path shows the landing screen to a visitor', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('Get Started opens the create-account form; the new account is signed in, on to profile setup with its name', async ({ page }) => {
  // Issue 33 item 5: it opened 'Sign in to Exhibit… Welcome back', and a new account had to sign in again.
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/api\/login\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Welcome back.')).toHaveCount(0);
  const email = `new-${Date.now()}@example.com`;
  await fillSignUpForm(page, { email, firstName: 'Ada', lastName: 'Lovelace' });
  await expect(page).toHaveURL(/\/profile\/setup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
  // The names given at sign-up fill the profile's full name.
  await expect(page.getByTestId('full-name').locator('input')).toHaveValue('Ada Lovelace');
  expect(((await (await page.request.get('/api/auth/user')).json()) as { email: string }).email).toBe(email);
});

test('the Sign In button still opens the sign-in form', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('sign-in').click();
  await expect(page).toHaveURL(/\/api\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Exhibit' })).toBeVisible();
  await signUpThroughForm(page, `switch-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/profile\/setup$/);
});

test('the sign-up form says why a guessable password is refused, and keeps what was typed', async ({ page }) => {
  const email = `weak-${Date.now()}@example.com`;
  await page.goto('/api/login?mode=signup');
  await expect(page.getByText('At least 10 characters, hard to guess and not your name or email.')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password12');
  await page.getByLabel('Confirm password').fill('password12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too easy to guess. This is a commonly used password. Add more words that are less common. A few unrelated words make a strong password.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});

test("a wrong password says 'Invalid email or password'", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\/setup$/);
});

test('signing out ends the session: the user lookup answers 401', async ({ page, account }) => {
  void account;
  // Visiting /api/logout asks first: only the button's POST signs out.
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Exhibit?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(401);
});

test('a signed-in user on an unknown path sees 404 Page Not Found', async ({ page, account }) => {
  void account;
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('the theme choice is stored under "theme" and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/ion-palette-dark/);
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
});

test('the theme defaults to the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
});

test('Chromium reports the app installable', async ({ baseURL }) => {
  // Installability is never reported in incognito, which every Playwright context is: use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Exhibit', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('when the session expires', () => {
  test.use({ allowConsoleErrors: /401/ });
  test('a 401 shows the Unauthorized toast and redirects to sign-in after 500 ms', async ({ page, account }) => {
    void account;
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    // The toast lives for the 500 ms before the redirect, and an expect that polls can miss it (its retries are up to
    // a second apart): the page reports each toast as it appears, which outlives the navigation.
    const toasts: Array<{ text: string; at: number }> = [];
    await page.exposeFunction('reportToast', (text: string, at: number) => toasts.push({ text, at }));
    await page.evaluate(() => {
      const report = (window as unknown as { reportToast: (text: string, at: number) => void }).reportToast;
      new MutationObserver(() => {
        for (const t of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) report(t.innerText, Date.now());
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    let redirectedAt = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === '/api/login') redirectedAt ||= Date.now();
    });
    await page.context().clearCookies();
    // Any data call now gets 401; the dashboard's profile load is one.
    await page.getByRole('link', { name: 'Go Home' }).or(page.getByRole('button', { name: 'Go Home' })).click();
    await expect(page).toHaveURL(/\/api\/login$/, { timeout: 5000 });
    const shown = toasts.find((t) => t.text.includes('Unauthorized'));
    expect(shown?.text).toContain('You are logged out. Logging in again...');
    // The redirect waits the 500 ms (a few ms of slack between the page's clock reading and the request's).
    expect(redirectedAt - shown!.at).toBeGreaterThanOrEqual(450);
  });
});
