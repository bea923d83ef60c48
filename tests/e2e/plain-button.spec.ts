import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { differingShare, twinOver, visibility } from './pixels';
import { createProfileAndPetition } from './helpers';

// Decision 047: the buttons of the petition page's first screen (the upload panel's and the list's heading) are
// plain <button>s drawn as IonButton. Each is compared with a real IonButton of the same fill, size, state and
// content, put beside it in the same place: the same size, and the same pixels.

/** A real IonButton over the plain one, with the same attributes, state and content (pixels.ts). */
async function ionicTwin(plain: Locator, attributes: Record<string, string>): Promise<Locator> {
  const { html, disabled, minHeight, whiteSpace } = await plain.evaluate((button) => {
    const style = getComputedStyle(button);
    return { html: button.querySelector('.plain-button-inner')!.innerHTML, disabled: (button as HTMLButtonElement).disabled, minHeight: style.minHeight, whiteSpace: style.whiteSpace };
  });
  return twinOver(plain, { tag: 'ion-button', attributes: { ...attributes, ...(disabled ? { disabled: '' } : {}) }, html, styles: { minHeight, whiteSpace } });
}


const BUTTONS: Array<{ testId: string; attributes: Record<string, string> }> = [
  { testId: 'choose-files', attributes: {} },
  { testId: 'upload-zip', attributes: { fill: 'outline' } },
  { testId: 'service-actions', attributes: { fill: 'outline', size: 'small' } },
  // Disabled with fewer than two exhibits.
  { testId: 'order-for-filing', attributes: { fill: 'outline', size: 'small' } },
];

for (const theme of ['light', 'dark'] as const) {
  test(`the first screen's buttons look as an IonButton does (${theme})`, async ({ page, account }) => {
    void account;
    await page.emulateMedia({ colorScheme: theme });
    const { petitionId } = await createProfileAndPetition(page);
    await page.goto(`/petition/${petitionId}`);
    await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
    // No Ionic button is left in the page's body (the header's toolbar keeps its own).
    await expect(page.locator('.petition-tab-panel ion-button')).toHaveCount(0);
    await expect(page.getByTestId('order-for-filing')).toBeDisabled();

    for (const { testId, attributes } of BUTTONS) {
      const plain = page.getByTestId(testId);
      const twin = await ionicTwin(plain, attributes);
      const [a, b] = [await plain.boundingBox(), await twin.boundingBox()];
      expect(b, testId).toEqual(a);
      // Away from the pointer, which would tint one of them.
      await page.mouse.move(0, 0);
      const drawn = await page.screenshot({ clip: a!, animations: 'disabled' });
      await visibility(plain, 'hidden');
      await visibility(twin, 'visible');
      const ionic = await page.screenshot({ clip: a!, animations: 'disabled' });
      await visibility(plain, 'visible');
      expect(await differingShare(page, drawn, ionic), `${testId}: share of differing pixels`).toBeLessThan(0.02);
      await twin.evaluate((el) => el.remove());
    }
  });
}
