import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Issue 12 item 4: layout at 360×640 and 390×844 with touch.

/** The text-transform of every visible ion-button, segment button and alert button, with its text. */
async function transformedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ion-button, ion-segment-button, button.alert-button')]
      .filter((el) => el.checkVisibility())
      .filter((el) => getComputedStyle(el).textTransform !== 'none')
      .map((el) => `${(el.textContent ?? '').trim()}: ${getComputedStyle(el).textTransform}`),
  );
}

/**
 * Runs in the page: every visible text node inside an ion-card whose contrast with the card's background, after
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
  for (const card of document.querySelectorAll('ion-card')) {
    if (!card.checkVisibility()) continue;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = (node.textContent ?? '').trim();
      // A button's fill is drawn in its shadow root, out of reach here; buttons are not card text anyway.
      if (!el || !text || !el.checkVisibility() || el.closest('ion-button')) continue;
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
