import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// Decision 047: the buttons of the petition page's first screen (the upload panel's and the list's heading) are
// plain <button>s drawn as IonButton. Each is compared with a real IonButton of the same fill, size, state and
// content, put beside it in the same place: the same size, and the same pixels.

/** The share of pixels of two same-sized PNGs that differ by more than a text edge's antialiasing. */
async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b }) => {
      const load = (data: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.src = `data:image/png;base64,${data}`;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [pa, pb] = (await Promise.all([load(a), load(b)])).map(pixels);
      let differing = 0;
      for (let i = 0; i < pa!.length; i += 4) {
        const d = Math.max(Math.abs(pa![i]! - pb![i]!), Math.abs(pa![i + 1]! - pb![i + 1]!), Math.abs(pa![i + 2]! - pb![i + 2]!));
        if (d > 48) differing++;
      }
      return differing / (pa!.length / 4);
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}

/**
 * A real IonButton over the plain one: same attributes and content, in the same parent (so the same inherited
 * font and colours), at the same place (so the same background and sub-pixel offset), hidden until shown.
 */
async function ionicTwin(plain: Locator, attributes: Record<string, string>): Promise<Locator> {
  await plain.evaluate((button, attributes) => {
    const twin = document.createElement('ion-button');
    for (const [name, value] of Object.entries(attributes)) twin.setAttribute(name, value);
    if ((button as HTMLButtonElement).disabled) twin.setAttribute('disabled', '');
    twin.dataset.testid = 'ionic-twin';
    twin.innerHTML = button.querySelector('.plain-button-inner')!.innerHTML;
    const rect = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    Object.assign(twin.style, { position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, margin: '0', minHeight: style.minHeight, whiteSpace: style.whiteSpace, visibility: 'hidden' });
    button.after(twin);
    // An ancestor (ion-content's scroller) may be the containing block of a fixed element: move by what is off.
    const placed = twin.getBoundingClientRect();
    twin.style.left = `${2 * rect.left - placed.left}px`;
    twin.style.top = `${2 * rect.top - placed.top}px`;
  }, attributes);
  const twin = plain.page().getByTestId('ionic-twin');
  await expect(twin).toHaveClass(/hydrated/);
  return twin;
}

const visibility = (element: Locator, value: 'hidden' | 'visible') => element.evaluate((el, value) => ((el as HTMLElement).style.visibility = value), value);

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
