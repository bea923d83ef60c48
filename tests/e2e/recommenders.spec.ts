import { devices, type Page } from '@playwright/test';
import type { PacketReply } from '../../src/contract/packet';
import { openPdf, renderPdfjs, stopOcr, textItems, wordsSeen } from '../server/packet-render-helpers';
import { test, expect, SAME_ORIGIN } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';
import { fillInvite } from './invite-dialog';

// Issue 35 end to end: the applicant invites from the Letters tab; the recommender opens the private link in a
// second browser context with no cookies on a phone, answers, loses the network mid-way (the page's requests to
// the server blocked, as the offline tests do), comes back, and signs with a drawn signature; the applicant's tab
// shows 'Signed' by push, and the packet holds the signed PDF with its certificate page, read as rendered pages.

test.afterAll(() => stopOcr());

async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.2],
    [0.4, 0.8],
    [0.6, 0.3],
    [0.85, 0.7],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
}

test('a recommender answers on a phone, survives a dropped connection, signs, and the packet files the signed PDF', async ({ page, account, browser }) => {
  test.setTimeout(300_000);
  void account;
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'EB-1A' });
  await addPdfEvidence(page, petitionId, 'compiler-award.pdf', ['Compiler Award 2018', 'Awarded to Ada Lovelace for the first compiler.']);
  await waitForAnalysis(page, petitionId, 1);

  // The applicant invites from the Letters tab and shares the exhibit.
  await page.goto(`/petition/${petitionId}?tab=letters`);
  const card = page.getByTestId('requests-card');
  await card.getByRole('button', { name: 'Invite a recommender' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await fillInvite(dialog);
  await dialog.getByLabel(/Exhibit 1/).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await card.getByTestId('request-link-value').inputValue();
  expect(link).toMatch(/\/recommend\/[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  const row = card.getByTestId('recommendation-request');
  await expect(row.getByTestId('request-status')).toHaveText('Invited');

  // The recommender: a phone, no cookies, no account.
  const phone = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const rec = await phone.newPage();
  const opened = Date.now();
  await rec.goto(link);
  await expect(rec.getByRole('heading', { name: 'A recommendation letter for Ada Lovelace' })).toBeVisible();
  await expect(rec.getByRole('link', { name: /Exhibit 1/ })).toBeVisible();
  await expect(row.getByTestId('request-status')).toHaveText('Opened');

  await rec.getByLabel('How do you know the applicant?').fill('I reviewed her compiler as an outside expert.');
  await expect(rec.getByTestId('save-state')).toHaveText('All changes saved.');
  await expect(row.getByTestId('request-status')).toHaveText('Answered');

  // The connection drops mid-way: what they type is kept in the browser and said to be.
  await phone.setOffline(true);
  await phone.route(/\/api\//, (route) => route.abort('internetdisconnected'));
  const whatTheyDid = 'She built the first compiler for the Analytical Engine.';
  await rec.getByLabel('What did the applicant do that you can attest to?').fill(whatTheyDid);
  await expect(rec.getByTestId('save-state')).toContainText('You are offline');
  expect(await rec.evaluate(() => Object.values(localStorage).join(' '))).toContain(whatTheyDid);

  // Back online: it is saved, and a reload shows it from the server.
  await phone.unrouteAll({ behavior: 'ignoreErrors' });
  await phone.setOffline(false);
  await expect(rec.getByTestId('save-state')).toHaveText('All changes saved.', { timeout: 20_000 });
  await rec.reload();
  await expect(rec.getByLabel('What did the applicant do that you can attest to?')).toHaveValue(whatTheyDid);

  await rec.getByRole('checkbox', { name: 'None of these' }).check();
  await rec.getByRole('button', { name: 'Arrange my answers into a letter' }).click();
  await expect(rec.getByLabel('Letter', { exact: true })).toHaveValue(/She built the first compiler for the Analytical Engine\./);

  await rec.getByLabel('Your full name').fill('Grace Brewster Hopper');
  await drawSignature(rec);
  await rec.getByRole('checkbox', { name: 'This letter is my own and I sign it' }).check();
  const signReply = rec.waitForResponse((r) => r.url().endsWith('/sign') && r.request().method() === 'POST');
  await rec.getByRole('button', { name: 'Sign the letter' }).click();
  const signed = (await (await signReply).json()) as { pdfBytes: number; sha256: string };
  await expect(rec.getByTestId('signed-done')).toBeVisible();
  const seconds = (Date.now() - opened) / 1000;
  console.log(`[measure] link opened to signed PDF: ${seconds.toFixed(1)} s; signed PDF ${signed.pdfBytes} bytes`);
  await phone.close();

  // The applicant's tab hears it by push: no reload.
  await expect(row.getByTestId('request-status')).toHaveText('Signed');
  await expect(page.getByTestId('letter-row').filter({ hasText: 'Grace Hopper' })).toBeVisible();

  // The packet files the signed PDF, its certificate page last.
  const started = await page.request.post(`/api/petitions/${petitionId}/packet`, { headers: SAME_ORIGIN, data: {} });
  expect(started.status(), await started.text()).toBe(202);
  let reply: PacketReply | undefined;
  await expect
    .poll(
      async () => {
        reply = (await (await page.request.get(`/api/petitions/${petitionId}/packet`)).json()) as PacketReply;
        return reply.status;
      },
      { timeout: 120_000 },
    )
    .toBe('ready');
  const entry = reply!.index.find((e) => e.label === 'Letter 1')!;
  const pdf = await openPdf(await (await page.request.get(reply!.parts[0]!.url)).body());
  const certificate = (await textItems(pdf, entry.endPage)).map((w) => w.str).join(' ');
  expect(certificate).toContain('Signature certificate');
  expect(certificate).toContain(signed.sha256);
  const { ratio, missing } = await wordsSeen(await renderPdfjs(pdf, entry.endPage), certificate);
  expect(ratio, `OCR missed ${missing.join(' ')}`).toBeGreaterThanOrEqual(0.8);
});
