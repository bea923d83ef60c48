import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// The petition page's first screen draws its cards as plain elements (components/plain-card.css, decision 046). They
// must look as the IonCards they replaced: compared here with the Letters tab's card, a real IonCard with a header,
// a title and content, in the same page and theme.

const CARD = ['backgroundColor', 'color', 'boxShadow', 'borderRadius', 'fontSize', 'fontFamily', 'overflow'] as const;
const HEADER = ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'] as const;
const TITLE = ['fontSize', 'fontWeight', 'lineHeight', 'color'] as const;
const CONTENT = ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'fontSize', 'lineHeight'] as const;
const PARAGRAPH = ['fontSize', 'fontWeight', 'lineHeight'] as const;

async function styleOf(locator: Locator, props: readonly string[]): Promise<Record<string, string>> {
  return locator.evaluate(
    (el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))])),
    props,
  );
}

/** A card's parts' styles: the card, its header, its title, its content and a paragraph in it. */
async function cardStyles(card: Locator, parts: { header: string; title: string; content: string; paragraph: string }) {
  return {
    card: await styleOf(card, CARD),
    header: await styleOf(card.locator(parts.header).first(), HEADER),
    title: await styleOf(card.locator(parts.title).first(), TITLE),
    content: await styleOf(card.locator(parts.content).first(), CONTENT),
    paragraph: await styleOf(card.locator(parts.paragraph).first(), PARAGRAPH),
  };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the upload panel and the summary cards look as an IonCard does (${theme})`, async ({ page, account }) => {
    void account;
    await page.emulateMedia({ colorScheme: theme });
    const { petitionId } = await createProfileAndPetition(page);
    await page.goto(`/petition/${petitionId}`);
    const panel = page.locator('.upload-panel');
    await expect(panel).toBeVisible();
    // No Ionic card element is left on the first screen.
    expect(await page.locator('ion-card, ion-card-header, ion-card-title, ion-card-content').count()).toBe(0);
    // A heading, as IonCardTitle was (role heading, level 2).
    await expect(page.getByRole('heading', { level: 2, name: 'Upload Evidence' })).toBeVisible();
    const plain = await cardStyles(panel, { header: '.plain-card-header', title: '.plain-card-title', content: '.plain-card-content', paragraph: '.plain-card-content p.muted' });
    const summary = await styleOf(page.getByTestId('summary-documents'), CARD);
    const summaryValue = await styleOf(page.getByTestId('summary-documents-value'), ['lineHeight', 'fontSize']);

    await page.getByTestId('tab-letters').click();
    const letters = page.getByTestId('letters-card');
    await expect(letters.getByText('No recommendation letters yet')).toBeVisible();
    const ionic = await cardStyles(letters, { header: 'ion-card-header', title: 'ion-card-title', content: 'ion-card-content', paragraph: 'ion-card-content p.muted' });

    expect(plain).toEqual(ionic);
    expect(summary).toEqual(ionic.card);
    // The summary's value keeps IonCardContent's paragraph line height (1.5) under its own size.
    expect(parseFloat(summaryValue.lineHeight!)).toBeCloseTo(1.5 * parseFloat(summaryValue.fontSize!), 1);
  });
}
