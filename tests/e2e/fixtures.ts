import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/**
 * The Origin header the app's own pages send with every POST/PUT/PATCH/DELETE. Requests made
 * with `page.request` come from the test, not a page, so they carry it explicitly.
 */
export const SAME_ORIGIN = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

/**
 * For specs about the page itself, not caching: each test's first visit runs without the service worker's install,
 * which costs Chromium about 0.8 CPU-s a context (decision 107). The offline, caching and install specs keep it.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

export type Account = { email: string; firstName: string };

type Fixtures = {
  /** Console errors the test expects (e.g. a deliberate 401); anything else fails the test. */
  allowConsoleErrors: RegExp | RegExp[];
  consoleGuard: void;
  /** A fresh user signed up through the real /api/signup and signed in, with the session in this page's context. */
  account: Account;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // The browser logs every non-2xx fetch as an error; those are asserted through the UI instead.
        if (/Failed to load resource: the server responded with a status of/.test(text)) return;
        if ([allowConsoleErrors].flat().some((re) => re.test(text))) return;
        errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use();
      expect(errors, 'unexpected console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  account: async ({ page }, use) => {
    const account = { email: `e2e-${randomBytes(5).toString('hex')}@example.com`, firstName: 'Ada' };
    await signUpAndSignIn(page.request, account);
    await use(account);
  },
});

/** A new account's sign-up signs it in (docs/decisions/014): the session cookie lands in `request`'s context. */
export async function signUpAndSignIn(request: APIRequestContext, account: { email: string; firstName?: string }) {
  const signup = await request.post('/api/signup', {
    headers: SAME_ORIGIN,
    form: { email: account.email, password: PASSWORD, confirmPassword: PASSWORD, firstName: account.firstName ?? '' },
    maxRedirects: 0,
  });
  expect(signup.status(), await signup.text()).toBe(303);
}

export { expect };

/** Signs up through the real form, reached from the sign-in page as a person would; the new account is signed in. */
export async function signUpThroughForm(page: Page, email: string, firstName = 'Ada') {
  await page.goto('/api/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await fillSignUpForm(page, { email, firstName });
}

/** Fills in the create-account form on the page and sends it. */
export async function fillSignUpForm(page: Page, { email, firstName, lastName = '' }: { email: string; firstName: string; lastName?: string }) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}
