import { describe, expect, it } from 'vitest';
import { criteriaFor } from '../../src/contract/criteria';
import { VISA_TYPES } from '../../src/contract/visa';
import { letterProblems } from '../../server/modules/analyst/checks';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

// The regulation's shorthand is for the petition's lawyer, not for a recommender's letter.
const SHORTHAND = [/\b\d+\s+of\s+(10|8|6|5|4)\b/i, /\bCFR\b/, /\u00a7/, /\b(eb1a|eb1b|eb1c|o1a|o1b|uk)_[a-z_]+\b/, /one-time major award/i, /\(\s*[^)]*\bof\s+\d+\s*\)/];

const EVIDENCE = [
  ev(1, 'award.pdf', null, 'You have been selected as the winner of the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations by an international committee. This is the leading award for doctoral research in computing worldwide.'),
  ev(2, 'review.pdf', null, 'Thank you for your review of manuscript 1234 for Nature Methods. The editorial board appreciates your service as a reviewer on March 3, 2022.'),
  ev(3, 'article.pdf', null, 'The New York Times profiled her work on protein folding in a feature article read by millions of readers. The article described her method as a breakthrough for the field.'),
  ev(4, 'salary.pdf', null, 'Her annual base salary is $485,000, which is above the 95th percentile for software engineers in the United States.'),
];

describe('letters carry no regulation shorthand', () => {
  it('never writes "3 of 10", CFR citations, section signs or criterion ids, for any visa type', async () => {
    for (const visaType of VISA_TYPES) {
      const evidence = EVIDENCE.map((e, i) => ({ ...e, category: criteriaFor(visaType)[i]?.id ?? null }));
      for (const keyAchievements of [[], ['Won the 2018 ACM Doctoral Dissertation Award', 'Reviewer for Nature Methods']]) {
        const { content } = await analyst.draftLetter({
          visaType,
          applicantName: 'Maya Okafor',
          recommender: { name: 'Prof. Anna Keller', title: 'Professor of Biology', organization: 'ETH Zurich', relationship: 'Independent expert; never collaborated' },
          keyAchievements,
          evidence,
        });
        for (const re of SHORTHAND) expect(content, `${visaType}: ${re}`).not.toMatch(re);
      }
    }
  });
});

describe('a model-written letter with shorthand is sent back', () => {
  it('names the shorthand and a pasted relationship label as problems', () => {
    const input = { visaType: 'EB-1A' as const, applicantName: 'Maya Okafor', recommender: { name: 'Anna Keller', title: 'Professor', organization: 'ETH Zurich', relationship: 'Independent expert' }, keyAchievements: [], evidence: EVIDENCE };
    const problems = letterProblems(input, 'Dear Officer,\n\nMy relationship to Maya Okafor: Independent expert.\n\nThis meets the EB-1A standard (one-time major award, or 3 of 10) under 8 CFR 204.5(h)(3) and eb1a_awards.\n\nSincerely,\nAnna Keller');
    expect(problems.filter((p) => p.startsWith('shorthand:'))).toHaveLength(4);
  });
});
