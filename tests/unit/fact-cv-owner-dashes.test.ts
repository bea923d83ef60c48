// A CV's owner is the name it opens with (issue 32, decision 093), set off from her instrument and town by double hyphens
// as a typed page sets a dash ('ANA RUIZ -- violin -- Boston').
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a CV's owner", () => {
  it("is the name before the first '--' of its opening line", () => {
    const text = `ANA RUIZ -- violin -- Boston, Massachusetts -- anaruiz.com
Education: Artist Diploma, New England Conservatory (2016); BA, University of Chile (2012)
Recordings: Tierra (Polar Records, 2024); Dos Orillas (self-released, 2019)
Awards: 2nd prize, Boston Violin Competition (2015)
Teaching: adjunct instructor of violin, Boston University (since 2021)`;
    const a = analyseEvidence({ visaType: 'O-1B', fileName: 'Ruiz_CV.pdf', mimeType: 'application/pdf', text, applicantName: 'Ana Ruiz' });
    expect(a.factSheet?.kind).toBe('cv');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.factSheet?.applicantRole).toBe('subject');
  });
});
