import { randomBytes } from 'node:crypto';
import type { Download, Page } from '@playwright/test';
import { makeTextPdf } from '../fixtures/make-fixtures';
import { test, expect, signUpAndSignIn, signUpThroughForm, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// The first half of the applicant's journey (README.md §exhibit steps 1–2) on a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const RESEARCHER_CV = [
  'Dr. Ada Lovelace - Research Scientist, Machine Learning',
  'Publications: 32 peer-reviewed journal articles and conference papers; first author of 12.',
  'Citations: cited over 4,500 times, h-index 25 (Google Scholar).',
  'Peer review: reviewer for Nature Machine Intelligence and JMLR; NeurIPS program committee member.',
  'Awards: Best Paper Award, ICML 2022; recipient of the national Young Scientist Prize.',
];

const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page)).toContainText(title);
  if (description) await expect(toast(page)).toContainText(description);
}

/** A navigation button: Ionic renders one with a routerLink as a link. */
const action = (page: Page, name: string) => page.getByRole('button', { name }).or(page.getByRole('link', { name }));

/** An Ionic input's native <input> (the label lives on the wrapper). */
const field = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

test('a researcher creates a profile with links and a PDF CV, is screened and starts a petition', async ({ page }) => {
  await signUpThroughForm(page, `journey-${randomBytes(4).toString('hex')}@example.com`, 'Ada');
  await expect(page).toHaveURL(/\/profile\/setup$/);
  await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByText('PDF recommended, max 10MB')).toBeVisible();

  await field(page, 'full-name').fill('Ada Lovelace');
  await field(page, 'linkedinUrl').fill('https://www.linkedin.com/in/ada');
  await field(page, 'githubUrl').fill('https://github.com/ada');
  await field(page, 'scholarUrl').fill('https://scholar.google.com/citations?user=ada');
  // Other links: Enter adds one, the button another; each can be removed.
  // Each is typed once the one before is listed and the field emptied: typing into the field before the add has
  // cleared it loses the typing (seen with four browsers at work).
  const other = field(page, 'other-link-input');
  const links = page.getByTestId('other-links-list');
  await other.fill('https://ada.dev');
  await other.press('Enter');
  await expect(links).toContainText('https://ada.dev');
  await expect(other).toHaveValue('');
  await other.fill('https://example.org/talk');
  await page.getByTestId('add-other-link').tap();
  await expect(links).toContainText('https://example.org/talk');
  await expect(other).toHaveValue('');
  await other.fill('https://example.org/remove-me');
  await other.press('Enter');
  await expect(links).toContainText('https://example.org/remove-me');
  await page.getByRole('button', { name: 'Remove https://example.org/remove-me' }).tap();
  await expect(links).not.toContainText('remove-me');
  await expect(links.locator('ion-item')).toHaveCount(2);

  await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
  await page.getByTestId('cv-file-input').setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(RESEARCHER_CV) });
  await expectToast(page, 'CV uploaded', 'Your CV has been uploaded successfully.');
  await expect(page.getByTestId('cv-file-name')).toHaveText(/ada-cv\.pdf/);
  await expect(page.getByRole('button', { name: 'Replace CV' })).toBeVisible();

  await page.getByTestId('profile-submit').tap();
  await expectToast(page, 'Profile created!', "Let's get started with your visa petition.");
  await expect(page).toHaveURL(/\/petition\/new$/);

  // Step 2: the screening runs by itself.
  await expect(page.getByRole('heading', { name: 'AI-Powered Visa Screening' })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const cards = page.getByTestId('visa-card');
  await expect(cards.first()).toBeVisible();
  const firstType = await cards.first().getAttribute('data-visa-type');
  expect(['O-1A', 'EB-1A']).toContain(firstType);
  await expect(cards.first()).toContainText('% match');
  await expect(page.getByTestId('screening-analysis')).not.toBeEmpty();
  await expect(page.getByTestId('screening-strengths').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('screening-recommendations').locator('li').first()).toBeVisible();

  const start = page.getByTestId('start-petition');
  await expect(start).toHaveText('Start Petition');
  await expect(start).toHaveAttribute('disabled', /.*/);
  await cards.first().tap();
  await expect(cards.first()).toHaveAttribute('aria-checked', 'true');
  await expect(start).not.toHaveAttribute('disabled', /.*/);
  await start.tap();
  await expectToast(page, 'Petition created!', "Let's start building your evidence.");
  await expect(page).toHaveURL(/\/petition\/[0-9a-f-]{36}$/);
  const petitionUrl = page.url();

  // The petition page shell.
  await expect(page.getByRole('heading', { name: `${firstType} Petition` })).toBeVisible();
  await expect(page.getByTestId('petition-status').last()).toHaveText('Draft');
  await expect(page.getByTestId('summary-documents-value')).toHaveText('0');
  await expect(page.getByTestId('summary-criteria-value')).toHaveText(firstType === 'O-1A' ? '0/8' : '0/10');
  await expect(page.getByTestId('summary-strength-value')).toHaveText('-');
  await expect(page.getByTestId('tab-evidence')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('tab-letters').tap();
  await expect(page).toHaveURL(/\?tab=letters$/);
  await page.reload();
  await expect(page.getByTestId('tab-letters')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-evidence')).toHaveAttribute('aria-selected', 'false');

  // Back to the dashboard: the petition is listed and counted as in progress.
  await page.getByTestId('petition-back').tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Ada!');
  const card = page.getByTestId('petition-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(firstType!);
  await expect(card).toContainText('Draft');
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(card).toContainText(today);
  await expect(page.getByTestId('petition-strength')).toHaveCount(0);
  await expect(page.getByTestId('active-count')).toHaveText('1');
  await expect(page.getByText('petition(s) in progress')).toBeVisible();
  await card.tap();
  await expect(page).toHaveURL(petitionUrl);
});

test('the profile view shows the three cards, opens links in a new tab and the CV through a signed link', async ({ page, account }) => {
  void account;
  // The profile through the real API: the setup form (and the screening it leads to) is the first test's subject.
  const profile = await page.request.post('/api/profile', {
    headers: SAME_ORIGIN,
    data: { fullName: 'Ada Lovelace', linkedinUrl: '', githubUrl: 'https://github.com/ada', scholarUrl: '', otherLinks: ['https://ada.dev'] },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);

  await page.goto('/');
  await action(page, 'View Profile').tap();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('Professional information used for visa assessments')).toBeVisible();
  await expect(page.getByTestId('personal-card')).toContainText('Personal Information');
  await expect(page.getByTestId('personal-card')).toContainText('Ada Lovelace');
  const linksCard = page.getByTestId('links-card');
  await expect(linksCard).toContainText('Professional Links');
  for (const href of ['https://github.com/ada', 'https://ada.dev']) {
    const link = linksCard.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const cvCard = page.getByTestId('cv-card');
  await expect(cvCard).toContainText('CV/Resume');
  await expect(cvCard).toContainText('No CV uploaded yet');
  await expect(cvCard).toContainText('Upload your CV to improve visa screening accuracy');

  await page.getByTestId('cv-file-input').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(RESEARCHER_CV) });
  await expectToast(page, 'CV uploaded successfully', 'Your CV has been uploaded and will be used for visa screening.');
  await expect(page.getByTestId('cv-file-name')).toHaveText(/resume\.pdf/);
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(page.getByTestId('cv-upload-date')).toContainText(today);
  await expect(cvCard.getByRole('button', { name: 'Replace CV' })).toBeVisible();

  // The PDF downloads (a PDF's JavaScript must not run in the browser's viewer) from the signed link.
  const downloaded = new Promise<Download>((resolve) => page.context().on('page', (tab) => tab.on('download', resolve)));
  await page.getByTestId('cv-view').tap();
  const download = await downloaded;
  expect(download.url()).toMatch(/\/objects\/u\/.+\?.*sig=/);
  expect(download.suggestedFilename()).toBe('resume.pdf');
  const res = await page.request.get(download.url());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
});

test.describe('when something goes wrong', () => {
  test('profile setup shows the validation messages and the invalid-link toast, and stores nothing', async ({ page, account }) => {
    void account;
    await page.goto('/profile/setup');
    // The sign-up's first name fills the full name (decision 014); emptied, the form refuses it.
    await expect(field(page, 'full-name')).toHaveValue('Ada');
    await field(page, 'full-name').fill('');
    await page.getByTestId('profile-submit').tap();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await field(page, 'full-name').fill('Ada');
    await field(page, 'linkedinUrl').fill('not a url');
    await page.getByTestId('profile-submit').tap();
    await expect(page.getByText('Invalid URL', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/setup$/);

    await field(page, 'other-link-input').fill('nope');
    await field(page, 'other-link-input').press('Enter');
    await expectToast(page, 'Invalid URL', 'Please enter a valid URL');
    await expect(page.getByTestId('other-links-list')).toHaveCount(0);
    // An empty input adds nothing.
    await field(page, 'other-link-input').fill('');
    await page.getByTestId('add-other-link').tap();
    await expect(page.getByTestId('other-links-list')).toHaveCount(0);

    expect((await page.request.get('/api/profile')).status()).toBe(404);
  });

  test('a CV over 10 MB is refused before anything is uploaded', async ({ page, account }) => {
    void account;
    await page.goto('/profile/setup');
    const presigns: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/objects/upload') || r.url().includes('/objects/u/')) presigns.push(r.url());
    });
    await page.getByTestId('cv-file-input').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10485761, 0x20) });
    await expectToast(page, 'Upload failed', 'larger than 10 MB');
    await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
    await expect(page.getByTestId('cv-file-name')).toHaveCount(0);
    expect(presigns).toEqual([]);
  });

  test('a failed upload says why: no upload URL, the server’s message, or the generic text', async ({ page, account }) => {
    void account;
    await page.goto('/profile/setup');
    await field(page, 'full-name').fill('Ada');
    await page.getByTestId('profile-submit').tap();
    await expect(page).toHaveURL(/\/petition\/new$/);
    await page.goto('/profile');
    const input = page.getByTestId('cv-file-input');

    await page.route('**/api/objects/upload', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(['Ada', 'one']) });
    await expectToast(page, 'Upload failed', 'No upload URL received');
    await page.unroute('**/api/objects/upload');

    // A real refusal from the server: a program renamed to .pdf.
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    exe.writeUInt16LE(0x14c, 0x84);
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
    await expectToast(page, 'Upload failed', 'This file is a Windows program');

    await page.route('**/api/cv', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(['Ada', 'two']) });
    await expectToast(page, 'Upload failed', 'Failed to update CV. Please try again.');
    await page.unroute('**/api/cv');
    await expect(page.getByTestId('cv-card')).toContainText('No CV uploaded yet');
  });

  test('a failed profile save shows the error toast and stays on setup', async ({ page, account }) => {
    void account;
    await page.goto('/profile/setup');
    await field(page, 'full-name').fill('Ada');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByTestId('profile-submit').tap();
    await expectToast(page, 'Error', 'Failed to create profile. Please try again.');
    await expect(page).toHaveURL(/\/profile\/setup$/);
  });

  test('a failed screening offers Retry Analysis, which then shows the results', async ({ page, account }) => {
    void account;
    await createProfileAndPetition(page);
    await page.route('**/api/screening', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/petition/new');
    await expectToast(page, 'Error', 'Failed to analyze your profile. Please try again.');
    await expect(page.getByRole('heading', { name: 'No Screening Results' })).toBeVisible();
    await expect(page.getByText('Unable to analyze your profile. Please try again.')).toBeVisible();
    await page.unroute('**/api/screening');
    await page.getByRole('button', { name: 'Retry Analysis' }).tap();
    await expect(page.getByTestId('visa-card').first()).toBeVisible();
  });

  test('a failed petition creation shows its toast; Save for Later and the brand go home', async ({ page, account }) => {
    void account;
    await createProfileAndPetition(page);
    await page.goto('/petition/new');
    await page.getByTestId('visa-card').first().tap();
    await page.route('**/api/petitions', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByTestId('start-petition').tap();
    await expectToast(page, 'Error', 'Failed to create petition. Please try again.');
    await expect(page).toHaveURL(/\/petition\/new$/);
    await page.getByRole('button', { name: 'Save for Later' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/petition/new');
    await page.getByTestId('brand-link').tap();
    await expect(page).toHaveURL(/\/$/);
  });

  test('another user’s petition and an unknown one show Petition not found with Go Home', async ({ page, browser, account }) => {
    void account;
    // Someone else's petition, made in a separate signed-in context.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpAndSignIn(otherPage.request, { email: `other-${randomBytes(4).toString('hex')}@example.com` });
    const { petitionId } = await createProfileAndPetition(otherPage, { visaType: 'EB-1A' });
    await other.close();

    await createProfileAndPetition(page);
    for (const id of [petitionId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await page.goto(`/petition/${id}`);
      await expect(page.getByRole('heading', { name: 'Petition not found' })).toBeVisible();
    }
    await action(page, 'Go Home').tap();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a new user without a profile is sent to setup; with no petitions the dashboard offers the first one', async ({ page, account }) => {
  void account;
  await page.goto('/');
  await expect(page).toHaveURL(/\/profile\/setup$/);
  await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Grace Hopper', otherLinks: [] } });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Welcome back, Ada!');
  await expect(page.getByText('No petitions yet')).toBeVisible();
  await expect(page.getByTestId('active-count')).toHaveText('0');
  await action(page, 'Create First Petition').tap();
  await expect(page).toHaveURL(/\/petition\/new$/);
});
