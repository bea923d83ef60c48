import type { BrowserContext, Locator, Page } from '@playwright/test';
import { makeTextJpeg, makeTextPdf } from '../fixtures/make-fixtures';
import { expect, SAME_ORIGIN } from './fixtures';
import { addPdfEvidence, seedFilledPetition, waitForAnalysis } from './helpers';
import { petitionTabScreens } from './screens';

/**
 * Every screen, tab, dialog, menu and banner in the states a phone user meets in the first hour, each handed to
 * `check` once it is settled (issue 33 items 2 and 4): phone-walk.spec.ts measures widths and runs axe on each.
 * Long content on purpose: a 200-character file name, long links, a flagged letter, toasts.
 */
export type ScreenCheck = (screen: string) => Promise<void>;

/** A file name of exactly 200 characters without a space to break at, as a phone camera or a scanner names things. */
export const LONG_FILE_NAME = `${'Award_Certificate_International_Conference_on_Distributed_Systems_Best_Paper_'.repeat(3)}`.slice(0, 196) + '.pdf';
const LONG_PHOTO_NAME = LONG_FILE_NAME.replace(/\.pdf$/, '.jpg');
const LONG_LINK = 'https://scholar.google.com/citations?user=AdaLovelaceAnalyticalEngineNotes1843&hl=en&view_op=list_works';

/**
 * Opens something with `open` and checks it once `shown` is visible; a fresh load of `url` first, so each starts
 * alike (`loaded`: the page is a fresh load of `url` already, which nothing has touched since).
 */
async function checkOpened(page: Page, check: ScreenCheck, screen: string, url: string, ready: Locator, open: () => Promise<unknown>, shown: Locator, loaded = false) {
  if (!loaded) await page.goto(url);
  await expect(ready).toBeVisible();
  await open();
  await expect(shown).toBeVisible();
  await check(screen);
}

