import type { Page } from '@playwright/test';
import { SAME_ORIGIN, test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { expectNoSeriousA11yViolations, settle } from './a11y';
import { addEvidenceFile, askedAfterPanelPaint, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 14 item 10: a user with an O-1A and a UK petition adds an exhibit of one to the other
// through 'Add from another petition'; the copy is analysed against the UK criteria.

test.use({ viewport: { width: 390, height: 844 } });

const AWARD = 'Ada Lovelace won the National Award for Excellence in Computing, a prize for outstanding achievement.';

const row = (page: Page, fileName: string) =>
  page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });
const addFromAnother = (page: Page) => page.getByRole('button', { name: 'Add from another petition' });

test('an exhibit of the O-1A petition is added to the UK petition and analysed there', async ({ page, account }) => {
  void account;
  const { profileId, petitionId: o1a } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  const ukRes = await page.request.post('/api/petitions', { headers: SAME_ORIGIN, data: { profileId, visaType: 'UK_GLOBAL_TALENT' } });
  expect(ukRes.status()).toBe(201);
  const uk = ((await ukRes.json()) as { id: string }).id;

  // An analysed exhibit in the O-1A petition, through the real API (the copy is the subject, not the upload).
  await addEvidenceFile(page, o1a, { fileName: 'award.txt', mimeType: 'text/plain', bytes: Buffer.from(AWARD) });
  await waitForAnalysis(page, o1a, 1);
  await page.goto(`/petition/${o1a}`);
  await expect(row(page, 'award.txt')).toHaveAttribute('data-status', 'completed');
  await expect(row(page, 'award.txt').getByTestId('evidence-category')).toHaveText('Awards');
  // The UK petition holds no evidence yet, so there is nothing to add from here.
  await expect(page.getByTestId('choose-files')).toBeVisible();
  await expect(addFromAnother(page)).toHaveCount(0);

  await page.goto(`/petition/${uk}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  const open = addFromAnother(page);
  await expect(open).toBeVisible();
  // Its list is asked for after the upload panel has painted, never holding up that paint (decision 047).
  const sourcesPath = `/api/petitions/${uk}/evidence/copy-sources`;
  const timing = await askedAfterPanelPaint(page, [sourcesPath]);
  expect(timing.painted, 'the upload panel was painted').not.toBeNaN();
  expect(timing.asked[sourcesPath]).toBeGreaterThan(timing.painted);
  // Measured once nothing moves, with fits.ts' half pixel of slack for sub-pixel layout (a 44 px row measured 43.99998).
  await settle(page);
  const box = await open.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(43.5);
  await open.click();

  // Ionic puts the dialog role on a wrapper in its shadow root; the content is queried under the modal host.
  await expect(page.getByRole('dialog', { name: 'Add from another petition' })).toBeVisible();
  const dialog = page.getByTestId('evidence-copy-dialog');
  await expect(dialog.getByRole('group', { name: /^O-1A petition, created / })).toBeVisible();
  const choice = dialog.getByRole('checkbox', { name: 'Exhibit 1 award.txt' });
  const add = dialog.getByRole('button', { name: /^Add/ });
  await expect(add).toBeDisabled();
  await settle(page);
  const rowBox = await choice.locator('xpath=ancestor::label').boundingBox();
  expect(rowBox?.height).toBeGreaterThanOrEqual(43.5);
  await expectNoSeriousA11yViolations(page, 'Add from another petition');
  await choice.check();
  await expect(add).toHaveAccessibleName('Add 1');
  // The copy's analysis may finish within a second, and its push's toast replaces 'Evidence added' (one toast at a
  // time): record every toast text the page shows, as evidence.spec.ts does.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => document.querySelectorAll('[data-testid="toast"]').forEach((t) => seen.push(t.textContent ?? ''))).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const seenToasts = () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts.join(' | '));
  await add.click();

  await expect.poll(seenToasts).toMatch(/Evidence added/);
  await expect(dialog).toBeHidden();
  const copied = row(page, 'award.txt');
  await expect(copied).toBeVisible();
  // Analysed again, against the UK catalogue; the push raises the usual toast.
  await expect.poll(seenToasts, { timeout: 60_000 }).toMatch(/Evidence processed/);
  await expect(copied).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(copied.getByTestId('evidence-category')).toHaveText('Awards and Prizes');

  // Opened again, the document is marked as already here and cannot be chosen twice.
  await addFromAnother(page).click();
  const held = dialog.getByRole('checkbox', { name: 'Exhibit 1 award.txt Already in this petition' });
  await expect(held).toBeDisabled();
  await expect(held).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Deleting the copy leaves the O-1A exhibit as it was.
  await copied.getByTestId('evidence-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  await page.goto(`/petition/${o1a}`);
  await expect(row(page, 'award.txt')).toHaveAttribute('data-status', 'completed');
  await expect(row(page, 'award.txt').getByTestId('evidence-category')).toHaveText('Awards');
});
