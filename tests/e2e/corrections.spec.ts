import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addEvidenceFile, createProfileAndPetition, waitForAnalysis } from './helpers';

// The user corrects, the analyst follows: a category changed on the Evidence tab is kept,
// marked as the user's, and used by the criteria report. The profile is edited from /profile.

const INTERVIEW = [
  'The Daily Ledger featured Ada Lovelace in a magazine interview about her work.',
  'The newspaper coverage was written by a staff journalist.',
].join('\n');

const rows = (page: Page) => page.getByTestId('evidence-row');
const row = (page: Page, fileName: string) => rows(page).filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });
const editDialog = (page: Page) => page.getByTestId('evidence-edit-dialog');

/**
 * An O-1A petition whose one exhibit, a short press interview, has been analysed, open at its Evidence tab. Seeded
 * through the real API (the upload from the page is the first test's and evidence.spec.ts's subject, not these).
 */
async function petitionWithInterview(page: Page) {
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  await addEvidenceFile(page, petitionId, { fileName: 'interview.txt', mimeType: 'text/plain', bytes: Buffer.from(INTERVIEW) });
  await waitForAnalysis(page, petitionId, 1);
  await page.goto(`/petition/${petitionId}`);
  const interview = row(page, 'interview.txt');
  await expect(interview).toHaveAttribute('data-status', 'completed');
  return { petitionId, interview };
}

/** Picks a category in the dialog's picker (an Ionic select shown as a popover). */
async function chooseCategory(page: Page, label: string) {
  await editDialog(page).getByTestId('evidence-edit-category').click();
  const option = page.locator('ion-select-popover ion-radio').filter({ hasText: new RegExp(`^${label}$`) });
  await option.click();
  await expect(page.locator('ion-select-popover')).toHaveCount(0);
}

test('a category the user corrects is kept after a reload and counted by the criteria report', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();

  // Upload a small text document and wait for the analyst.
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'interview.txt', mimeType: 'text/plain', buffer: Buffer.from(INTERVIEW) });
  const interview = row(page, 'interview.txt');
  await expect(interview).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(interview.getByTestId('evidence-category')).toHaveText('Press Coverage');
  await expect(interview.getByTestId('evidence-user-set')).toHaveCount(0);

  // Edit: the category becomes Awards, with a note for the analyst.
  await interview.getByTestId('evidence-edit').click();
  await expect(editDialog(page).getByText('Edit evidence')).toBeVisible();
  await chooseCategory(page, 'Awards');
  await editDialog(page).getByTestId('evidence-edit-notes').locator('textarea').fill('The interview is about the prize she won.');
  await editDialog(page).getByTestId('evidence-edit-save').click();
  await expect(page.getByTestId('toast')).toContainText('Evidence updated');
  await expect(editDialog(page)).toBeHidden();

  await expect(interview.getByTestId('evidence-category')).toHaveText('Awards');
  await expect(interview.getByTestId('evidence-user-set')).toHaveText('Edited by you');
  await expect(interview.getByTestId('evidence-notes')).toContainText('The interview is about the prize she won.');

  // Kept on the server: still there after a reload.
  await page.reload();
  await expect(interview.getByTestId('evidence-category')).toHaveText('Awards');
  await expect(interview.getByTestId('evidence-user-set')).toHaveText('Edited by you');
  await expect(interview.getByTestId('evidence-notes')).toContainText('The interview is about the prize she won.');

  // The report follows the correction: the Awards criterion lists the exhibit.
  await page.getByTestId('tab-criteria').click();
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Report generated')).toBeVisible();
  const awards = page.getByTestId('criterion-o1a_awards');
  await expect(awards).toContainText('Exhibit 1: interview.txt');
  await expect(awards).toContainText('Evidence: 1 document');

  // A statement generated now follows the correction too: it argues Awards from that exhibit.
  await awards.getByRole('button', { name: 'Create Cover Letter Section' }).click();
  await page.getByTestId('instructions-dialog').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Your criteria statement is ready.')).toBeVisible({ timeout: 30_000 });
  await awards.getByRole('button', { name: 'View Statement' }).click();
  const statement = page.getByTestId('statement-viewer').locator('textarea');
  await expect(statement).toHaveValue(/^Awards — O-1A Criterion Statement/);
  // The quotation carries its page, as every citation in filing text does ('Exhibit 1 at 1', decision 061).
  await expect(statement).toHaveValue(/An? [a-z ]+ states: "The Daily Ledger featured Ada Lovelace in a magazine interview about her work\." \(Exhibit 1 at 1\)/);
  await expect(statement).not.toHaveValue(/does not yet include an exhibit/);
});