/** The pages a visitor sees: landing, the server-rendered forms (with an error shown) and the sign-out question. */
export async function walkSignedOut(page: Page, check: ScreenCheck) {
  await page.goto('/');
  await expect(page.getByTestId('get-started')).toBeVisible();
  await check('landing /');
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Exhibit' })).toBeVisible();
  await check('/api/login');
  await page.goto('/api/login?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(`${'a'.repeat(60)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('password12');
  await page.getByLabel('Confirm password').fill('password12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await check('/api/login?mode=signup with a refusal');
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Exhibit?' })).toBeVisible();
  await check('/api/logout');
}

/** Profile setup, the dashboard (empty), screening, the profile with a CV chosen, its edit form and alert. */
export async function walkAccountScreens(page: Page, check: ScreenCheck): Promise<string> {
  await page.goto('/profile/setup');
  await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
  const other = page.getByTestId('other-link-input').locator('input');
  await other.fill(LONG_LINK);
  await other.press('Enter');
  await expect(page.getByTestId('other-links-list')).toContainText('scholar.google.com');
  await check('/profile/setup with a long link');

  const profile = await page.request.post('/api/profile', {
    headers: SAME_ORIGIN,
    data: { fullName: 'Ada Lovelace', linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace-analytical-engine', githubUrl: '', scholarUrl: LONG_LINK, otherLinks: [LONG_LINK] },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  const { id: profileId } = (await profile.json()) as { id: string };
  await page.goto('/');
  await expect(page.getByText('No petitions yet')).toBeVisible();
  await check('dashboard / (no petitions)');

  await page.goto('/petition/new');
  await expect(page.getByTestId('visa-card').first()).toBeVisible();
  await page.getByTestId('visa-card').first().click();
  await check('/petition/new (screening results, a card chosen)');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await page.getByTestId('cv-file-input').setInputFiles({ name: 'ada-lovelace-curriculum-vitae-2024-final.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(['Ada Lovelace', 'CV']) });
  await expect(page.getByTestId('cv-file-name')).toContainText('curriculum-vitae');
  await check('/profile with a CV file chosen');
  await page.getByTestId('sessions-card').getByRole('button').first().click();
  await expect(page.getByText('Sign out everywhere?')).toBeVisible();
  await check('/profile: sign out everywhere alert');
  await page.goto('/profile');
  await page.getByTestId('edit-profile').click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await check('/profile/edit');
  return profileId;
}

/**
 * An O-1A petition with a 200-character file name, a letter from someone the evidence names (flagged), a criteria
 * report and a statement; then every tab, dialog and menu of it, and the dashboard with it, online and offline.
 */
export async function walkPetition(page: Page, check: ScreenCheck, profileId: string): Promise<string> {
  const petitionId = await seedFilledPetition(page, profileId, {
    evidenceFileName: LONG_FILE_NAME,
    letter: { recommenderName: 'Dr Jane Roe', recommenderTitle: 'Professor of Computer Science', recommenderOrganization: 'Harvard University', relationship: 'Independent expert' },
    idempotencyPrefix: `walk-${profileId}`,
  });
  // A second document names the recommender: the letter is flagged as maybe not independent (worked out on each read).
  await addPdfEvidence(page, petitionId, 'sparse-attention-paper.pdf', ['Sparse Attention for Long Documents', 'Ada Lovelace, Jane Roe and Wei Chen', 'Published in the Proceedings of NeurIPS 2021.']);
  await waitForAnalysis(page, petitionId, 2);

  await page.goto('/');
  await expect(page.getByTestId('petition-card')).toHaveCount(1);
  await check('dashboard / (one petition)');

  const base = `/petition/${petitionId}`;
  for (const { tab, ready, dialogs } of petitionTabScreens(page, 'click', { withDeleteConfirm: true })) {
    const url = `${base}?tab=${tab}`;
    await page.goto(url);
    await expect(ready).toBeVisible();
    if (tab === 'letters') await expect(page.getByTestId('letter-independence').first()).toBeVisible();
    await check(`${url.replace(petitionId, ':id')}`);
    for (const [i, dialog] of dialogs.entries()) {
      await checkOpened(page, check, `${url.replace(petitionId, ':id')}: ${dialog.name}`, url, ready, dialog.open, dialog.shown, i === 0);
    }
  }

  const evidenceUrl = `${base}?tab=evidence`;
  const row = page.getByTestId('evidence-row').first();
  const alert = page.locator('ion-alert');
  const popover = page.locator('ion-popover');
  await checkOpened(page, check, 'evidence: delete confirmation', evidenceUrl, row, () => page.getByTestId('evidence-delete').first().click(), alert);
  await checkOpened(page, check, 'evidence: Service Actions menu', evidenceUrl, row, () => page.getByTestId('service-actions').click(), popover.getByText('Bulk Operations'));
  await checkOpened(page, check, 'evidence: order for filing', evidenceUrl, row, () => page.getByTestId('order-for-filing').click(), page.getByTestId('exhibit-order-dialog'));
  await checkOpened(page, check, 'evidence: edit, category menu', evidenceUrl, row, async () => {
    await page.getByTestId('evidence-edit').first().click();
    await expect(page.getByTestId('evidence-edit-save')).toBeVisible();
    await page.getByTestId('evidence-edit-category').click();
  }, popover.locator('ion-select-popover'));
  await checkOpened(page, check, 'evidence: a toast over the list', evidenceUrl, row, () => page.getByTestId('evidence-reprocess').first().click(), page.getByTestId('toast'));
  await checkOpened(page, check, 'evidence: a refused upload', evidenceUrl, row, () =>
    page.getByTestId('evidence-file-input').setInputFiles({ name: LONG_FILE_NAME.replace(/\.pdf$/, '.exe'), mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }),
  page.getByTestId('upload-problems').or(page.locator('[data-testid="upload-item"][data-phase="failed"]')).first());
  await checkOpened(page, check, 'header: delete petition confirmation', evidenceUrl, row, () => page.getByTestId('delete-petition').click(), alert);
  const lettersUrl = `${base}?tab=letters`;
  const letter = page.getByTestId('letter-row').first();
  await checkOpened(page, check, 'letters: delete confirmation', lettersUrl, letter, () => letter.getByRole('button', { name: /delete/i }).click(), alert);

  await page.goto('/petition/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Petition not found' })).toBeVisible();
  await check('/petition/:id (not found)');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await check('404 page');
  return petitionId;
}

/**
 * Offline, under the service worker: the banner, and a photo with a 200-character name waiting in the outbox
 * (its row holds retry and delete), and a toast over the waiting row.
 */
export async function walkOffline(page: Page, context: BrowserContext, check: ScreenCheck, petitionId: string) {
  await page.goto(`/petition/${petitionId}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByTestId('evidence-row').first()).toBeVisible();
  await context.setOffline(true);
  // As offline.spec does: some builds let service-worker fetches through setOffline.
  await context.route(/\/(api|objects)\//, (route) => route.abort('internetdisconnected'));
  try {
    await expect(page.getByTestId('connection-bar')).toBeVisible();
    await check('evidence offline (banner)');
    await page.getByTestId('evidence-camera-input').setInputFiles({ name: LONG_PHOTO_NAME, mimeType: 'image/jpeg', buffer: makeTextJpeg(['NATIONAL PRIZE', 'CEREMONY 2024']) });
    const waiting = page.getByTestId('pending-item').filter({ hasText: 'Waiting for connection' });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole('button', { name: /^Cancel / })).toBeVisible();
    await check('evidence offline: a photo waiting to upload');
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }
  // Back online: the note says so for a few seconds (axe once found its text at 1.36:1 on its background).
  await expect(page.getByTestId('upload-connection')).toHaveText('Connected to the Internet', { timeout: 15_000 });
  await check('evidence back online (note)');
}

/**
 * An EB-2 NIW petition's Criteria tab (issue 36): the 'Proposed endeavor' card empty (every point missing), then
 * with a long unsaved text whose word count and missing points show, and a long unbroken word.
 */
export async function walkNiwPetition(page: Page, check: ScreenCheck, profileId: string) {
  const res = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType: 'EB-2 NIW' } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/petition/${id}?tab=criteria`);
  const card = page.getByTestId('endeavor-card');
  await expect(card).toBeVisible();
  await check('/petition/:id?tab=criteria: NIW proposed endeavor card (empty)');
  await card.locator('ion-textarea textarea').fill(`I will continue my research on ${'hydrologicalforecastingmodels'.repeat(6)} in the United States. `.repeat(12));
  await expect(card.getByTestId('endeavor-state')).toHaveText('Not saved yet');
  await check('/petition/:id?tab=criteria: NIW proposed endeavor card (typed, not saved)');
}

/** The signed-in walk, start to end, for a fresh account; returns the O-1A petition's id. */
export async function walkSignedIn(page: Page, context: BrowserContext, check: ScreenCheck): Promise<string> {
  const profileId = await walkAccountScreens(page, check);
  const petitionId = await walkPetition(page, check, profileId);
  await walkNiwPetition(page, check, profileId);
  await walkOffline(page, context, check, petitionId);
  return petitionId;
}
