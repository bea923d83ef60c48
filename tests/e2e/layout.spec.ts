import type { Page } from '@playwright/test';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Issue 12 item 4: layout at 360×640 and 390×844 with touch.

/** The text-transform of every visible button, tab and alert button, with its text. */
async function transformedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.btn, .tab, button.alert-button')]
      .filter((el) => el.checkVisibility())
      .filter((el) => getComputedStyle(el).textTransform !== 'none')
      .map((el) => `${(el.textContent ?? '').trim()}: ${getComputedStyle(el).textTransform}`),
  );
}

/**
 * Runs in the page: every visible text node inside a card whose contrast with the card's background, after
 * the text colour's alpha and every ancestor's opacity, is below 4.5:1 (WCAG AA for body text).
 */
function lowContrastCardText(): string[] {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const background = (el: Element | null): number[] => {
    for (; el; el = el.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(el).backgroundColor);
      if (a >= 0.99) return [r, g, b];
    }
    return [255, 255, 255];
  };
  const found: string[] = [];
  // The app's cards (components/card.tsx).
  for (const card of document.querySelectorAll('.card')) {
    if (!card.checkVisibility()) continue;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      // Buttons are not card text: their own colours are held to contrast by the axe checks (a11y.spec.ts).
      if (!el || !text || !el.checkVisibility() || el.closest('.btn')) continue;
      let alpha = parse(getComputedStyle(el).color)[3] ?? 1;
      for (let p: Element | null = el; p; p = p.parentElement) alpha *= Number(getComputedStyle(p).opacity);
      const fgRgb = parse(getComputedStyle(el).color).slice(0, 3);
      const bg = background(el);
      const fgBlended = fgRgb.map((v, i) => v * alpha + (bg[i] ?? 255) * (1 - alpha));
      const [a, b] = [luminance(fgBlended), luminance(bg)];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) found.push(`"${text.slice(0, 40)}" ${ratio.toFixed(2)}:1`);
    }
  }
  return found;
}

for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width}×${viewport.height} with touch`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('button texts show as the spec writes them', async ({ page, account }) => {
      void account;
      const { petitionId } = await createProfileAndPetition(page);
      await page.goto(`/petition/${petitionId}`);
      const choose = page.getByRole('button', { name: 'Choose Files' });
      await expect(choose).toBeVisible();
      // Material mode uppercases button labels ('CHOOSE FILES'); the spec writes them in title case.
      expect(await choose.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
      expect(await transformedButtons(page)).toEqual([]);
    });

    test('card text has at least 4.5:1 contrast, on the dashboard and the petition page', async ({ page, account }) => {
      void account;
      const { petitionId } = await createProfileAndPetition(page);
      await page.goto('/');
      await expect(page.getByTestId('info-profile')).toBeVisible();
      await expect(page.locator('.petition-card').first()).toBeVisible();
      expect(await page.evaluate(lowContrastCardText)).toEqual([]);
      await page.goto(`/petition/${petitionId}`);
      await expect(page.locator('.summary-card').first()).toBeVisible();
      expect(await page.evaluate(lowContrastCardText)).toEqual([]);
    });
  });
}

// Realistic long content: file names without spaces, long unbroken words in the text (they become tags), a long description.
const LONG_NAME = 'Award_Certificate_International_Conference_on_Distributed_Systems_2023_Best_Paper_Final_Signed.txt';
const LONG_TEXT = [
  'Ada Lovelace received the Distinguished Lifetime Achievement Award For Computational Linguistics Research Excellence.',
  'The Distinguished Lifetime Achievement Award For Computational Linguistics Research Excellence is given once a year.',
  'Ada Lovelace received the Outstanding Contribution Award from the International Association for Computational Linguistics.',
  'The award recognised her Electroencephalographically-Informed Transformer-Architecture-Optimisation research.',
  'Reviewers praised the Electroencephalographically-Informed Transformer-Architecture-Optimisation results and the award committee.',
].join('\n');
const LONG_DESCRIPTION =
  'An award certificate from https://www.international-association-for-computational-linguistics.example.org/awards/2023/outstanding-contribution ' +
  'naming Ada Lovelace as the recipient of the Outstanding Contribution Award for Electroencephalographically-Informed-Transformer-Architecture-Optimisation.';

/** Uploads `count` long-named text files through the page's file input, waits for 'Uploaded 100%' and for the analyst. */
async function uploadLongEvidence(page: Page, petitionId: string, count: number) {
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
  const files = Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? LONG_NAME : `${i}_${LONG_NAME}`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${LONG_TEXT}\nCopy ${i}.`),
  }));
  await page.getByTestId('evidence-file-input').setInputFiles(files);
  await expect(page.getByTestId('upload-item').first()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
}

