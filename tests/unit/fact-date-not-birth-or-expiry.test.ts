// A document is dated by its issue or publication: a holder's date of birth or the day the document expires is never
// its date, wherever the card or page prints them (issue 32, tune20b).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'EB-1A', fileName: 'scan.pdf', mimeType: 'text/plain', text, applicantName: 'Tomasz Wierzbicki' });

describe("a document's own date", () => {
  it("reads a passport's issue date, not the holder's birth date printed above it", () => {
    const a = read(`REPUBLIC OF POLAND
PASSPORT
Surname / Nazwisko: WIERZBICKI
Given names / Imiona: TOMASZ
Date of birth / Data urodzenia: 14 MAR 1983
Date of issue / Data wydania: 02 JUL 2019
Date of expiry / Data ważności: 02 JUL 2029
Passport No: EA4412907`);
    expect(a.factSheet?.date?.value).toBe('02 JUL 2019');
    expect(a.factSheet?.date?.sentence).toContain('Date of issue');
  });

  it('skips a birth date and an expiry date given in one line of fields', () => {
    const a = read(`NORTHERN ROWING ASSOCIATION
Membership card
Member: Tomasz Wierzbicki | DOB: 1983-03-14 | Valid until: 2026-12-31
Issued 9 January 2025 by the membership secretary.`);
    expect(a.factSheet?.date?.value).toBe('9 January 2025');
  });
});
