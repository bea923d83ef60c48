import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

test('after a report is generated, the dashboard card and the petition page show the same strength', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A', fullName: 'Ada Lovelace' });
  await addPdfEvidence(page, petitionId, 'award-letter.pdf', [
    'Ada Lovelace won the 2023 National Prize for Excellence in Computing.',
    'The award is given each year to one recipient chosen by a jury of recognised experts from 400 nominees.',
  ]);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ processingStatus: string }>)[0]?.processingStatus, {
      timeout: 60_000,
    })
    .toBe('completed');

  await page.goto(`/petition/${petitionId}?tab=criteria`);
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Your criteria strength report is ready.')).toBeVisible();
  const onPage = page.getByTestId('summary-strength-value');
  await expect(onPage).toHaveText(/^\d+%$/);
  const percent = (await onPage.textContent())!.trim();

  await page.getByTestId('petition-back').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('petition-strength'), 'the dashboard shows the petition page’s strength').toHaveText(`${percent} strength`);
});
