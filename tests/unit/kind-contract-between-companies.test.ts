// A contract made between two companies ('between Harbor Marina LLC and Dockworks Services, Inc.') whose 'shall pay'
// sets a price is their business, not anyone's pay letter: under EB-1C it shows the US company doing business
// (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('a contract between two companies', () => {
  it("files the US subsidiary's service contract with a client as doing business, not as managerial abroad", () => {
    const a = analyseEvidence({
      visaType: 'EB-1C',
      fileName: 'service_agreement.docx',
      mimeType: 'text/plain',
      applicantName: 'Lena Varga',
      text: `DOCK MAINTENANCE SERVICE AGREEMENT

This agreement is made on March 3, 2024 between Harbor Point Marina LLC ("the Marina") and Dockworks Services, Inc., Annapolis, Maryland ("the Contractor").

1. Scope. The Contractor shall inspect and repair the Marina's 240 floating slips for the 2024 and 2025 seasons.

2. Price. The Marina shall pay $212,000 per season in four installments.

Signed for the Marina: Paul Reed, General Manager. Signed for the Contractor: Ana Lopes, Operations Manager.`,
    });
    expect(a.category).toBe('eb1c_us_business');
  });
});
