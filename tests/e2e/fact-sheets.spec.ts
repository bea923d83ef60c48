import type { Page } from '@playwright/test';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { addPdfEvidence, createProfileAndPetition, waitForAnalysis } from './helpers';

test.use(WITHOUT_SERVICE_WORKER);

// Decision 060, on a 360 px phone: each row shows its fact sheet in plain words, the fields the analyst is unsure
// of say 'Please check', the Criteria tab lists the exhibits still to check and follows each confirmation (made
// in its dialog, or in another tab and pushed), and a correction files the exhibit again with the reason on the row.

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 640 }, hasTouch: true, isMobile: true });

/** Her certificate, naming her by surname only: 'Please check' whom it is about. */
const CERTIFICATE = [
  'Analytical Society',
  'CERTIFICATE OF RECOGNITION',
  'Best Paper Award',
  'This certifies that Dr. Lovelace has received the Best Paper Award.',
  'The paper was selected from 1,840 submissions by a committee of 12 international judges.',
  'Presented by the Analytical Society on June 3, 2024.',
];
/** Her election, dated in a way that reads two ways: 'Please check' the date. */
const ELECTION = ['Royal Statistical Society', 'Ada Lovelace has been elected a Fellow of the Royal Statistical Society.', 'Fellows are elected by the Council on 03/04/2024.'];
/** A colleague's prize, whose ceremony she attended: nothing to check. */
const NEWSLETTER = [
  'Department of Mathematics Newsletter',
  'Prof. Charles Babbage was awarded the 1843 Royal Medal by the Analytical Society.',
  'Among the guests at the ceremony was Ada Lovelace, who attended with her family.',
  'The ceremony took place on March 14, 2024.',
];
/** A letter under its sender's letterhead in capitals: 'Please check' the title, which may be only who wrote it (decision 113). */
const LETTERHEAD = [
  'NORTHERN EXAMINATIONS BOARD · Assessment Services · Manchester',
  '2 September 2024',
  'Dear Ms Ada Lovelace,',
  'We confirm that you served as a chief examiner for the 2024 summer series, reviewing 240 scripts.',
  'Yours sincerely,',
  'Anne Ward, Head of Assessment',
];

/** An invitation to speak from a programme committee: filed as Other, since speaking is not judging (decision 118). */
const INVITATION = [
  'Programme Committee, Analytical Engines Forum 2025',
  'Dear Ada Lovelace,',
  'On behalf of the programme committee I invite you to speak on the panel on computing machines at the Analytical Engines Forum in London on 12 June 2025.',
  'Yours sincerely, Charles Wheatstone, Chair of the Programme Committee',
];

/** A tour's settlement whose figure that matters is its table's total row (decision 126). */
const SETTLEMENT = [
  'Lantern Opera Company - Tour settlement, spring 2024',
  'City | Performances | Tickets sold | Capacity | Gross',
  'Lyon | 6 | 7,210 | 93% | €402,100',
  'Lille | 4 | 4,880 | 97% | €261,900',
  'Total | 10 | 12,090 | 95% | €664,000',
  'The tour featured Ada Lovelace as Tosca in every performance.',
];

const row = (page: Page, fileName: string) => page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });
const dialog = (page: Page) => page.getByTestId('fact-sheet-dialog');

/** Nothing reaches past a 360 px screen: not the page, not an open dialog's content. */
async function expectFits(page: Page, what: string) {
  const wide = await page.evaluate((width) => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth} px`);
    for (const content of document.querySelectorAll('ion-content')) {
      const scroller = content.shadowRoot?.querySelector('.inner-scroll');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) out.push(`ion-content ${scroller.scrollWidth} px in ${scroller.clientWidth} px`);
    }
    for (const el of document.querySelectorAll('[data-testid^="fact"], [data-testid^="evidence-fact"], [data-testid="evidence-please-check"]')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) out.push(`${el.getAttribute('data-testid')} at ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return out;
  }, WIDTH);
  expect(wide, `${what} fits ${WIDTH} px`).toEqual([]);
}

/** An O-1A petition with one analysed PDF, its Evidence tab open. */
async function petitionWithOne(page: Page, fileName: string, lines: string[]) {
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  await addPdfEvidence(page, petitionId, fileName, lines);
  await waitForAnalysis(page, petitionId, 1);
  await page.goto(`/petition/${petitionId}`);
  return petitionId;
}

