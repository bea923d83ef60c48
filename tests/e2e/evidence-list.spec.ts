import { SAME_ORIGIN, test, expect, WITHOUT_SERVICE_WORKER } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Decision 034: the list carries the start of a long description; the dialog and the edit form show it whole.

const FIRST = 'Ada Lovelace won the National Prize for Excellence, awarded by a jury of her peers in computing.';
const LATER = 'The citation closes with the jury naming her analytical engine notes as the decisive contribution.';
const LONG = `${FIRST} ${'The prize is awarded once a year. '.repeat(6)}\n\n${'Nominations come from every national society. '.repeat(4)}\n\n${LATER}`;

test('a long description shows its start in the list, and whole in its dialog and in the edit form', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await addPdfEvidence(page, petitionId, 'prize.pdf', [FIRST]);
  await waitForAnalysis(page, petitionId, 1);
  const [row] = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string }>;
  const saved = await page.request.patch(`/api/evidence/${row!.id}`, { headers: SAME_ORIGIN, data: { aiDescription: LONG } });
  expect(saved.status()).toBe(200);

  const wholeRow = page.waitForResponse((r) => r.url().endsWith(`/api/evidence/${row!.id}`) && r.request().method() === 'GET');
  await page.goto(`/petition/${petitionId}`);
  const cell = page.getByTestId('evidence-row').getByTestId('open-description');
  await expect(cell).toContainText('Ada Lovelace won the National Prize');
  await expect(cell).toContainText('…');
  await cell.click();
  const dialog = page.getByTestId('evidence-text-dialog');
  await expect(dialog).toContainText(LATER);
  await wholeRow;
  await expect(dialog).toHaveAttribute('data-complete', 'true');
  // On a small phone the text is longer than the screen: a keyboard focuses it and scrolls it, and axe finds no
  // scrollable region out of a keyboard's reach.
  await page.setViewportSize({ width: 360, height: 480 });
  await expectNoSeriousA11yViolations(page, 'a long description on a small phone');
  await dialog.focus();
  await expect(dialog).toBeFocused();
  const scrolled = () => page.evaluate(async () => (await (document.querySelector('.evidence-text-dialog ion-content') as unknown as { getScrollElement(): Promise<HTMLElement> }).getScrollElement()).scrollTop);
  const top = await scrolled();
  await page.keyboard.press('PageDown');
  await expect.poll(scrolled).toBeGreaterThan(top + 100);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('evidence-row').getByTestId('evidence-edit').click();
  // Shown as the plain text it reads as (issue 33 item 6): the spaces a line ended with are not part of what is read.
  await expect(page.getByTestId('evidence-edit-description').locator('textarea')).toHaveValue(LONG.replace(/ +\n/g, '\n'));
});
