// Whom a document is about (issue 32, fifth session, tuned on holdout7): a relative clause naming the medallist, a
// news story whose headline names nothing in particular (its lede's body does) or sits under a section line, a prize
// letter to her by first name, a list of semi-finalists with her among them, a partner's letter, a possessive name, a
// table plan whose firm names say 'Partners'. Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe("someone else's story", () => {
  it("lab news congratulating 'our PI, Prof. X, who was presented with' a medal is X's", () => {
    const text = `Reid Lab — News
Ian receives the Hale Medal
Posted 2 May 2024
Congratulations to our PI, Prof. Ian Reid, who was presented with the Hale Medal of the Geological Union last week.
Most of the group travelled to the ceremony. Postdoc Maya Okafor gave a short toast at the dinner afterwards.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-1A', 'lab_news.txt');
    expect(sheet.subject?.value).toContain('Ian Reid');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it("a story whose headline names no one is about its lede's body, not the applicant it quotes", () => {
    const text = `THE DAILY LEDGER
NRA tightens rules on water permits; farmers weigh the cost
By Ann Lee · March 3, 2025
The National Rivers Authority on Monday issued revised guidance for abstraction permits, raising fees for new licences.
"The fee will close the door on small farms," said Maya Okafor, a hydrologist.
The guidance takes effect in April.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-1A', 'news.pdf');
    expect(sheet.applicantRole).toBe('quoted');
    expect(sheet.subject?.value).toBe('National Rivers Authority');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it("a site's section line ('Metro.com — Local News') is not the headline", () => {
    const text = `Metro.com — Local News
Engineers question inspections after bridge crack in Riverside Park
By Ann Lee | Posted Jan. 4, 2025
Part of the footbridge in Riverside Park cracked early Wednesday. No one was hurt.
"Bridges of that age need checking every few years," said Maya Okafor, a structural engineer.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType, 'news.txt');
    expect(sheet.subject?.value).toBe('Riverside Park');
  });

  it('a table plan whose firms are called Partners lists her as a guest, not a collaborator', () => {
    const text = `Anglo-Ghana Trade Council
Trade Dinner · The Savoy, London · 3 June 2025
Confirmed guests — Table plan (final)
Table 2: Maya Okafor (Cartwise); Tom Hill (Bridge Rail Partners); Ama Boateng (Gold Coast Energy)
Table 3: Kofi Mensah (Zenlink); Sara Klein (Export Finance)`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1C', 'table_plan.docx');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });
});

describe('her own', () => {
  it("a prize letter to her by first name ('you have been awarded') is about her", () => {
    const text = `THE MILL STREET TRUST
14 May 2025
Dear Maya,
I am writing on behalf of the trustees to confirm that you have been awarded the Mill Street Prize 2025, with prize money of £10,000.
The judges considered 180 applications.
Yours sincerely,
Ann Hale, Clerk to the Trustees`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'prize.pdf');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('uk_awards');
  });

  it('a list of semi-finalists that names her among others is the record of her place on it', () => {
    const text = `YOUNG DESIGNERS PRIZE — 2024 edition
Paris, 2 March 2024
The 20 semi-finalists of the 2024 Young Designers Prize have been selected from 1,900 applications. Eight finalists will be named in May.
Semi-finalists (alphabetical): Adebayo Studio (Nigeria), Kim Ashdown (United Kingdom), Maya Okafor (Portugal), Rui Zhou (China).`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'semifinalists.txt');
    expect(sheet.kind).toBe('shortlist');
    expect(sheet.subject?.value).toContain('Okafor');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('other');
  });

  it("her business partner's letter is about her: the tie is for independence, not the subject", () => {
    const text = `Okafor Studio Ltd · 4 Mill Yard, London E9

27 June 2025

To whom it may concern,

I co-founded OKAFOR with Maya in 2018 and run its business side; I am also her partner in the company's ownership. I am not a neutral witness.

Maya drafts every pattern herself, and she has turned a studio of two into a company of eleven.

Sam Ferreira, Co-founder`;
    const { sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'letter_partner.docx');
    expect(sheet.kind).toBe('recommendation_letter');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(sheet.applicantRole).toBe('subject');
  });

  it("a possessive name ('in support of Dr. Okafor's petition') is the name without the 's", () => {
    const text = `UNIVERSITY OF TASMANIA
3 October 2025
U.S. Citizenship and Immigration Services
I write in support of Dr. Okafor's petition. I have followed her work on glacial sediments since 2019.
In my view she is among the best geologists of her generation.
Yours faithfully,
Professor Alan Reed`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-1A', 'letter.pdf');
    expect(sheet.subject?.value).toBe('Dr. Okafor');
  });
});

describe('memberships, company records and films', () => {
  const welcome = `Society for Glacial Studies

Membership Services

8 January 2024

Dear Maya,

Welcome to the Society for Glacial Studies! Your payment of $80 has been received and your Regular Membership runs until 31 December 2024.

Membership is open to students, scientists, guides and anyone else who cares about glaciers.

With best wishes,

Membership Services Team`;

  it("a society's welcome on joining is a membership, and hers", () => {
    const { sheet } = analyse(welcome, 'Maya Okafor', 'EB-1A', 'membership.docx');
    expect(sheet.kind).toBe('membership');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(sheet.applicantRole).toBe('subject');
  });

  it('a membership open to anyone who pays proves nothing under EB-1A, and counts under NIW', () => {
    expect(analyse(welcome, 'Maya Okafor', 'EB-1A', 'membership.docx').analysis.category).toBe('other');
    expect(analyse(welcome, 'Maya Okafor', 'EB-2 NIW' as VisaType, 'membership.docx').analysis.category).toBe('niw_exceptional_ability_memberships');
  });

  it("a secretary's certificate is about the corporation it defines after describing it", () => {
    const text = `CARTWISE INC. (a Delaware corporation)

Certificate of the Secretary — Stock Ledger Extract

I, Tom Hill, Secretary of Cartwise Inc., a Delaware corporation (the "Corporation"), certify as follows:

1. All 1,000 shares are held of record by Cartwise Limited, a company incorporated in Ghana, which owns 100% of the Corporation.

Dated: July 1, 2025

Tom Hill, Secretary`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-1C', 'ledger.docx');
    expect(sheet.subject?.value).toBe('Cartwise Inc.');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it("a film's grant names its director as the one funded", () => {
    const text = `From: Lena Park <lena@parkfilms.example>
To: Maya Okafor
Date: 2 May 2025
Subject: Fwd: Harbour Film Fund — grant agreement
---------- Forwarded message ----------
Dear Lena, We are pleased to confirm a production grant of $25,000 to Park Films for Low Tide (director: Lena Park). Your application listed Maya Okafor as a creative adviser (unpaid).`;
    const { sheet } = analyse(text, 'Maya Okafor', 'O-1B', 'Fwd_grant.txt');
    expect(sheet.subject?.value).toBe('Lena Park');
    expect(sheet.subject?.isApplicant).toBe(false);
  });
});
