// Her part, read from the record's form: an identity card's holder fields ('Surname: RUIZ') make it hers; a letter
// telling her that her name has been put forward as one of N nominees is a nomination; the winner's words that she
// has been his coach make her his coach, not someone the story quotes (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) => analyseEvidence({ visaType, fileName: 'scan.pdf', mimeType: 'text/plain', text, applicantName: 'Mireille Ondoa' });

describe('her part from the form', () => {
  it("reads an identity card's surname field as its holder, her", () => {
    const a = read('EB-1C', `REPUBLIC OF CAMEROON
NATIONAL IDENTITY CARD
Surname: ONDOA
Given names: MIREILLE
Sex: F
Date of issue: 04.02.2022
Card No: 118833001`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.factSheet?.applicantRole).toBe('subject');
  });

  it('reads a letter putting her name forward as one of 9 nominees as a nomination', () => {
    const a = read('O-1A', `HARBOUR CLASSIC — Selection Committee
March 3, 2025
Dear Mireille,
Your name has been put forward by the athletes' council as one of 9 nominees for the 2 invitation places in the 2025 Harbour Classic. The committee will vote on April 1.
Kind regards,
Tomasz Ilunga, Committee Secretary`);
    expect(a.factSheet?.kind).toBe('nomination');
    expect(a.category).toBe('other');
  });

  it("reads the winner's words that she has been his coach as her part in his award", () => {
    const a = read('O-1A', `WEST AFRICAN ATHLETICS UNION — NEWS
Ekwueme named 2024 Junior Athlete of the Year
December 2, 2024 — The union has named Chidi Ekwueme, 18, its 2024 Junior Athlete of the Year after a season in which he won four junior finals.
"Mireille Ondoa has been my coach since I was twelve," Ekwueme said at the awards dinner in Accra.
The award is voted by the union's coaches.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });
});
