import { describe, expect, it } from 'vitest';
import { countsForApplicant, FILED_OTHER_BY_USER, setAsideReason } from '../../src/contract/set-aside';
import { suggestRecommenders } from '../../src/features/letters/lib/recommenders';

// Which exhibits prove nothing for the applicant after her corrections (decision 062), and the Letters tab's
// suggestions, which read only the others.

const REASON = 'Filed as Other: the award went to Prof. Wei Lin; the applicant attended the ceremony.';

describe('an exhibit set aside as not the applicant’s', () => {
  it('is one filed as Other by the user, or by its facts with a reason', () => {
    expect(setAsideReason({ category: 'other', userSetFields: ['category'] })).toBe(FILED_OTHER_BY_USER);
    expect(setAsideReason({ category: 'other', userSetFields: [], filingReason: REASON })).toBe(REASON);
  });

  it('is not one the analyst could only not place, nor one the user filed under a criterion against its facts', () => {
    expect(countsForApplicant({ category: 'other', userSetFields: [], filingReason: null })).toBe(true);
    expect(countsForApplicant({ category: 'eb1a_awards', userSetFields: ['category'], filingReason: REASON })).toBe(true);
    expect(countsForApplicant({ category: 'cv', userSetFields: ['category'] })).toBe(true);
  });

  it('names no project and asks for no letter on the Letters tab', () => {
    const newsletter = { fileName: 'newsletter.pdf', aiTags: [], category: 'other', aiDescription: 'A notice, filed as **Other**.\n\n- "Professor Lin Wins 2024 Kavli Prize"' };
    const suggested = (e: object) => suggestRecommenders('EB-1A', [{ ...newsletter, ...e }]);
    const placed = suggested({ userSetFields: [], filingReason: null });
    expect(placed.map((s) => s.role)).toContain('Award Committee Member or Judge');
    expect(placed.flatMap((s) => s.projectsToMention ?? [])).toContain('Professor Lin Wins 2024 Kavli Prize');
    for (const aside of [{ userSetFields: ['category'] }, { filingReason: REASON }]) {
      const list = suggested(aside);
      expect(list.map((s) => s.role)).not.toContain('Award Committee Member or Judge');
      expect(list.flatMap((s) => s.projectsToMention ?? [])).toEqual([]);
    }
  });
});
