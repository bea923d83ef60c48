// Her own paper that no cue of the paper kind recognises (a 'Summary' where an abstract would be, no reference list)
// is still hers: its fact sheet reads her on the author line, and it is filed where the visa files authorship.
// Someone else's paper of the same form is not (issue 32 item 2).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const paper = (authors: string) => `Karst Science Letters · Volume 41 · March 3, 2023
Mapping karst aquifer recharge from spring temperature records
${authors}
Institute of Groundwater Studies, Ljubljana, Slovenia
Summary
We show that the daily temperature of a karst spring dates the rain that recharges it to within two days.
Across nine springs the method explained 84 percent of the variance in discharge.
Introduction
Karst aquifers supply a quarter of the world's drinking water.`;

describe('a paper read by its author line', () => {
  for (const [visaType, authorship] of [['EB-1A', 'eb1a_articles'], ['O-1A', 'o1a_scholarly_articles']] as const) {
    it(`files her paper under ${authorship} (${visaType})`, () => {
      const a = analyseEvidence({ visaType, fileName: 'Kovac_2023_JHL.pdf', mimeType: 'application/pdf', text: paper('Nina Kovač, Tomaž Horvat and Eva Novak'), applicantName: 'Nina Kovač' });
      expect(a.category).toBe(authorship);
      expect(a.criteriaIds[0]).toBe(authorship);
    });
  }

  it("leaves another author's paper of the same form as other", () => {
    const a = analyseEvidence({ visaType: 'EB-1A', fileName: 'Horvat_2023_JHL.pdf', mimeType: 'application/pdf', text: paper('Tomaž Horvat and Eva Novak'), applicantName: 'Nina Kovač' });
    expect(a.category).toBe('other');
  });
});