test('a correction rebuilds the report at once and marks the statement written before it as out of date', async ({ page, account }) => {
  void account;
  const { interview } = await petitionWithInterview(page);
  await page.getByTestId('tab-criteria').click();
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Report generated')).toBeVisible();
  const press = page.getByTestId('criterion-o1a_press');
  await expect(press).toContainText('Exhibit 1 is filed under this criterion.');
  await press.getByRole('button', { name: 'Create Cover Letter Section' }).click();
  await page.getByTestId('instructions-dialog').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Your criteria statement is ready.')).toBeVisible({ timeout: 30_000 });

  // Re-filed under Awards: no 'Generate Criteria Report' click, the report already follows (decision 062).
  await page.getByTestId('tab-evidence').click();
  await interview.getByTestId('evidence-edit').click();
  await chooseCategory(page, 'Awards');
  await editDialog(page).getByTestId('evidence-edit-save').click();
  await expect(editDialog(page)).toBeHidden();
  await page.getByTestId('tab-criteria').click();
  await expect(page.getByTestId('criterion-o1a_awards')).toContainText('Exhibit 1: interview.txt');
  // Still press in its words, so it still counts there, but as a mention, no longer as filed under it.
  await expect(press).toContainText('Exhibit 1 mentions it');
  await expect(press).not.toContainText('Exhibit 1 is filed under this criterion.');

  // The Press statement is kept as written, and its notes say why it no longer follows the record.
  await press.getByRole('button', { name: 'View Statement' }).click();
  await expect(page.getByTestId('statement-notes')).toContainText('Out of date: Exhibit 1 (interview.txt) was re-filed from Press Coverage to Awards after this was written.');
  await expect(page.getByTestId('statement-viewer').locator('textarea')).toHaveValue(/^Press Coverage — O-1A Criterion Statement/);
});