async function petitionWithFacts(page: Page) {
  const { petitionId } = await createProfileAndPetition(page, { visaType: 'O-1A' });
  await addPdfEvidence(page, petitionId, 'certificate.pdf', CERTIFICATE);
  await addPdfEvidence(page, petitionId, 'election.pdf', ELECTION);
  await addPdfEvidence(page, petitionId, 'newsletter.pdf', NEWSLETTER);
  await waitForAnalysis(page, petitionId, 3);
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByTestId('evidence-cards')).toBeVisible();
  return petitionId;
}

test("the Criteria tab lists the exhibits to check and follows each confirmation, in the dialog or pushed from another tab", async ({ page, account }) => {
  void account;
  await petitionWithFacts(page);
  const certificate = row(page, 'certificate.pdf');
  await expect(certificate.getByTestId('evidence-fact-line')).toHaveText(
    'Award received by the applicant: Best Paper Award, Analytical Society, June 3, 2024, selected from 1,840 submissions',
  );
  await expect(certificate.getByTestId('evidence-please-check')).toHaveText('Please check: whom it is about');
  await expect(row(page, 'election.pdf').getByTestId('evidence-please-check')).toHaveText('Please check: date');
  await expect(row(page, 'newsletter.pdf').getByTestId('evidence-fact-line')).toHaveText(/^Award received by Prof\. Charles Babbage \(the applicant attended\): /);
  await expect(row(page, 'newsletter.pdf').getByTestId('evidence-please-check')).toHaveCount(0);
  await expectFits(page, 'the evidence tab');

  await page.getByTestId('tab-criteria').tap();
  const items = page.getByTestId('facts-to-check').getByTestId('fact-check-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Please check: whom it is about');
  await expect(items.nth(1)).toContainText('Please check: date');
  await expectFits(page, 'the Criteria tab');

  // Opened from the list: the dialog says what to check and why; 'It is right' confirms it as it stands.
  await items.nth(0).getByTestId('fact-check-open').tap();
  const subject = dialog(page).locator('[data-testid="fact-check"][data-field="subject"]');
  await expect(subject).toContainText('Please check: Matched to you by surname only ("Dr. Lovelace").');
  await expect(dialog(page).getByTestId('fact-subject').locator('input')).toHaveValue('Dr. Lovelace');
  await expectFits(page, 'the fact-sheet dialog');
  await subject.getByTestId('fact-confirm').tap();
  await expect(dialog(page).locator('[data-testid="fact-user-set"][data-field="subject"]')).toHaveText('Yours');
  await expect(dialog(page).getByTestId('fact-check')).toHaveCount(0);
  await dialog(page).getByTestId('fact-sheet-cancel').tap();
  await expect(dialog(page)).toBeHidden();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Royal Statistical Society');

  // Confirmed in another tab (the same PATCH the dialog sends): the push takes it off this list too.
  const list = (await (await page.request.get(`/api/petitions/${new URL(page.url()).pathname.split('/').pop()}/evidence`)).json()) as Array<{ id: string; fileName: string }>;
  const election = list.find((r) => r.fileName === 'election.pdf')!;
  const confirmed = await page.request.patch(`/api/evidence/${election.id}`, { headers: SAME_ORIGIN, data: { factSheet: { confirm: ['date'] } } });
  expect(confirmed.status()).toBe(200);
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('facts-to-check-none')).toBeVisible();

  // Kept on the server: the rows no longer ask after a reload.
  await page.reload();
  await page.getByTestId('tab-evidence').tap();
  await expect(certificate.getByTestId('evidence-fact-line')).toBeVisible();
  await expect(page.getByTestId('evidence-please-check')).toHaveCount(0);
});

