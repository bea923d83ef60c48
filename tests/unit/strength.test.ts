import { describe, expect, it } from 'vitest';
import type { CriteriaScore } from '../../src/contract/criteria-report';
import { petitionStrength, shownStrength } from '../../src/contract/strength';

const score = (criteriaId: string, value: number): CriteriaScore => ({
  criteriaId,
  criteriaTitle: criteriaId,
  score: value,
  strength: 'weak',
  reasoning: 'Reason.',
  evidenceCount: 0,
  keyEvidence: [],
  suggestions: [],
});

describe('one strength number', () => {
  const report = { criteriaScores: [score('a', 80), score('b', 41), score('c', 0)] };

  it('is the rounded mean of the criteria scores', () => {
    expect(petitionStrength(report)).toBe(40);
    expect(petitionStrength({ criteriaScores: [] })).toBeNull();
  });

  it('shows the stored number, and for an older row without one, the same mean', () => {
    expect(shownStrength({ strengthScore: 40, criteriaStrengthReport: report })).toBe(40);
    expect(shownStrength({ strengthScore: null, criteriaStrengthReport: report })).toBe(40);
    expect(shownStrength({ strengthScore: null, criteriaStrengthReport: null })).toBeNull();
  });
});
