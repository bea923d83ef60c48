import type { Locator, Page } from '@playwright/test';

export type ScreenDialog = { name: string; open: () => Promise<unknown>; shown: Locator };
export type PetitionTabScreens = { tab: string; ready: Locator; dialogs: ScreenDialog[] };

/**
 * Each petition tab (values from PetitionTabs' TABS), what shows it is ready, and each dialog it
 * opens: the screens the phone walk and the accessibility spec check. `press` is `tap` on a touch
 * device, `click` with a mouse. `withDeleteConfirm` adds the case tab's delete confirmation.
 */
export function petitionTabScreens(page: Page, press: 'tap' | 'click', opts: { withDeleteConfirm?: boolean } = {}): PetitionTabScreens[] {
  const hit = (target: Locator) => () => (press === 'tap' ? target.tap() : target.click());
  const caseDialogs: ScreenDialog[] = [
    { name: 'case document viewer', open: hit(page.getByTestId('case-document-card').first()), shown: page.getByTestId('case-document-viewer') },
  ];
  if (opts.withDeleteConfirm) {
    caseDialogs.push({ name: 'delete confirmation', open: hit(page.getByTestId('delete-case-document').first()), shown: page.getByText('Delete document?') });
  }
  return [
    {
      tab: 'evidence',
      ready: page.getByTestId('evidence-row').first(),
      dialogs: [
        { name: 'evidence text', open: hit(page.locator('.evidence-text-button').first()), shown: page.getByTestId('evidence-text-dialog') },
        { name: 'edit evidence', open: hit(page.getByTestId('evidence-edit').first()), shown: page.getByTestId('evidence-edit-save') },
      ],
    },
    {
      tab: 'letters',
      ready: page.getByTestId('letter-row').first(),
      dialogs: [
        { name: 'create letter', open: hit(page.getByRole('button', { name: 'Create Letter' })), shown: page.getByTestId('letter-recommenderName') },
        { name: 'letter viewer', open: hit(page.getByTestId('letter-row').getByRole('button', { name: 'View' })), shown: page.getByTestId('letter-text') },
      ],
    },
    {
      tab: 'criteria',
      ready: page.getByTestId('criterion-o1a_awards'),
      dialogs: [
        { name: 'statement instructions', open: hit(page.getByTestId('generate-o1a_awards')), shown: page.getByTestId('statement-instructions') },
        { name: 'statement viewer', open: hit(page.getByTestId('view-o1a_awards')), shown: page.getByTestId('statement-viewer').locator('textarea') },
      ],
    },
    { tab: 'case', ready: page.getByTestId('case-document-card').first(), dialogs: caseDialogs },
    { tab: 'chat', ready: page.getByTestId('chat-assistant').first(), dialogs: [] },
  ];
}
