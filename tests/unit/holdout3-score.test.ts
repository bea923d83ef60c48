// The never-tuned bench's lenient matching (bench/analyst/holdout3/score.ts): lenient where a
// paralegal would call two answers the same fact, strict where they are different facts.
import { describe, expect, it } from 'vitest';
import type { FactSheet } from '../../src/contract/fact-sheet';
import { figureFound, numbersIn, sameDate, sameName, scoreFacts } from '../../bench/analyst/holdout3/score';

describe('holdout3 scoring', () => {
  it('matches names on whole words either way, without titles, case or accents', () => {
    expect(sameName('Thandiwe Mokoena', 'Dr. Thandiwe Mokoena (University of Cape Town)')).toBe(true);
    expect(sameName('Thandiwe Mokoena', 'Mokoena')).toBe(true);
    expect(sameName('Ayşe Demirtaş', 'AYSE DEMIRTAS')).toBe(true);
    expect(sameName('Thandiwe Mokoena', 'Thandiwe Mokoenas')).toBe(false);
    expect(sameName('Thandiwe Mokoena', 'Dr.')).toBe(false);
    expect(sameName('International Battery Materials Association', 'Dr. Thandiwe Mokoena, University of Cape Town')).toBe(false);
  });

  it('reads dates in the forms documents write them, to the precision of the label', () => {
    expect(sameDate('2025-01-13', 'Mon, 13 Jan 2025 10:14:22 +0100')).toBe(true);
    expect(sameDate('2024-06-06', 'Jun. 6, 2024')).toBe(true);
    expect(sameDate('2024-07-05', '5.7.2024')).toBe(true);
    expect(sameDate('2025-02', '4, 7, 10, 13, 16 and 19 February 2025')).toBe(true);
    expect(sameDate('2024-04-10', '10 October 2024')).toBe(false);
    expect(sameDate('2024-12', 'Decision 12, 2024')).toBe(false);
  });

  it('finds figures whatever their separators, currency or trailing zeros', () => {
    expect(numbersIn('$498,712.00, € 5 987 420, 3.1 million, 1.214.508, 100%')).toEqual(['498712', '5987420', '3.1', '1214508', '100']);
    expect(figureFound('498,712', ['$498,712.00'])).toBe(true);
    expect(figureFound('5,987,420', ['€ 6 412 880', '€ 5 987 420'])).toBe(true);
    expect(figureFound('1,130', ['34 countries', '11 experts'])).toBe(false);
  });

  it('scores each labelled field, and a missing sheet misses them all', () => {
    const sheet: FactSheet = {
      kind: 'award',
      title: 'IAMH Kinzl Medal 2024',
      issuer: { value: 'International Association of Mountain Hydrology', sentence: 'x', page: 1 },
      date: { value: '12 June 2024', sentence: 'x', page: 1 },
      subject: { value: 'Dr. Rosa Quispe Mamani', sentence: 'x', page: 1, relation: 'received', isApplicant: true },
      applicantRole: 'subject',
      roleFact: null,
      figures: [{ value: '63 nominations', sentence: 'x', page: 1, kind: 'count' }],
      venue: null,
      signer: null,
      filingReason: null,
      checks: [],
      userFields: [],
    };
    const label = { kind: 'award', subject: 'Rosa Quispe Mamani', isApplicant: true, role: 'subject', issuer: 'IAMH', date: '2024-06-12', figures: ['63', '5,000'] } as const;
    const right = Object.fromEntries(scoreFacts(label, sheet).map((f) => [f.field, f.right]));
    expect(right).toEqual({ kind: true, subject: true, isApplicant: true, role: true, issuer: false, date: true, figures: false });
    expect(scoreFacts(label, null).every((f) => !f.right)).toBe(true);
  });
});
