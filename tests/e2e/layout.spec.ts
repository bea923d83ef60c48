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
  });
}
