import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { expectNoSeriousA11yViolations } from './a11y';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { seedFilledPetition } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 14 items 7 and 8: on a phone, the 'Petition Packet' card hands the attorney one zip, downloaded
// by the browser through a short-lived signed link.

/** The names of a zip's entries. */
function entryNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the attorney hand-off downloads as one zip with the README, the packet and the drafts', async ({ page, account }) => {
    void account;
    test.setTimeout(180_000);
    const profile = await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Ada Lovelace', otherLinks: [] } });
    expect(profile.status(), await profile.text()).toBeLessThan(300);
    const petitionId = await seedFilledPetition(page, ((await profile.json()) as { id: string }).id, {
      evidenceFileName: 'award_letter_2023.pdf',
      letter: { recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', relationship: 'Doctoral supervisor.' },
      idempotencyPrefix: 'handoff',
    });

    await page.goto(`/petition/${petitionId}?tab=case`);
    const card = page.getByTestId('packet-card');
    await expect(card).toBeVisible();
    // Nothing to hand off before the packet exists.
    await expect(card.getByRole('button', { name: 'Download for your attorney' })).toHaveCount(0);
    await card.getByTestId('packet-build').click();
    await expect(card.getByTestId('packet-part-1')).toBeVisible({ timeout: 120_000 });

    const handoff = card.getByRole('button', { name: 'Download for your attorney' });
    await handoff.scrollIntoViewIfNeeded();
    const box = await handoff.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'the Case tab with a built packet');

    const [download] = await Promise.all([page.waitForEvent('download'), handoff.click()]);
    expect(download.suggestedFilename()).toMatch(/^Exhibit-handoff-O-1A-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = await entryNames(await readFile((await download.path())!));
    expect(names).toContain('README.txt');
    expect(names).toContain('packet/Exhibit-packet.pdf');
    expect(names).toContain('exhibit-index.csv');
    expect(names).toContain('letters/Recommendation letter - Grace Hopper.docx');
    expect(names.filter((n) => n.startsWith('statements/') && n.endsWith('.docx'))).toHaveLength(1);
  });
});

test.describe('a document deleted after the build', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the card says 'Rebuild to download' and offers neither the part nor the hand-off", async ({ page, account }) => {
    void account;
    test.setTimeout(180_000);
    const profile = await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Ada Lovelace', otherLinks: [] } });
    expect(profile.status(), await profile.text()).toBeLessThan(300);
    const petitionId = await seedFilledPetition(page, ((await profile.json()) as { id: string }).id, {
      evidenceFileName: 'salary_offer.pdf',
      letter: { recommenderName: 'Grace Hopper', recommenderTitle: 'Professor', recommenderOrganization: 'Yale University', relationship: 'Doctoral supervisor.' },
      idempotencyPrefix: 'withdrawn',
    });
    await page.goto(`/petition/${petitionId}?tab=case`);
    const card = page.getByTestId('packet-card');
    await card.getByTestId('packet-build').click();
    await expect(card.getByTestId('packet-part-1')).toBeVisible({ timeout: 120_000 });

    const evidence = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string }>;
    for (const e of evidence) expect((await page.request.delete(`/api/evidence/${e.id}`, { headers: SAME_ORIGIN })).status()).toBe(200);
    await page.reload();
    await expect(card.getByTestId('packet-withdrawn')).toHaveText('Rebuild to download');
    await expect(card.getByTestId('packet-part-1')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Download for your attorney' })).toHaveCount(0);
  });
});
