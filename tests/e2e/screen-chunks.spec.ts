import type { Page } from '@playwright/test';
import { closure, readManifest } from '../../bench/screen-sizes.mjs';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Each screen's first paint comes in a few files grouped by screen, not dozens cut by lazy imports
// (docs/decisions/043): on a phone's connection each file is a round trip. And a signed-in user never downloads
// the landing page's code, nor a visitor the signed-in app's.

const manifest = readManifest();
/** The files of the build's chunks with this name (a group's chunk, or a screen's lazy entry). */
const filesNamed = (name: string) => Object.values(manifest).filter((c) => c.name === name && c.file.endsWith('.js')).map((c) => `/${c.file}`);

/** The script files a screen needs before it can draw: its lazy entries with their static imports (bench/screen-sizes.mjs). */
const screenFiles = (keys: string[]): string[] => closure(manifest, keys).js.map((f) => `/${f}`);

/** The script files the page requests while `action` runs and the screen draws. */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await action();
  page.off('request', onRequest);
  return scripts;
}

test('a signed-in petition page loads in a few script files, none of them the landing page', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  const scripts = await scriptsDuring(page, async () => {
    await page.goto(`/petition/${petitionId}`);
    await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
  });
  const landing = filesNamed('landing');
  expect(landing.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => landing.includes(s))).toEqual([]);
  const screen = screenFiles(['index.html', 'src/app/signed-in-app.tsx', 'src/features/petition/index.ts']);
  expect(scripts).toEqual(expect.arrayContaining(screen));
  // What the browser fetched until it had the screen's code (the rest loads once the page shows, when idle):
  // 67 files before decision 043; grouped by screen, about ten.
  const untilDrawn = scripts.slice(0, Math.max(...screen.map((f) => scripts.indexOf(f))) + 1);
  expect(untilDrawn.length, untilDrawn.join('\n')).toBeLessThan(15);
  // The page names limits, messages and orderings from the contract; none of that needs zod before it draws.
  const zod = filesNamed('zod');
  expect(zod.length).toBeGreaterThan(0);
  expect(untilDrawn.filter((s) => zod.includes(s))).toEqual([]);
});

test('a visitor on the landing page downloads none of the signed-in app', async ({ page }) => {
  const scripts = await scriptsDuring(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  const signedIn = [...filesNamed('signed-in'), ...filesNamed('petition-page'), ...filesNamed('dashboard')];
  expect(signedIn.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => signedIn.includes(s))).toEqual([]);
  expect(scripts).toEqual(expect.arrayContaining(filesNamed('landing')));
});

test("a signed-in path's screen code is asked for before the session check answers, from the app's own route table", async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  // The session check waits: whatever the page asks for meanwhile, it asked for without its answer (docs/decisions/076).
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/auth/user', async (route) => {
    await answered;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await page.goto(`/petition/${petitionId}`, { waitUntil: 'commit' });
  const screen = screenFiles(['src/app/signed-in-app.tsx', 'src/features/petition/index.ts']);
  await expect.poll(() => screen.filter((f) => !scripts.includes(f)), { message: `scripts so far: ${scripts.join(', ')}` }).toEqual([]);
  expect(scripts.filter((s) => filesNamed('landing').includes(s))).toEqual([]);
  answer();
  await expect(page.getByText('Up to 10 files at a time', { exact: false })).toBeVisible();
});

test('the page is the same for everyone, with no script inline', async ({ page, account, browser, baseURL }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  const signedIn = await (await page.request.get(`/petition/${petitionId}`)).text();
  const visitor = await browser.newContext();
  try {
    const plain = await (await visitor.request.get(`${baseURL}/petition/${petitionId}`)).text();
    expect(signedIn).toBe(plain);
    // The code-files list (decision 047) is JSON, never run; anything else inline would need the CSP to allow it.
    const inline = [...plain.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((a) => !/\bsrc=/.test(a) && !a.includes('type="application/json"'));
    expect(inline).toEqual([]);
  } finally {
    await visitor.close();
  }
});
