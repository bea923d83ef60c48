import { expect, type Page } from '@playwright/test';
import { settle } from './a11y';

/**
 * Runs in the page: each visible element, in the light DOM or an open shadow root, that is wider than the
 * viewport or reaches past either side of it. An element inside a box that scrolls sideways on purpose
 * (the desktop table's wrapper) is that box's business: only the box itself is measured.
 */
function tooWide(): string[] {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const scrollsSideways = (el: Element) => el !== document.documentElement && el !== document.body && /auto|scroll/.test(getComputedStyle(el).overflowX);
  const visit = (root: Document | ShadowRoot, insideScroller: boolean) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot, insideScroller || scrollsSideways(el));
      if (insideScroller || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let inScroller = false;
      for (let up = el.parentElement; up && !inScroller; up = up.parentElement) inScroller = scrollsSideways(up);
      if (inScroller) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width > width + 0.5 || box.right > width + 0.5 || box.left < -0.5) {
        const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (typeof el.className === 'string' ? el.className.split(' ')[0] : '');
        found.push(`<${el.tagName.toLowerCase()}> ${id} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
  };
  visit(document, false);
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > width) found.push(`the page scrolls sideways: ${root.scrollWidth} px`);
  return found;
}

/**
 * Nothing on the page as it is now, once settled, is wider than the screen or past its sides (issue 33 item 2).
 * Soft, so one run lists every screen that does not fit.
 */
export async function expectFitsScreen(page: Page, screen: string): Promise<void> {
  await settle(page);
  const width = page.viewportSize()?.width;
  expect.soft(await page.evaluate(tooWide), `${screen}: wider than the ${width} px screen`).toEqual([]);
}

/**
 * Runs in the page: visible interactive elements smaller than `minTarget` CSS px either way. Links inside running
 * text (`p a`) are left out: an inline link's height is the line height, and WCAG 2.5.8 exempts targets in a sentence.
 */
function smallTargets(minTarget: number): string[] {
  const interactive = [
    'button', 'a[href]', 'ion-back-button', 'ion-tab-button', 'input[type=checkbox]',
    'ion-checkbox', 'ion-toggle', 'ion-select', '[role=button]', '[role=checkbox]', '[role=radio]', '[role=switch]',
    'ion-item[button]',
  ].join(',');
  const found: string[] = [];
  for (const el of document.body.querySelectorAll(interactive)) {
    if (el.matches('p a') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Half a pixel of slack for sub-pixel layout.
    if (r.width + 0.5 < minTarget || r.height + 0.5 < minTarget) {
      const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      found.push(`<${el.tagName.toLowerCase()}> ${name} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
  }
  return found;
}

/** Every touch target on the page as it is now is at least 44×44 CSS px (issue 4 item 7). Soft, as above. */
export async function expectTouchTargets(page: Page, screen: string, minTarget = 44): Promise<void> {
  expect.soft(await page.evaluate(smallTargets, minTarget), `${screen}: touch targets smaller than ${minTarget}×${minTarget} px`).toEqual([]);
}
