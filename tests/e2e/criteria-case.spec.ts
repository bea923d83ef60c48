import type { Page } from '@playwright/test';
import { test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

type EvidenceRow = { fileName: string; evidenceNumber: number | null; processingStatus: string | null; processingError: string | null };

/** Adds evidence the way the client does (hash, presign, PUT, register) and waits for its analysis. */
async function addAnalysedEvidence(page: Page, petitionId: string, fileName: string, lines: string[]) {
  await addPdfEvidence(page, petitionId, fileName, lines);
  await expect
    .poll(
      async () => {
        const rows = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as EvidenceRow[];
        const row = rows.find((r) => r.fileName === fileName);
        return row?.processingStatus === 'failed' ? `failed: ${row.processingError}` : row?.processingStatus;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
}

test('a user builds the criteria report, generates a statement that arrives by push, reads, copies and deletes it', async ({ page, context, account }) => {
  void account;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A', fullName: 'Ada Lovelace' });
  await addAnalysedEvidence(page, petitionId, 'award-letter.pdf', [
    'Ada Lovelace won the 2023 National Prize for Excellence in Computing.',
    'The award is given each year to one recipient chosen by a jury of recognised experts from 400 nominees.',
    'The prize is recognised nationally and internationally.',
  ]);

  // A second tab on the Case tab: the statement must show up there by push, with no reload.
  const casePage = await context.newPage();
  await casePage.goto(`/petition/${petitionId}?tab=case`);
  await expect(
    casePage.getByText(
      'No case documents yet - Generate statements from the Strategy tab to build your petition case. Each generated statement will appear here as a document piece.',
    ),
  ).toBeVisible();

  // The report.
  await page.goto(`/petition/${petitionId}?tab=criteria`);
  await expect(page.getByRole('heading', { name: 'Strategic Criteria Analysis' })).toBeVisible();
  await expect(page.getByText('No criteria report yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Your criteria strength report is ready.')).toBeVisible();
  await expect(page.getByText('Report generated')).toBeVisible();
  await expect(page.getByTestId('report-author')).toHaveText('Drafted by the built-in analyst');
  await expect(page.getByTestId('final-merits-card')).toContainText('Final Merits Statement');
  const cards = page.locator('[data-testid^="criterion-o1a_"]');
  await expect(cards).toHaveCount(8);
  const percents = (await cards.locator('.criterion-percent').allTextContents()).map((t) => Number(t.replace('%', '')));
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  const awards = page.getByTestId('criterion-o1a_awards');
  await expect(cards.first()).toHaveAttribute('data-testid', 'criterion-o1a_awards');
  await expect(awards).toContainText('Exhibit 1: award-letter.pdf');
  await expect(awards).toContainText('Evidence: 1 document');
  await expect(page.getByTestId('criterion-o1a_high_salary')).toHaveAttribute('data-strength', 'weak');
  await expect(page.getByTestId('criterion-o1a_high_salary')).toContainText('0%');
  await expect(page.getByRole('heading', { name: 'Strategic Recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Final Merits' })).toBeVisible();
  // The petition was refetched: the summary's strength is a percentage now.
  await expect(page.getByTestId('summary-strength-value')).toHaveText(/^\d+%$/);

  // A statement, through the instructions dialog.
  await awards.getByRole('button', { name: 'Create Cover Letter Section' }).click();
  const dialog = page.getByTestId('instructions-dialog');
  await expect(dialog.getByRole('heading', { name: 'Awards' })).toBeVisible();
  await dialog.locator('textarea').fill('Stress the international jury.');
  // The request is held (not answered for the server) until the button has been seen: the local
  // job can finish and push within one poll of the assertion otherwise.
  let releaseRequest!: () => void;
  const held = new Promise<void>((resolve) => (releaseRequest = resolve));
  await page.route(/\/generate-statement$/, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  // Set at the click, before the server answers; cleared by the push.
  await expect(awards.getByRole('button', { name: 'Generating...' })).toBeVisible();
  releaseRequest(); // later requests pass straight through
  await expect(awards.getByRole('button', { name: 'Refresh Cover Letter Section' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('statement-instructions:O-1A:o1a_awards'))).toBe('Stress the international jury.');

  // It arrived in the other tab by push.
  await expect(casePage.getByText('Your criteria statement is ready.')).toBeVisible({ timeout: 30_000 });
  await expect(casePage.getByRole('heading', { name: 'Case Documents' })).toBeVisible();
  await expect(casePage.getByTestId('case-document-count')).toHaveText('1 document');
  const card = casePage.getByTestId('case-document-card');
  await expect(card).toContainText('Awards');
  await expect(card).toContainText('Statement');
  await expect(card).toContainText(/\d[\d,]* words/);
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const preview = card.locator('.case-preview');
  await expect(preview).toHaveText(/^.{200}\.\.\.$/s);
  await expect(preview).not.toContainText('#');
  await expect(preview).not.toContainText('**');

  // The statement viewer: read-only text, copy with a 'Copied' state.
  await awards.getByRole('button', { name: 'View Statement' }).click();
  const viewer = page.getByTestId('statement-viewer');
  const text = viewer.locator('textarea');
  await expect(text).toHaveValue(/Exhibit 1/);
  await expect(text).toHaveValue(/^[^\n#*]+\n\n/);
  await expect(text).not.toHaveValue(/Stress the international jury\./);
  await expect(text).not.toHaveValue(/#|\*\*/);
  await expect(text).toHaveAttribute('readonly', '');
  // Which analyst wrote it: small print beside the text, never in it.
  await expect(viewer.getByTestId('statement-author')).toHaveText('Drafted by the built-in analyst');
  await expect(text).not.toHaveValue(/built-in analyst/);
  // What the draft rests on, and that the instructions were followed, sits beside it, not in it.
  const notes = viewer.getByTestId('statement-notes');
  await expect(notes).toContainText('Drafted from Exhibit');
  await expect(notes).toContainText('Your instructions');
  await expect(text).not.toHaveValue(/Drafted from|Your instructions/);
  // Layout sizes are fractional (399.99997 px on Chromium 156): compare with a sub-pixel tolerance.
  expect(await text.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(400 - 0.5);
  await viewer.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clipboard = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const read = async (type: string) => (item?.types.includes(type) ? (await item.getType(type)).text() : null);
    return { plain: await read('text/plain'), html: await read('text/html') };
  });
  expect(clipboard.plain).toBe(await text.inputValue());
  expect(clipboard.html).toMatch(/<h1|<strong/);
  await expect(viewer.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({ timeout: 4000 });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // Refresh: the saved instructions come back; blank ones are forgotten; still one document.
  await awards.getByRole('button', { name: 'Refresh Cover Letter Section' }).click();
  await expect(dialog.locator('textarea')).toHaveValue('Stress the international jury.');
  await dialog.locator('textarea').fill('');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Your criteria statement is ready.')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('statement-instructions:O-1A:o1a_awards'))).toBeNull();
  await expect(casePage.getByTestId('case-document-count')).toHaveText('1 document');
  await expect(card).not.toContainText('Stress the international jury.');

  // The Case tab viewer, then delete (Cancel first).
  await card.click();
  const caseViewer = casePage.getByTestId('case-document-viewer');
  await expect(caseViewer).toContainText('Generated on');
  await expect(caseViewer.getByRole('heading', { level: 1 })).toContainText('Awards');
  await expect(caseViewer.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(caseViewer.locator('.case-markdown strong').first()).toBeVisible();
  await expect(caseViewer.getByTestId('case-notes')).toContainText('Drafted from Exhibit');
  await expect(caseViewer.locator('.case-markdown')).not.toContainText('**');
  await expect(caseViewer.locator('.case-markdown')).not.toContainText('# ');
  await casePage.getByTestId('close-case-viewer').click();
  await expect(caseViewer).toBeHidden();

  await card.getByTestId('delete-case-document').click();
  const alert = casePage.getByRole('alertdialog');
  await expect(alert).toContainText('Delete document?');
  await expect(alert).toContainText(/Are you sure you want to delete ".+"\? This action cannot be undone\./);
  await alert.getByRole('button', { name: 'Cancel' }).click();
  // A click while the alert is still closing would land on it, not open a new one.
  await expect(alert).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByTestId('delete-case-document').click();
  await casePage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(casePage.getByText('The case document has been removed.')).toBeVisible();
  await expect(casePage.getByText(/^No case documents yet - /)).toBeVisible();
});

test('the report works with no evidence, and the final merits statement can be generated from it', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'UK_GLOBAL_TALENT' });
  await page.goto(`/petition/${petitionId}?tab=criteria`);
  await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
  await expect(page.getByText('Report generated')).toBeVisible();
  const cards = page.locator('[data-testid^="criterion-uk_"]');
  await expect(cards).toHaveCount(5);
  for (const strength of await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-strength')))) expect(strength).toBe('weak');

  await page.getByRole('button', { name: 'Refresh Report' }).click();
  await expect(page.getByText('Report generated')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Final Merits' }).click();
  await page.getByTestId('instructions-dialog').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Your criteria statement is ready.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Refresh Final Merits' })).toBeVisible();
  await page.getByTestId('final-merits-card').getByRole('button', { name: 'View Statement' }).click();
  await expect(page.getByTestId('statement-viewer').locator('textarea')).toHaveValue(/\S/);
  await page.getByTestId('statement-viewer').getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('tab-case').click();
  await expect(page.getByTestId('case-document-count')).toHaveText('1 document');
});
