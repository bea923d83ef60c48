import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { differingShare, twinOver, visibility } from './pixels';
import { createProfileAndPetition } from './helpers';

// Decision 048: progress bars are plain elements drawn as IonProgressBar (md). The petition page's zip import shows
// one, indeterminate, while the zip is on its way; it is compared with Ionic's own element, loaded into the same page
// from the installed @ionic/core and laid over it: the same box, the same ARIA, and, with every animation stopped at
// the same moments, the same pixels. The determinate bar's drawing is compared by setting the plain bar's value.

const IONIC_COMPONENTS = path.resolve('node_modules/@ionic/core/components');

/** Serves the installed @ionic/core components under /__ionic/ (same origin, so the page's CSP lets them run). */
async function serveIonic(page: Page): Promise<void> {
  await page.route('**/__ionic/*.js', async (route) => {
    const file = path.join(IONIC_COMPONENTS, path.basename(new URL(route.request().url()).pathname));
    await route.fulfill({ body: fs.readFileSync(file), contentType: 'text/javascript' });
  });
}

/** A real ion-progress-bar with these attributes over the plain bar, as wide (pixels.ts). */
async function ionicTwin(plain: Locator, attributes: Record<string, string>): Promise<Locator> {
  const width = await plain.evaluate(async (bar) => {
    // Ionic's own modules, initialised in md mode as the app initialises its copy.
    const ionic = await import('/__ionic/index.js' as string);
    ionic.initialize({ mode: 'md' });
    (await import('/__ionic/ion-progress-bar.js' as string)).defineCustomElement();
    return `${bar.getBoundingClientRect().width}px`;
  });
  return twinOver(plain, { tag: 'ion-progress-bar', attributes, styles: { width } });
}

/** Stops every running animation, Ionic's in its shadow root too, at `ms` into it. */
const stopAnimationsAt = (page: Page, ms: number) =>
  page.evaluate((ms) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = ms;
    }
    for (const host of document.querySelectorAll('ion-progress-bar'))
      for (const animation of host.shadowRoot?.getAnimations() ?? []) {
        animation.pause();
        animation.currentTime = ms;
      }
  }, ms);


async function comparePixels(page: Page, plain: Locator, twin: Locator, label: string): Promise<void> {
  const [a, b] = [await plain.boundingBox(), await twin.boundingBox()];
  expect(b, label).toEqual(a);
  expect(a!.height, label).toBe(4);
  // A strip around the bar, so that a bar drawn outside its box shows too.
  const clip = { x: a!.x, y: a!.y - 2, width: a!.width, height: a!.height + 4 };
  const drawn = await page.screenshot({ clip });
  await visibility(plain, 'hidden');
  await visibility(twin, 'visible');
  const ionic = await page.screenshot({ clip });
  await visibility(twin, 'hidden');
  await visibility(plain, 'visible');
  // No text to antialias: a colour a few steps off counts.
  expect(await differingShare(page, drawn, ionic, 8), `${label}: share of differing pixels`).toBeLessThan(0.02);
}

for (const theme of ['light', 'dark'] as const) {
  test(`a progress bar looks and reads as IonProgressBar does (${theme})`, async ({ page, account }) => {
    void account;
    await page.emulateMedia({ colorScheme: theme });
    await serveIonic(page);
    const { petitionId } = await createProfileAndPetition(page);
    // The zip's import is held, so the bar stays.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/evidence/upload-zip', async (route) => {
      await held;
      await route.fulfill({ json: { message: 'Imported 0 files' } });
    });
    await page.goto(`/petition/${petitionId}`);
    await expect(page.getByText('No evidence uploaded yet')).toBeVisible();
    await page.getByTestId('evidence-zip-input').setInputFiles({ name: 'papers.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0005\u0006' + '\0'.repeat(18)) });
    const plain = page.getByTestId('zip-progress').locator('div[role="progressbar"]');
    await expect(plain).toBeVisible();
    // No Ionic progress bar of the app's own.
    await expect(page.locator('ion-progress-bar')).toHaveCount(0);

    const twin = await ionicTwin(plain, { type: 'indeterminate' });
    for (const attribute of ['role', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow'])
      expect(await plain.getAttribute(attribute), attribute).toBe(await twin.getAttribute(attribute));
    for (const ms of [300, 900, 1500]) {
      await stopAnimationsAt(page, ms);
      await comparePixels(page, plain, twin, `indeterminate at ${ms} ms`);
    }

    // Determinate: the plain bar as the component draws a value (its value child, scaled), against Ionic's.
    await twin.evaluate((el) => el.remove());
    for (const value of [0, 0.37, 1]) {
      await plain.evaluate((bar, value) => {
        bar.setAttribute('class', 'progress-bar progress-bar-determinate');
        bar.setAttribute('aria-valuenow', String(value));
        bar.innerHTML = `<div class="progress-bar-fill progress-bar-value" style="transform: scaleX(${value})"></div>`;
      }, value);
      const twin = await ionicTwin(plain, { value: String(value) });
      expect(await twin.getAttribute('aria-valuenow'), 'aria-valuenow').toBe(String(value));
      await stopAnimationsAt(page, 1000);
      await comparePixels(page, plain, twin, `determinate at ${value}`);
      await twin.evaluate((el) => el.remove());
    }
    release();
  });
}
