import fs from 'node:fs/promises';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { Download, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 14, the whole journey on a phone: order the exhibits for filing (the statement's citation follows its
// document), build the packet from the Case tab and watch its progress arrive by push, download the part as the
// browser saves it and count its pages, add evidence and see 'Out of date', download the statement as .docx and
// read it back; then, with the server process really stopped, the card still shows the last-built part.

const FIRST = [
  { name: 'interview.txt', text: 'The Daily Ledger featured Ada Lovelace in a magazine interview about her work on computing.' },
  { name: 'review.txt', text: 'Ada Lovelace served as a judge on the review committee and reviewed manuscripts as a referee.' },
];
const AWARD = { name: 'award.txt', text: 'Ada Lovelace won the National Prize for Excellence in Computing, an award given to one recipient a year.' };
const SIGNED_LETTER = {
  name: 'hopper-signed.txt',
  text: 'Dear Officer,\n\nI write in support of Ada Lovelace, whose work on computing I know well.\n\nSincerely,\nProfessor Grace Hopper (signed)',
};

const row = (page: Page, fileName: string) =>
  page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

async function upload(page: Page, files: { name: string; text: string }[]) {
  await page.getByTestId('evidence-file-input').setInputFiles(files.map((f) => ({ name: f.name, mimeType: 'text/plain', buffer: Buffer.from(f.text) })));
  for (const f of files) await expect(row(page, f.name)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
}

async function saved(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await fs.readFile(await download.path()) };
}

let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await exited(server.process, 5000);
  }
});

