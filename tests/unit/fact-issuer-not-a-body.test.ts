// Lines that name no body, whatever their place on the page: her postal address under the letterhead, a record's
// reference and date fields, a payment line, a headline that tells what someone did; and a patent's office, which its
// page states ('Issued by the … Office'), not its coded kind line '(12) United States Patent' (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const issuerOf = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName: 'Selin Arıkan' }).factSheet?.issuer?.value;

describe('no body named', () => {
  it("reads a festival's letterhead, not her address, as the issuer of its thanks", () => {
    expect(
      issuerOf('EB-1A', `CASCADIA PRINT FESTIVAL
May 2, 2024
Ms. Selin Arıkan
P.O. Box 4410
Eugene, OR 97401
Dear Ms. Arıkan,
Thank you for serving as one of the five judges of the 2024 Cascadia Print Festival. You assessed 2,300 entries.
With thanks,
Orla Fitzmaurice-Kade
Festival Director`),
    ).not.toMatch(/OR 97401/);
  });

  it('reads no reference, date or payment line as the issuer of an invoice', () => {
    const issuer = issuerOf('EB-1A', `Invoice
HVR-55120 Date: 2024-03-02
Billed to: Selin Arıkan
Listing in the Register of Eminent Printmakers, 2024 edition: $495.00
PAID by card ending 2291`);
    expect(issuer ?? '').not.toMatch(/HVR-55120|card ending/);
  });

  it("reads a patent's office from its statement, not its coded kind line", () => {
    const issuer = issuerOf('O-1B', `(12) United States Design Patent
(10) Patent No.: US D1,020,117 S (45) Date of Patent: Mar. 5, 2024
(54) FOLDING PRINT PRESS
(71)(72) Applicant and Inventor: Selin Arikan, Eugene, OR (US)
(57) CLAIM: The ornamental design for a folding print press, as shown and described.
Issued by the United States Patent and Trademark Office.`);
    expect(issuer).toBe('United States Patent and Trademark Office');
  });
});
