// 'You are one of 6 finalists' is a shortlist, not the award; lab news that someone else 'has received a five-year
// award of $800,000' from a funder is that person's grant, whoever it names among the students' supervisors
// (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'mail.txt', mimeType: 'text/plain', text, applicantName: 'Lucia Ferraz' });

describe('a finalist notice and news of a colleague’s grant', () => {
  it("files an e-mail telling her company it is one of six finalists as Other: a shortlist", () => {
    const a = read('O-1A', `From: Coastal Founders Pitch <pitch@coastalfounders.co>
To: Lucia Ferraz <lucia@tidegauge.io>
Subject: Congratulations - you are a finalist!

Hi Lucia,
Congratulations: TideGauge is one of 6 finalists in the Coastal Founders Pitch, chosen from 180 applications. The winner will be announced on stage on October 2 and receives a $50,000 investment.`);
    expect(a.factSheet?.kind).toBe('shortlist');
    expect(a.category).toBe('other');
  });

  it("files a newsletter on a colleague's funder's award as Other, his and not hers", () => {
    const a = read('EB-1A', `LAB NOTES - Harbour Marine Station - Summer issue, July 2025
Okonjo wins CAREER award for kelp studies
Dr. Daniel Okonjo has received a five-year Faculty Early Career Development (CAREER) award of $790,000 from the National Science Foundation to study kelp loss in warm summers.
The grant funds two graduate students, who will be co-supervised by Dr. Lucia Ferraz. "It is the station's first federal award of this size," said director Ann Moss.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});
