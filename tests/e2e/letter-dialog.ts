import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Creates a letter through the Letters tab's dialog, as a user would, and waits for its row. */
export async function createLetter(page: Page, recommenderName: string, relationship = 'A colleague of ten years.') {
  await page.getByRole('button', { name: /^(Create Letter|Create Your First Letter)$/ }).click();
  const dialog = page.getByTestId('create-letter-dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(recommenderName);
  await dialog.getByLabel('Title', { exact: true }).fill('Professor of Computer Science');
  await dialog.getByLabel('Organization').fill('Yale University');
  await dialog.getByLabel('Relationship').fill(relationship);
  await dialog.getByRole('button', { name: 'Generate Letter' }).click();
  await expect(page.getByTestId('letter-row').filter({ hasText: recommenderName })).toHaveCount(1);
}

/** Opens the letter in the viewer and returns its text and the small print naming its analyst. */
export async function readLetter(page: Page, recommenderName: string): Promise<{ text: string; author: string | null }> {
  const row = page.getByTestId('letter-row').filter({ hasText: recommenderName });
  await row.getByRole('button', { name: 'View' }).click();
  const viewer = page.getByTestId('letter-viewer');
  const text = (await viewer.getByTestId('letter-text').textContent()) ?? '';
  const author = await viewer.getByTestId('letter-author').textContent();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  return { text, author };
}
