import { describe, expect, it } from 'vitest';
import { gateFor } from '../../server/modules/analyst/local/screening-evidence';
import { readProfile } from '../../server/modules/analyst/local/screening-signals';

// Screening reads a CV's award lines by the fact sheet's rule (decisions 056 and 062): someone else's
// prize whose ceremony she attended, a nomination, a shortlist, a grant she collaborates on, are not her awards.

const awards = gateFor('EB-1A', 'eb1a_awards')!;
const NOT_HERS = [
  'Attended the 2024 Kavli Prize ceremony in Oslo as a guest of Prof. Wei Lin.',
  'Nominated for the 2023 Gordon Bell Prize for work on climate simulation.',
  'Finalist, 2022 ACM Doctoral Dissertation Award.',
  'Shortlisted for the 2021 Royal Society Young Investigator Prize.',
  'Unfunded collaborator on the NSF grant awarded to Prof. Lin (2021-2024).',
  'Awarded an NSF research grant of $450,000 for graph learning (2021).',
];
const HERS = [
  'Received the Best Paper Award at NeurIPS 2023, selected from 12,000 participants.',
  'Won the 2019 ACM Doctoral Dissertation Award.',
  'Received the NSF CAREER Award in 2021.',
];

describe('screening reads the CV by the fact sheet’s rule', () => {
  it('does not take attending, a nomination, a shortlist or a grant as an award', () => {
    for (const line of NOT_HERS) expect(awards(line), line).toBe(false);
  });

  it('still takes the awards she received, whatever the size of the field they name', () => {
    for (const line of HERS) expect(awards(line), line).toBe(true);
  });

  it('finds no award, and no major award, in a CV whose only prize lines are someone else’s', () => {
    const cvText = ['Ada Lovelace', 'Research Scientist, Analytical Engines Inc., San Francisco', ...NOT_HERS, 'Received a travel grant to attend the Nobel Prize ceremony in Stockholm (2022).'].join('\n');
    const facts = readProfile({ profile: { fullName: 'Ada Lovelace', otherLinks: [] }, cvText });
    expect(facts.evidence['EB-1A'].find((c) => c.id === 'eb1a_awards')!.sentences).toEqual([]);
    expect(facts.majorAwardWon).toBeUndefined();
  });
});
