// Kinds read from form: a company's tax return (its business), a board's resolution appointing her to two posts of
// its US corporation (the US position), a customer's board approving the purchase of the system (a letter of interest),
// a 'Best …' category list with its winners (an award), a body's letter on the team she has captained since a year
// (her role), and a poster session's coded items ('A-17 …'), among which she is one presenter of many (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Yara Nakashima-Boyd') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('kinds read from form', () => {
  it("files its US company's tax return as doing business", () => {
    const a = read('EB-1C', `Form 1120 — U.S. Corporation Income Tax Return — 2024 — Department of the Treasury, Internal Revenue Service
Name: KESTREL OLIVE OILS USA, INC. EIN: 81-2233445
Address: 901 Orchard Way, Fresno, CA 93706
Line 1a Gross receipts or sales: 3,410,220
Line 28 Taxable income: 184,551
Signed by officer: Omar Haddad, Treasurer, 04/10/2025.`);
    expect(a.category).toBe('eb1c_us_business');
  });

  it('files a board resolution appointing her President and Chief Executive Officer of the US corporation as the US position', () => {
    const a = read('EB-1C', `KESTREL OLIVE OILS USA, INC. — MINUTES OF A MEETING OF THE BOARD OF DIRECTORS
Held on May 2, 2025. Present: Omar Haddad (chair), Yara Nakashima-Boyd.
1. RESOLVED, that Yara Nakashima-Boyd is appointed President and Chief
Executive Officer of the Corporation, effective on her arrival in the United States, at a base salary of $210,000 a year.
2. The President shall direct the Fresno plant and its 38 employees.`);
    expect(a.category).toBe('eb1c_us_position');
  });

  it("files a customer's approval of the system's purchase as a letter of interest (NIW prong 2)", () => {
    const a = read('EB-2 NIW', `PRAIRIE WATER DISTRICT
May 6, 2025
Mr. Yara Nakashima-Boyd
Fargo, ND 58102
Dear Mr. Nakashima-Boyd,
After the trial of your leak sensor on our east mains, the district's board has approved the purchase and installation of the system on 60 miles of pipe, a commitment of $350,000.
Sincerely,
Dale Brunsvold
General Manager`);
    expect(a.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files a guild's winners list of 'Best …' categories as recognition from experts (O-1B)", () => {
    const a = read('O-1B', `Costume Designers Circle — 2025 Craft Honours — Winners
Announced March 1, 2025
Best Costume Design, Period Feature Film: Yara Nakashima-Boyd, "The Salt Widow"
Best Costume Design, Contemporary Series: Ilse Brandauer, "Night Ferry"
Winners are chosen by a ballot of the Circle's 1,100 members.`);
    expect(a.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it("files a body's letter on the team he has captained since a year as his critical role (O-1A)", () => {
    const a = read(
      'O-1A',
      `FIJI ROWING FEDERATION · Member of the Oceania Rowing Association
3 March 2025
To whom it may concern:
I am President of the Fiji Rowing Federation. Tevita Ravuvu has captained the national squad since 2020.
As captain he set the crews, ran the training camps and in 2023 led Fiji to its first regional medal.
Yours faithfully,
Losana Tuilau
President`,
      'Tevita Ravuvu',
    );
    expect(a.category).toBe('o1a_critical_role');
  });

  it("files a poster session's programme listing him among coded items as Other", () => {
    const a = read(
      'EB-2 NIW',
      `Great Lakes Water Symposium 2024 — Programme — Poster Session B
Thursday, April 4, 2024, 2:00–4:00 pm, Hall C (62 posters)
B-11 Phosphorus loads in tile drainage — K. Oyelaran
B-12 A cheap leak sensor for rural mains — T. Ravuvu, L. Amundsen
B-13 Nitrate in shallow wells — S. Mbeki-Larsen
B-14 Ice cover and algal blooms — R. Delacroix
Registration includes the poster session and the evening reception.`,
      'Tevita Ravuvu',
    );
    expect(a.category).toBe('other');
  });
});
