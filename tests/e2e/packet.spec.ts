import type { Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 14: build the packet from the Case tab, see its progress arrive by push, download a part and
// count its pages, then add evidence and see the packet go out of date.

const FILES = [
  { name: 'award.txt', text: 'Ada Lovelace won the National Prize for Excellence in Computing, an award given to one recipient a year.' },
  { name: 'interview.txt', text: 'The Daily Ledger featured Ada Lovelace in a magazine interview about her work on computing.' },
];

const row = (page: Page, fileName: string) =>
  page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

async function upload(page: Page, files: { name: string; text: string }[]) {
  await page.getByTestId('evidence-file-input').setInputFiles(files.map((f) => ({ name: f.name, mimeType: 'text/plain', buffer: Buffer.from(f.text) })));
  for (const f of files) await expect(row(page, f.name)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the packet is built from the Case tab, downloaded with the pages it says, and goes out of date when evidence is added', async ({ page, account }) => {
    void account;
    test.setTimeout(180_000);
    const pushes: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => pushes.push(String(frame.payload))));

    const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
    await page.goto(`/petition/${petitionId}`);
    await upload(page, FILES);

    await page.goto(`/petition/${petitionId}?tab=case`);
    const card = page.getByTestId('packet-card');
    await expect(card).toBeVisible();
    await card.getByTestId('packet-build').click();

    const part = card.getByTestId('packet-part-1');
    await expect(part).toBeVisible({ timeout: 120_000 });
    const packetPushes = pushes.map((p) => JSON.parse(p) as { type: string; petitionId: string; status: string }).filter((m) => m.type === 'packet-status' && m.petitionId === petitionId);
    expect(packetPushes.map((m) => m.status)).toContain('ready');

    const label = (await part.textContent()) ?? '';
    const pages = Number(/— (\d+) pages?/.exec(label)?.[1]);
    expect(pages).toBeGreaterThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The Download link is the part's short-lived signed URL, served as an attachment.
    const href = await part.getByRole('link', { name: 'Download part 1 of 1' }).getAttribute('href');
    expect(href).toMatch(/^\/objects\/.+\?.*sig=/);
    const reply = await page.request.get(href!);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-disposition']).toMatch(/^attachment;.*\.pdf/);
    const pdf = await getDocumentProxy(new Uint8Array(await reply.body()));
    expect(pdf.numPages).toBe(pages);
    await expect(card.getByTestId('packet-stale')).toHaveCount(0);

    // One more document: the packet no longer matches the evidence.
    await page.goto(`/petition/${petitionId}`);
    await upload(page, [{ name: 'judging.txt', text: 'Ada Lovelace served as a judge on the review committee and reviewed manuscripts as a referee.' }]);
    await page.goto(`/petition/${petitionId}?tab=case`);
    await expect(page.getByTestId('packet-card').getByTestId('packet-stale')).toContainText('Out of date — rebuild');
  });
});
