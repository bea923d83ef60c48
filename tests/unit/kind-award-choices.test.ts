// An award told as a body's choice of its honouree ('has chosen Ana Ruiz, P.E., for its Community Award'), as a
// jury's choice told to the winner ('the panel of adjudicators named you Best Arranger'), or headed by its awards
// ('12th Annual Lighting Awards … is presented to') is an award notice (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'letter.pdf', mimeType: 'text/plain', text, applicantName: 'Tomas Ekholm' });

describe('an award told as a choice or headed by its awards', () => {
  it("reads a board's choice of its honouree, named with his post-nominals, as his award", () => {
    const a = read('EB-2 NIW', `Prairie Water Forum

March 3, 2025

The Board of the Prairie Water Forum, on the advice of its panel of utility directors, has chosen Tomas Ekholm, P.E., for its Clean Water Service Award.

Mr. Ekholm's leak surveys of six rural systems have cut their water losses by a third.`);
    expect(a.kind).toBe('award');
    expect(a.category).toBe('niw_exceptional_ability_recognition');
  });

  it("reads a panel's choice told to the winner in a letter as his award", () => {
    const a = read('O-1B', `NORTHERN BRASS BAND ASSOCIATION

Dear Mr. Ekholm,

The Association is pleased to confirm that the panel of five adjudicators named you Best Soloist of the Spring Contest for your cornet solo, with 96 points out of 100.

Yours faithfully,
Contest Secretary`);
    expect(a.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it('reads a certificate headed by its annual awards as an award', () => {
    const a = read('O-1B', `STAGE LIGHTING GUILD
9th Annual Lighting Awards
BEST LIGHTING DESIGN - TOURING
is presented to
TOMAS EKHOLM
for NORTHERN LIGHTS TOUR
June 4, 2025`);
    expect(a.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });
});