test('order, build by push, download and count, go out of date, statement as .docx, and offline the last build still shows', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow', acceptDownloads: true });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Once the server is stopped the browser logs its failed requests and socket; nothing else may be an error.
    if (m.type() === 'error' && !/net::ERR_|WebSocket connection to .* failed|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  const pushes: Array<{ type: string; petitionId?: string; status?: string; progress?: number }> = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => pushes.push(JSON.parse(String(frame.payload)) as (typeof pushes)[number])));

  const petitionId = await signUpWithPetition(context, server, 'packet');
  await page.goto(`/petition/${petitionId}`);
  await upload(page, FIRST);
  // The award comes last, so it is Exhibit 3.
  await upload(page, [AWARD]);
  await expect(row(page, AWARD.name).getByTestId('evidence-number')).toContainText('#3');

  // A statement on the awards criterion, written while the award is Exhibit 3.
  const queued = await context.request.post(`/api/petitions/${petitionId}/generate-statement`, { headers: server.origin, data: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' } });
  expect(queued.status(), await queued.text()).toBe(202);
  await expect.poll(async () => ((await (await context.request.get(`/api/petitions/${petitionId}/case-documents`)).json()) as unknown[]).length, { timeout: 60_000 }).toBe(1);

  // Order for filing: the award moves up to Exhibit 2.
  await page.getByTestId('order-for-filing').tap();
  const order = page.getByTestId('exhibit-order-dialog');
  await order.getByRole('button', { name: 'Move Exhibit 3 up' }).tap();
  await order.getByTestId('exhibit-order-apply').tap();
  await expect(page.getByTestId('toast')).toContainText('Exhibits renumbered');
  await expect(row(page, AWARD.name).getByTestId('evidence-number')).toContainText('#2');

  // A letter drafted here (so unsigned), and a signed one the applicant uploads and files as a letter.
  const drafted = await context.request.post(`/api/petitions/${petitionId}/recommendation-letters`, {
    headers: server.origin,
    data: { recommenderName: 'Alan Turing', recommenderTitle: 'Reader', recommenderOrganization: 'Manchester', relationship: 'Independent expert', keyAchievements: ['Her notes on the engine'] },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  await upload(page, [SIGNED_LETTER]);
  const uploaded = (await (await context.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string; fileName: string }>;
  const signedId = uploaded.find((e) => e.fileName === SIGNED_LETTER.name)?.id;
  const filed = await context.request.patch(`/api/evidence/${signedId}`, { headers: server.origin, data: { category: 'recommendation_letter' } });
  expect(filed.status(), await filed.text()).toBe(200);

  // Build from the Case tab; the progress and the end arrive by push.
  await page.goto(`/petition/${petitionId}?tab=case`);
  const card = page.getByTestId('packet-card');
  await card.getByTestId('packet-build').click();
  const part = card.getByTestId('packet-part-1');
  await expect(part).toBeVisible({ timeout: 120_000 });
  const heard = pushes.filter((m) => m.type === 'packet-status' && m.petitionId === petitionId);
  expect(heard.map((m) => m.status)).toContain('building');
  expect(heard.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The browser saves the part; its pages are the ones the card says, and the award is filed as Exhibit 2.
  const pages = Number(/— (\d+) pages?/.exec((await part.textContent()) ?? '')?.[1]);
  const pdfFile = await saved(page, part.getByRole('link', { name: 'Download part 1 of 1' }));
  expect(pdfFile.name).toBe('Exhibit-packet.pdf');
  const pdf = await getDocumentProxy(new Uint8Array(pdfFile.bytes));
  expect(pdf.numPages).toBe(pages);
  // Its separator names it by the title the row shows (from its first lines), not by its file name.
  const listed = (await (await context.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ fileName: string; exhibitTitle: string | null }>;
  const awardTitle = listed.find((e) => e.fileName === AWARD.name)?.exhibitTitle ?? '';
  expect(awardTitle).toContain('National Prize for Excellence in Computing');
  let awardFiled = false;
  for (let p = 1; p <= pdf.numPages && !awardFiled; p++) {
    const text = (await (await pdf.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    awardFiled = /EXHIBIT 2/.test(text) && text.includes('National Prize for Excellence') && !text.includes('award.txt');
  }
  expect(awardFiled).toBe(true);
  await expect(card.getByTestId('packet-stale')).toHaveCount(0);

  // Only signed letters are exhibits: the draft is left out, named, with how to include it; the uploaded signed
  // letter is filed in the letters section under its number.
  await expect(card.getByTestId('packet-warnings')).toContainText('The letter from Alan Turing is a draft, so it is not in the packet.');
  await expect(card.getByTestId('packet-warnings')).toContainText("tick 'Include drafts, marked DRAFT'");
  const texts = await Promise.all(Array.from({ length: pdf.numPages }, async (_, i) => (await (await pdf.getPage(i + 1)).getTextContent()).items.map((t) => ('str' in t ? t.str : '')).join(' ')));
  expect(texts.some((t) => t.includes('Alan Turing'))).toBe(false);
  const separator = texts.find((t) => /EXHIBIT 4/.test(t));
  expect(separator).toContain('Recommendation letters');
  expect(texts.some((t) => t.includes('Other evidence'))).toBe(false);

  // The statement as Word opens it: its citation followed the award to Exhibit 2.
  await page.getByTestId('case-document-card').first().click();
  const viewer = page.getByTestId('case-document-viewer');
  const docx = await saved(page, viewer.getByRole('link', { name: 'Download .docx' }));
  expect(docx.name).toMatch(/Awards.*\.docx$/);
  const text = (await mammoth.extractRawText({ buffer: docx.bytes })).value;
  expect(text).toContain('Exhibit 2');
  expect(text).not.toContain('Exhibit 3');
  expect((await mammoth.convertToHtml({ buffer: docx.bytes })).value).toMatch(/<h1>[^<]*Awards/);
  await page.getByTestId('close-case-viewer').click();

  // One more document: the packet no longer matches the evidence.
  await page.goto(`/petition/${petitionId}`);
  await upload(page, [{ name: 'membership.txt', text: 'Ada Lovelace is a Fellow of the Society, a membership that requires outstanding achievement.' }]);
  await page.goto(`/petition/${petitionId}?tab=case`);
  await expect(card.getByTestId('packet-stale')).toContainText('Out of date — rebuild');
  await expect(part).toContainText(`${pages} pages`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // Let the persisted cache take the stale reply (throttle 1 s + IndexedDB flush 1 s).
  await page.waitForTimeout(2500);

  // The server process stops: nothing answers. The card still shows the last build and says it is out of date.
  server.process.kill('SIGTERM');
  expect(await exited(server.process, 25_000)).toBe(true);
  await page.reload();
  await expect(page.getByTestId('packet-card').getByTestId('packet-part-1')).toContainText(`${pages} pages`);
  await expect(page.getByTestId('packet-card').getByTestId('packet-stale')).toContainText('Out of date — rebuild');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  expect(errors).toEqual([]);
  await context.close();
});
