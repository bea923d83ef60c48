// A contract's 'Fee: $X' set against what the payer usually pays ('our standard fee for … is', 'the highest fee we have
// paid', 'no guest artist has been paid more than') is evidence of pay, not of the role it engages her for
// (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (fileName: string, text: string) =>
  analyseEvidence({ visaType: 'O-1B', fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe("a contract's fee set against the payer's usual fees", () => {
  it("files a guest engagement whose fee is set against the house's standard fee as high salary", () => {
    const a = read('engagement.txt', `NORTHSIDE OPERA — Denver, Colorado
Guest Artist Engagement Agreement, dated May 3, 2025
Artist: Lena Okafor. Engagement: stage director of "Tosca", Main Stage, September 1 - October 10, 2025.
Fee: $52,000 for the engagement, payable in two instalments, plus housing.
For the company's records: our standard fee for a guest director of a comparable production is $12,000.
Signed: Paul Reyes, General Manager; Lena Okafor`);
    expect(a.category).toBe('o1b_high_salary');
  });

  it('files a statement of work whose fee is the highest the client has paid as high salary', () => {
    const a = read('sow.txt', `BRIGHTWAVE, INC. — Statement of Work No. 2 under the Design Services Agreement
Date: June 9, 2024
Designer: Lena Okafor, Providence, RI
Scope: design of a custom typeface for the Brightwave app in three weights, delivered by March 30, 2025.
Fee: $120,000, payable in four milestones. This is the highest fee Brightwave has paid for a typeface; earlier faces were licensed for between $15,000 and $40,000.
Approved: Tom Berg, Head of Brand`);
    expect(a.category).toBe('o1b_high_salary');
  });
});