test('a corrected fact files the exhibit again and the row says why; nonsense gets the field its message', async ({ page, account }) => {
  void account;
  await petitionWithFacts(page);
  const certificate = row(page, 'certificate.pdf');
  await expect(certificate.getByTestId('evidence-category')).toHaveText('Awards');
  await certificate.getByTestId('evidence-facts').tap();
  const date = dialog(page).getByTestId('fact-date').locator('input');
  await expect(date).toHaveValue('June 3, 2024');

  // Nonsense: a date to come, an empty title. Each field says what is wrong, and nothing is saved.
  await date.fill(`June 3, ${new Date().getFullYear() + 1}`);
  await dialog(page).getByTestId('fact-title').locator('input').fill(' ');
  await dialog(page).getByTestId('fact-sheet-save').tap();
  await expect(dialog(page).locator('[data-testid="fact-field-error"][data-field="date"]')).toHaveText('The date cannot be in the future');
  await expect(dialog(page).locator('[data-testid="fact-field-error"][data-field="title"]')).toHaveText('The title cannot be empty');
  await expectFits(page, 'the dialog with its errors');

  // The prize went to a namesake; she only attended. Saved, the exhibit is filed as Other and the row says why.
  await date.fill('June 2024');
  await dialog(page).getByTestId('fact-title').locator('input').fill('Best Paper Award');
  await dialog(page).getByTestId('fact-role').tap();
  await page.locator('ion-select-popover ion-radio').filter({ hasText: /^I attended$/ }).tap();
  await expect(page.locator('ion-select-popover')).toHaveCount(0);
  await dialog(page).getByTestId('fact-sheet-save').tap();
  await expect(dialog(page)).toBeHidden();
  await expect(certificate.getByTestId('evidence-category')).toHaveText('Other');
  await expect(certificate.getByTestId('evidence-filing-reason')).toHaveText('Filed as Other: the award went to Dr. Lovelace; the applicant attended the ceremony.');
  await expect(certificate.getByTestId('evidence-fact-line')).toHaveText(
    'Award received by Dr. Lovelace (the applicant attended): Best Paper Award, Analytical Society, June 2024, selected from 1,840 submissions',
  );
  await expect(certificate.getByTestId('evidence-please-check')).toHaveCount(0);
  await expectFits(page, 'the evidence tab after the correction');
});

test('the kind of document the user picks files the exhibit as that kind, over what its words suggested', async ({ page, account }) => {
  void account;
  await petitionWithOne(page, 'invitation.pdf', INVITATION);
  const invitation = row(page, 'invitation.pdf');
  await expect(invitation.getByTestId('evidence-category')).toHaveText('Other');
  await expect(invitation.getByTestId('evidence-filing-reason')).toHaveText('Filed as Other: it invites the applicant to speak at an event, and speaking is not judging the work of others.');

  // The panel she was asked onto judged the forum's papers: she says it is a judging record, and it is filed as one.
  await invitation.getByTestId('evidence-facts').tap();
  await dialog(page).getByTestId('fact-kind').tap();
  await page.locator('ion-select-popover ion-radio').filter({ hasText: /^Review or judging record$/ }).tap();
  await expect(page.locator('ion-select-popover')).toHaveCount(0);
  await dialog(page).getByTestId('fact-sheet-save').tap();
  await expect(dialog(page)).toBeHidden();
  await expect(invitation.getByTestId('evidence-category')).toHaveText('Judging');
  await expect(invitation.getByTestId('evidence-filing-reason')).toHaveCount(0);
  await expectFits(page, 'the evidence tab after the kind was corrected');
});

test("a title the analyst is unsure of is listed on the Criteria tab and its dialog says why", async ({ page, account }) => {
  void account;
  await petitionWithOne(page, 'examiners.pdf', LETTERHEAD);
  await expect(row(page, 'examiners.pdf').getByTestId('evidence-please-check')).toContainText('title');

  await page.getByTestId('tab-criteria').tap();
  const items = page.getByTestId('facts-to-check').getByTestId('fact-check-item');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('title');
  await items.nth(0).getByTestId('fact-check-open').tap();
  const title = dialog(page).locator('[data-testid="fact-check"][data-field="title"]');
  await expect(title).toContainText('Please check: The title starts with the line in capitals at its top, often a letterhead: check it says what this is.');
  await expectFits(page, 'the fact-sheet dialog with a title to check');
  await title.getByTestId('fact-confirm').tap();
  await expect(dialog(page).locator('[data-testid="fact-user-set"][data-field="title"]')).toHaveText('Yours');
  await expect(dialog(page).locator('[data-testid="fact-check"][data-field="title"]')).toHaveCount(0);
});

test("a table's total row is the exhibit's figure, on its row and in its dialog, within a phone's width", async ({ page, account }) => {
  void account;
  await petitionWithOne(page, 'settlement.pdf', SETTLEMENT);
  const settlement = row(page, 'settlement.pdf');
  await expect(settlement.getByTestId('evidence-facts')).toContainText('Total | 10 | 12,090 | 95% | €664,000');
  await settlement.getByTestId('evidence-facts').tap();
  await expect(dialog(page).getByTestId('fact-figures').locator('textarea')).toHaveValue(/^Total \| 10 \| 12,090 \| 95% \| €664,000$/m);
  await expectFits(page, 'the fact-sheet dialog with a table row among its figures');
});
