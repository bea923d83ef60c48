// A nomination of the applicant is about her: her part is 'subject' (the contract's "'subject' when the document is
// about the applicant"), its relation 'nominated'; 'nominee' is her part where the page is about someone or something
// else (issue 32, tune20b; a guard: it passed before).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('a nomination of her', () => {
  it('is about her, as its subject', () => {
    const a = analyseEvidence({
      visaType: 'O-1A',
      fileName: 'letter.pdf',
      mimeType: 'text/plain',
      applicantName: 'Oskar Venturelli',
      text: `FJORD SKI MARATHON — Race Committee
5 September 2024
To: Oskar Venturelli (Italy)
Dear Oskar,
Your name has been put forward by the coaches' panel as one of 7 nominees for the 3 guest places in the 2025 Fjord Ski Marathon. The committee will decide on 1 November.
Best wishes,
Hedda Aamodt-Lunde, Committee Secretary`,
    });
    expect(a.factSheet?.kind).toBe('nomination');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.factSheet?.subject?.relation).toBe('nominated');
    expect(a.factSheet?.applicantRole).toBe('subject');
  });
});
