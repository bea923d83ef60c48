import { afterEach, describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { LEARNED_CORRECTOR, useFilingCorrector } from '../../server/modules/analyst/local/filing-corrector';

// Decision 117: the learned filing corrector in use. Texts written for this test.
describe('the learned filing corrector in use (decision 117)', () => {
  afterEach(() => useFilingCorrector(LEARNED_CORRECTOR));

  it("files the US company's contract with a customer as its doing business, not as the post abroad", () => {
    // An EB-1C petition: a supply contract the US affiliate signed with a customer, which does not name her, shows the
    // affiliate doing business in the United States. The hand filing reads a contract that sets pay as an employment
    // letter and files it as the managerial post abroad.
    const CONTRACT = [
      'MASTER SUPPLY AGREEMENT',
      'This Master Supply Agreement (the "Agreement") is made as of March 3, 2023 (the "Effective Date") between Kestrel Ceramics America, LLC, a Georgia limited liability company with offices at 410 Peachtree Industrial Blvd, Suite 220, Norcross, Georgia 30071 ("Supplier"), and Brightwater Tile Distributors, Inc., a South Carolina corporation ("Buyer").',
      '1. Products. Supplier shall sell and deliver porcelain floor tiles manufactured by its parent to the Buyer\'s warehouses in Columbia and Greenville.',
      '2. Quantities. Buyer commits to purchase not less than 90,000 square metres in each contract year.',
      '3. Prices and payment. Buyer shall pay $11.80 per square metre, invoiced on delivery and payable within 45 days.',
      '4. Term. Two (2) years from the Effective Date, renewable by written agreement of both parties.',
      'IN WITNESS WHEREOF the parties have signed this Agreement as of the Effective Date.',
      'KESTREL CERAMICS AMERICA, LLC By: Renata Okafor-Lind, President | BRIGHTWATER TILE DISTRIBUTORS, INC.',
      'By: Loretta J. Haskins, Chief Executive Officer',
    ].join('\n');
    const input = { visaType: 'EB-1C' as const, fileName: 'Supply Agreement - Brightwater Tile.pdf', mimeType: 'application/pdf', text: CONTRACT, applicantName: 'Tomasz Wierzbicki' };
    useFilingCorrector(null);
    expect(analyseEvidence(input).category).not.toBe('eb1c_us_business');
    useFilingCorrector(LEARNED_CORRECTOR);
    expect(analyseEvidence(input).category).toBe('eb1c_us_business');
  });

  it('leaves a filing it is not sure enough of as it was', () => {
    expect(LEARNED_CORRECTOR.margin).toBe(0.4);
    // Her own award certificate, filed by its kind: the corrector keeps it.
    const AWARD = [
      'CERTIFICATE OF AWARD',
      'The Baltic Ceramics Society presents the',
      'Amber Kiln Prize 2024',
      'to Tomasz Wierzbicki',
      'for the design of a frost-proof porcelain facade tile.',
      'Gdansk, 12 October 2024',
    ].join('\n');
    const input = { visaType: 'EB-1A' as const, fileName: 'Amber_Kiln_Prize.pdf', mimeType: 'application/pdf', text: AWARD, applicantName: 'Tomasz Wierzbicki' };
    useFilingCorrector(null);
    const hand = analyseEvidence(input).category;
    useFilingCorrector(LEARNED_CORRECTOR);
    expect(analyseEvidence(input).category).toBe(hand);
    expect(hand).toBe('eb1a_awards');
  });
});
