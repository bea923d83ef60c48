// A body that 'has nominated the following' lists nominees, the applicant among them: a nomination, not her award,
// whatever 'of the Year' its heading names (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a body's list of 'the following' nominees", () => {
  it('files the list that names her among the nominees as other under O-1A, a nomination', () => {
    const text = `Nordic Sports Writers Club

Nominees named for Nordic Sportswoman of the Year 2024 in Oslo

Oslo, 2 December 2024

The Club's members have nominated the following six athletes. The winner will be chosen by a vote of the members.

Ingrid Berg (biathlon)

Lena Okafor (sprint)

Aino Salo (tennis)`;
    const a = analyseEvidence({ visaType: 'O-1A', fileName: 'nominees.docx', mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).toBe('nomination');
  });
});
