import type { Locator } from '@playwright/test';

/** Fills the 'Invite a recommender' dialog with the one recommender the specs invite. */
export async function fillInvite(dialog: Locator) {
  await dialog.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Title', { exact: true }).fill('Rear Admiral');
  await dialog.getByLabel('Organization').fill('United States Navy');
  await dialog.getByLabel('Relationship (as you see it)').fill('She reviewed my compiler');
}
