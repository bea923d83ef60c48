import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addEvidenceFile, createProfileAndPetition, waitForAnalysis } from './helpers';

// Issue 14 item 1: 'Order for filing' renumbers the exhibits and the list shows the new numbers.

const FILES = [
  { name: 'award.txt', text: 'Ada Lovelace won the National Prize for Excellence in Computing, an award given to one recipient a year.' },
  { name: 'interview.txt', text: 'The Daily Ledger featured Ada Lovelace in a magazine interview about her work.' },
  { name: 'review.txt', text: 'Ada Lovelace served as a judge on the review committee and reviewed manuscripts as a referee.' },
];

const rows = (page: Page) => page.getByTestId('evidence-row');
const row = (page: Page, fileName: string) => rows(page).filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });
const dialog = (page: Page) => page.getByTestId('exhibit-order-dialog');

/** Each file name with the number the evidence list shows for it. */
async function numbers(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of FILES) out[f.name] = ((await row(page, f.name).getByTestId('evidence-number').textContent()) ?? '').replace(/\D/g, '');
  return out;
}

test.describe('on a phone (390×844)', () => {
  // Offline, the browser logs a service-worker script fetch it was making as it went offline (as docx-download.spec).
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, allowConsoleErrors: [/net::ERR_|WebSocket connection to .* failed/, /An unknown error occurred when fetching the script/] });

  test('exhibits are moved, applied, and the list shows the new numbers; offline it says it needs a connection', async ({ page, context, account }) => {
    void account;
    const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
    // Seeded through the real API: ordering is the subject here, not the upload.
    for (const f of FILES) await addEvidenceFile(page, petitionId, { fileName: f.name, mimeType: 'text/plain', bytes: Buffer.from(f.text) });
    await waitForAnalysis(page, petitionId, FILES.length);
    await page.goto(`/petition/${petitionId}`);
    for (const f of FILES) await expect(row(page, f.name)).toHaveAttribute('data-status', 'completed');
    const before = await numbers(page);
    const byNumber = Object.fromEntries(Object.entries(before).map(([name, n]) => [n, name]));
    expect(Object.keys(byNumber).sort()).toEqual(['1', '2', '3']);

    // Open the view from the Evidence toolbar: every exhibit, under the criterion it supports.
    await page.getByTestId('order-for-filing').tap();
    await expect(dialog(page).getByText('Order for filing', { exact: true })).toBeVisible();
    await expect(dialog(page).getByTestId('exhibit-order-row')).toHaveCount(3);
    // Each exhibit by its title (decision 050), its file name under it.
    const interview = dialog(page).getByTestId('exhibit-order-row').filter({ hasText: 'interview.txt' });
    await expect(interview.getByTestId('exhibit-order-title')).toHaveText('The Daily Ledger featured Ada Lovelace in a magazine interview about her work');
    await expect(dialog(page).getByRole('heading', { name: 'Awards' })).toBeVisible();
    const apply = dialog(page).getByTestId('exhibit-order-apply');
    await expect(apply).toHaveAttribute('disabled');

    // Fits the phone, with 44 px targets.
    const up = dialog(page).getByRole('button', { name: 'Move Exhibit 3 up' });
    const box = await up.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Offline: one clear message, and Apply waits for the connection.
    await up.tap();
    await context.setOffline(true);
    await expect(dialog(page).getByTestId('exhibit-order-error')).toHaveText('You are offline. Ordering exhibits for filing needs a connection.');
    await expect(apply).toHaveAttribute('disabled');
    await context.setOffline(false);
    await expect(dialog(page).getByTestId('exhibit-order-error')).toHaveCount(0);

    // Exhibit 3 moved up becomes Exhibit 2, and Exhibit 2 becomes 3.
    await expect(dialog(page).getByText('→ Exhibit 2')).toBeVisible();
    await apply.tap();
    await expect(page.getByTestId('toast')).toContainText('Exhibits renumbered');
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, byNumber['3']!).getByTestId('evidence-number')).toContainText('#2');
    await expect(row(page, byNumber['2']!).getByTestId('evidence-number')).toContainText('#3');
    await expect(row(page, byNumber['1']!).getByTestId('evidence-number')).toContainText('#1');

    // Kept on the server.
    await page.reload();
    await expect(row(page, byNumber['3']!).getByTestId('evidence-number')).toContainText('#2');
    expect(await numbers(page)).toEqual({ ...before, [byNumber['3']!]: '2', [byNumber['2']!]: '3' });
  });
});
