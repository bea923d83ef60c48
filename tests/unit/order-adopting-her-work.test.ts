// Take-up of her work by an authority's order (issue 32, decision 120): a ministry's circular directing the bodies it
// governs to use the index she developed proves original contributions, not a critical role, whatever words of
// directing and planning it has. An order alone, about no work of hers, is no such proof.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { adoptionWeight } from '../../server/modules/analyst/kinds';

const CIRCULAR = `Ministry of Water Resources
Circular No. 14/2024

To: All provincial water boards

Subject: Adoption of the Moreno-Vasquez aquifer recharge index

The Ministry directs all provincial water boards to use the aquifer recharge index developed by Dr. Talia Moreno-Vasquez in their drought plans from 1 July 2024. The index has been tested in four provinces and reduced groundwater losses by 18 percent.

Signed, Director General of Water Planning`;

/** A routine order that names no one's work. */
const ROUTINE = `Ministry of Water Resources
Circular No. 15/2024

To: All provincial water boards

Subject: Reporting dates for 2025

The Ministry directs all provincial water boards to submit their quarterly reports by the tenth day of each quarter.

Signed, Director General of Water Planning`;

const read = (visaType: 'EB-1A' | 'O-1A', text: string) =>
  analyseEvidence({ visaType, fileName: 'circular.pdf', mimeType: 'application/pdf', text, applicantName: 'Talia Moreno-Vasquez' });

describe("an authority's order taking up her work", () => {
  it('files the circular under original contributions for EB-1A and O-1A', () => {
    expect(read('EB-1A', CIRCULAR).category).toBe('eb1a_contributions');
    expect(read('O-1A', CIRCULAR).category).toBe('o1a_original_contributions');
  });

  it('counts the order to use the work she developed, and the page headed as its adoption, as take-up', () => {
    expect(adoptionWeight(CIRCULAR)).toBeGreaterThanOrEqual(2);
    expect(adoptionWeight(ROUTINE)).toBeLessThan(2);
  });
});
