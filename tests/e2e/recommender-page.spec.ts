import type { Page } from '@playwright/test';
import type { CreatedRequest } from '../../src/contract/recommenders';
import { makeDocx, makeZip } from '../fixtures/make-fixtures';
import { expectNoSeriousA11yViolations } from './a11y';
import { test, expect, SAME_ORIGIN } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 35: the recommender's page on a 360 px phone, opened with no cookies. It loads none of the applicant
// app's screens (nor zod, nor a service worker that would precache the whole app), has no serious or critical
// axe violation, fits the screen, keeps a 20,000-character answer that is over the limit (said so, beside it),
// takes their own letter as a Word document and refuses a hostile one with a clear message. Nothing drawn or
// nothing written cannot be signed; their own letter signs once.

const VIEWPORT = { width: 360, height: 740 };
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Chunks of the applicant's app (decision 043's screen groups, their schemas): the recommender needs none. */
const APPLICANT_CODE = /\/assets\/(signed-in|signed-in-app|petition-page|dashboard|landing|shared|zod|entities|profile|letters|recommenders)-[\w-]+\.(js|css)$/;

/** Elements reaching past either side of the screen, and whether the page scrolls sideways (as fits.ts measures the app). */
function tooWide(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  for (const el of document.querySelectorAll('*')) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 0.5 || box.left < -0.5) found.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)} px`);
  }
  for (const scroller of [document.scrollingElement ?? document.documentElement, ...document.querySelectorAll('.recommend-scroll')]) {
    if (scroller.scrollWidth > scroller.clientWidth) found.push(`${scroller.className || scroller.tagName} scrolls sideways: ${scroller.scrollWidth} px`);
  }
  return found;
}

async function drawSignature(rec: Page) {
  const pad = rec.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await rec.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await rec.mouse.down();
  for (const [x, y] of [
    [0.3, 0.2],
    [0.6, 0.8],
    [0.9, 0.4],
  ] as const)
    await rec.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await rec.mouse.up();
}

async function sign(rec: Page) {
  await rec.getByRole('button', { name: 'Sign the letter' }).click();
}

async function upload(rec: Page, name: string, buffer: Buffer) {
  await rec.getByLabel('Upload my own letter (PDF or Word)').setInputFiles({ name, mimeType: DOCX_MIME, buffer });
}

test('the recommender’s page is light, accessible, fits 360 px, keeps an over-long answer, and takes their own Word letter', async ({ page, account, browser }) => {
  test.setTimeout(180_000);
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  const invited = await page.request.post(`/api/petitions/${petitionId}/recommendation-requests`, {
    headers: SAME_ORIGIN,
    data: { recommenderName: 'Grace Hopper', recommenderTitle: 'Rear Admiral', recommenderOrganization: 'United States Navy', relationship: 'She reviewed my compiler', keyAchievements: ['The first compiler'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as CreatedRequest;

  const phone = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true });
  const rec = await phone.newPage();
  const loaded: string[] = [];
  rec.on('response', (r) => {
    if (['script', 'stylesheet'].includes(r.request().resourceType())) loaded.push(new URL(r.url()).pathname);
  });
  await rec.goto(link);
  await expect(rec.getByRole('heading', { name: 'A recommendation letter for Ada Lovelace' })).toBeVisible();
  // Past the moment the applicant's app registers its service worker (a second after load, when idle).
  await rec.waitForTimeout(4000);
  console.log(`[measure] the recommender's page loaded: ${loaded.join(', ')}`);
  expect(loaded.filter((path) => APPLICANT_CODE.test(path))).toEqual([]);
  expect(loaded.some((path) => /recommender-page-/.test(path))).toBe(true);
  expect(await rec.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await expectNoSeriousA11yViolations(rec, 'the recommender’s page');
  expect.soft(await rec.evaluate(tooWide), 'the recommender’s page at 360 px').toEqual([]);

  // Nothing drawn, then nothing written: neither can be signed.
  await rec.getByLabel('Your full name').fill('Grace Brewster Hopper');
  await rec.getByRole('checkbox', { name: 'This letter is my own and I sign it' }).check();
  await sign(rec);
  await expect(rec.getByRole('alert').filter({ hasText: 'Draw your signature before signing.' })).toBeVisible();
  await drawSignature(rec);
  await sign(rec);
  await expect(rec.getByRole('alert').filter({ hasText: 'There is nothing to sign yet' })).toBeVisible();
  await expect(rec.getByTestId('signed-done')).toHaveCount(0);

  // 20,000 characters in one answer: the limit is said beside it, nothing is sent, and nothing typed is lost.
  const field = rec.getByLabel('What did the applicant do that you can attest to?');
  const long = `She built the first compiler. ${'And then more. '.repeat(1400)}`.slice(0, 20_000);
  await field.fill(long);
  await expect(rec.getByRole('alert').filter({ hasText: 'At most 4,000 characters: this answer has 20,000. Shorten it: what you typed is kept on this page.' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(long);
  await rec.reload();
  await expect(rec.getByLabel('What did the applicant do that you can attest to?')).toHaveValue(long);
  const saved = (await (await page.request.get(`/api/petitions/${petitionId}/recommendation-requests`)).json()) as Array<{ status: string }>;
  expect(saved[0]!.status).toBe('opened');
  await rec.getByLabel('What did the applicant do that you can attest to?').fill('She built the first compiler.');
  await expect(rec.getByTestId('save-state')).toHaveText('All changes saved.');
  expect.soft(await rec.evaluate(tooWide), 'the recommender’s page at 360 px, answered').toEqual([]);

  // A Word document whose package inflates to 300 MB: refused with a clear message, the letter untouched.
  const hostile = await makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>') },
    { name: 'word/media/padding.bin', data: Buffer.alloc(300 * 1024 * 1024), compress: true },
  ]);
  await upload(rec, 'letter.docx', hostile);
  await expect(rec.getByRole('alert').filter({ hasText: 'This Word document is too large to read.' })).toBeVisible({ timeout: 60_000 });
  await expect(rec.getByLabel('Letter', { exact: true })).toHaveValue('');

  // Their own letter, a real Word document: its text becomes the letter they sign.
  await upload(rec, 'letter.docx', await makeDocx(['United States Navy', 'I recommend Ada Lovelace without reservation.', 'Grace Hopper']));
  await expect(rec.getByLabel('Letter', { exact: true })).toHaveValue(/I recommend Ada Lovelace without reservation\./, { timeout: 60_000 });
  await expect(rec.getByRole('alert').filter({ hasText: 'too large' })).toHaveCount(0);
  await rec.reload();
  await expect(rec.getByLabel('Letter', { exact: true })).toHaveValue(/I recommend Ada Lovelace without reservation\./);
  await expectNoSeriousA11yViolations(rec, 'the recommender’s page with their letter');

  // Signed once, with their own letter's text; a second signing through the link is refused.
  await rec.getByLabel('Your full name').fill('Grace Brewster Hopper');
  await drawSignature(rec);
  await rec.getByRole('checkbox', { name: 'This letter is my own and I sign it' }).check();
  await sign(rec);
  await expect(rec.getByTestId('signed-done')).toBeVisible({ timeout: 60_000 });
  const [, id, token] = /\/recommend\/([0-9a-f-]{36})#(.+)$/.exec(link)!;
  const headers = { ...SAME_ORIGIN, 'x-recommender-token': token! };
  const { csrf } = (await (await phone.request.get(`/api/recommend/${id}`, { headers })).json()) as { csrf: string };
  const again = await phone.request.post(`/api/recommend/${id}/sign`, {
    headers: { ...headers, 'x-recommender-csrf': csrf },
    data: { fullName: 'Grace Brewster Hopper', confirmed: true, strokes: [[[0.1, 0.1], [0.9, 0.9]]] },
  });
  expect(again.status()).toBe(409);
  const letters = (await (await page.request.get(`/api/petitions/${petitionId}/recommendation-letters`)).json()) as Array<{ status: string; letterContent: string }>;
  expect(letters.map((l) => l.status)).toEqual(['final']);
  expect(letters[0]!.letterContent).toContain('I recommend Ada Lovelace without reservation.');
  await phone.close();
});
