import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../src/contract/categories';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';

// The fact sheet's title says what the document is where its first lines do not (issue 32, fifth session): whom a
// recommendation letter is for, a nomination, a shortlist, a guest list, a membership, a grant, the degree, the
// licensed profession, what a certificate certifies, the work a statement reports on, a filing's own heading.

const titleOf = (text: string, kind: DocumentKind = 'other') => buildFactSheet({ text, fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' }).title;

describe('a title that says what the document is', () => {
  it('a recommendation letter says whom it is for', () => {
    const text = 'HARBOUR UNIVERSITY\n14 May 2024\nTo the assessors\nI am writing to recommend Ana Ruiz, whose work on tide gauges I have followed since 2019.\nBo Li';
    expect(titleOf(text, 'recommendation_letter')).toMatch(/^Recommendation letter for Ana Ruiz\b/);
  });

  it('a nomination, a shortlist and a guest list say so', () => {
    expect(titleOf('GUILD OF BAKERS\n3 March 2024\nDear Ms. Ruiz,\nWe are pleased to tell you that you have been nominated for the Golden Loaf Prize 2024.', 'other')).toMatch(/^Nomination: /);
    expect(titleOf('Bakers Association\n9 January 2024\nBaker of the Year 2023\nThe committee shortlisted 5 bakers for Baker of the Year: Ana Ruiz, Bo Li, Cy Dunn, Di Ng and Ed Orr.', 'award')).toMatch(/^Shortlist: /);
    expect(titleOf('HARBOUR FESTIVAL 2024\nOpening Night - Guest list (door copy) · 6 June 2024\nRuiz, Ana - Nord Films\nLi, Bo - Harbour TV', 'other')).toMatch(/^Guest list: /);
  });

  it('a membership e-mail and a grant notice say what they are', () => {
    const member = 'From: Society of Bakers <m@sb.example>\nDate: March 4, 2024\nSubject: Welcome to SB - Full Member\nDear Ms. Ruiz,\nYour application for Full Member grade of the Society of Bakers has been approved by the Membership Committee.';
    expect(titleOf(member, 'membership')).toMatch(/^Membership: /);
    const grant = 'U.S. DEPARTMENT OF AGRICULTURE · Notice of Award\nAward No. 2024-1 · Date: July 30, 2024\nProject Director: Bo Li\nTotal federal funds approved: $649,800. Key personnel: Ana Ruiz (unfunded collaborator).';
    expect(titleOf(grant, 'funding_award')).toMatch(/^Grant: /);
  });

  it('a diploma names its degree, a licence record its profession', () => {
    expect(titleOf('HARBOUR STATE UNIVERSITY · Leeds\nhas conferred upon\nANA RUIZ\nthe degree of DOCTOR OF PHILOSOPHY in CIVIL ENGINEERING, on 14 May 2021.', 'degree')).toMatch(/^Doctor of Philosophy in Civil Engineering: /);
    expect(titleOf('State Board of Engineers - License Verification - printed 01/27/2025\nName: RUIZ, ANA\nProfession: Professional Engineer (PE)\nLicense number: PE-1', 'licence')).toMatch(/^Professional Engineer \(PE\) license: /);
  });

  it('a results certificate says what it certifies', () => {
    const text = 'WORLD SAILING TOUR · Official Results Certificate · Ref. R-17\nHarbour Classic 2024 · Leeds · 14-20 October 2024\nThe World Sailing Tour certifies that ANA RUIZ (Spain) won the Women\'s Final of\nthe Harbour Classic 2024, by two lengths.';
    expect(titleOf(text, 'other')).toContain("won the Women's Final of the Harbour Classic 2024");
  });

  it("a statement names the work it reports on; a filing and a statement by their own headings", () => {
    expect(titleOf('ÉDITIONS NORD · 8 rue Smith, Lyon · Relevé de droits\nd\'auteur / Royalty statement\nAuthor: Ana Ruiz · Title: Salt and Bread (published 2024)\nCopies sold in the period: 12,950', 'sales_report')).toMatch(/^Salt and Bread: /);
    expect(titleOf('Ana Ruiz, PhD, PE\nStatement of proposed endeavor · 1 February 2025\nMy proposed endeavor is to bring tide gauges to small towns.', 'endeavor_plan')).toMatch(/^Statement of proposed endeavor: /);
    expect(titleOf('STATE OF OREGON · Secretary of State\nARTICLES OF ORGANIZATION - Filed: 04/02/2023\n1. Name of the limited liability company: Ruiz Coastal LLC\n2. Organizer: Ana Ruiz.', 'other')).toMatch(/^Articles of Organization: Ruiz Coastal LLC\b/);
  });
});
