import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { dropStated } from '../../server/modules/analyst/local/stated-advice';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

const ELECTION = ev(
  1,
  'election.pdf',
  'o1a_memberships',
  'Dear Dr. Chen, I am pleased to tell you that on 4 May 2023 you were elected a Fellow of the Royal Society of Chemistry. Under the Society’s bylaws, Fellowship requires outstanding contributions to the chemical sciences; candidates are nominated by two Fellows and elected by the Council, whose members are leading chemists.',
);
const OFFER = ev(
  2,
  'offer.pdf',
  'o1a_high_salary',
  'Offer of employment, 12 January 2024. Your annual base salary will be $240,000, well above the BLS median wage of $145,080 for computer and information research scientists.',
);

const suggestionsFor = async (id: string) => {
  const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: [ELECTION, OFFER] });
  return report.criteriaScores.find((s) => s.criteriaId === id)!.suggestions.join(' ');
};

describe('advice never asks for what an exhibit already states', () => {
  it('does not ask for bylaws or the electors when the election letter states both', async () => {
    const advice = await suggestionsFor('o1a_memberships');
    expect(advice).not.toMatch(/bylaws|admission rules/i);
    expect(advice).not.toMatch(/who judged your admission/i);
  });

  it('does not ask for a wage comparison when the offer letter already cites the BLS median', async () => {
    const advice = await suggestionsFor('o1a_high_salary');
    expect(advice).not.toMatch(/salary surveys|wage data/i);
  });

  it('keeps advice whose fact no exhibit states', () => {
    const tips = ['Include the bylaws or admission rules showing that outstanding achievement is required', 'Show who judged your admission (recognised experts)'];
    expect(dropStated(tips, 'You are now a member.')).toEqual(tips);
    expect(dropStated(tips, 'The bylaws require outstanding achievement. Elected by the Council.')).toEqual([]);
  });
});
