import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe impacts issue 12 item 8 forbids; moderate and minor ones are reported by axe but not failed on. */
const BLOCKING = new Set(['serious', 'critical']);

/** Waits until Ionic's page and modal transitions are over: mid-fade text fails colour contrast for no reason. */
export async function settle(page: Page) {
  // Quiet for three frames in a row: an overlay's entrance that starts a frame or two after its element appears (once
  // its content has loaded) is caught, instead of measuring it mid-way (radios 42 px tall in a growing popover).
  await page.evaluate(() => ((window as { quietFrames?: number }).quietFrames = 0));
  await page.waitForFunction(
    () => {
      const quiet =
        !document.querySelector('.ion-page-invisible') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
      const w = window as { quietFrames?: number };
      w.quietFrames = quiet ? (w.quietFrames ?? 0) + 1 : 0;
      return w.quietFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Runs axe (every rule, WCAG 2.x A/AA and best practice) on the page as it is now, an open dialog
 * included. Soft, so one run lists every screen with a serious or critical violation, each with the
 * rule, its help text and the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  // axe.run in the page itself ('legacy' mode): the default runs axe per frame, then opens a blank page, injects axe
  // there again and merges the frames' results in it, about 40% of each check's time here. The app has no iframes,
  // so the two check the same document; legacy mode would only skip cross-origin frames.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')} (${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''})`);
  expect.soft(blocking, `${screen}: serious or critical axe violations`).toEqual([]);
}
