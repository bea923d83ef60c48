import type { Page } from '@playwright/test';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

const MEDAL_LETTER = [
  'The Royal Society',
  'Dear Dr. Lovelace,',
  'The Council of the Royal Society has awarded you the Sylvester Gold Medal for 2021.',
  'The medal recognises your outstanding contribution to compiler optimisation.',
  'Only one medal is awarded each year, chosen from 140 nominations.',
];
const CV = [
  'Ada Lovelace - Curriculum Vitae',
  'Senior Engineer, Analytical Engines Ltd, 2015 to present.',
  'Education: University of London, BSc Mathematics.',
  'Skills: numerical methods, programming languages.',
];

/** A petition with the medal letter as Exhibit 1 and the CV as Exhibit 2, both analysed. */
async function petitionWithEvidence(page: Page) {
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await addPdfEvidence(page, petitionId, 'royal-society-medal.pdf', MEDAL_LETTER);
  await addPdfEvidence(page, petitionId, 'cv.pdf', CV);
  await waitForAnalysis(page, petitionId, 2);
  return petitionId;
}

test('a recommendation letter is drafted from the evidence, read in the viewer and deleted', async ({ page, account }) => {
  void account;
  const petitionId = await petitionWithEvidence(page);
  await page.goto(`/petition/${petitionId}?tab=letters`);

  const suggestions = page.getByTestId('recommenders-card');
  await expect(suggestions.getByText('Recommended Recommenders')).toBeVisible();
  await expect(suggestions.getByText('Industry Leader or Executive')).toBeVisible();
  await expect(suggestions.getByText('Peer Researcher or Collaborator')).toBeVisible();
  await expect(page.getByTestId('recommender-suggestion')).not.toHaveCount(0);
  expect(await page.getByTestId('recommender-suggestion').count()).toBeLessThanOrEqual(4);

  await expect(page.getByText('No recommendation letters yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Letter' }).click();
  const dialog = page.getByTestId('create-letter-dialog');
  await expect(dialog.getByText('Create Recommendation Letter')).toBeVisible();
  await expect(dialog.getByText('Provide details about the recommender and AI will generate a draft letter.')).toBeVisible();

  // The form checks the same rules as the server before anything is sent.
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Organization is required')).toBeVisible();
  await expect(dialog.getByText('Relationship is required')).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill('Prof. Grace Hopper');
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByLabel('Title', { exact: true }).fill('Professor of Computer Science');
  await dialog.getByLabel('Organization').fill('Yale University');
  await dialog.getByLabel('Relationship').fill('I supervised her doctoral research for four years.');
  await dialog.getByLabel('Key Achievements (optional, one per line)').fill('Awarded the Sylvester Gold Medal for compiler optimisation\n\n   \nBuilt the first loop optimiser');
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByLabel('Email (optional)').fill('grace@yale.example.edu');
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();

  await expect(page.getByText('Letter created')).toBeVisible();
  await expect(page.getByText('Recommendation letter has been generated.')).toBeVisible();
  const table = page.getByTestId('letters-table');
  for (const header of ['Recommender', 'Title & Organization', 'Relationship', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const row = table.getByTestId('letter-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Prof. Grace Hopper')).toBeVisible();
  await expect(row.getByText('grace@yale.example.edu')).toBeVisible();
  await expect(row.getByText('Yale University')).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();

  // Blank achievement lines were dropped on the way in.
  const stored = (await (await page.request.get(`/api/petitions/${petitionId}/recommendation-letters`)).json()) as Array<{ keyAchievements: string[] }>;
  expect(stored[0]?.keyAchievements).toEqual(['Awarded the Sylvester Gold Medal for compiler optimisation', 'Built the first loop optimiser']);

  await row.getByRole('button', { name: 'View' }).click();
  const viewer = page.getByTestId('letter-viewer');
  await expect(viewer.getByText('From Prof. Grace Hopper - Draft')).toBeVisible();
  const text = viewer.getByTestId('letter-text');
  await expect(text).toContainText('My name is Prof. Grace Hopper');
  await expect(text).toContainText('Exhibit 1');
  await expect(text).not.toContainText('Exhibit 3');
  await expect(viewer.getByTestId('letter-author')).toHaveText('Drafted by the built-in analyst');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await row.getByRole('button', { name: 'Delete letter from Prof. Grace Hopper' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Letter deleted')).toBeVisible();
  await expect(page.getByText('No recommendation letters yet')).toBeVisible();
});

test('on a phone the letters show as cards with the same actions', async ({ page, account }) => {
  void account;
  await page.setViewportSize({ width: 360, height: 640 });
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1B' });
  const created = await page.request.post(`/api/petitions/${petitionId}/recommendation-letters`, {
    headers: { ...SAME_ORIGIN, 'Idempotency-Key': 'phone-test-1' },
    data: { recommenderName: 'Agnes Varda', recommenderTitle: 'Director', recommenderOrganization: 'Cine-Tamaris', relationship: 'Colleague', keyAchievements: [] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/petition/${petitionId}?tab=letters`);
  // No evidence yet: the O-1B standing suggestion still shows.
  await expect(page.getByText('Industry Expert or Critic')).toBeVisible();
  await expect(page.getByTestId('letters-table')).toHaveCount(0);
  const card = page.getByTestId('letter-row');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Agnes Varda')).toBeVisible();
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('letter-viewer').getByText('From Agnes Varda - Draft')).toBeVisible();
});

test('the chat answers from the one document that holds the answer and cites its exhibit', async ({ page, account }) => {
  void account;
  const petitionId = await petitionWithEvidence(page);
  await page.goto(`/petition/${petitionId}?tab=chat`);

  await expect(page.getByText('Ask Questions About Your Petition')).toBeVisible();
  const greeting = page.getByTestId('chat-assistant').first();
  await expect(greeting).toContainText('EB-1A');
  await expect(greeting).toContainText('2 evidence documents');
  await expect(page.getByTestId('chat-no-evidence')).toHaveCount(0);

  const input = page.getByPlaceholder('Ask about your evidence, visa criteria, or petition strength...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByTestId('chat-user')).toHaveCount(0);

  // Shift+Enter starts a new line instead of sending.
  await input.fill('Which medal did the Royal Society');
  await input.press('Shift+Enter');
  await input.pressSequentially('award me?');
  await expect(input).toHaveValue('Which medal did the Royal Society\naward me?');
  await expect(page.getByTestId('chat-user')).toHaveCount(0);

  await input.press('Enter');
  await expect(page.getByTestId('chat-user')).toHaveText('Which medal did the Royal Society\naward me?');
  await expect(input).toHaveValue('');
  const answer = page.getByTestId('chat-assistant').nth(1);
  await expect(answer).toContainText('Sylvester Gold Medal');
  await expect(answer).toContainText('Exhibit 1');
  await expect(answer).not.toContainText('Exhibit 2');
  await expect(page.getByText('Thinking...')).toHaveCount(0);
});

test('the chat on a petition without evidence shows the yellow notice and greets with zero documents', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'UK_GLOBAL_TALENT' });
  await page.goto(`/petition/${petitionId}?tab=chat`);
  await expect(page.getByTestId('chat-no-evidence')).toHaveText(
    'No evidence uploaded yet - Upload evidence documents to get more specific answers about your petition.',
  );
  await expect(page.getByTestId('chat-assistant').first()).toContainText('0 evidence documents');
  await expect(page.locator('.chat-view')).toHaveCSS('height', '500px');

  const input = page.getByPlaceholder('Ask about your evidence, visa criteria, or petition strength...');
  await input.fill('  What are the criteria?  ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-user')).toHaveText('What are the criteria?');
  await expect(page.getByTestId('chat-assistant').nth(1)).toContainText('The criteria are');
});

test('an Enter pressed in the same moment as the last letter sends the whole question, not the draft before it', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await page.goto(`/petition/${petitionId}?tab=chat`);
  const input = page.getByPlaceholder('Ask about your evidence, visa criteria, or petition strength...');
  await input.fill('Which medal');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  // The last letters and the Enter in one task, as a fast typist's or a paste's can arrive: the input's re-render
  // comes after the key.
  await input.evaluate((textarea: HTMLTextAreaElement) => {
    textarea.value = 'Which medal did I win?';
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: ' did I win?' }));
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
  });
  await expect(page.getByTestId('chat-user')).toHaveText('Which medal did I win?');
  await expect(input).toHaveValue('');
});
