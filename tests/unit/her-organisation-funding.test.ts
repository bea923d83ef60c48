// Money raised by the company she founded and runs is her endeavor's funding (EB-2 NIW prong 2), even where the
// company bears her family name, whose line names her less surely than the sentence with her given name (decision 122).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const SEED = `Okwuosa Soil Labs

INVESTMENT AGREEMENT — SEED ROUND

Kestrel Ridge Capital has invested $750,000 in Okwuosa Soil Labs in a seed financing led by Kestrel Ridge Capital on April 2, 2024. Ngozi Okwuosa, founder and CEO, will use the funds to hire field technicians and open the second testing station.`;

/** The same round in a company where she is only an adviser: it funds the company, not her endeavor. */
const ADVISER = `Tamarind Soil Labs

INVESTMENT AGREEMENT — SEED ROUND

Kestrel Ridge Capital has invested $750,000 in Tamarind Soil Labs in a seed financing led by Kestrel Ridge Capital on April 2, 2024. Ngozi Okwuosa, who advised the company on sampling methods in 2023, attended the signing.`;

const read = (text: string) => analyseEvidence({ visaType: 'EB-2 NIW', fileName: 'seed_round.pdf', mimeType: 'application/pdf', text, applicantName: 'Ngozi Okwuosa' });

describe('a seed round in her own company', () => {
  it('is filed under prong 2, with the sentence that names her as founder and CEO as her part', () => {
    const a = read(SEED);
    expect(a.category).toBe('niw_prong2_well_positioned');
    expect(a.factSheet?.filingReason).toBeNull();
    expect(a.factSheet?.roleFact?.value).toMatch(/^Ngozi Okwuosa, founder and CEO/);
  });

  it("is set aside when the company is not hers to run", () => {
    const a = read(ADVISER);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/^Filed as Other: /);
  });
});