/**
 * Runs in the page: each visible element matched by a selector whose text is cut off — wider than its box while
 * its overflow is hidden or clipped, or (for a native textarea's placeholder) taller than its box — or reaching past
 * the viewport's right edge. An ellipsis is allowed only where `ellipsisAllowed` matches (a long file name or
 * description, whose full text is a tap away), never on labels such as 'Uploaded 100%' or 'Documents'.
 */
function clippedTexts({ selectors, ellipsisAllowed, mustShow }: { selectors: string[]; ellipsisAllowed: string; mustShow?: string }): string[] {
  const found: string[] = [];
  let shown = false;
  for (const selector of selectors) {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility()) continue;
      if (mustShow && (el.textContent ?? '').includes(mustShow)) shown = true;
      const style = getComputedStyle(el);
      const label = `${selector} "${(el.textContent || el.getAttribute('placeholder') || '').trim().slice(0, 30)}"`;
      const box = el.getBoundingClientRect();
      if (box.right > document.documentElement.clientWidth + 1) found.push(`${label}: right edge ${Math.round(box.right)} past the viewport`);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const ellipsisOk = style.textOverflow === 'ellipsis' && ellipsisAllowed !== '' && el.matches(ellipsisAllowed);
      if (hides && !ellipsisOk && el.scrollWidth > el.clientWidth + 1) found.push(`${label}: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
      if (el instanceof HTMLTextAreaElement && el.value === '' && el.scrollHeight > el.clientHeight + 1) {
        found.push(`${label}: placeholder ${el.scrollHeight} px tall in ${el.clientHeight} px`);
      }
    }
  }
  if (mustShow && !shown) found.push(`nothing shows "${mustShow}"`);
  return found;
}

/** Long names and descriptions may end in an ellipsis; their full text is one tap away. */
const ELLIPSIS_OK = '.upload-progress-name, .evidence-file-name, .evidence-text-button';
const CLIPPABLE = [
  '.upload-progress-line > span',
  '.summary-card-label span',
  '.evidence-file-name',
  '.evidence-tag',
  '.evidence-text-button',
  '.evidence-fields dd',
];

for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
  test.describe(`long content at ${viewport.width}×${viewport.height} with touch`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('nothing is clipped: upload labels, long tags and descriptions, Documents, tabs, chat placeholder', async ({ page, account }) => {
      void account;
      const { petitionId } = await createProfileAndPetition(page);
      await uploadLongEvidence(page, petitionId, 2);
      // A finished upload shows 'Uploaded 100%' for a moment before the list lets it go (the second file's too):
      // read while it shows, in one pass over the page, not as two reads that a slow host puts apart.
      await expect
        .poll(() => page.evaluate(clippedTexts, { selectors: ['.upload-progress-line > span'], ellipsisAllowed: ELLIPSIS_OK, mustShow: 'Uploaded 100%' }), { timeout: 30_000, intervals: [50] })
        .toEqual([]);
      await waitForAnalysis(page, petitionId, 2);
      const [first] = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string }>;
      const patched = await page.request.patch(`/api/evidence/${first!.id}`, { headers: SAME_ORIGIN, data: { aiDescription: LONG_DESCRIPTION } });
      expect(patched.status(), await patched.text()).toBe(200);

      await page.reload();
      await expect(page.getByTestId('evidence-row')).toHaveCount(2);
      await expect(page.locator('.evidence-tag').first()).toBeVisible();
      expect(await page.evaluate(clippedTexts, { selectors: CLIPPABLE, ellipsisAllowed: ELLIPSIS_OK })).toEqual([]);
      // Nothing on the page scrolls sideways.
      expect(await page.evaluate(() => [...document.querySelectorAll('ion-content')].map((c) => c.shadowRoot?.querySelector('.inner-scroll')).filter((s) => s && s.scrollWidth > s.clientWidth + 1).length)).toBe(0);

      // The five tab labels each show in full.
      const tabs = await page.locator('.petition-tabs [role="tab"]').evaluateAll((buttons) =>
        buttons.map((b) => {
          const label = b.querySelector('.tab-label') ?? b;
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          const box = b.getBoundingClientRect();
          return { name: (b.textContent ?? '').trim(), fits: text.width <= box.width + 0.5 && text.left >= box.left - 0.5 && text.right <= box.right + 0.5, inView: box.right <= document.documentElement.clientWidth + 0.5 };
        }),
      );
      expect(tabs).toHaveLength(5);
      expect(tabs.filter((t) => !t.fits || !t.inView)).toEqual([]);

      await page.getByTestId('tab-chat').click();
      const input = page.getByTestId('chat-input').locator('textarea');
      await expect(input).toBeVisible();
      expect(await input.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis');
      expect(await page.evaluate(clippedTexts, { selectors: ['[data-testid="chat-input"] textarea'], ellipsisAllowed: '' })).toEqual([]);
    });
  });
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the evidence table's Delete button is visible without sideways scrolling", async ({ page, account }) => {
    void account;
    const { petitionId } = await createProfileAndPetition(page);
    await uploadLongEvidence(page, petitionId, 2);
    await waitForAnalysis(page, petitionId, 2);
    const [first] = (await (await page.request.get(`/api/petitions/${petitionId}/evidence`)).json()) as Array<{ id: string }>;
    await page.request.patch(`/api/evidence/${first!.id}`, { headers: SAME_ORIGIN, data: { aiDescription: LONG_DESCRIPTION, userNotes: LONG_DESCRIPTION } });
    await page.reload();
    const table = page.getByTestId('evidence-table');
    await expect(table.getByTestId('evidence-row')).toHaveCount(2);
    const wrap = page.locator('.evidence-table-wrap');
    const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth + 1);
    const deletes = table.getByRole('button', { name: /delete/i });
    await expect(deletes).toHaveCount(2);
    for (const button of await deletes.all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    expect(await page.evaluate(clippedTexts, { selectors: CLIPPABLE, ellipsisAllowed: ELLIPSIS_OK })).toEqual([]);
  });
});

test.describe('statement viewer at 390×844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the text area is at least 400 px tall and grows to its content, with no empty block below it', async ({ page, account }) => {
    void account;
    const { petitionId } = await createProfileAndPetition(page, { visaType: 'UK_GLOBAL_TALENT' });
    await page.goto(`/petition/${petitionId}?tab=criteria`);
    await page.getByRole('button', { name: 'Generate Criteria Report' }).click();
    await expect(page.getByText('Report generated')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Final Merits' }).click();
    await page.getByTestId('instructions-dialog').getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('button', { name: 'Refresh Final Merits' })).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('final-merits-card').getByRole('button', { name: 'View Statement' }).click();
    const viewer = page.getByTestId('statement-viewer');
    const text = viewer.locator('textarea');
    await expect(text).toHaveValue(/\S/);
    // The modal's enter animation has ended (Ionic animates with the Web Animations API, shadow parts included).
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
    const m = await viewer.getByTestId('statement-text').evaluate((host) => {
      const area = host.querySelector('textarea')!;
      return {
        host: Math.round(host.getBoundingClientRect().height),
        area: Math.round(area.getBoundingClientRect().height),
        client: area.clientHeight,
        scroll: area.scrollHeight,
      };
    });
    expect(m.area).toBeGreaterThanOrEqual(400);
    // All the text shows: nothing scrolls inside the text area (the dialog scrolls instead).
    expect(m.scroll).toBeLessThanOrEqual(m.client + 1);
    // The box around the text area is the text area and its 26 px of padding: no empty block under it.
    expect(m.host - m.area).toBeLessThanOrEqual(32);
  });
});
