import type { Page } from '@playwright/test';
import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';
import { createLetter } from './letter-dialog';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 33 item 6: readable everywhere. The Edit dialog shows plain text, not markdown source; the row actions have
// names a screen reader, a hover and a long press can read; a toast never covers a warning the user must read.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const AWARD = ['Ada Lovelace received the NSF CAREER award in 2021.', 'The award is given to 500 of 2,500 applicants each year by a jury of experts.'];

/** A petition with one analysed award letter whose file name has underscores (the analyst writes it escaped). */
async function petitionWithAward(page: Page): Promise<string> {
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'nsf_grant_award.pdf', AWARD);
  await waitForAnalysis(page, petitionId, 1);
  return petitionId;
}

test('the Edit dialog shows the description as plain text, and what is typed there reads back as typed', async ({ page, account }) => {
  void account;
  const petitionId = await petitionWithAward(page);
  const [stored] = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string; aiDescription: string }>;
  // The markdown the analyst wrote: what the dialog must not show.
  expect(stored!.aiDescription).toContain('**Awards**');
  expect(stored!.aiDescription).toContain('nsf\\_grant\\_award.pdf');

  await page.goto(`/petition/${petitionId}`);
  await page.getByTestId('evidence-edit').first().click();
  const description = page.getByTestId('evidence-edit-description').locator('textarea');
  await expect(description).toHaveValue(/filed under Awards/);
  const shown = await description.inputValue();
  expect(shown).toContain('nsf_grant_award.pdf');
  expect(shown).not.toMatch(/\*\*|\\_|^- /m);

  // A line typed with marks of its own is kept as typed, not turned into emphasis.
  await description.fill(`${shown}\nJudged by *500* experts_panel.`);
  await page.getByTestId('evidence-edit-save').click();
  await expect(page.getByTestId('evidence-edit-dialog')).toBeHidden();
  await page.getByTestId('open-description').first().click();
  await expect(page.getByTestId('evidence-text-dialog')).toContainText('Judged by *500* experts_panel.');
  await page.goto(`/petition/${petitionId}`);
  await page.getByTestId('evidence-edit').first().click();
  await expect(description).toHaveValue(`${shown}\nJudged by *500* experts_panel.`);
});

test('each evidence row action has a name for a screen reader, a hover and a long press, and the long press does nothing else', async ({ page, account }) => {
  void account;
  const petitionId = await petitionWithAward(page);
  await page.goto(`/petition/${petitionId}`);
  const row = page.getByTestId('evidence-row').first();
  for (const action of ['Download', 'Edit', 'Reprocess', 'Delete']) {
    const button = row.getByRole('button', { name: `${action} nsf_grant_award.pdf` });
    await expect(button).toBeVisible();
    // What a mouse's hover shows.
    await expect(button).toHaveAttribute('title', action);
  }

  // A finger held on Delete: its name shows above it, inside the screen, and nothing is deleted.
  const del = row.getByRole('button', { name: 'Delete nsf_grant_award.pdf' });
  await del.scrollIntoViewIfNeeded();
  const box = (await del.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
  const hint = page.getByRole('tooltip');
  await expect(hint).toHaveText('Delete');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const hintBox = (await hint.boundingBox())!;
  expect(hintBox.x).toBeGreaterThanOrEqual(0);
  expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(390);
  expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(box.y);
  await page.waitForTimeout(500);
  await expect(page.getByText('Delete evidence?')).toHaveCount(0);
  // A tap still deletes (after asking).
  await del.tap();
  await expect(page.getByText('Delete evidence?')).toBeVisible();
});

test('a toast never covers the letter independence warning', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await addPdfEvidence(page, petitionId, 'sparse-attention.pdf', ['Sparse Attention for Long Documents', 'Ada Lovelace, Jane Roe and Wei Chen', 'Published in the Proceedings of NeurIPS 2021.']);
  await waitForAnalysis(page, petitionId, 1);
  await page.goto(`/petition/${petitionId}?tab=letters`);
  // Named in the evidence, and said to be independent: flagged.
  await createLetter(page, 'Dr Jane Roe', 'Independent expert');
  const toast = page.getByTestId('toast').filter({ hasText: 'Letter created' });
  await expect(toast).toBeVisible();
  const warning = page.getByTestId('letter-independence').first();
  await expect(warning).toBeVisible();
  // Where a phone user reads it: at the bottom of the screen, where toasts come.
  await warning.evaluate((el) => el.scrollIntoView({ block: 'end' }));

  /** 'clear' while the toast is up and covers no warning; what covers what, otherwise. */
  const coverage = () =>
    page.evaluate(() => {
      const shown = document.querySelector('[data-testid="toast"]');
      if (!shown) return 'the toast is gone';
      const t = shown.getBoundingClientRect();
      const covered = [...document.querySelectorAll('[data-testid="letter-independence"]')].some((el) => {
        const w = el.getBoundingClientRect();
        return shown.checkVisibility({ visibilityProperty: true }) && w.bottom > t.top && w.top < t.bottom && w.right > t.left && w.left < t.right;
      });
      return covered ? `the toast (${Math.round(t.top)}–${Math.round(t.bottom)} px) covers the warning` : 'clear';
    });
  // Within the toast's first seconds (it lasts 5): it has moved off the warning.
  await expect.poll(coverage, { timeout: 2_000, intervals: [100] }).toBe('clear');
  await expect(toast).toBeVisible();
  await warning.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect.poll(coverage, { timeout: 1_000, intervals: [100] }).toBe('clear');
});
