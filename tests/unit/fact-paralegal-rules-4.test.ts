// What a paralegal files as nothing of hers (issue 32, fifth session, tuned on holdout8): a society's welcome open to
// anyone, a cast sheet billing her in the ranks, an invitation to come as a guest, a grant whose project director is
// someone else; and a jury's nomination of her, which O-1B counts. Small documents written for this test; no set's
// documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType, fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('named in it, and nothing of hers', () => {
  it("a network's welcome ('your … membership is now active') open to anyone working in the field is a membership proving nothing", () => {
    const text = `Nordic Hydrology Forum (NHF) — Member Services

3 March 2024

Dear Maya Okafor,

Welcome to NHF! Your annual student membership is now active and your fee of €40 has been received.

Membership is open to anyone studying or working with water.

Best wishes, NHF Member Services`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1A', 'welcome.docx');
    expect(sheet.kind).toBe('membership');
    expect(analysis.category).toBe('other');
  });

  it('a cast sheet billing her only in the chorus is no lead role, and not about her', () => {
    const text = `CITY OPERA — Main House
LA TRAVIATA — cast for 4 March 2019
Conductor: Pia Lund
Violetta: Sara Berg · Alfredo: Jon Aas
Chorus (women): Anne Dahl, Maya Okafor, Eva Holm, Lise Moe, Kari Vik`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1B', 'cast_2019.pdf');
    expect(sheet.kind).toBe('production_credits');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('none');
    expect(analysis.category).toBe('other');
  });

  it('an invitation to come to an awards evening as a guest is attendance, not recognition', () => {
    const text = `From: National Design Awards <events@nda.example>
To: Maya Okafor
Subject: Your invitation — National Design Awards 2025
Date: 2 February 2025
Dear Maya,
We are pleased to invite you as a guest of Studio North to the National Design Awards at City Hall on 9 March. Dress code: smart.
Please confirm your attendance by 20 February.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'invite.txt');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });

  it("a notice of award naming another project director is that grant's, and her firm's unfunded part is not her funding", () => {
    const text = `NATIONAL WATER AGENCY — Office of Research
Notice of Award · Award ID W-1200 · Date: 03/02/2024
Recipient: Lakeside University
Project director: Dr. Ann Lee. Project: Nitrate removal in rural wells.
Amount this action: $900,000.
Partners named in the proposal (no funds under this award): Okafor Water LLC (M. Okafor) will lend one test unit.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType, 'award_notice.pdf');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });
});

describe('a jury nominates her', () => {
  it("'the jury has nominated you in the category …' is her nomination, which O-1B counts as recognition", () => {
    const text = `GRAND PRIX DE LA CHANSON — Paris
2 April 2025
Dear Ms. Okafor,
The jury of the Grand Prix de la Chanson has nominated you in the category Best Songwriter for Rivers. You are one of 5 songwriters nominated this year.
Claire Roux, Secretary General`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1B', 'nomination.pdf');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_expert_recognition');
  });
});
