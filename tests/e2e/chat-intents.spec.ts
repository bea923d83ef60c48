import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

const AWARD_NOTICE = [
  'Royal Academy of Engineering',
  'Dear Dr. Lovelace,',
  'We are delighted to inform you that you have been awarded the Silver Medal for 2023.',
  'The medal recognises your outstanding contribution to compiler design.',
  'Only four medals are awarded each year, chosen from 120 nominations.',
];
const SALARY_LETTER = [
  'Analytical Engines Ltd',
  'Dear Dr. Lovelace,',
  'This letter confirms your employment as Chief Engineer.',
  'Your annual base salary is $485,000, effective 1 January 2024.',
  'This places you above the 95th percentile of engineers in the United Kingdom.',
];
// The CV states a salary too: the salary question must still be answered from the letter.
const CV = [
  'Ada Lovelace - Curriculum Vitae',
  'Chief Engineer, Analytical Engines Ltd, 2019 to present.',
  'Graduate engineer at Difference Labs from 2012, on a salary of £30,000.',
  'Education: University of London, BSc Mathematics.',
];

test('the chat lists a criterion’s exhibits, summarises an exhibit by number and reads the salary letter', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await addPdfEvidence(page, petitionId, 'award-notice.pdf', AWARD_NOTICE);
  await addPdfEvidence(page, petitionId, 'salary-letter.pdf', SALARY_LETTER);
  await addPdfEvidence(page, petitionId, 'cv.pdf', CV);
  await waitForAnalysis(page, petitionId, 3);
  await page.goto(`/petition/${petitionId}?tab=chat`);
  await expect(page.getByText('Ask Questions About Your Petition')).toBeVisible();
  await expect(page.getByTestId('chat-assistant').first()).toContainText('3 evidence documents');

  const input = page.getByPlaceholder('Ask about your evidence, visa criteria, or petition strength...');
  let asked = 0;
  const ask = async (question: string) => {
    await input.fill(question);
    await input.press('Enter');
    asked += 1;
    await expect(page.getByTestId('chat-user').nth(asked - 1)).toHaveText(question);
    await expect(page.getByText('Thinking...')).toHaveCount(0);
    return page.getByTestId('chat-assistant').nth(asked);
  };

  const awards = await ask('Which exhibits support the awards criterion?');
  await expect(awards).toContainText('Awards: 1 exhibit is filed under it.');
  await expect(awards).toContainText('Exhibit 1 (award-notice.pdf)');
  await expect(awards).toContainText('We are delighted to inform you that you have been awarded the Silver Medal for 2023.');
  await expect(awards).not.toContainText('Exhibit 2');

  const summary = await ask('Summarise Exhibit 2');
  await expect(summary).toContainText('Exhibit 2 (salary-letter.pdf) is filed under High Salary');
  await expect(summary.locator('blockquote')).toContainText('Your annual base salary is $485,000, effective 1 January 2024.');
  await expect(summary).not.toContainText('Exhibit 1');

  const letter = await ask('What does my salary letter say?');
  await expect(letter).toContainText('Exhibit 2 (salary-letter.pdf)');
  await expect(letter.locator('blockquote')).toContainText('Your annual base salary is $485,000, effective 1 January 2024.');
  await expect(letter).not.toContainText('£30,000');
  await expect(letter).not.toContainText('Exhibit 3');
});
