import { test, expect } from './fixtures';
import { createProfileAndPetition } from './helpers';

// The petition's five tabs are Ionic's segment (docs/decisions/070): a tab list whose arrow keys move the focus,
// Enter or Space choose, and whose choice lives in ?tab= so a reload keeps it.

test('the petition tabs: arrows move the focus, Enter chooses, the panel names its tab, a reload keeps it', async ({ page, account }) => {
  void account;
  const { petitionId } = await createProfileAndPetition(page);
  await page.goto(`/petition/${petitionId}`);
  const list = page.getByRole('tablist', { name: 'Petition sections' });
  const tab = (name: string) => list.getByRole('tab', { name });
  // The tab is the segment button's inner button: its name is the label slotted into it.
  await expect(page.locator('.petition-tabs ion-segment-button')).toHaveText(['Evidence', 'Letters', 'Criteria', 'Case', 'Chat']);
  const chosen = list.getByRole('tab', { selected: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveAccessibleName('Evidence');
  await expect(page.getByRole('tabpanel', { name: 'Evidence' })).toBeVisible();

  await tab('Evidence').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Letters')).toBeFocused();
  // Moving the focus chooses nothing.
  await expect(chosen).toHaveAccessibleName('Evidence');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Criteria')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveAccessibleName('Criteria');
  await expect(page).toHaveURL(/\?tab=criteria$/);
  await expect(page.getByRole('tabpanel', { name: 'Criteria' })).toBeVisible();

  // The choice survives a reload; a tap chooses too.
  await page.reload();
  await expect(chosen).toHaveAccessibleName('Criteria');
  await page.getByTestId('tab-evidence').click();
  await expect(chosen).toHaveAccessibleName('Evidence');
  await expect(page).not.toHaveURL(/tab=/);
});
