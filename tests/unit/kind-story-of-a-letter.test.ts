// A release that reports someone's letter of support ('… the weaver Ana Ruiz, who wrote in support of her application')
// is the release of another's award, not a letter: the applicant who wrote that letter is only mentioned in it
// (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a story's report of someone's letter of support", () => {
  it("files the release of her student's fellowship as Other, the student's award", () => {
    const a = analyseEvidence({
      visaType: 'EB-1A',
      fileName: 'fellowship.pdf',
      mimeType: 'text/plain',
      applicantName: 'Marguerite Ossei',
      text: `NORTHERN CERAMICS TRUST
For immediate release: March 2, 2025
Tobias Renwick-Alaoui Named 2025 Young Potter Fellow
The Northern Ceramics Trust has awarded its 2025 Young Potter Fellowship, with a $9,000 stipend, to Tobias Renwick-Alaoui of Galway. Renwick-Alaoui, 22, is an apprentice at the Kiln Yard Studio, where he trains under the potter Marguerite Ossei, who wrote in support of his application.
The fellowship funds a year of work on his series of salt-glazed jars.`,
    });
    expect(a.kind).not.toBe('recommendation_letter');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});
