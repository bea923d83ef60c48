import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { fileByFacts } from '../../server/modules/analyst/local/filing';
import type { FactSheet } from '../../src/contract/fact-sheet';
import type { VisaType } from '../../src/contract/visa';

// O-1B's threshold names 'a nomination for or a win of a major arts award' (8 CFR 214.2(o)(3)(iv)): there the
// applicant's nomination is evidence, filed as her award would be. For every other visa it is not the award.
const analyst = createLocalAnalyst();
const analyse = (visaType: VisaType, text: string) =>
  analyst.analyseEvidence({ visaType, fileName: 'nomination.pdf', mimeType: 'application/pdf', text, applicantName: 'Ana Ruiz' });

const OLIVIER_LETTER = `SOCIETY OF LONDON THEATRE
32 Rose Street, London WC2E 9ET
7 March 2024
Dear Ms. Ruiz,
I am delighted to tell you that you have been nominated for the 2024 Laurence Olivier Award for Outstanding Achievement in Opera, for your Tosca at the Royal Opera House.
The nominations were chosen by a panel of 14 critics and theatre professionals from 62 productions seen in the year.
The winners will be announced at the ceremony at the Royal Albert Hall on 14 April 2024.
Yours sincerely,
Julian Bird
Chief Executive`;

const GRAMMY_LIST = `Recording Academy
Nominations for the 66th Annual Grammy Awards
November 10, 2023
Ana Ruiz has been nominated for Best Classical Solo Vocal Album for "Verismo Arias" (Deutsche Grammophon).
Nominees in each category are chosen by the votes of more than 11,000 voting members of the Recording Academy.
The winners will be announced on February 4, 2024 in Los Angeles.`;

const COLLEAGUE_NOMINATED = `Lyric Opera of Chicago
News Release · November 12, 2023
Elena Vasquez has been nominated for the 2024 Grammy Award for Best Opera Recording.
Vasquez sang Musetta in the Lyric's 2023 La Bohème, in a cast that also included Ana Ruiz.
The winners will be announced on February 4, 2024.`;

const O1B_REASON = 'Filed under Recognition from Experts: for O-1B, a nomination for a major arts award is evidence, as a win is.';

describe("O-1B: the applicant's nomination for an arts award is evidence", () => {
  it.each([
    ['a letter telling her she is nominated', OLIVIER_LETTER],
    ['the academy naming her among the nominees', GRAMMY_LIST],
  ])('%s is filed under Recognition from Experts, with why', async (_label, text) => {
    const analysis = await analyse('O-1B', text);
    expect(analysis.factSheet).toMatchObject({ kind: 'nomination', subject: { isApplicant: true, relation: 'nominated' }, applicantRole: 'subject', filingReason: O1B_REASON });
    expect(analysis.category).toBe('o1b_expert_recognition');
    expect(analysis.criteriaIds[0]).toBe('o1b_expert_recognition');
    expect(analysis.relevance.startsWith(O1B_REASON)).toBe(true);
  });

  it.each(['EB-1A', 'O-1A', 'EB-1B'] as const)('under %s the same nomination is not the award, and is filed as Other', async (visaType) => {
    for (const text of [OLIVIER_LETTER, GRAMMY_LIST]) {
      const analysis = await analyse(visaType, text);
      expect(analysis.category).toBe('other');
      expect(analysis.criteriaIds).toEqual([]);
      expect(analysis.factSheet?.filingReason).toBe('Filed as Other: it is a nomination of the applicant, and a nomination is not the award.');
    }
  });

  it("someone else's nomination proves nothing for her, even under O-1B", async () => {
    const analysis = await analyse('O-1B', COLLEAGUE_NOMINATED);
    expect(analysis.factSheet).toMatchObject({ kind: 'nomination', subject: { value: 'Elena Vasquez', isApplicant: false } });
    expect(analysis.category).toBe('other');
    expect(analysis.factSheet?.filingReason).toBe('Filed as Other: it is a nomination of Elena Vasquez, and a nomination is not the award.');
  });

  it('the rule reads the fact sheet, whichever analyst filled it: a nominee on a list of nominees counts too', () => {
    const sheet: FactSheet = {
      kind: 'nomination',
      title: 'Nominations',
      issuer: null,
      date: null,
      subject: { value: 'Lise Davidsen', sentence: 'The nominees are Lise Davidsen and Ana Ruiz.', page: 1, relation: 'nominated', isApplicant: false },
      applicantRole: 'nominee',
      roleFact: { value: 'Ana Ruiz', sentence: 'The nominees are Lise Davidsen and Ana Ruiz.', page: 1 },
      figures: [],
      venue: null,
      signer: null,
      filingReason: null,
      checks: [],
      userFields: [],
    };
    expect(fileByFacts(sheet, 'o1b_critical_reviews', true, 'O-1B')).toEqual({ category: 'o1b_expert_recognition', reason: O1B_REASON });
    expect(fileByFacts(sheet, 'uk_awards', true, 'UK_GLOBAL_TALENT').category).toBe('other');
    expect(fileByFacts({ ...sheet, applicantRole: 'attendee' }, 'o1b_expert_recognition', true, 'O-1B').category).toBe('other');
  });
});