test('a document is titled from its first lines, and a title the user gives it is shown as theirs', async ({ page, account }) => {
  void account;
  const { interview } = await petitionWithInterview(page);
  await expect(interview.getByTestId('evidence-title')).toHaveText('The Daily Ledger featured Ada Lovelace in a magazine interview about her work');

  await interview.getByTestId('evidence-edit').click();
  const title = editDialog(page).getByTestId('evidence-edit-title').locator('input');
  await expect(title).toHaveValue('The Daily Ledger featured Ada Lovelace in a magazine interview about her work');
  await title.fill('The Daily Ledger, interview with Ada Lovelace');
  await editDialog(page).getByTestId('evidence-edit-save').click();
  await expect(editDialog(page)).toBeHidden();
  await expect(interview.getByTestId('evidence-title')).toHaveText('The Daily Ledger, interview with Ada Lovelace');
  await expect(interview.locator('[data-testid="evidence-user-set"][data-field="title"]')).toHaveText('Edited by you');

  await page.reload();
  await expect(interview.getByTestId('evidence-title')).toHaveText('The Daily Ledger, interview with Ada Lovelace');
  await expect(interview.getByTestId('evidence-file-name')).toHaveText('interview.txt');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

  test('the edit dialog checks what it sends, and says so when there is no connection', async ({ page, context, account }) => {
    void account;
    const { interview } = await petitionWithInterview(page);
    await expect(page.getByTestId('evidence-cards')).toBeVisible();

    // The schema's messages: nothing changed, then an emptied description.
    await interview.getByTestId('evidence-edit').tap();
    const save = editDialog(page).getByTestId('evidence-edit-save');
    await save.tap();
    await expect(editDialog(page).getByTestId('evidence-edit-error')).toHaveText('Nothing to change');
    await editDialog(page).getByTestId('evidence-edit-description').locator('textarea').fill('   ');
    await save.tap();
    await expect(editDialog(page).getByTestId('evidence-edit-description-error')).toHaveText('The description cannot be empty');

    // A new description, saved: marked as the user's next to the description.
    await editDialog(page).getByTestId('evidence-edit-description').locator('textarea').fill('A national newspaper interview about her prize-winning work.');
    await save.tap();
    await expect(page.getByTestId('toast')).toContainText('Evidence updated');
    await expect(interview).toContainText('A national newspaper interview about her prize-winning work.');
    await expect(interview.locator('[data-testid="evidence-user-set"][data-field="description"]')).toHaveText('Edited by you');
    await expect(interview.getByTestId('evidence-category')).toHaveText('Press Coverage');

    // Offline: one clear message, and Save waits for the connection.
    await context.setOffline(true);
    await interview.getByTestId('evidence-edit').tap();
    await expect(editDialog(page).getByTestId('evidence-edit-error')).toHaveText('You are offline. Your changes can be saved once you are back online.');
    await expect(save).toHaveAttribute('disabled');
    await context.setOffline(false);
    await expect(editDialog(page).getByTestId('evidence-edit-error')).toHaveCount(0);
    await expect(save).not.toHaveAttribute('disabled');
    await editDialog(page).getByTestId('evidence-edit-cancel').tap();
    await expect(editDialog(page)).toBeHidden();
  });

  test('a save that cannot reach the server keeps what the user typed, and saves on the next try', async ({ page, account }) => {
    void account;
    const { interview } = await petitionWithInterview(page);

    // The device reports a connection, but nothing answers the save (as when the server is down).
    await page.route('**/api/evidence/*', (route) => (route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback()));
    await interview.getByTestId('evidence-edit').tap();
    const notes = editDialog(page).getByTestId('evidence-edit-notes').locator('textarea');
    await notes.fill('Kept through a failed save.');
    await editDialog(page).getByTestId('evidence-edit-save').tap();
    await expect(editDialog(page).getByTestId('evidence-edit-error')).toHaveText('You are offline. Your changes can be saved once you are back online.');
    await expect(notes).toHaveValue('Kept through a failed save.');

    await page.unroute('**/api/evidence/*');
    await editDialog(page).getByTestId('evidence-edit-save').tap();
    await expect(editDialog(page)).toBeHidden();
    await expect(interview.getByTestId('evidence-notes')).toContainText('Kept through a failed save.');
  });
});

test('the profile is edited from the profile view', async ({ page, account }) => {
  void account;
  await createProfileAndPetition(page, { fullName: 'Ada Lovelace' });
  await page.goto('/profile');
  await expect(page.getByTestId('personal-card')).toContainText('Ada Lovelace');

  await page.getByTestId('edit-profile').click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  const fullName = page.getByTestId('full-name').locator('input');
  await expect(fullName).toHaveValue('Ada Lovelace');
  await fullName.fill('Ada King, Countess of Lovelace');
  await page.getByTestId('githubUrl').locator('input').fill('https://github.com/ada');
  await page.getByTestId('profile-edit-save').click();

  await expect(page.getByTestId('toast')).toContainText('Profile updated');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('personal-card')).toContainText('Ada King, Countess of Lovelace');
  await expect(page.getByTestId('links-card')).toContainText('https://github.com/ada');
  await page.reload();
  await expect(page.getByTestId('personal-card')).toContainText('Ada King, Countess of Lovelace');
});
