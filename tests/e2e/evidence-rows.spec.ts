import { randomBytes } from 'node:crypto';
import { expect as pollExpect, type BrowserContextOptions, type Page } from '@playwright/test';
import { makeZip } from '../fixtures/make-fixtures';
import { test as base, expect, SAME_ORIGIN, signUpAndSignIn, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition } from './helpers';

base.use(WITHOUT_SERVICE_WORKER);

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

// A petition of fifty exhibits draws its first rows with the page, rows coming near the screen at once, and the
// rest a few at a time while the browser is idle (docs/decisions/041). Every row must stay reachable: by
// scrolling, by the keyboard and find-in-page (every row ends up in the page), and by push updates.

const ROWS = 50;
const name = (i: number) => `exhibit-${String(i).padStart(2, '0')}.txt`;
const LINES = [
  'Ada Lovelace won the National Prize for Excellence in Computing, awarded by a jury of experts.',
  'The Guardian newspaper featured her work in a magazine interview by a staff journalist.',
  'She served as a judge on the program committee and reviewed manuscripts for the journal.',
];

/**
 * A petition with fifty analysed text documents, uploaded as one zip through the real API. Seeded once per worker
 * for every test of this file (each only reads it, save a description edit the others do not look at): fifty
 * analyses are the setting here, not what is tested, and three of them cost minutes of the suite's two cores.
 * Each test signs in as that account through its session cookie.
 */
const test = base.extend<{ petitionId: string }, { fiftyRows: { petitionId: string; storageState: StorageState } }>({
  fiftyRows: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
      await signUpAndSignIn(request, { email: `rows-${randomBytes(5).toString('hex')}@example.com`, firstName: 'Ada' });
      const { petitionId } = await createProfileAndPetition({ request });
      const zip = await makeZip(Array.from({ length: ROWS }, (_, k) => ({ name: name(k + 1), data: Buffer.from(`Exhibit ${k + 1}.\n${LINES[k % LINES.length]}\n`) })));
      const upload = await request.post(`/api/petitions/${petitionId}/evidence/upload-zip`, {
        headers: SAME_ORIGIN,
        multipart: { zipFile: { name: 'evidence.zip', mimeType: 'application/zip', buffer: zip } },
      });
      expect(upload.status(), await upload.text()).toBe(200);
      await pollExpect
        .poll(
          async () => {
            const rows = (await (await request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ processingStatus: string | null }>;
            return rows.filter((r) => r.processingStatus === 'completed').length;
          },
          { timeout: 120_000, message: 'the fifty documents were not analysed' },
        )
        .toBe(ROWS);
      const storageState = await request.storageState();
      await request.dispose();
      await use({ petitionId, storageState });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  storageState: async ({ fiftyRows }, use) => use(fiftyRows.storageState),
  petitionId: async ({ fiftyRows }, use) => use(fiftyRows.petitionId),
});

const rows = (page: Page) => page.getByTestId('evidence-row');
const row = (page: Page, fileName: string) => rows(page).filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the last of fifty exhibits is reached by scrolling, its actions work, and a push updates that row alone', async ({ page, petitionId }) => {
    await page.goto(`/petition/${petitionId}`);
    await expect(rows(page)).toHaveCount(ROWS);

    // Scrolled to the bottom the way a finger or a mouse wheel does: the last card shows whole, with its analysis.
    const last = row(page, name(ROWS));
    await page.mouse.move(195, 600);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(last.getByTestId('evidence-edit')).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(last.getByTestId('evidence-number')).toHaveText(`Exhibit #${ROWS}`);
    await expect(last.getByTestId('status-completed')).toBeVisible();
    await expect(last.getByTestId('open-description')).toContainText(name(ROWS));

    // Its actions: Edit opens the form on this document, Delete asks about this document.
    await last.getByTestId('evidence-edit').click();
    const form = page.getByTestId('evidence-edit-dialog');
    await expect(form.getByText('Edit evidence')).toBeVisible();
    await expect(form.locator('.evidence-dialog-file')).toHaveText(name(ROWS));
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await last.getByTestId('evidence-delete').click();
    const alert = page.locator('ion-alert');
    await expect(alert).toContainText(`Are you sure you want to delete "${name(ROWS)}"? This action cannot be undone.`);
    await alert.getByRole('button', { name: 'Cancel' }).click();
    await expect(alert).toHaveCount(0);

    // Changed elsewhere (another tab, the API): the push names the row, and this row alone shows the change.
    const listed = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string; fileName: string }>;
    const target = listed.find((r) => r.fileName === name(ROWS))!;
    const patched = await page.request.patch(`/api/evidence/${target.id}`, { headers: SAME_ORIGIN, data: { aiDescription: 'Corrected: the award letter from the jury.' } });
    expect(patched.status(), await patched.text()).toBe(200);
    await expect(last.getByTestId('open-description')).toHaveText('Corrected: the award letter from the jury.');
    await expect(last.getByTestId('evidence-user-set')).toHaveText('Edited by you');
    const neighbour = row(page, name(ROWS - 1));
    await expect(neighbour.getByTestId('open-description')).not.toContainText('Corrected');
    await expect(neighbour.getByTestId('evidence-user-set')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(ROWS);
  });

  test('without any scrolling, every one of fifty exhibits ends up in the page, for the keyboard and find-in-page', async ({ page, petitionId }) => {
    await page.goto(`/petition/${petitionId}`);
    await expect(rows(page)).toHaveCount(ROWS);
    await expect(page.getByTestId('evidence-edit')).toHaveCount(ROWS);
    await expect(page.getByTestId('open-relevance')).toHaveCount(ROWS);
    // In list order, the last card's buttons last: Tab walks them in the order they are shown.
    await expect(page.getByTestId('evidence-number').last()).toHaveText(`Exhibit #${ROWS}`);
    await expect(page.getByTestId('evidence-delete').last()).toHaveAccessibleName(`Delete ${name(ROWS)}`);
    // From the last button of the card before, Tab goes on into the last card: its fact line comes first, then its description.
    await page.getByTestId('evidence-delete').nth(ROWS - 2).focus();
    await page.keyboard.press('Tab');
    await expect(row(page, name(ROWS)).getByTestId('evidence-facts')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(row(page, name(ROWS)).getByTestId('open-description')).toBeFocused();
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table of fifty exhibits holds every row, and the last one is reached by scrolling', async ({ page, petitionId }) => {
    await page.goto(`/petition/${petitionId}`);
    const table = page.getByTestId('evidence-table');
    await expect(table.getByTestId('evidence-row')).toHaveCount(ROWS);
    await expect(table.getByTestId('evidence-download')).toHaveCount(ROWS);
    const last = row(page, name(ROWS));
    await page.mouse.move(640, 500);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(last.getByTestId('evidence-delete')).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(last.getByRole('cell').first()).toHaveText(String(ROWS));
    await last.getByTestId('evidence-delete').click();
    await expect(page.locator('ion-alert')).toContainText(`"${name(ROWS)}"`);
    await page.locator('ion-alert').getByRole('button', { name: 'Cancel' }).click();
  });
});
