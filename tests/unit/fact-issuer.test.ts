import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';

const issuerOf = (text: string) => buildFactSheet({ text, fileName: 'letter.pdf', kind: 'other', applicantName: 'Ana Ruiz' }).issuer;

describe('the issuer on a letterhead', () => {
  it("is the agency that acts, not the government department named before it", () => {
    const text = 'Department of Health and Human Services · National Institutes of Health\nNational Human Genome Research Institute\nNOTICE OF AWARD\nIssue Date: August 15, 2023';
    expect(issuerOf(text)).toEqual({ value: 'National Institutes of Health', sentence: 'Department of Health and Human Services · National Institutes of Health', page: 1 });
    expect(issuerOf('U.S. Department of Energy · Office of Science\nAward Notice\nDate: June 1, 2024')?.value).toBe('Office of Science');
  });

  it('is the university, whichever side of the line its department stands', () => {
    expect(issuerOf('Department of Computer Science · Stanford University\nMay 3, 2024\nDear Dr. Ruiz,\nI write to confirm your appointment as a visiting scholar.')?.value).toBe('Stanford University');
    expect(issuerOf('Harvard Medical School · Department of Systems Biology\nMay 3, 2024\nTo whom it may concern,\nDr. Ruiz leads our imaging work.')?.value).toBe('Harvard Medical School');
  });

  it('stays the department when nothing after it names a body', () => {
    expect(issuerOf('Department of Culture, Media and Sport\n4 June 2024\nDear Ms. Ruiz,\nThank you for your letter.')?.value).toBe('Department of Culture, Media and Sport');
  });
});
