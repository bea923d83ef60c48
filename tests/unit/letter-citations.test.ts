import { describe, expect, it } from 'vitest';
import { checkDraft } from '../../server/modules/analyst/guarantees';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ev } from './analyst-fixtures';

const AWARD = 'You have been selected as the winner of the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations by an international committee.';
const REVIEW = 'Thank you for your review of manuscript 1234 for Nature Methods, which the editorial board appreciates.';
const exhibits = [
  { evidenceNumber: 1, text: AWARD },
  { evidenceNumber: 2, text: REVIEW },
];

describe('a letter cites an exhibit only for what that exhibit states', () => {
  it("refuses a quotation set under one exhibit's number but taken from another's text, even within one paragraph", () => {
    const swapped = `Several achievements deserve attention. Exhibit 1 states: "${REVIEW}"\nExhibit 2 states: "${AWARD}"`;
    const quoteRules = (text: string) => checkDraft(text, { exhibits, filing: true }).filter((v) => v.rule === 'quote');
    expect(quoteRules(swapped)).toHaveLength(2);
    const right = `Several achievements deserve attention. Exhibit 1 states: "${AWARD}"\nExhibit 2 states: "${REVIEW}"`;
    expect(quoteRules(right)).toEqual([]);
  });

  it('builds every quoted line of a drafted letter from the sentence of the exhibit it cites', async () => {
    const evidence = [ev(1, 'award.pdf', 'o1a_awards', AWARD), ev(2, 'review.pdf', 'o1a_judging', REVIEW)];
    const { content } = await createLocalAnalyst().draftLetter({ visaType: 'O-1A', applicantName: 'Maya Okafor', recommender: { name: 'Anna Keller', title: 'Professor', organization: 'ETH Zurich', relationship: 'Independent expert' }, keyAchievements: [], evidence });
    const quoted = content.split('\n').filter((l) => l.includes('"'));
    expect(quoted.length).toBeGreaterThan(0);
    for (const line of quoted) {
      const [n] = findExhibitRefs(line);
      expect(evidence.find((e) => e.evidenceNumber === n)!.text, line).toContain(/"([^"]+)"/.exec(line)![1]);
    }
  });
});

describe("the user's achievements cite an exhibit only when it states them", () => {
  it('does not cite an exhibit for a year or a figure it does not state', async () => {
    const evidence = [ev(1, 'award.pdf', 'o1a_awards', AWARD), ev(2, 'review.pdf', 'o1a_judging', REVIEW)];
    const draft = async (achievement: string) =>
      (await createLocalAnalyst().draftLetter({ visaType: 'O-1A', applicantName: 'Maya Okafor', recommender: { name: 'Anna Keller', title: 'Professor', organization: 'ETH Zurich', relationship: 'Independent expert' }, keyAchievements: [achievement], evidence })).content;
    expect(await draft('Won the ACM Doctoral Dissertation Award in 2018')).toContain('- Won the ACM Doctoral Dissertation Award in 2018 (see Exhibit 1).');
    expect(await draft('Won the ACM Doctoral Dissertation Award in 2019, chosen from 500 nominations')).toContain('- Won the ACM Doctoral Dissertation Award in 2019, chosen from 500 nominations.');
  });
});
