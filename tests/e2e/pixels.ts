import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The share of pixels of two same-sized PNGs that differ in a channel by more than `tolerance` (by default a text
 * edge's antialiasing): how the plain elements drawn as Ionic's are compared with Ionic's own (decisions 047, 048).
 */
export async function differingShare(page: Page, a: Buffer, b: Buffer, tolerance = 48): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
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
        if (d > tolerance) differing++;
      }
      return differing / (pa!.length / 4);
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance },
  );
}

/** Shows or hides an element in place (its box stays), to screenshot one of two laid over each other. */
export const visibility = (element: Locator, value: 'hidden' | 'visible') => element.evaluate((el, value) => ((el as HTMLElement).style.visibility = value), value);

export type Twin = { tag: string; attributes: Record<string, string>; html?: string; styles?: Record<string, string> };

/**
 * Ionic's element (`tag`, already defined in the page) beside the plain one in the same parent, so with the same
 * inherited font and colours, laid over it (so the same background and sub-pixel offset), hidden until shown, and
 * hydrated. `styles` are set on it, besides the placement.
 */
export async function twinOver(plain: Locator, { tag, attributes, html = '', styles = {} }: Twin): Promise<Locator> {
  await plain.evaluate(
    (element, { tag, attributes, html, styles }) => {
      const twin = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) twin.setAttribute(name, value);
      twin.dataset.testid = 'ionic-twin';
      twin.innerHTML = html;
      const rect = element.getBoundingClientRect();
      Object.assign(twin.style, { position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, margin: '0', visibility: 'hidden', ...styles });
      element.after(twin);
      // An ancestor (ion-content's scroller) may be the containing block of a fixed element: move by what is off.
      const placed = twin.getBoundingClientRect();
      twin.style.left = `${2 * rect.left - placed.left}px`;
      twin.style.top = `${2 * rect.top - placed.top}px`;
    },
    { tag, attributes, html, styles },
  );
  const twin = plain.page().getByTestId('ionic-twin');
  await expect(twin).toHaveClass(/hydrated/);
  return twin;
}
