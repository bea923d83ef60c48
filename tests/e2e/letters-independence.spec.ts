import { test, expect, SAME_ORIGIN } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

// Going offline closes the push socket; the browser logs that, and it is not what this test checks.
test.use({ allowConsoleErrors: /net::ERR_|WebSocket connection to .* failed/ });

const PAPER = [
  'Sparse Attention for Long Documents',
  'Ada Lovelace, Jane Roe and Wei Chen',
  'Analytical Engines Ltd, London',
  'Abstract',
  'We present a sparse attention method that reads whole books in one pass.',
  'The method was published in the Proceedings of NeurIPS 2021 and is cited by 300 papers.',
];

test('a letter from a co-author of an exhibit is flagged with the reason, then edited and marked Final', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await addPdfEvidence(page, petitionId, 'sparse-attention.pdf', PAPER);
  await waitForAnalysis(page, petitionId, 1);
  // A second recommender who appears nowhere in the evidence: no flag.
  const clean = await page.request.post(`/api/petitions/${petitionId}/recommendation-letters`, {
    headers: { ...SAME_ORIGIN, 'Idempotency-Key': 'independence-clean-1' },
    data: { recommenderName: 'Grace Hopper', recommenderTitle: 'Rear Admiral', recommenderOrganization: 'US Navy', relationship: 'Expert in the field', keyAchievements: [] },
  });
  expect(clean.status(), await clean.text()).toBe(201);

  await page.goto(`/petition/${petitionId}?tab=letters`);
  await page.getByRole('button', { name: 'Create Letter' }).click();
  const dialog = page.getByTestId('create-letter-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Dr Jane Roe');
  await dialog.getByLabel('Title', { exact: true }).fill('Professor of Computer Science');
  await dialog.getByLabel('Organization').fill('Harvard University');
  await dialog.getByLabel('Relationship').fill('Independent expert');
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(page.getByText('Letter created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId('letter-row');
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: 'Dr Jane Roe' });
  const flag = row.getByTestId('letter-independence');
  await expect(flag).toBeVisible();
  await expect(flag).toContainText("Dr Jane Roe is named in Exhibit 1 (sparse-attention.pdf): 'Ada Lovelace, Jane Roe and Wei Chen'.");
  await expect(flag).toContainText("The relationship given ('Independent expert') says the recommender is independent, but this exhibit shows a link");
  await expect(rows.filter({ hasText: 'Grace Hopper' }).getByTestId('letter-independence')).toHaveCount(0);

  await row.getByRole('button', { name: 'View' }).click();
  const viewer = page.getByTestId('letter-viewer');
  await expect(viewer.getByText('From Dr Jane Roe - Draft')).toBeVisible();
  await expect(viewer.getByTestId('letter-independence')).toContainText('Dr Jane Roe is named in Exhibit 1 (sparse-attention.pdf)');
  // The drafted letter does not claim a closeness the relationship denies.
  const text = viewer.getByTestId('letter-text');
  await expect(text).toContainText('I have not collaborated with Ada Lovelace');
  await expect(text).not.toContainText('direct view');

  // Edit: a text citing an exhibit the petition lacks is refused with the number named, and the edit stays open.
  await viewer.getByTestId('letter-edit').click();
  const editor = viewer.getByLabel('Letter text');
  await editor.fill('Dear Officer,\n\nAs Exhibit 4 shows, Ada Lovelace is outstanding.\n\nJane Roe');
  await viewer.getByTestId('letter-save').click();
  await expect(page.getByText('The letter cites Exhibit 4, which is not in this petition.', { exact: false })).toBeVisible();
  await expect(viewer.getByTestId('letter-editor')).toBeVisible();

  const edited = 'Dear Officer,\n\nI know Ada Lovelace from the paper in Exhibit 1 and recommend her.\n\nJane Roe';
  await editor.fill(edited);
  // The status is a radio group of one choice (components/tabs.tsx): one tab stop, and an arrow key chooses.
  const status = viewer.getByRole('radiogroup', { name: 'Status' });
  await expect(status.getByRole('radio', { checked: true })).toHaveAccessibleName('Draft');
  await status.getByRole('radio', { name: 'Draft' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(status.getByRole('radio', { name: 'Final' })).toBeFocused();
  await expect(status.getByRole('radio', { checked: true })).toHaveAccessibleName('Final');
  await expect(status.getByRole('radio', { name: 'Draft' })).toHaveAttribute('tabindex', '-1');
  await viewer.getByTestId('letter-save').click();
  await expect(page.getByText('Letter updated')).toBeVisible();
  await expect(viewer.getByText('From Dr Jane Roe - Final')).toBeVisible();
  await expect(viewer.getByTestId('letter-editor')).toHaveCount(0);
  await expect(text).toHaveText(edited);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await expect(row.getByText('Final', { exact: true })).toBeVisible();
  const stored = (await (await page.request.get(`/api/petitions/${petitionId}/recommendation-letters`)).json()) as Array<{ recommenderName: string; status: string; letterContent: string }>;
  expect(stored.find((l) => l.recommenderName === 'Dr Jane Roe')).toMatchObject({ status: 'final', letterContent: edited });

  // Offline, the editor keeps the text and says, once, why it cannot save.
  await row.getByRole('button', { name: 'View' }).click();
  await viewer.getByTestId('letter-edit').click();
  await page.context().setOffline(true);
  await expect(viewer.getByTestId('letter-offline')).toHaveText('You are offline. Your edits are still here; save them when you are back online.');
  await expect(viewer.getByTestId('letter-save')).toHaveAttribute('disabled', '');
  await page.context().setOffline(false);
  await expect(viewer.getByTestId('letter-offline')).toHaveCount(0);
  await viewer.getByTestId('letter-cancel').click();
  await expect(viewer.getByTestId('letter-text')).toHaveText(edited);
});
