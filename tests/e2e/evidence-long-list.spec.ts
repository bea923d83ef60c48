import { makeZip } from '../fixtures/make-fixtures';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// The evidence list paints its first rows with the page and the others in the task after
// (src/features/evidence/components/evidence-list.tsx, decision 040): every row must still arrive.

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a petition with a dozen exhibits shows every one of them when its page is opened', async ({ page, account }) => {
    void account;
    const { petitionId } = await createProfileAndPetition(page);
    // A dozen text files in one zip through the real upload route: the rows are the point here, not reading PDFs.
    const zip = await makeZip(Array.from({ length: 12 }, (_, k) => ({ name: `exhibit-${k + 1}.txt`, data: Buffer.from(`Ada Lovelace received award number ${k + 1} for her work on the Analytical Engine.\n`) })));
    const upload = await page.request.post(`/api/petitions/${petitionId}/evidence/upload-zip`, {
      headers: SAME_ORIGIN,
      multipart: { zipFile: { name: 'evidence.zip', mimeType: 'application/zip', buffer: zip } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await page.goto(`/petition/${petitionId}`);
    const rows = page.getByTestId('evidence-row');
    await expect(rows).toHaveCount(12);
    const last = rows.filter({ has: page.getByTestId('evidence-file-name').getByText('exhibit-12.txt', { exact: true }) });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
    await expect(last.getByTestId('evidence-download')).toBeVisible();
  });
});
