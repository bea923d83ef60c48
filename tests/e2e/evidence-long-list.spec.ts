import { test, expect } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';

// The evidence list paints its first rows with the page and the others in the task after
// (src/features/evidence/components/evidence-list.tsx, decision 040): every row must still arrive.

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a petition with a dozen exhibits shows every one of them when its page is opened', async ({ page, account }) => {
    void account;
    const { petitionId } = await createProfileAndPetition(page);
    for (let i = 1; i <= 12; i++) {
      await addPdfEvidence(page, petitionId, `exhibit-${i}.pdf`, [`Ada Lovelace received award number ${i} for her work on the Analytical Engine.`]);
    }
    await page.goto(`/petition/${petitionId}`);
    const rows = page.getByTestId('evidence-row');
    await expect(rows).toHaveCount(12);
    const last = rows.filter({ has: page.getByTestId('evidence-file-name').getByText('exhibit-12.pdf', { exact: true }) });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
    await expect(last.getByTestId('evidence-download')).toBeVisible();
  });
});
