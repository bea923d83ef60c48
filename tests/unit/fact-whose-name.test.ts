// Whose name a record gives. Catalan, Spanish and Portuguese records write a name in full with a second family name the profile leaves out
// ('Ms. Núria Cerqueda Puigcercós' for Núria Cerqueda): still the applicant, so a certificate of her employment is hers;
// a body named after her ('Ana Ruiz Foundation') is not her (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { isApplicantName } from '../../server/modules/analyst/local/fact-names';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('her name with a second family name', () => {
  it('reads her whole name and one more family name as hers, and a body named after her as not', () => {
    expect(isApplicantName('Ms. Marta Ribas Solsona', 'Marta Ribas')).toBe(true);
    expect(isApplicantName('Marta Ribas Foundation', 'Marta Ribas')).toBe(false);
    expect(isApplicantName('Joan Ribas Solsona', 'Marta Ribas')).toBe(false);
  });

  it("files a company's certificate of her employment, naming her with both family names, as managerial abroad", () => {
    const a = analyseEvidence({
      visaType: 'EB-1C',
      fileName: 'certificate.pdf',
      mimeType: 'text/plain',
      applicantName: 'Marta Ribas',
      text: `TEXTILS VALL SA - Fabrica de teixits tecnics / Technical textiles
CERTIFICATE OF EMPLOYMENT
The Board of Directors of Textils Vall SA certifies that Ms. Marta Ribas Solsona has worked for the company since 2 May 2011 and has been its Managing Director since 1 September 2018, a full-time post of 40 hours a week.
As Managing Director she reports only to the Board; she directs the company's 3 plant managers and, through them, its 140 employees; she sets the annual budget and hires and dismisses staff.
Sabadell, 4 March 2025
Pere Vall Roca, Chairman of the Board`,
    });
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1c_managerial_abroad');
  });
});

describe("another's record made out by its holder field", () => {
  it("files a colleague's licence look-up that names her firm as employer of record as Other, his", () => {
    const a = analyseEvidence({
      visaType: 'EB-2 NIW',
      fileName: 'license_lookup.txt',
      mimeType: 'text/plain',
      applicantName: 'Marta Ribas',
      text: `STATE BOARD OF ENGINEERING EXAMINERS
License Lookup > Search results > Details
Name: OKORO, DANIEL
Employer of record: Ribas Structural Engineering LLC
License type: Professional Engineer (PE) - Structural
License number: 55102PE
Original issue: 04/12/2021 Expires: 12/31/2026 Status: ACTIVE`,
    });
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toContain('licence is held by');
  });
});
