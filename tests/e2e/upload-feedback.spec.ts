import type { Page } from '@playwright/test';
import { makeTextPdf, makeZip } from '../fixtures/make-fixtures';
import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 12 item 5, against the real server and analyst: a selection with a bad file still uploads
// the good ones, file names keep their underscores in previews, PDF rows show their type, and a
// bulk reprocess reports one grouped line rather than a toast per document.

const AWARD = ['Ada Lovelace won the 2023 National Prize for Excellence in Computing.', 'The award is given each year by a jury of recognised experts to one recipient.'];
const PRESS = ['The Guardian newspaper featured Ada Lovelace in a magazine interview.', 'The coverage was written by a staff journalist.'];
const JUDGING = ['Ada Lovelace served as a judge on the review committee of the International Conference.', 'She reviewed manuscripts as a referee for the journal.'];

const rows = (page: Page) => page.getByTestId('evidence-row');
const row = (page: Page, fileName: string) => rows(page).filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

/** Every toast text the page shows from now on (one toast at a time, so a burst would otherwise be missed). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() =>
      document.querySelectorAll('[data-testid="toast"]').forEach((t) => {
        const text = t.textContent ?? '';
        if (seen[seen.length - 1] !== text) seen.push(text);
      }),
    ).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { seenToasts: string[] }).seenToasts]);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('an 11 MB PDF picked with a small text file: the text file uploads and the PDF is named with its reason', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();

  await page.getByTestId('evidence-file-input').setInputFiles([
    { name: 'big_scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) },
    { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Ada Lovelace won the 2023 National Prize for Excellence in Computing.') },
  ]);
  await expect(page.getByTestId('upload-problems')).toHaveText('big_scan.pdf exceeds maximum allowed size of 10 MB');
  await expect(row(page, 'note.txt')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'big_scan.pdf')).toHaveCount(0);

  // Two refused files and one good one: each refused file is named with its own reason.
  const seenToasts = await recordToasts(page);
  await page.getByTestId('evidence-file-input').setInputFiles([
    { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    { name: 'award.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(AWARD) },
    { name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
  ]);
  const problems = page.getByTestId('upload-problems').getByRole('listitem');
  await expect(problems).toHaveText([
    'This file is smaller than the allowed size: empty.pdf is empty (0 bytes). Choose a file with content.',
    'You can only upload: PDF, Word (.docx), text (.txt, .md, .csv) and images. tool.exe is not one of these.',
  ]);
  // The good file's own toast may already have replaced it: one toast at a time.
  await expect.poll(seenToasts).toContainEqual(expect.stringContaining('2 files were not uploaded.'));
  await expect(row(page, 'award.pdf')).toBeVisible({ timeout: 30_000 });
  await expect(rows(page)).toHaveCount(2);

  // Several good files picked together: their upload toasts count up on one line.
  await page.getByTestId('evidence-file-input').setInputFiles([
    { name: 'press.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(PRESS) },
    { name: 'judging.pdf', mimeType: 'application/pdf', buffer: await makeTextPdf(JUDGING) },
  ]);
  await expect(rows(page)).toHaveCount(4, { timeout: 30_000 });
  // The line counts up to '2 of 2 uploaded', unless a file's analysis ended before its upload's reply was read and
  // said so: 'analyzing' would then replace truer news (use-file-uploads.ts). Jobs start within milliseconds of their
  // upload (decision 086), so that happens, to either file. Each file's news is its count or its processed toast.
  const counted = async () => {
    const toasts = await seenToasts();
    const has = (text: string) => toasts.some((t) => t.includes(text));
    return has('2 of 2 uploaded') || (has('Evidence processedjudging.pdf') && (has('1 of 2 uploaded') || has('Evidence processedpress.pdf')));
  };
  await expect.poll(counted, { message: "the upload line counted both files, or a file's analysis said it was done first" }).toBe(true);
});

test('Reprocess All Evidence reports one grouped line; previews keep underscores; PDF rows show their type', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'award_letter_2023.pdf', AWARD);
  await addPdfEvidence(page, petitionId, 'press_feature.pdf', PRESS);
  await addPdfEvidence(page, petitionId, 'judging_invite.pdf', JUDGING);
  await waitForAnalysis(page, petitionId, 3);
  await page.goto(`/petition/${petitionId}`);
  await expect(rows(page)).toHaveCount(3);

  // The analyst escapes the name as markdown ('award\_letter\_2023.pdf'); the preview shows it as written.
  await expect(row(page, 'award_letter_2023.pdf').getByTestId('open-description')).toContainText('award_letter_2023.pdf');
  await expect(row(page, 'award_letter_2023.pdf').getByTestId('evidence-type-badge')).toHaveText('PDF');

  const seenToasts = await recordToasts(page);
  const reply = page.waitForResponse((r) => r.url().endsWith('/evidence/bulk-reprocess'));
  await page.getByTestId('service-actions').click();
  await page.locator('ion-item', { hasText: 'Reprocess All Evidence' }).or(page.getByRole('listitem').filter({ hasText: 'Reprocess All Evidence' })).first().click();
  expect((await reply).status()).toBe(200);
  await expect.poll(seenToasts, { timeout: 60_000 }).toContainEqual(expect.stringContaining('3 of 3 analysed'));
  const seen = await seenToasts();
  // No toast per document: no file name in any toast, and the count only grows.
  expect(seen.filter((t) => /\.pdf/.test(t))).toEqual([]);
  const counts = seen.flatMap((t) => /(\d+) of 3 analysed/.exec(t)?.[1] ?? []).map(Number);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  for (const name of ['award_letter_2023.pdf', 'press_feature.pdf', 'judging_invite.pdf']) {
    await expect(row(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  }
});

test('a zip of three documents reports one grouped line, not a toast per document', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  const zip = await makeZip([
    { name: 'award_2023.pdf', data: await makeTextPdf(AWARD) },
    { name: 'press.pdf', data: await makeTextPdf(PRESS) },
    { name: 'judging.pdf', data: await makeTextPdf(JUDGING) },
  ]);
  const seenToasts = await recordToasts(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-zip').click();
  await (await chooser).setFiles({ name: 'evidence.zip', mimeType: 'application/zip', buffer: zip });
  await expect.poll(seenToasts, { timeout: 60_000 }).toContainEqual(expect.stringContaining('3 of 3 analysed'));
  expect((await seenToasts()).filter((t) => /Evidence processed.*\.pdf/.test(t))).toEqual([]);
  await expect(rows(page)).toHaveCount(3);
});
